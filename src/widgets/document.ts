import { z } from 'zod'

// Zod otherwise probes for eval with `new Function`, which the admin's Content-Security-Policy refuses (and reports).
z.config({ jitless: true })

/** The largest layout an editor can save, in characters of JSON. */
export const MAX_BUILDER_DOCUMENT_CHARS = 1_000_000

const component = z.object({
  type: z.string().regex(/^[A-Z][A-Za-z0-9]{0,40}$/),
  props: z.looseObject({ id: z.string().min(1).max(100) }),
})

/** A builder document as Puck stores it: root props, the content list and (older layouts) named zones. */
export const builderDocument = z.object({
  root: z.looseObject({ props: z.record(z.string(), z.unknown()).optional() }),
  content: z.array(component),
  zones: z.record(z.string(), z.array(component)).optional(),
})

export type BuilderDocument = z.infer<typeof builderDocument>

export const emptyBuilderDocument: BuilderDocument = { root: { props: {} }, content: [] }

/** A stored layout as a builder document; anything unreadable (never saved, hand-edited) becomes the empty one. */
export function readBuilderDocument(value: unknown): BuilderDocument {
  const parsed = builderDocument.safeParse(value)
  return parsed.success ? parsed.data : emptyBuilderDocument
}

/** Why `value` cannot be saved as a layout, in Vietnamese, or null when it can. */
export function builderDocumentProblem(value: unknown): string | null {
  if (value === null || value === undefined) return null
  if (JSON.stringify(value).length > MAX_BUILDER_DOCUMENT_CHARS) return 'Bố cục quá lớn (tối đa khoảng 1 MB).'
  return builderDocument.safeParse(value).success
    ? null
    : 'Bố cục không hợp lệ: thiếu phần gốc, danh sách khối hoặc mã khối.'
}

export type BuilderBlock = BuilderDocument['content'][number]

/** Every block of a layout, depth first: the content list, named zones, and blocks in slots (also slots inside list items). */
export function allBlocks(document: BuilderDocument): BuilderBlock[] {
  const found: BuilderBlock[] = []
  const visit = (value: unknown) => {
    if (Array.isArray(value)) return value.forEach(visit)
    if (!value || typeof value !== 'object') return
    const block = builderBlock(value)
    if (block) found.push(block)
    Object.values(block ? block.props : value).forEach(visit)
  }
  visit(document.content)
  Object.values(document.zones ?? {}).forEach(visit)
  return found
}

/** Whether a stored layout shows anything: at least one block, anywhere in it. */
export function hasBlocks(value: unknown): boolean {
  return allBlocks(readBuilderDocument(value)).length > 0
}

function builderBlock(value: unknown): BuilderBlock | null {
  const parsed = component.safeParse(value)
  return parsed.success ? parsed.data : null
}

/** Whether the layout already has a top-level heading (a Heading or AnimatedHeadline block of level h1), slots included. */
export function hasHeadingOne(document: BuilderDocument): boolean {
  return allBlocks(document).some(
    (block) => (block.type === 'Heading' || block.type === 'AnimatedHeadline') && block.props.level === 'h1',
  )
}
