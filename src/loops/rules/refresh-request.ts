import { z } from 'zod'
import { vi } from '@/i18n/vi'
import { type DocumentRef, MAX_DOCUMENT_ID, parseDocumentRef } from '@/lib/document-ref'
import { isTaxonomyName, isTermSlug, loopStateQuery, MAX_TERMS, type WidgetFilters } from './url'

/**
 * The body of the loop refresh call (docs/routes.md, Loop refresh), read and checked
 * before anything reaches the database. Pure.
 */

/** Where the filtered loop is shown: the page's path and its loop state (`?…` or ''). */
export interface LoopBase {
  path: string
  query: string
}

export interface RefreshRequest {
  /** The published page or template holding the loop widget (`post_id`). */
  document: DocumentRef
  widgetId: string
  filters: WidgetFilters
  base: LoopBase
  /** The builder's preview: `widget_model` (the widget's unsaved settings) or `is_edit_mode`, checked by nonce. */
  editMode: boolean
  widgetModel: Record<string, unknown> | null
}

export type RefreshRead = { ok: true; request: RefreshRequest } | { ok: false; message: string }

/** Builder block ids (`PostGrid-1f0c…`). */
const WIDGET_ID = /^[A-Za-z0-9_-]{1,100}$/
const MAX_TAXONOMIES = 10

/** Paths that are not public pages: the refresh call never asks the site for them. */
const NOT_A_PAGE = /^\/(?:admin|api|_next|_b|_vong-lap|wp-admin|wp-json)(?:\/|$)/

const termFilter = z.object({
  terms: z.array(z.string().max(200)).max(MAX_TERMS),
  logicalJoin: z.enum(['AND', 'OR', 'NOT']),
})

const body = z.object({
  post_id: z.union([z.number().int().min(1).max(MAX_DOCUMENT_ID), z.string().max(40)]),
  widget_id: z.string().regex(WIDGET_ID),
  widget_filters: z
    .object({ taxonomy: z.record(z.string().refine(isTaxonomyName), termFilter).optional() })
    .optional()
    .refine((filters) => Object.keys(filters?.taxonomy ?? {}).length <= MAX_TAXONOMIES),
  pagination_base_url: z.string().min(1).max(2048),
  widget_model: z.record(z.string(), z.unknown()).optional(),
  is_edit_mode: z.union([z.boolean(), z.enum(['true', 'false', '1', '0', ''])]).optional(),
})

/** `post_id` as a document: `pages:12`, `templates:3`, or a page's plain number. */
function documentOf(postId: number | string): DocumentRef | null {
  if (typeof postId === 'number') return { collection: 'pages', id: postId }
  return /^[1-9]\d{0,9}$/.test(postId) ? { collection: 'pages', id: Number(postId) } : parseDocumentRef(postId)
}

/** The public page the base address names (its host is ignored: the loop is on this site), or null. */
function baseOf(address: string): LoopBase | null {
  let url: URL
  try {
    url = new URL(address, 'http://loop.invalid')
  } catch {
    return null
  }
  if (NOT_A_PAGE.test(url.pathname) || url.pathname.includes('\\')) return null
  return { path: url.pathname, query: loopStateQuery(url.searchParams) }
}

/** The refresh call's body, checked: a clear Vietnamese reason for anything malformed. */
export function readRefreshRequest(value: unknown): RefreshRead {
  const parsed = body.safeParse(value)
  const document = parsed.success ? documentOf(parsed.data.post_id) : null
  if (!parsed.success || !document) return { ok: false, message: vi.loops.refresh.badRequest }
  const {
    widget_id: widgetId,
    widget_filters: given,
    pagination_base_url: address,
    widget_model,
    is_edit_mode,
  } = parsed.data
  const filters: WidgetFilters = Object.create(null)
  for (const [taxonomy, filter] of Object.entries(given?.taxonomy ?? {})) {
    if (!filter.terms.every(isTermSlug)) return { ok: false, message: vi.loops.refresh.badTerm }
    // A taxonomy without terms is not filtered (its "all" button).
    if (filter.terms.length) filters[taxonomy] = { terms: [...new Set(filter.terms)], logicalJoin: filter.logicalJoin }
  }
  const base = baseOf(address)
  if (!base) return { ok: false, message: vi.loops.refresh.badAddress }
  const editMode = Boolean(widget_model) || is_edit_mode === true || is_edit_mode === 'true' || is_edit_mode === '1'
  return { ok: true, request: { document, widgetId, filters, base, editMode, widgetModel: widget_model ?? null } }
}
