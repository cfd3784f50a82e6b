/**
 * The measurement endpoint under load (part of `npm run bench`; docs/measurement.md, Collection): batches of 10 events
 * from 20 connections for 10 seconds, each request from its own address (the site trusts X-Forwarded-For here, as
 * behind a proxy, so the per-address limit does not stop the load) with analytics consent and a phone's user agent.
 * Prints the most events a second it stores, then the latency at 3,000 events a second; checks that every acknowledged
 * event was stored (a few more may be: those of the requests in flight when the load stopped), and removes them: the
 * local site keeps none of the load's events.
 */
import path from 'node:path'
import { createClient } from '@libsql/client'
import autocannon from 'autocannon'

const CONNECTIONS = 20
const EVENTS_PER_BATCH = 10
const SECONDS = 10
/** The load's pages, to count and remove its events. */
const MARK = '/do-tai-thu-thap'
const PHONE =
  'Mozilla/5.0 (Linux; Android 14; SM-A556E) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36'

/** One batch as a reading page sends it: a page view, scrolls, a search, clicks and its leaving. */
function batch(site, index) {
  const page_location = `${site}${MARK}/${index % 500}?utm_campaign=do-tai`
  const events = [
    { name: 'page_view', params: { page_location, page_referrer: 'https://www.google.com/', page_title: 'Đo tải' } },
    { name: 'scroll', params: { page_location, percent_scrolled: 90 } },
    { name: 'view_search_results', params: { page_location, search_term: 'pin yếu', search_results: 0 } },
    { name: 'click', params: { page_location, link_url: 'https://zalo.me/0912345678', outbound: true } },
    { name: 'file_download', params: { page_location, link_url: `${site}/tai-lieu.pdf`, file_extension: 'pdf' } },
    { name: 'form_start', params: { page_location, form_id: 'lien-he', form_name: 'Liên hệ' } },
    { name: 'form_submit', params: { page_location, form_id: 'lien-he', form_name: 'Liên hệ' } },
    { name: 'video_start', params: { page_location, video_title: 'Mẹo pin', video_percent: 0 } },
    { name: 'video_progress', params: { page_location, video_title: 'Mẹo pin', video_percent: 50 } },
    { name: 'page_view', params: { page_location: `${page_location}&trang=2`, page_title: 'Đo tải, trang 2' } },
  ]
  return JSON.stringify({ events: events.slice(0, EVENTS_PER_BATCH) })
}

/** The target: 3,000 events a second, as 300 batches, with their latency (docs/measurement.md, Collection). */
const TARGET_BATCHES_PER_SECOND = 300

/** One load: as fast as the server answers (`rate` unset), or at `rate` batches a second; its row for the table. */
async function load(site, dataDir, rate) {
  let next = 0
  const consent = `tt_consent=1.10.${'b'.repeat(22)}`
  const result = await autocannon({
    url: `${site.url}/api/collect`,
    connections: CONNECTIONS,
    duration: SECONDS,
    ...(rate ? { overallRate: rate } : {}),
    method: 'POST',
    requests: [
      {
        setupRequest: (request) => {
          next += 1
          return {
            ...request,
            body: batch(site.url, next),
            headers: {
              'content-type': 'text/plain;charset=UTF-8',
              origin: site.url,
              cookie: consent,
              'user-agent': PHONE,
              'x-forwarded-for': `10.${(next >> 16) & 255}.${(next >> 8) & 255}.${next & 255}`,
            },
          }
        },
      },
    ],
  })
  const acknowledged = result['2xx'] * EVENTS_PER_BATCH
  const database = createClient({ url: `file:${path.join(dataDir, 'site.db')}` })
  await database.execute('PRAGMA busy_timeout = 5000')
  const where = { sql: 'path LIKE ?', args: [`${MARK}/%`] }
  const count = await database.execute({
    sql: `SELECT count(*) AS n FROM analytics_events WHERE ${where.sql}`,
    args: where.args,
  })
  const stored = Number(count.rows[0].n)
  await database.execute({ sql: `DELETE FROM analytics_events WHERE ${where.sql}`, args: where.args })
  database.close()
  if (stored < acknowledged) console.log(`Đo lường: ${acknowledged - stored} sự kiện đã nhận nhưng không được lưu!`)
  return {
    'đo lường: POST /api/collect': rate ? `${rate * EVENTS_PER_BATCH} sự kiện/s đặt trước` : 'nhanh nhất có thể',
    connections: CONNECTIONS,
    'sự kiện/s': Math.round(acknowledged / SECONDS),
    'p50 ms': result.latency.p50,
    'p99 ms': result.latency.p99,
    'đã nhận': acknowledged,
    // Requests still in flight when the load stops are stored without being counted as answered: more may be stored.
    'đã lưu': stored,
    errors: result.errors + result.non2xx,
  }
}

/** The endpoint's most events a second, then its latency at the target rate; batches of 10 events. */
export async function benchCollect(site, dataDir) {
  console.table([await load(site, dataDir), await load(site, dataDir, TARGET_BATCHES_PER_SECOND)])
}
