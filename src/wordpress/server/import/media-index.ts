import type { Payload } from 'payload'
import type { ImportedMedia } from '@/wordpress/rules/elementor'
import type { ImportRecords } from './records'

/** The imported media of an export, by attachment id and by the attachment's old address (docs/import.md, Media). */
export class MediaIndex {
  private readonly byId = new Map<number, ImportedMedia>()
  private readonly byUrl = new Map<string, ImportedMedia>()

  add(wpId: number, oldUrl: string | null, media: ImportedMedia): void {
    this.byId.set(wpId, media)
    if (oldUrl) this.byUrl.set(oldUrl, media)
  }

  forId(wpId: number): ImportedMedia | null {
    return this.byId.get(wpId) ?? null
  }

  forUrl(url: string): ImportedMedia | null {
    return this.byUrl.get(url) ?? null
  }
}

/** How many media items are read at a time when an earlier run's are looked up. */
const PAGE = 500

/** The media an earlier run imported: their addresses, read from the library. */
export async function knownMedia(
  payload: Payload,
  records: ImportRecords,
  oldUrls: Map<number, string>,
  index: MediaIndex,
): Promise<void> {
  const known = [...records.ofKind('attachment')].map(([key, imported]) => ({ wpId: Number(key), id: imported.id }))
  for (let start = 0; start < known.length; start += PAGE) {
    const slice = known.slice(start, start + PAGE)
    const { docs } = await payload.find({
      collection: 'media',
      where: { id: { in: slice.map((entry) => entry.id) } },
      limit: PAGE,
      depth: 0,
      pagination: false,
      overrideAccess: true,
    })
    const byId = new Map(docs.map((doc) => [doc.id, doc]))
    for (const { wpId, id } of slice) {
      const doc = byId.get(id)
      if (!doc) continue
      const { url, alt, width, height } = doc
      index.add(wpId, oldUrls.get(wpId) ?? null, {
        id,
        url: url ?? '',
        ...(alt && { alt }),
        ...(width && { width }),
        ...(height && { height }),
      })
    }
  }
}
