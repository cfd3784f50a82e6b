'use client'

import { type FormEvent, useEffect, useState } from 'react'
import { wordpressImport } from '@/i18n/wordpress-import'
import { wordpressImportScreen as words } from '@/i18n/wordpress-import-screen'
import { formatDateTime } from '@/lib/vi'
import { maxExportBytes, WORDPRESS_IMPORT_START_PATH } from '@/lib/wordpress-export-size.mjs'
import type { ShownStatus } from '../import-run'
import { ImportReportView } from './ImportReportView'

const STATUS_PATH = '/api/wordpress-import/status'
const EVERY_MS = 1000

/** The Vietnamese message of a refusal (`{ errors: [{ message }] }`), or a general one. */
async function messageOf(response: Response): Promise<string> {
  const body = (await response.json().catch(() => null)) as { errors?: { message?: string }[] } | null
  return body?.errors?.[0]?.message ?? words.refusals.upload
}

/** The import's progress line: "Đã xử lý 12/340 mục · media: tải được 40, lỗi 2". */
function Progress({ status }: { status: Extract<ShownStatus, { state: 'running' }> }) {
  const { itemsDone, itemsTotal, mediaFetched, mediaFailed } = status.progress
  const { progress } = wordpressImport
  return (
    <section className="wp-import__panel" aria-labelledby="wp-import-progress">
      <h2 id="wp-import-progress">{words.status.heading}</h2>
      <p>{words.status.startedAt(status.file, formatDateTime(status.startedAt))}</p>
      <progress
        className="wp-import__bar"
        aria-label={words.status.progressLabel}
        max={Math.max(itemsTotal, 1)}
        value={itemsTotal > 0 ? itemsDone : undefined}
      />
      <p role="status" className="wp-import__count">
        {words.status.running} {progress.items(itemsDone, itemsTotal)} · {progress.media(mediaFetched, mediaFailed)}
      </p>
    </section>
  )
}

/**
 * The import's screen (docs/import.md, From the admin): the form that sends an export, then the import's progress
 * asked every second while it runs, then its report. The export goes as the request's body, so the server streams
 * it to disk.
 */
export function ImportScreen({ initial }: { initial: ShownStatus }) {
  const [status, setStatus] = useState(initial)
  const [sending, setSending] = useState(false)
  const [refusal, setRefusal] = useState('')
  const [lost, setLost] = useState(false)
  const running = status.state === 'running'

  useEffect(() => {
    if (!running) return
    const ask = async () => {
      const response = await fetch(STATUS_PATH, { cache: 'no-store', credentials: 'same-origin' }).catch(() => null)
      setLost(!response?.ok)
      if (response?.ok) setStatus((await response.json()) as ShownStatus)
    }
    const timer = setInterval(() => void ask(), EVERY_MS)
    return () => clearInterval(timer)
  }, [running])

  async function start(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const form = new FormData(event.currentTarget)
    const file = form.get('export')
    const asked = form.get('media')
    const media = typeof asked === 'string' ? asked.trim() : ''
    if (!(file instanceof File) || file.size === 0) return setRefusal(words.refusals.noFile)
    setRefusal('')
    setSending(true)
    const query = new URLSearchParams({ file: file.name, ...(media ? { media } : {}) })
    const response = await fetch(`${WORDPRESS_IMPORT_START_PATH}?${query}`, {
      method: 'POST',
      body: file,
      headers: { 'Content-Type': 'application/xml' },
      credentials: 'same-origin',
    }).catch(() => null)
    setSending(false)
    if (!response) return setRefusal(words.refusals.upload)
    if (!response.ok) return setRefusal(await messageOf(response))
    setStatus((await response.json()) as ShownStatus)
  }

  return (
    <>
      {!running && (
        <form
          className="wp-import__panel wp-import__form"
          onSubmit={(event) => void start(event)}
          aria-labelledby="wp-import-form"
        >
          <h2 id="wp-import-form">{words.form.heading}</h2>
          <div className="wp-import__field">
            <label htmlFor="wp-import-export">{words.form.file}</label>
            <input
              id="wp-import-export"
              name="export"
              type="file"
              accept=".xml,application/xml,text/xml"
              aria-describedby="wp-import-export-hint"
            />
            <p id="wp-import-export-hint" className="wp-import__hint">
              {words.form.fileHint(maxExportBytes)}
            </p>
          </div>
          <div className="wp-import__field">
            <label htmlFor="wp-import-media">{words.form.media}</label>
            <input
              id="wp-import-media"
              name="media"
              type="url"
              inputMode="url"
              placeholder="https://"
              aria-describedby="wp-import-media-hint"
            />
            <p id="wp-import-media-hint" className="wp-import__hint">
              {words.form.mediaHint}
            </p>
          </div>
          {refusal && (
            <p role="alert" className="wp-import__refusal">
              {refusal}
            </p>
          )}
          <button type="submit" className="wp-import__start" disabled={sending}>
            {sending ? words.form.sending : words.form.start}
          </button>
        </form>
      )}
      {status.state === 'running' && <Progress status={status} />}
      {lost && <p role="status">{words.status.lost}</p>}
      {status.state === 'failed' && (
        <section className="wp-import__panel" aria-labelledby="wp-import-failed">
          <h2 id="wp-import-failed">{words.status.failed}</h2>
          <p>{words.status.finishedAt(status.file, formatDateTime(status.finishedAt))}</p>
          <p className="wp-import__refusal">{status.message}</p>
        </section>
      )}
      {status.state === 'done' && <ImportReportView status={status} />}
    </>
  )
}
