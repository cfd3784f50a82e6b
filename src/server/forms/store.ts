import { randomUUID } from 'node:crypto'
import type { Payload } from 'payload'
import type { AnswerRow } from '@/features/forms/answers'
import type { FormSubmission } from '@/payload-types'
import { type ReceivedFile, storedExtension } from './received-file'

export interface NewSubmission {
  status: FormSubmission['status']
  formName: string
  summary: string
  answers: AnswerRow[]
  files: ReceivedFile[]
  document: string
  formId: string
  pageUrl: string
  pageTitle: string
  userAgent: string
}

/**
 * Stores a checked submission: its files (random names in the private folder), then the row that lists them. If any
 * step fails, what was already written is removed, so a failed submission leaves neither a row nor a file behind.
 */
export async function storeSubmission(payload: Payload, { files, ...submission }: NewSubmission): Promise<number> {
  const stored: number[] = []
  try {
    for (const file of files) {
      const name = `${randomUUID()}.${storedExtension(file.type)}`
      const doc = await payload.create({
        collection: 'form-files',
        data: { originalName: file.name },
        file: { data: file.bytes, mimetype: file.type ?? 'application/octet-stream', name, size: file.size },
        overrideAccess: true,
      })
      stored.push(doc.id)
    }
    const row = await payload.create({ collection: 'form-submissions', data: { ...submission, files: stored }, overrideAccess: true })
    return row.id
  } catch (error) {
    await Promise.allSettled(stored.map((id) => payload.delete({ collection: 'form-files', id, overrideAccess: true })))
    throw error
  }
}
