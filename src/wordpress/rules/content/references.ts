import { DomUtils, parseDocument } from 'htmlparser2'
import type { LexicalNode } from '@/lib/lexical'
import { articleEmbed } from '@/lib/article-embed'
import { cleanHtml } from '@/lib/sanitize-html'
import { isSafeUrl } from '@/lib/url'
import { absoluteUrl, asSiteWrites, isOnSite, isUploadUrl, sitePath } from './addresses'
import { embeddedPage, embedProvider } from './embeds'
import { embedBlock, htmlBlock, linkNode, paragraph, textNode, upload } from './nodes'
import type { Problems } from './problems'
import type { LinkTarget } from './writer'

/**
 * A post's links, images, embeds and players: where each goes on our site, which media item it is, and what the
 * importer must fetch (docs/import.md, Post content). Pure: the media library is asked through `mediaFor`.
 */

/** An image or file of the old site, by its address or its attachment id (either may be missing). */
export interface MediaQuery {
  url: string | null
  attachmentId: number | null
}

/** The media item imported for it: its id and its address on our site. */
export interface MediaMatch {
  id: number | string
  url: string
}

const BARE_URL = /^https?:\/\/\S+$/

export class References {
  /** Every address of an image or an uploaded file met, as the old site writes itself. */
  readonly mediaUrls = new Set<string>()
  readonly attachmentIds = new Set<number>()
  readonly imageAlts: { mediaId: number | string; alt: string }[] = []
  private images = 0
  /** The article editor's blocks written (HTML, embeds), numbering their ids. */
  private blocks = 0

  constructor(
    private readonly siteUrl: string,
    private readonly mediaFor: (query: MediaQuery) => MediaMatch | null,
    private readonly problems: Problems,
  ) {}

  /** An address read against the old site and written as it writes itself, or null. */
  private read(value: string): URL | null {
    const url = absoluteUrl(value, this.siteUrl)
    return url && asSiteWrites(url, this.siteUrl)
  }

