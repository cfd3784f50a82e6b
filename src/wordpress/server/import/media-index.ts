import type { Payload } from 'payload'
import type { ImportRecords } from './records'

/** An imported media item: its id and its address on our site. */
export interface ImportedMedia {
  id: number
  url: string
}

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
    const urls = new Map(docs.map((doc) => [doc.id, doc.url ?? '']))
    for (const { wpId, id } of slice)
      if (urls.has(id)) index.add(wpId, oldUrls.get(wpId) ?? null, { id, url: urls.get(id)! })
  }
}
