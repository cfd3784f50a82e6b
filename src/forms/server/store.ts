import { randomUUID } from 'node:crypto'
import type { Payload, PayloadRequest } from 'payload'
import type { AnswerRow } from '@/forms/rules/answers'
import type { FormSubmission } from '@/payload-types'
import { writeInSharedTransaction } from '@/server/group-commit'
import { runJobsSoon } from '@/server/jobs/run-soon'
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

/** Queues, inside the given request's transaction, the jobs a submission sets off (its mails, its webhook). */
export type QueueFollowUps = (req: PayloadRequest) => Promise<void>

/** Writes the files into the private collection under random names; their ids, in order. */
async function storeFiles(payload: Payload, files: ReceivedFile[], stored: number[]): Promise<void> {
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
}

/**
 * Keeps a checked submission (when `submission` is given) with what it sets off: its files first, then in one
 * transaction the row that lists them and the queued jobs (`followUps`). So a stored submission always has its mails
 * queued, and if any step fails, what was already written is removed: neither a row, a job nor a file is left behind.
 * Submissions arriving together share their transaction (group-commit.ts): a burst of readers costs one commit.
 */
export async function storeSubmission(
  payload: Payload,
  submission: NewSubmission | null,
  followUps: QueueFollowUps,
): Promise<void> {
  const stored: number[] = []
  try {
    if (submission) await storeFiles(payload, submission.files, stored)
    await writeInSharedTransaction(payload, async (req) => {
      if (submission) {
        const { files: _files, ...row } = submission
        const now = new Date().toISOString()
        // Straight to the database: the endpoint checked every answer, the collection has no hooks to run, and
        // nothing here reads the row back.
        await payload.db.create({
          collection: 'form-submissions',
          data: { ...row, files: stored, createdAt: now, updatedAt: now },
          req,
          returning: false,
        })
      }
      await followUps(req)
    })
  } catch (error) {
    await Promise.allSettled(stored.map((id) => payload.delete({ collection: 'form-files', id, overrideAccess: true })))
    throw error
  }
  runJobsSoon(payload)
}
