import { describe, expect, it } from 'vitest'
import { slugify } from '@/lib/vi'
import { seedArticles } from './articles'
import { seedCategories } from './catalog'
import { figuresOf } from './markdown'

describe('demo articles', () => {
  it('are at least 40, with unique slugs made from their titles', () => {
    expect(seedArticles.length).toBeGreaterThanOrEqual(40)
    const slugs = seedArticles.map((article) => article.slug)
    expect(new Set(slugs).size).toBe(slugs.length)
    for (const article of seedArticles) expect(article.slug).toBe(slugify(article.slug))
  })

  it.each(seedArticles.map((article) => [article.slug, article] as const))('%s is a full how-to', (_slug, article) => {
    const words = article.body.split(/\s+/).filter(Boolean).length
    expect(words).toBeGreaterThanOrEqual(400)
    expect(article.body.match(/^## /gm)?.length ?? 0).toBeGreaterThanOrEqual(2)
    expect(article.body).toMatch(/^### /m)
    expect(article.body).toMatch(/^1\. .+\n2\. /m)
    expect(figuresOf(article.body).length).toBeGreaterThanOrEqual(1)
    expect(article.excerpt.length).toBeLessThanOrEqual(160)
    // Figures as Vietnamese tech writing prints them: "90%", not "90 phần trăm".
    expect(article.body).not.toMatch(/\d\s*phần trăm/)
    expect(article.title).toMatch(/[àáảãạăắằẳẵặâấầẩẫậđèéẻẽẹêếềểễệìíỉĩịòóỏõọôốồổỗộơớờởỡợùúủũụưứừửữựỳýỷỹỵ]/i)
  })

  it.each(seedArticles.map((article) => [article.slug, article] as const))(
    '%s has one phone screen per in-body image',
    (_slug, article) => {
      expect(article.screens).toHaveLength(figuresOf(article.body).length)
    },
  )

  it('use only known categories and cover all of them', () => {
    const known = new Set(seedCategories.map((category) => category.slug))
    const used = new Set(seedArticles.flatMap((article) => article.categories))
    for (const slug of used) expect(known.has(slug)).toBe(true)
    expect(used.size).toBe(known.size)
  })

  it('link only to other demo articles', () => {
    const slugs = new Set(seedArticles.map((article) => article.slug))
    for (const article of seedArticles) {
      for (const [, target] of article.body.matchAll(/\]\(\/([a-z0-9-]+)\)/g)) expect(slugs.has(target)).toBe(true)
    }
  })
})
