import sax from 'sax'
import { wxr as words } from '@/i18n/wxr'
import { DEFAULT_UTC_OFFSET_MINUTES, offsetOf } from './dates'
import { MAX_FIELD_BYTES, metaValueLimit, utf8Length } from './limits'
import {
  authorOf,
  creatorAuthor,
  fieldLimit,
  type ItemParts,
  itemId,
  itemOf,
  itemTermOf,
  RECORD_ELEMENTS,
  RECORD_FIELDS,
  type RecordKind,
  recordName,
  SITE_FIELDS,
  termOf,
} from './records'
import { WXR_VERSIONS, type WxrRecord, WxrRefusal, type WxrVersion } from './types'

/**
 * The export read as a stream (docs/import.md, The export file): pieces of the file in, the records they complete out,
 * in the order of the file. It holds the record being read and nothing before it, so its memory is one item's.
 */

export type WxrReaderOptions = {
  /** The site's offset from UTC for items with only a local date, until an item with both dates shows it. */
  utcOffsetMinutes?: number
}

export type WxrReader = {
  /** Reads the next piece of the file and returns the records it completed; throws a WxrRefusal. */
  write(chunk: string | Uint8Array): WxrRecord[]
  /** The file has ended: the last records, with a problem when the file was cut short; throws a WxrRefusal. */
  end(): WxrRecord[]
}

/** The text of one element being read, up to its limit. */
type Capture = {
  name: string
  depth: number
  parts: string[]
  bytes: number
  limit: number
  over: boolean
  attributes: Record<string, string>
}

/** The record being read: its fields so far, and what went wrong in it. */
type Open = ItemParts & {
  kind: RecordKind
  depth: number
  line: number
  broken: { line: number; reason: string } | null
  oversized: { field: string; limit: number } | null
  /** The depth of the `wp:comment` being skipped, or 0. */
  inComment: number
  pair: { key: string; value: string | null; over: boolean } | null
}

type XmlReason = keyof typeof words.xmlReasons

/** What sax's message (English, for programmers) says went wrong, or `entity` for an unknown `&…;`. */
function reasonOf(message: string): XmlReason | 'entity' {
  if (/entity/i.test(message)) return 'entity'
  if (/clos(e|ing) tag/i.test(message)) return 'closeTag'
  if (/Unencoded </.test(message)) return 'lessThan'
  if (/outside of root|before first tag/i.test(message)) return 'outside'
  if (/tag ?name|attribute|opening tag/i.test(message)) return 'tag'
  return 'other'
}

const isVersion = (version: string): version is WxrVersion => (WXR_VERSIONS as readonly string[]).includes(version)

