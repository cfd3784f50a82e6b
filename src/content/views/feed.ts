/** RSS 2.0 document. Pure. */

export interface FeedItem {
  title: string
  link: string
  description: string
  publishedAt: string
  categories: string[]
  image?: { url: string; type: string; length: number }
}

export function escapeXml(text: string): string {
  return text
    .replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]/g, '')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;')
}

export function rssFeed(feed: {
  title: string
  link: string
  description: string
  selfUrl: string
  items: FeedItem[]
}): string {
  const items = feed.items
    .map(
      (item) => `    <item>
      <title>${escapeXml(item.title)}</title>
      <link>${escapeXml(item.link)}</link>
      <guid isPermaLink="true">${escapeXml(item.link)}</guid>
      <description>${escapeXml(item.description)}</description>
      <pubDate>${new Date(item.publishedAt).toUTCString()}</pubDate>
${item.categories.map((category) => `      <category>${escapeXml(category)}</category>\n`).join('')}${
        item.image
          ? `      <enclosure url="${escapeXml(item.image.url)}" type="${escapeXml(item.image.type)}" length="${item.image.length}"/>\n`
          : ''
      }    </item>`,
    )
    .join('\n')
  return `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom">
  <channel>
    <title>${escapeXml(feed.title)}</title>
    <link>${escapeXml(feed.link)}</link>
    <description>${escapeXml(feed.description)}</description>
    <language>vi</language>
    <atom:link href="${escapeXml(feed.selfUrl)}" rel="self" type="application/rss+xml"/>
${items}
  </channel>
</rss>
`
}
