import { readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { defaultBreakpoints } from '@/lib/breakpoints'

/** Each top-level `@media` rule of a stylesheet: its condition and what it holds. */
function mediaRules(css: string): { condition: string; body: string }[] {
  const rules: { condition: string; body: string }[] = []
  for (const match of css.matchAll(/@media([^{]+)\{/g)) {
    const start = match.index + match[0].length
    let depth = 1
    let end = start
    for (; end < css.length && depth > 0; end++) depth += css[end] === '{' ? 1 : css[end] === '}' ? -1 : 0
    rules.push({ condition: match[1].trim(), body: css.slice(start, end) })
  }
  return rules
}

describe('the post grid’s columns', () => {
  it('switch at the spec’s breakpoints: phones up to 767 px get the mobile columns, tablets up to 1024 px the tablet ones', () => {
    const css = readFileSync(path.resolve('src/site/styles/site.css'), 'utf8')
    const { mobile, tablet } = defaultBreakpoints
    const allowed = [
      `max-width: ${mobile.value}px`,
      `min-width: ${mobile.value + 1}px`,
      `max-width: ${tablet.value}px`,
      `min-width: ${tablet.value + 1}px`,
    ]
    const gridRules = mediaRules(css).filter((rule) => rule.body.includes('.post-grid'))
    expect(gridRules.length).toBeGreaterThan(0)
    for (const { condition } of gridRules) {
      const widths = [...condition.matchAll(/(?:min|max)-width:\s*\d+px/g)].map((width) => width[0])
      for (const width of widths) expect(allowed, `@media ${condition}`).toContain(width)
    }
  })
})
