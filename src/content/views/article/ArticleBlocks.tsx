import type { JSXConverters } from '@payloadcms/richtext-lexical/react'
import { vi } from '@/i18n/vi'
import { articleEmbed } from '@/lib/article-embed'
import { cleanHtml } from '@/lib/sanitize-html'
import { storedRecord } from '@/lib/stored-values'
import { SocialEmbed } from '../../../site/embeds/SocialEmbed'
import { VideoOnClick } from '../../../site/embeds/VideoOnClick'

/**
 * The article editor's own blocks (docs/import.md, Post content): HTML, cleaned again as it is shown whatever was
 * stored; a video or social post as the builder's widgets show them, loaded only when the reader asks.
 */
export const blockConverters: JSXConverters = {
  blocks: {
    html: ({ node }) => {
      const html = cleanHtml(storedRecord(node.fields).html)
      return html ? <div className="article-html" dangerouslySetInnerHTML={{ __html: html }} /> : null
    },
    embed: ({ node }) => {
      const fields = storedRecord(node.fields)
      const embed = articleEmbed(fields.url)
      if (!embed) return null
      if (embed.kind === 'social') return <SocialEmbed post={embed.post} isEditing={false} />
      const given = typeof fields.videoTitle === 'string' ? fields.videoTitle.trim() : ''
      const title = given || vi.builder.video
      return <VideoOnClick embedUrl={embed.embedUrl} title={title} poster={null} isEditing={false} />
    },
  },
}
