/**
 * The dashboard at scale (part of `npm run bench`; docs/measurement.md, Dashboard): 10 million generated events over
 * 90 days in a temporary database (about 111,000 a day from 20,000 daily visitors over 2,000 pages), each day counted
 * into its rollups by the same code as the job, then full dashboard views (headline numbers and the previous period's,
 * the trend and every table) of 30-day ranges, timed per view and per query.
 * `node … scripts/bench-dashboard.ts sqlite|postgres` (PostgreSQL needs TEST_POSTGRES_URL).
 */
import { temporaryDatabase } from './lib/temporary-database'

const database = process.argv[2] === 'postgres' ? 'postgres' : 'sqlite'
const EVENTS = Number(process.env.BENCH_ANALYTICS_EVENTS ?? 10_000_000)
const DAYS = 90
const VIEWS = 20
const { drop } = await temporaryDatabase(database, 'thuthuat-bench-dashboard')
process.env.PAYLOAD_SECRET = 'bench-dashboard-secret'

const { getPayload } = await import('payload')
const { default: config } = await import('../src/cms/payload.config')
const { migrateDatabase } = await import('../src/cms/migrate')
const { rawSql } = await import('../src/server/database/raw-sql')
const { rollUpDay } = await import('../src/analytics/server/roll-up')
const { totalsOf, trendOf, tableOf } = await import('../src/analytics/reads/dashboard')
const { previousOf, shiftDay } = await import('../src/analytics/rules/ranges')
const { vietnamDay } = await import('../src/lib/vi')

const payload = await getPayload({ config })
const name = database === 'postgres' ? 'PostgreSQL' : 'SQLite'
const seconds = (since: number) => ((performance.now() - since) / 1000).toFixed(1)
function percentile(timings: number[], p: number): number {
  const sorted = [...timings].sort((a, b) => a - b)
  return Number(sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))].toFixed(1))
}

