import type { Media } from '@/payload-types'

/**
 * Media library documents matching `where` (REST query parameters), newest first, as the builder's pickers list
 * them: read with the editor's own session; an error lists nothing.
 */
export async function listMedia(where: Record<string, string>): Promise<Media[]> {
  const params = new URLSearchParams({ limit: '60', depth: '0', sort: '-createdAt', ...where })
  const response = await fetch(`/api/media?${params}`, { credentials: 'include' })
  if (!response.ok) return []
  return ((await response.json()) as { docs: Media[] }).docs
}
