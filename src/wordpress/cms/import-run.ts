import fs from 'node:fs/promises'
import path from 'node:path'
import type { Payload } from 'payload'
import { invalidate } from '@/cms/cache/invalidate'
import { dataDir } from '@/cms/paths'
import { REDIRECTS_TAG } from '@/redirects/rules'
import type { ImportReport } from '@/wordpress/rules/import/report'
import { type ImportProgress, importWordPress } from '../server/import/import-export'

/** Where an import started from the admin is, as the screen shows it (docs/import.md, From the admin). */
export type ImportStatus =
  | { state: 'idle' }
  | { state: 'running'; file: string; startedAt: string; progress: ImportProgress }
  | {
      state: 'done'
      file: string
      startedAt: string
      finishedAt: string
      progress: ImportProgress
      report: ImportReport
    }
  | { state: 'failed'; file: string; startedAt: string; finishedAt: string; progress: ImportProgress; message: string }

/** The status as the screen reads it: the report's first lines only (the CSV file holds them all). */
export type ShownStatus = ImportStatus & { moreLines?: number }

/** The report's lines the screen shows; the rest are in the CSV file. */
export const SHOWN_LINES = 500

/** The folder of the uploaded exports and of the last import's status, in the data directory. */
export const importFolder = () => path.join(dataDir, 'wordpress-import')
const lastFile = () => path.join(importFolder(), 'last-import.json')

/** This process's latest import, running or ended; null until one starts here. */
let latest: ImportStatus | null = null
/** Taken from the moment an upload is accepted until its import has ended: one import at a time. */
let taken = false

/** Takes the one import slot; false when an import is being received or runs. */
export function takeImportSlot(): boolean {
  if (taken) return false
  taken = true
  return true
}

/** Gives the slot back when an upload was refused before its import started. */
export function releaseImportSlot(): void {
  taken = false
}

/** The status of the import running, else of the last one (kept on disk across restarts), else idle. */
export async function importStatus(): Promise<ImportStatus> {
  if (latest) return latest
  const stored = await fs.readFile(lastFile(), 'utf8').catch(() => null)
  return stored ? (JSON.parse(stored) as ImportStatus) : { state: 'idle' }
}

export function shownStatus(status: ImportStatus): ShownStatus {
  if (status.state !== 'done' || status.report.lines.length <= SHOWN_LINES) return status
  const lines = status.report.lines.slice(0, SHOWN_LINES)
  return { ...status, report: { ...status.report, lines }, moreLines: status.report.lines.length - SHOWN_LINES }
}

/** Writes the ended import's status whole or not at all: a reload after a restart shows the last report. */
async function keep(status: ImportStatus): Promise<void> {
  const partial = `${lastFile()}.part`
  await fs.writeFile(partial, JSON.stringify(status))
  await fs.rename(partial, lastFile())
}

/**
 * Runs the import of an uploaded export in the background of this process (the slot taken), its progress kept for
 * the status endpoint; when it ends, its status is written to disk, the upload removed and the slot given back.
 */
export function startImport(payload: Payload, upload: string, file: string, media: string | undefined): ImportStatus {
  const progress: ImportProgress = { itemsDone: 0, itemsTotal: 0, mediaFetched: 0, mediaFailed: 0 }
  const running = { state: 'running' as const, file, startedAt: new Date().toISOString(), progress }
  latest = running
  void (async () => {
    const ended = await importWordPress(payload, upload, {
      media,
      onProgress: (at) => {
        running.progress = at
      },
    })
      // The import writes its redirects itself: the front reloads them once, at the end.
      .finally(() => invalidate(payload, [REDIRECTS_TAG]))
      .then(
        (report): ImportStatus => ({
          ...running,
          state: 'done',
          finishedAt: new Date().toISOString(),
          report,
        }),
        (error: unknown): ImportStatus => {
          payload.logger.error({ err: error }, 'WordPress import from the admin failed')
          const message = error instanceof Error ? error.message : String(error)
          return { ...running, state: 'failed', finishedAt: new Date().toISOString(), message }
        },
      )
    await keep(ended).catch((error: unknown) => payload.logger.error({ err: error }, 'import status not kept'))
    latest = ended
    await fs.rm(upload, { force: true })
    taken = false
  })()
  return running
}