export function createWxrReader(options: WxrReaderOptions = {}): WxrReader {
  // Strict: XML as WordPress writes it; the HTML entities (&nbsp;) are still known.
  const parser = sax.parser(true, { position: true })
  const decoder = new TextDecoder('utf-8')
  let out: WxrRecord[] = []
  let depth = 0
  let inChannel = false
  let sawRoot = false
  let rootClosed = false
  let ending = false
  let refusal: WxrRefusal | null = null
  let header: Map<string, string> | null = new Map()
  let open: Open | null = null
  let capture: Capture | null = null
  let offsetMinutes = options.utcOffsetMinutes ?? DEFAULT_UTC_OFFSET_MINUTES
  let lastBadLine = 0
  /** Items left without </item> that sax still holds open: their missing close tag is already reported. */
  let orphans = 0
  const knownLogins = new Set<string>()

  const line = () => parser.line + 1
  const problem = (at: number, message: string) => out.push({ kind: 'problem', problem: { line: at, message } })

  function refuse(message: string): never {
    refusal = new WxrRefusal(message, line())
    throw refusal
  }

  /** The site, once its header has been read: before the first record, or when the channel ends. */
  function ensureSite() {
    if (!header) return
    const version = header.get('wp:wxr_version')?.trim()
    if (!version) refuse(words.refusals.noVersion)
    if (!isVersion(version)) refuse(words.refusals.unknownVersion(version.slice(0, 20)))
    const field = (name: string) => header?.get(name)?.trim() ?? ''
    out.push({
      kind: 'site',
      site: {
        wxrVersion: version,
        title: field('title'),
        description: field('description'),
        siteUrl: field('wp:base_site_url') || field('link'),
        blogUrl: field('wp:base_blog_url') || field('link'),
        language: field('language'),
      },
    })
    header = null
  }

  function subject(record: Open): string {
    if (record.kind === 'item') return words.subjects.item(itemId(record.fields))
    if (record.kind === 'author') return words.subjects.author(recordName('author', record.fields))
    return words.subjects.term(recordName(record.kind, record.fields))
  }

  function startRecord(kind: RecordKind) {
    open = {
      kind,
      depth,
      line: line(),
      fields: new Map(),
      terms: [],
      meta: [],
      comments: 0,
      broken: null,
      oversized: null,
      inComment: 0,
      pair: null,
    }
  }

  function startCapture(name: string, limit: number, attributes: Record<string, string> = {}) {
    capture = { name, depth, parts: [], bytes: 0, limit, over: false, attributes }
  }

  function openInRecord(record: Open, name: string, attributes: Record<string, string>) {
    if (name === 'item') {
      // The item before has no </item>: what follows is the next one.
      problem(record.line, words.problems.unclosed(subject(record)))
      orphans++
      capture = null
      startRecord('item')
      return
    }
    if (record.inComment) return
    if (depth === record.depth + 1) {
      if (record.kind === 'item' && name === 'wp:comment') {
        record.comments++
        record.inComment = depth
      } else if (name === 'wp:postmeta' || name === 'wp:termmeta') {
        record.pair = { key: '', value: null, over: false }
      } else if (record.kind === 'item' && name === 'category') {
        startCapture(name, MAX_FIELD_BYTES, attributes)
      } else if (RECORD_FIELDS[record.kind].has(name)) {
        startCapture(name, fieldLimit(name))
      }
    } else if (depth === record.depth + 2 && record.pair) {
      if (name === 'wp:meta_key') startCapture(name, MAX_FIELD_BYTES)
      if (name === 'wp:meta_value') startCapture(name, metaValueLimit(record.pair.key))
    }
  }

  parser.onopentag = (tag) => {
    depth++
    const attributes = tag.attributes as Record<string, string>
    if (depth === 1) {
      sawRoot = true
      if (tag.name !== 'rss') refuse(words.refusals.notAnExport)
    } else if (depth === 2) {
      inChannel = tag.name === 'channel'
    } else if (open) {
      openInRecord(open, tag.name, attributes)
    } else if (inChannel) {
      // An item may start deeper when one before it has no </item> (sax then reads it as that one's child).
      const kind = RECORD_ELEMENTS.get(tag.name)
      if (kind && (depth === 3 || kind === 'item')) {
        ensureSite()
        startRecord(kind)
      } else if (depth === 3 && header && SITE_FIELDS.has(tag.name)) {
        startCapture(tag.name, MAX_FIELD_BYTES)
      }
    }
  }

  parser.ontext = parser.oncdata = (text: string) => {
    if (!capture || capture.over || depth !== capture.depth) return
    capture.bytes += utf8Length(text)
    if (capture.bytes > capture.limit) {
      capture.over = true
      capture.parts = []
    } else {
      capture.parts.push(text)
    }
  }

  function finishCapture(done: Capture, record: Open | null) {
    const value = done.parts.join('')
    if (!record) {
      if (!done.over) header?.set(done.name, value)
    } else if (record.pair && done.name === 'wp:meta_key') {
      record.pair.key = value.trim()
    } else if (record.pair && done.name === 'wp:meta_value') {
      record.pair.value = value
      record.pair.over = done.over
    } else if (done.over) {
      record.oversized ??= { field: done.name, limit: done.limit }
    } else if (done.name === 'category') {
      const term = itemTermOf(done.attributes, value)
      const known = record.terms.some((t) => t.taxonomy === term?.taxonomy && t.slug === term.slug)
      if (term && !known) record.terms.push(term)
    } else {
      record.fields.set(done.name, value)
    }
  }

  function finishMeta(record: Open) {
    const pair = record.pair
    record.pair = null
    if (!pair?.key) return
    if (pair.over) problem(line(), words.problems.metaTooLarge(subject(record), pair.key, metaValueLimit(pair.key)))
    else record.meta.push({ key: pair.key, value: pair.value ?? '' })
  }

  function finishRecord(record: Open) {
    open = null
    if (record.broken) {
      problem(record.broken.line, words.problems.malformed(subject(record), record.broken.reason))
      return
    }
    if (record.oversized) {
      const { field, limit } = record.oversized
      problem(record.line, words.problems.fieldTooLarge(subject(record), field, limit))
      return
    }
    if (record.kind === 'item') {
      offsetMinutes =
        offsetOf(record.fields.get('wp:post_date') ?? '', record.fields.get('wp:post_date_gmt') ?? '') ?? offsetMinutes
    }
    const made =
      record.kind === 'author'
        ? authorOf(record.fields)
        : record.kind === 'item'
          ? itemOf(record, offsetMinutes)
          : termOf(record.kind, record.fields, record.meta)
    if ('missing' in made) {
      problem(record.line, words.problems.missing(subject(record), made.missing))
    } else if ('login' in made.record) {
      knownLogins.add(made.record.login)
      out.push({ kind: 'author', author: made.record })
    } else if ('taxonomy' in made.record) {
      out.push({ kind: 'term', term: made.record })
    } else {
      const author = made.record.author
      if (author && !knownLogins.has(author)) {
        knownLogins.add(author)
        out.push({ kind: 'author', author: creatorAuthor(author) })
      }
      out.push({ kind: 'item', item: made.record })
    }
  }

  parser.onclosetag = (name) => {
    const closed = depth--
    if (!open && name === 'item' && orphans > 0) orphans--
    if (capture && closed === capture.depth) {
      const done = capture
      capture = null
      finishCapture(done, open)
    }
    if (open) {
      if (open.inComment === closed) open.inComment = 0
      else if (open.pair && closed === open.depth + 1) finishMeta(open)
      else if (closed === open.depth) finishRecord(open)
    } else if (closed === 2 && inChannel) {
      inChannel = false
      ensureSite()
    } else if (closed === 1) {
      rootClosed = true
    }
  }

  parser.onprocessinginstruction = ({ name, body }) => {
    const encoding = /encoding=["']([^"']+)["']/.exec(body)?.[1]
    if (name === 'xml' && encoding && !/^utf-?8$/i.test(encoding)) problem(line(), words.problems.encoding(encoding))
  }

  parser.onerror = (error) => {
    parser.resume()
    if (ending) return
    if (!sawRoot) refuse(words.refusals.notAnExport)
    const reason = reasonOf(error.message.split('\n')[0])
    if (reason === 'entity') problem(line(), words.problems.entity)
    else if (open) open.broken ??= { line: line(), reason: words.xmlReasons[reason] }
    else if (reason === 'closeTag' && orphans > 0) return
    else problem(line(), words.problems.xml(words.xmlReasons[reason]))
  }

  /** Hands text to the parser, with a problem on each line holding a replacement character (bytes not UTF-8). */
  function feed(text: string) {
    let start = 0
    for (let at = text.indexOf('\uFFFD'); at !== -1; at = text.indexOf('\uFFFD', start)) {
      parser.write(text.slice(start, at + 1))
      if (line() !== lastBadLine) problem((lastBadLine = line()), words.problems.invalidBytes)
      start = at + 1
    }
    parser.write(text.slice(start))
  }

  function take(): WxrRecord[] {
    const records = out
    out = []
    return records
  }

  return {
    write(chunk) {
      if (refusal) throw refusal
      feed(typeof chunk === 'string' ? decoder.decode() + chunk : decoder.decode(chunk, { stream: true }))
      return take()
    },
    end() {
      if (refusal) throw refusal
      feed(decoder.decode())
      if (!sawRoot) refuse(words.refusals.notAnExport)
      ensureSite()
      if (!rootClosed) {
        problem(line(), open ? words.problems.truncated(subject(open)) : words.problems.truncatedBetween)
        open = capture = null
      }
      ending = true
      parser.close()
      return take()
    },
  }
}