  /** Where a link goes on our site, or null when it must not be followed (reported). */
  target(href: string): Omit<LinkTarget, 'newTab'> | null {
    const trimmed = href.trim()
    const url = isSafeUrl(trimmed) ? this.read(trimmed) : null
    if (!url) {
      this.problems.report('unsafe-link', trimmed)
      return null
    }
    if (/^(?:#|mailto:|tel:)/i.test(trimmed)) return { url: trimmed, upload: false }
    if (!isOnSite(url, this.siteUrl)) return { url: url.href, upload: false }
    if (!isUploadUrl(url)) return { url: sitePath(url, this.siteUrl), upload: url.searchParams.has('attachment_id') }
    this.mediaUrls.add(url.href)
    const media = this.mediaFor({ url: url.href, attachmentId: null })
    return { url: media?.url ?? sitePath(url, this.siteUrl), upload: true }
  }

  /** A link's target (`<a href target>`), or null for none or one that must not be followed. */
  link(href: string | undefined, target: string | undefined): LinkTarget | null {
    const found = href?.trim() ? this.target(href) : null
    return found && { ...found, newTab: target === '_blank' }
  }

  /** A paragraph holding a link to an address, the address as its text unless one is given. */
  linkParagraph(href: string, text: string): LexicalNode[] {
    const target = this.target(href)
    return target ? [paragraph([linkNode(target.url, false, [textNode(text || target.url, 0)])])] : []
  }

  /**
   * An embed: the article's embed block when it is a video or post the block may show, else a link to the page
   * embedded; reported either way.
   */
  embed(href: string): LexicalNode[] {
    const url = absoluteUrl(href, this.siteUrl)
    if (url && articleEmbed(url.href)) {
      this.problems.report('embed', embedProvider(url) ?? url.hostname, url.href)
      return [embedBlock(url.href, ++this.blocks)]
    }
    const blocks = this.linkParagraph(href, '')
    if (url && blocks.length) this.problems.report('embed-link', embedProvider(url) ?? url.hostname, url.href)
    return blocks
  }

  /**
   * Markup kept as the article's HTML block, its addresses moved to the new site and cleaned by the allow-list;
   * nothing when nothing of it is left.
   */
  html(markup: string): LexicalNode[] {
    const clean = cleanHtml(this.movedAddresses(markup))
    return clean.trim() ? [htmlBlock(clean, ++this.blocks)] : []
  }

  /**
   * Markup whose links and images point at the new site: the old site's uploads at their imported media (size
   * variants at the original), its pages at our paths; other addresses, and uploads not imported, as they were.
   */
  private movedAddresses(markup: string): string {
    const document = parseDocument(markup)
    const elements = DomUtils.getElementsByTagName(() => true, document.children, true)
    for (const element of elements)
      for (const name of ['href', 'src'] as const) {
        const moved = element.attribs[name] ? this.movedAddress(element.attribs[name]) : null
        if (moved !== null) element.attribs[name] = moved
      }
    return DomUtils.getOuterHTML(document, { encodeEntities: 'utf8' })
  }

  /** Where an address of the old site now is, or null to keep it. */
  private movedAddress(value: string): string | null {
    const url = isSafeUrl(value.trim()) ? this.read(value.trim()) : null
    if (!url || !isOnSite(url, this.siteUrl)) return null
    if (!isUploadUrl(url)) return sitePath(url, this.siteUrl)
    this.mediaUrls.add(url.href)
    return this.mediaFor({ url: url.href, attachmentId: null })?.url ?? null
  }

  /** The address a line of text is when it is only the address of a service WordPress embeds, else null. */
  embeddable(line: string): string | null {
    const text = line.trim()
    const url = BARE_URL.test(text) ? absoluteUrl(text, this.siteUrl) : null
    return url && embedProvider(url) ? url.href : null
  }

  /**
   * An `<img>` as an image of the media library (found by its address or its attachment id), or, when it is not
   * there, a link to it; `link` is the link around it, reported unless it opens the image's file.
   */
  image(attrs: Record<string, string>, link: LinkTarget | null, attachmentId: number | null): LexicalNode[] {
    // Lazy-loading plugins keep the address in data-src and a placeholder in src.
    const given = attrs.src && !attrs.src.startsWith('data:') ? attrs.src : (attrs['data-src'] ?? attrs.src ?? '')
    // An image without an address shows nothing: there is nothing to carry over.
    if (!given.trim()) return []
    const url = this.read(given)
    if (!url || !/^https?:$/.test(url.protocol)) {
      this.problems.report('unsafe-link', given)
      return []
    }
    const id = positiveInteger(/(?:^|\s)wp-image-(\d+)(?:\s|$)/.exec(attrs.class ?? '')?.[1]) ?? attachmentId
    this.mediaUrls.add(url.href)
    if (id) this.attachmentIds.add(id)
    if (link && !link.upload) this.problems.report('image-link', link.url)
    const alt = (attrs.alt ?? '').trim()
    const media = this.mediaFor({ url: url.href, attachmentId: id })
    if (!media) {
      this.problems.report('media', url.href)
      return this.linkParagraph(url.href, alt)
    }
    if (alt) this.imageAlts.push({ mediaId: media.id, alt })
    return [upload(media.id, '', ++this.images)]
  }

  /** An image of a `[gallery]`, known only by its attachment id. */
  galleryImage(attachmentId: number): LexicalNode[] {
    this.attachmentIds.add(attachmentId)
    const media = this.mediaFor({ url: null, attachmentId })
    if (!media) this.problems.report('gallery-image', attachmentId)
    return media ? [upload(media.id, '', ++this.images)] : []
  }

  /** An iframe: the page it shows when a service WordPress embeds, else left out. */
  frame(src: string | undefined): LexicalNode[] {
    const url = absoluteUrl(src ?? '', this.siteUrl)
    if (url && embedProvider(url)) return this.embed(embeddedPage(url))
    this.problems.report('iframe', url?.hostname || (src ?? ''))
    return []
  }

  /** A video or audio player (its file's address, if it has one): a link to its file. */
  player(tag: string, source: string | undefined): LexicalNode[] {
    if (!source?.trim()) {
      this.problems.report('dropped', tag)
      return []
    }
    this.problems.report('media-element', absoluteUrl(source, this.siteUrl)?.href ?? source)
    return this.linkParagraph(source, '')
  }
}

/** A whole number above zero written as text, or null. */
export function positiveInteger(value: string | undefined): number | null {
  const number = Number(value)
  return Number.isInteger(number) && number > 0 ? number : null
}
