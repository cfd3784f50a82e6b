import { type LexicalNode, isLexicalState, nodeText, walk } from '@/lib/lexical'
import { type Crumb, breadcrumbJsonLd } from '../../../site/Breadcrumbs'

/** The first numbered list of two or more steps: the article is then also a HowTo. */
export function howToSteps(content: unknown): string[] {
  if (!isLexicalState(content)) return []
  for (const node of walk(content.root)) {
    if (node.type === 'list' && node.listType === 'number' && (node.children?.length ?? 0) >= 2) {
      return (node.children as LexicalNode[]).map((item) => nodeText(item).trim()).filter(Boolean)
    }
  }
  return []
}

interface ArticleFacts {
  url: string
  title: string
  description: string
  image?: string
  publishedAt?: string | null
  updatedAt: string
  authorName?: string
  authorUrl?: string
  siteName: string
  siteUrl: string
  steps: string[]
  breadcrumbs: Crumb[]
}

/** schema.org Article, HowTo (when there are steps) and BreadcrumbList. */
export function articleJsonLd(facts: ArticleFacts): object[] {
  const publisher = {
    '@type': 'Organization',
    name: facts.siteName,
    url: facts.siteUrl,
    logo: { '@type': 'ImageObject', url: `${facts.siteUrl}/icon.svg` },
  }
  const graph: object[] = [
    {
      '@context': 'https://schema.org',
      '@type': 'Article',
      headline: facts.title,
      description: facts.description,
      image: facts.image ? [facts.image] : undefined,
      datePublished: facts.publishedAt ?? undefined,
      dateModified: facts.updatedAt,
      inLanguage: 'vi',
      mainEntityOfPage: facts.url,
      author: facts.authorName ? { '@type': 'Person', name: facts.authorName, url: facts.authorUrl } : undefined,
      publisher,
    },
    breadcrumbJsonLd(facts.breadcrumbs, facts.siteUrl),
  ]
  if (facts.steps.length) {
    graph.push({
      '@context': 'https://schema.org',
      '@type': 'HowTo',
      name: facts.title,
      description: facts.description,
      image: facts.image,
      inLanguage: 'vi',
      step: facts.steps.map((text, index) => ({ '@type': 'HowToStep', position: index + 1, text })),
    })
  }
  return graph
}
