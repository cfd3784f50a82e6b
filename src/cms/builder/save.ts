import type { Data } from '@puckeditor/core'

export type SaveMode = 'draft' | 'publish'

/** Writes the layout to Payload: a draft, or the published version. Returns an error message in Vietnamese, or null. */
export async function saveLayout(collection: string, id: string, layout: Data, mode: SaveMode): Promise<string | null> {
  const query = mode === 'draft' ? '?draft=true' : ''
  const body = mode === 'draft' ? { layout } : { layout, _status: 'published' }
  try {
    const response = await fetch(`/api/${collection}/${id}${query}`, {
      method: 'PATCH',
      credentials: 'include',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    })
    if (response.ok) return null
    const result = (await response.json().catch(() => null)) as {
      errors?: { message?: string; data?: { errors?: { message?: string }[] } }[]
    } | null
    const error = result?.errors?.[0]
    return error?.data?.errors?.[0]?.message ?? error?.message ?? `Không lưu được (mã ${response.status}).`
  } catch {
    return 'Mất kết nối tới máy chủ, bố cục chưa được lưu.'
  }
}
