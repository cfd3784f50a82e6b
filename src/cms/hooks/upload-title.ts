import type { CollectionBeforeOperationHook } from 'payload'

/** Longest title taken from a file name. */
const MAX_TITLE_LENGTH = 120

/**
 * The title an upload gets from the visitor's file name, as WordPress gives it: `chup-man-hinh_iPhone 15.png` →
 * `chup man hinh iPhone 15`. Names composed the macOS way (NFD) come out composed (NFC).
 */
export function titleFromFileName(fileName: string): string {
  const base = fileName.normalize('NFC').replace(/^.*[\\/]/, '')
  const withoutExtension = base.includes('.', 1) ? base.slice(0, base.lastIndexOf('.')) : base
  return withoutExtension
    .replace(/[-_.\s]+/g, ' ')
    .trim()
    .slice(0, MAX_TITLE_LENGTH)
    .trim()
}

/**
 * A new upload without a title is titled after the file it came from. Runs before the file gets its stored (random)
 * name, so the library reads "anh chup man hinh" rather than a UUID.
 */
export const titleFromUploadName: CollectionBeforeOperationHook = ({ args, operation, req }) => {
  if (operation !== 'create' || !req.file) return args
  const data = (args.data ?? {}) as { title?: string | null }
  if (data.title?.trim()) return args
  const title = titleFromFileName(req.file.name)
  return title ? { ...args, data: { ...data, title } } : args
}
