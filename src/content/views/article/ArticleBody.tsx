import { type JSXConvertersFunction, RichText } from '@payloadcms/richtext-lexical/react'
import type { Media } from '@/payload-types'
import { isSafeUrl } from '@/lib/url'
import { ResponsiveImage } from '../../../site/ResponsiveImage'
import { blockConverters } from './ArticleBlocks'
import { tableConverters } from './ArticleTable'
import { uploadCaption } from './caption'
import { type ArticleHeading, bodyHeadingTag } from './headings'

/**
 * The post body. Headings carry the ids the table of contents links to; images open in the lightbox
 * (each is a link to the full file, so they work without JavaScript too), captioned only with what the editor wrote
 * where the image is placed (never the media item's title, which may be a file name); unsafe link URLs are dropped.
 * Tables, HTML and embeds are ArticleTable's and ArticleBlocks'.
 */
export function ArticleBody({ content, headings }: { content: unknown; headings: ArticleHeading[] }) {
  const ids = new WeakMap<object, string>(headings.map((heading) => [heading.node, heading.id]))

  const converters: JSXConvertersFunction = ({ defaultConverters }) => ({
    ...defaultConverters,
    ...tableConverters,
    ...blockConverters,
    heading: ({ node, nodesToJSX }) => {
      const heading = node
      const Tag = bodyHeadingTag(heading.tag)
      return <Tag id={ids.get(node)}>{nodesToJSX({ nodes: heading.children })}</Tag>
    },
    link: ({ node, nodesToJSX }) => {
      const link = node
      const children = nodesToJSX({ nodes: link.children })
      const url = link.fields.url ?? ''
      if (link.fields.linkType !== 'custom' || !isSafeUrl(url)) return <>{children}</>
      const external = /^https?:\/\//.test(url)
      return (
        <a
          href={url}
          {...(external ? { rel: 'noopener noreferrer', target: link.fields.newTab ? '_blank' : undefined } : {})}
        >
          {children}
        </a>
      )
    },
    upload: ({ node }) => {
      const upload = node
      const media = upload.value as Media | number
      if (typeof media !== 'object' || !media.url || !media.mimeType?.startsWith('image/')) return null
      const caption = uploadCaption(upload.fields)
      return (
        <figure className="article-figure">
          <a
            href={media.url}
            className="article-figure__link"
            data-lightbox-item
            data-title={caption}
            data-description={media.description ?? ''}
            data-width={media.width ?? undefined}
            data-height={media.height ?? undefined}
          >
            <ResponsiveImage
              src={media.url}
              alt={media.alt}
              width={media.width ?? 1200}
              height={media.height ?? 800}
              sizes="(max-width: 767px) 100vw, 720px"
            />
          </a>
          {caption && <figcaption>{caption}</figcaption>}
        </figure>
      )
    },
  })

  return (
    <RichText data={content as never} converters={converters} className="article-body" disableIndent disableTextAlign />
  )
}
