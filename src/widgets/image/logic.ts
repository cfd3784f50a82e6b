import { storedRecord } from '@/lib/stored-values'

/** The picked media item as the image widget stores it. */
export type PickedImage = {
  id: number
  url: string
  alt: string
  width: number
  height: number
  title?: string
  description?: string
}

/** Upload files are served under this path, and only these go through the image optimizer. */
const MEDIA_PATH = /^\/api\/media\/file\/[\w.-]+$/

/** A stored image value that is safe to render, or null (nothing picked, or not one of our uploads). */
export function pickedImage(value: unknown): PickedImage | null {
  const image = storedRecord(value)
  if (typeof image.url !== 'string' || !MEDIA_PATH.test(image.url)) return null
  const size = (n: unknown, fallback: number) =>
    typeof n === 'number' && n >= 1 && n < 20_000 ? Math.round(n) : fallback
  const text = (s: unknown) => (typeof s === 'string' ? s.slice(0, 500) : '')
  return {
    id: Number(image.id) || 0,
    url: image.url,
    alt: text(image.alt),
    width: size(image.width, 1200),
    height: size(image.height, 800),
    title: text(image.title),
    description: text(image.description),
  }
}
