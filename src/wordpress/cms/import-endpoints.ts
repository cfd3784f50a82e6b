import fs from 'node:fs/promises'
import path from 'node:path'
import type { Endpoint, PayloadHandler, PayloadRequest } from 'payload'
import { hasRole } from '@/cms/access'
import { wordpressImportScreen } from '@/i18n/wordpress-import-screen'
import { isLoopbackSite } from '@/lib/site-origin.mjs'
import { vietnamDay } from '@/lib/vi'
import { WORDPRESS_IMPORT_START_PATH } from '@/lib/wordpress-export-size.mjs'
import { refusalResponse } from '@/server/refusal'
import { reportCsv } from '@/wordpress/rules/import/report'
import { importFolder, importStatus, releaseImportSlot, shownStatus, startImport, takeImportSlot } from './import-run'
import { receiveExport, UPLOAD_PREFIX } from './receive-export'

const { refusals: words } = wordpressImportScreen
const noStore = { 'Cache-Control': 'private, no-store' }

/** The refusal for anyone but an administrator (docs/import.md, From the admin), or null for one. */
function refusalFor(req: PayloadRequest): Response | null {
  if (!req.user) return refusalResponse(words.logIn, 401)
  return hasRole(req.user, 'admin') ? null : refusalResponse(words.adminsOnly, 403)
}

/**
 * The media source asked: none, an https address (the old site's), or an http one on this machine while the site
 * runs on it too (a copy of WordPress under XAMPP or LocalWP; docs/import.md, From the admin); else null.
 */
function mediaOf(value: unknown): string | undefined | null {
  if (value === undefined || value === '') return undefined
  if (typeof value !== 'string') return null
  try {
    const { protocol, origin } = new URL(value)
    if (protocol === 'https:') return value
    const bothHere = protocol === 'http:' && isLoopbackSite(process.env) && isLoopbackSite({ SITE_URL: origin })
    return bothHere ? value : null
  } catch {
    return null
  }
}

/**
 * `POST /api/wordpress-import/start?file=<name>&media=<https://…>` with the export as the body: received to disk,
 * then imported in the background of this process; 202 with the status. 409 while another import is received or
 * runs; 400 for no file, a name that is not `.xml`, a file the reader refuses or a media address that is not https;
 * 413 over the size limit.
 */
const startEndpoint: PayloadHandler = async (req) => {
  const refused = refusalFor(req)
  if (refused) return refused
  const { file = '', media: asked } = req.query ?? {}
  const media = mediaOf(asked)
  if (media === null) return refusalResponse(words.badMedia, 400)
  if (typeof file !== 'string' || !file) return refusalResponse(words.noFile, 400)
  if (!/\.xml$/i.test(file)) return refusalResponse(words.notXml, 400)
  if (!takeImportSlot()) return refusalResponse(words.busy, 409)
  try {
    await fs.mkdir(importFolder(), { recursive: true })
    // An upload left by an import a restart cut short: none is in use while the slot is taken here.
    for (const name of await fs.readdir(importFolder()))
      if (name.startsWith(UPLOAD_PREFIX)) await fs.rm(path.join(importFolder(), name), { force: true })
    const received = await receiveExport(req, importFolder())
    if (!received.ok) {
      releaseImportSlot()
      return refusalResponse(received.message, received.status)
    }
    return Response.json(startImport(req.payload, received.file, file.slice(-200), media), {
      status: 202,
      headers: noStore,
    })
  } catch (error) {
    releaseImportSlot()
    throw error
  }
}

/** `GET /api/wordpress-import/status`: the import running, or the last one with its report's first lines. */
const statusEndpoint: PayloadHandler = async (req) =>
  refusalFor(req) ?? Response.json(shownStatus(await importStatus()), { headers: noStore })

/** `GET /api/wordpress-import/report`: the last finished import's whole report as CSV; 404 before there is one. */
const reportEndpoint: PayloadHandler = async (req) => {
  const refused = refusalFor(req)
  if (refused) return refused
  const status = await importStatus()
  if (status.state !== 'done') return refusalResponse(words.noReport, 404)
  const name = wordpressImportScreen.report.fileName(vietnamDay(Date.parse(status.finishedAt)))
  return new Response(reportCsv(status.report), {
    headers: {
      ...noStore,
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="${name}"`,
    },
  })
}

/** 405 for a method the address does not take, naming the one it does. */
const only =
  (allowed: string): PayloadHandler =>
  () =>
    refusalResponse(words.method(allowed), 405, { Allow: allowed })

/** The import's endpoints, each also answering 405 to the other method (docs/import.md, From the admin). */
const START = WORDPRESS_IMPORT_START_PATH.replace(/^\/api/, '')

export const wordpressImportEndpoints: Endpoint[] = [
  { path: START, method: 'post', handler: startEndpoint },
  { path: START, method: 'get', handler: only('POST') },
  { path: '/wordpress-import/status', method: 'get', handler: statusEndpoint },
  { path: '/wordpress-import/status', method: 'post', handler: only('GET') },
  { path: '/wordpress-import/report', method: 'get', handler: reportEndpoint },
  { path: '/wordpress-import/report', method: 'post', handler: only('GET') },
]