try {
  await migrateDatabase(payload)
  const db = await rawSql(payload)
  const last = vietnamDay(Date.now() - 24 * 60 * 60 * 1000)
  const first = shiftDay(last, -(DAYS - 1))
  const start = Date.parse(`${first}T00:00:00+07:00`)
  const perDay = Math.ceil(EVENTS / DAYS)
  console.log(`\nThống kê trên ${EVENTS.toLocaleString('vi-VN')} sự kiện, ${DAYS} ngày (${name}): đang tạo dữ liệu…`)
  let since = performance.now()
  // Deterministic "random" columns from the row number: the same data on every run and both databases.
  const columns = (i: string, dayOf: (at: string) => string) => {
    const at = `(${start} + (${i} / ${perDay}) * 86400000 + ((${i} * 7919) % 86400000))`
    const pick = (modulo: number, salt: number) => `((${i} * ${salt}) % ${modulo})`
    return `${at}, ${dayOf(at)},
      CASE WHEN ${pick(100, 31)} < 55 THEN 'page_view' WHEN ${pick(100, 31)} < 70 THEN 'user_engagement'
        WHEN ${pick(100, 31)} < 80 THEN 'scroll' WHEN ${pick(100, 31)} < 85 THEN 'click'
        WHEN ${pick(100, 31)} < 88 THEN 'file_download' WHEN ${pick(100, 31)} < 92 THEN 'view_search_results'
        WHEN ${pick(100, 31)} < 95 THEN 'form_start' WHEN ${pick(100, 31)} < 97 THEN 'form_submit'
        WHEN ${pick(100, 31)} < 99 THEN 'video_start' ELSE 'video_progress' END,
      'v' || ((${i} / ${perDay}) * 100000 + ${pick(20000, 48271)}),
      '/bai-viet-' || ${pick(2000, 131)},
      CASE ${pick(6, 17)} WHEN 0 THEN 'google' WHEN 1 THEN 'zalo' WHEN 2 THEN 'facebook' WHEN 3 THEN 'coccoc'
        WHEN 4 THEN 'other' ELSE 'direct' END,
      CASE WHEN ${pick(6, 17)} = 4 THEN 'site-' || ${pick(40, 13)} || '.vn' END,
      CASE WHEN ${pick(10, 7)} = 0 THEN 'chien-dich-' || ${pick(12, 5)} END,
      CASE WHEN ${pick(10, 3)} < 7 THEN 'mobile' ELSE 'desktop' END,
      CASE ${pick(4, 11)} WHEN 0 THEN 'Chrome' WHEN 1 THEN 'Safari' WHEN 2 THEN 'Coc Coc' ELSE 'Zalo' END,
      '{"percent_scrolled":' || ${pick(101, 29)} || ',"search_term":"tu khoa ' || ${pick(300, 37)} ||
        '","search_results":' || ${pick(5, 41)} || ',"outbound":true,"link_url":"https://zalo.me/' || ${pick(50, 43)} ||
        '","form_id":"form-' || ${pick(5, 47)} || '","video_title":"Video ' || ${pick(20, 53)} ||
        '","video_percent":50}'`
  }
  const into = `INSERT INTO analytics_events (at, day, name, visitor, path, source, referrer, campaign, device, browser,
    params)`
  if (database === 'sqlite') {
    const day = (at: string) => `date(${at} / 1000 + 25200, 'unixepoch')`
    const chunk = 1_000_000
    for (let from = 0; from < EVENTS; from += chunk) {
      const to = Math.min(EVENTS, from + chunk) - 1
      await db.changed(
        db.sql.raw(`WITH RECURSIVE n(i) AS (SELECT ${from} UNION ALL SELECT i + 1 FROM n WHERE i < ${to})
          ${into} SELECT ${columns('i', day)} FROM n`),
      )
    }
  } else {
    const day = (at: string) => `to_char(to_timestamp(${at} / 1000.0) AT TIME ZONE 'Asia/Ho_Chi_Minh', 'YYYY-MM-DD')`
    await db.changed(
      db.sql.raw(`${into} SELECT ${columns('i::bigint', day)} FROM generate_series(0, ${EVENTS - 1}) AS i`),
    )
    await db.changed(db.sql.raw('ANALYZE analytics_events'))
  }
  console.log(`Đã tạo ${EVENTS.toLocaleString('vi-VN')} sự kiện trong ${seconds(since)} s; đang tổng hợp từng ngày…`)
  since = performance.now()
  const rollUpTimes: number[] = []
  for (let index = 0; index < DAYS; index++) {
    const began = performance.now()
    await rollUpDay(payload, shiftDay(first, index))
    rollUpTimes.push(performance.now() - began)
  }
  if (database === 'postgres') await db.changed(db.sql.raw('ANALYZE analytics_rollups'))
  const [rows] = await db.rows<{ n: number | string }>(db.sql`SELECT count(*) AS n FROM analytics_rollups`)
  console.log(
    `Tổng hợp ${DAYS} ngày trong ${seconds(since)} s (mỗi ngày p50 ${percentile(rollUpTimes, 50)} ms, ` +
      `p95 ${percentile(rollUpTimes, 95)} ms): ${Number(rows.n).toLocaleString('vi-VN')} dòng tổng hợp.`,
  )

  const TABLES = [
    'page',
    'entry',
    'source',
    'referrer',
    'campaign',
    'search',
    'search_empty',
    'outbound',
    'download',
    'form_start',
    'form_submit',
    'video_start',
    'video_50',
    'video_complete',
    'device',
    'browser',
    'floating_button',
  ] as const
  const views: number[] = []
  const queries: Record<string, number[]> = {}
  const timed = async <T>(label: string, read: () => Promise<T>): Promise<T> => {
    const began = performance.now()
    const value = await read()
    ;(queries[label] ??= []).push(performance.now() - began)
    return value
  }
  for (let view = 0; view < VIEWS; view++) {
    // A 30-day range ending on a different day each time, inside the generated 90 days.
    const to = shiftDay(last, -((view * 7) % (DAYS - 30)))
    const range = { from: shiftDay(to, -29), to }
    const began = performance.now()
    await timed('số chính', () => totalsOf(payload, range))
    await timed('số chính kỳ trước', () => totalsOf(payload, previousOf(range)))
    await timed('biểu đồ', () => trendOf(payload, range))
    for (const table of TABLES) await timed(`bảng ${table}`, () => tableOf(payload, range, table))
    views.push(performance.now() - began)
  }
  console.table([
    {
      'truy vấn': `cả trang (30 ngày, ${VIEWS} lần)`,
      'p50 ms': percentile(views, 50),
      'p95 ms': percentile(views, 95),
    },
    ...Object.entries(queries).map(([label, timings]) => ({
      'truy vấn': label,
      'p50 ms': percentile(timings, 50),
      'p95 ms': percentile(timings, 95),
    })),
  ])
} finally {
  await payload.destroy()
  await drop()
}
process.exit(0)
