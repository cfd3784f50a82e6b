import type { ExternalField } from '@puckeditor/core'

/** A document as a picker stores it: its id and its name. */
export interface PickedRecord {
  id: number
  name: string
}

type Pickable =
  | { collection: 'categories' | 'tags' | 'authors' | 'product-categories' | 'products'; nameField: 'name' }
  | { collection: 'posts' | 'popups'; nameField: 'title' }

/** A document picked from the REST API with the editor's session, in a searchable table (stored as its id and name). */
export function recordPicker({ collection, nameField }: Pickable, label: string): ExternalField<PickedRecord | null> {
  return {
    type: 'external',
    label,
    placeholder: `Chọn ${label.toLowerCase()}`,
    showSearch: true,
    fetchList: async ({ query }) => {
      const sort = collection === 'posts' ? '-publishedAt' : collection === 'popups' ? '-updatedAt' : 'name'
      const params = new URLSearchParams({ limit: '100', depth: '0', sort })
      if (query) params.set(`where[${nameField}][like]`, query)
      const response = await fetch(`/api/${collection}?${params}`, { credentials: 'include' })
      if (!response.ok) return []
      return ((await response.json()) as { docs: Record<string, unknown>[] }).docs.map((doc) => ({
        id: Number(doc.id),
        name: typeof doc[nameField] === 'string' ? doc[nameField] : '',
      }))
    },
    mapRow: (item) => ({ Tên: item.name }),
    getItemSummary: (item) => item?.name ?? '',
  }
}

/** A category or tag picked from the REST API, in a searchable table. */
export const termPicker = (collection: 'categories' | 'tags', label: string) =>
  recordPicker({ collection, nameField: 'name' }, label)
