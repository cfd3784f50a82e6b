/**
 * Loops at scale (part of `npm run bench`): 100,000 posts over 50 categories and 500 tags in a temporary database,
 * a page with a filtered post grid, and the production server over it. Prints the loop queries' plans once, the
 * refresh call's p50/p95 uncached (every call a filter not asked before) for one category, three categories OR, two
 * tags AND and a NOT filter, the same for the grid's page 200 (its pagination link: the front makes it from the kept page,
 * src/loops/cms/paged-page.server.ts; the table says how many were), and the cached call's req/s.
 * `node … scripts/bench-loops.ts sqlite|postgres` (PostgreSQL needs TEST_POSTGRES_URL: a server where it may create a database).
 */
import { spawn } from 'node:child_process'
import path from 'node:path'
import autocannon from 'autocannon'
import { SERVER_NODE_FLAGS } from '../front/node-flags.mjs'
import { temporaryDatabase } from './lib/temporary-database'

const database = process.argv[2] === 'postgres' ? 'postgres' : 'sqlite'
const POSTS = 100_000
const CATEGORIES = 50
const TAGS = 500
const GRID = 'PostGrid-bench'
const PORT = Number(process.env.BENCH_LOOPS_PORT ?? 3210)
const CALLS = 40

const { drop: dropDatabase } = await temporaryDatabase(database, 'thuthuat-bench-loops')
process.env.PAYLOAD_SECRET = 'bench-loops-secret'

const { sql } = await import(database === 'postgres' ? '@payloadcms/db-postgres' : '@payloadcms/db-sqlite')
const { getPayload } = await import('payload')
const { default: config } = await import('../src/cms/payload.config')
const { migrateDatabase } = await import('../src/cms/migrate')
const { loopPlan } = await import('../src/loops/rules/query')
const { planSql } = await import('../src/loops/server/plan-sql')
const { loopPostIds } = await import('../src/loops/server')
const { block } = await import('../demo/blocks')

const payload = await getPayload({ config })
await migrateDatabase(payload)
const { rawSql } = await import('../src/server/database/raw-sql')
const db = await rawSql(payload)
const run = (statement: Parameters<typeof db.rows>[0]) => db.changed(statement)
const rows = (statement: Parameters<typeof db.rows>[0]) => db.rows<Record<string, unknown>>(statement)

/** A small deterministic generator, so every run seeds the same site. */
let state = 20261125
const random = () => (state = (state * 1103515245 + 12345) % 2147483648) / 2147483648

console.log(
  `\nVòng lặp bài viết trên ${POSTS.toLocaleString('vi-VN')} bài (${database === 'postgres' ? 'PostgreSQL' : 'SQLite'}): đang tạo dữ liệu…`,
)
const categoryIds: number[] = []
for (let index = 1; index <= CATEGORIES; index++) {
  categoryIds.push(
    (
      await payload.create({
        collection: 'categories',
        data: { name: `Chuyên mục ${index}`, slug: `chuyen-muc-${index}` },
      })
    ).id,
  )
}
const tagIds: number[] = []
for (let index = 1; index <= TAGS; index++)
  tagIds.push((await payload.create({ collection: 'tags', data: { name: `Thẻ ${index}`, slug: `the-${index}` } })).id)

const BATCH = 500
const falseValue = sql.raw(database === 'postgres' ? 'false' : '0')
const started = Date.now()
for (let first = 1; first <= POSTS; first += BATCH) {
  const ids = Array.from({ length: Math.min(BATCH, POSTS - first + 1) }, (_, offset) => first + offset)
  const day = (id: number) =>
    new Date(Date.UTC(2023, 0, 1) + Math.floor((id / POSTS) * 3 * 365 * 86_400_000)).toISOString()
  if (database === 'sqlite') await run(sql`BEGIN`)
  await run(
    sql`INSERT INTO posts (id, title, slug, excerpt, published_at, featured, _status, created_at, updated_at) VALUES ${sql.join(
      ids.map(
        (id) =>
          sql`(${id}, ${`Mẹo số ${id}`}, ${`meo-so-${id}`}, ${`Tóm tắt mẹo số ${id}.`}, ${day(id)}, ${falseValue}, 'published', ${day(id)}, ${day(id)})`,
      ),
      sql`, `,
    )}`,
  )
  const rels = ids.flatMap((id) => {
    const category = categoryIds[Math.floor(random() * CATEGORIES)]
    const tags = new Set(Array.from({ length: 3 }, () => tagIds[Math.floor(random() * TAGS)]))
    return [
      sql`(1, ${id}, 'categories', ${category}, NULL)`,
      ...[...tags].map((tag, order) => sql`(${order + 1}, ${id}, 'tags', NULL, ${tag})`),
    ]
  })
  await run(
    sql`INSERT INTO posts_rels ("order", parent_id, path, categories_id, tags_id) VALUES ${sql.join(rels, sql`, `)}`,
  )
  if (database === 'sqlite') await run(sql`COMMIT`)
}
if (database === 'postgres') {
  await run(sql`SELECT setval(pg_get_serial_sequence('posts', 'id'), ${POSTS})`)
  // What autovacuum does soon after a load this size, done before measuring rather than during it: the planner's
  // statistics, and the visibility map that lets index-only scans skip the table.
  await run(sql`VACUUM (ANALYZE)`)
}
console.log(`Đã tạo ${POSTS.toLocaleString('vi-VN')} bài trong ${Math.round((Date.now() - started) / 1000)} s.`)

const page = await payload.create({
  collection: 'pages',
  draft: false,
  data: {
    title: 'Vòng lặp',
    slug: 'vong-lap',
    _status: 'published',
    layout: {
      root: { props: {} },
      content: [
        block('TaxonomyFilter', 'bench', {
          target: GRID,
          taxonomy: 'category',
          terms: [],
          multiple: true,
          logicalJoin: 'OR',
        }),
        block('PostGrid', 'bench', { count: 12, columns: '3', pagination: 'numbers' }),
      ],
    },
  },
})

// The plans of the cases' queries, as the database runs them.
const settings = {
  source: 'latest' as const,
  includeCategories: [],
  excludeCategories: [],
  includeTags: [],
  excludeTags: [],
  authors: [],
  manualIds: [],
  featuredOnly: false,
  orderBy: 'date' as const,
  order: 'desc' as const,
  offset: 0,
  perPage: 12,
  excludeCurrent: false,
}
const context = { current: null, archive: null, shown: [], day: 0 }

function percentile(timings: number[], p: number): number {
  const sorted = [...timings].sort((a, b) => a - b)
  return Number(sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))].toFixed(1))
}
/** The plan of each case for its `index`-th distinct filter, as the grid's loader makes it. */
const planCases: [string, (index: number) => Parameters<typeof loopPlan>[1], (index: number) => number][] = [
  [
    'một chuyên mục',
    (i) => [{ field: 'categories', terms: [[categoryIds[i % CATEGORIES]]], logicalJoin: 'AND' }],
    () => 1,
  ],
  [
    'ba chuyên mục (HOẶC)',
    (i) => [
      {
        field: 'categories',
        terms: [
          [categoryIds[i % CATEGORIES]],
          [categoryIds[(i + 7) % CATEGORIES]],
          [categoryIds[(i + 19) % CATEGORIES]],
        ],
        logicalJoin: 'OR',
      },
    ],
    () => 1,
  ],
  [
    'hai thẻ (VÀ)',
    (i) => [{ field: 'tags', terms: [[tagIds[(i * 3) % TAGS]], [tagIds[(i * 3 + 1) % TAGS]]], logicalJoin: 'AND' }],
    () => 1,
  ],
  [
    'bỏ một chuyên mục (KHÔNG)',
    (i) => [{ field: 'categories', terms: [[categoryIds[i % CATEGORIES]]], logicalJoin: 'NOT' }],
    () => 1,
  ],
  ['trang 200', () => [], (i) => 200 + i],
]
const queryTable = []
for (const [name, filters, pageOf] of planCases) {
  const statements = planSql(sql, loopPlan(settings, filters(0), pageOf(0), context), new Date().toISOString())!
  const parts = {
    page: 'trang bài',
    counted: 'đếm',
    subtracted: 'đếm phần bỏ ra',
    pageFromSets: 'trang bài đọc từ tập bài (SQLite, khi ít bài)',
  }
  for (const [part, statement] of Object.entries(statements)) {
    if (!statement || (part === 'pageFromSets' && database === 'postgres')) continue
    const explain = database === 'postgres' ? sql`EXPLAIN ${statement}` : sql`EXPLAIN QUERY PLAN ${statement}`
    const plan = (await rows(explain)).map((row) => String(row['QUERY PLAN'] ?? row.detail)).join('\n    ')
    console.log(`  Kế hoạch truy vấn, ${name}, ${parts[part as keyof typeof parts]}:\n    ${plan}`)
  }
  // A page's statements as the site runs them, timed in this process: the database's share of a call.
  const timings: number[] = []
  for (let index = 1; index <= CALLS; index++) {
    const plan = loopPlan(settings, filters(index), pageOf(index), context)
    const begun = performance.now()
    await loopPostIds(payload, plan)
    timings.push(performance.now() - begun)
  }
  queryTable.push({
    'truy vấn (trang bài và đếm)': name,
    'p50 ms': percentile(timings, 50),
    'p95 ms': percentile(timings, 95),
  })
}
console.table(queryTable)
await payload.destroy()

const root = path.resolve(import.meta.dirname, '..')
const server = spawn(process.execPath, [...SERVER_NODE_FLAGS, 'front/serve.mjs'], {
  cwd: root,
  env: { ...process.env, NODE_ENV: 'production', PORT: String(PORT), SITE_URL: `http://localhost:${PORT}` },
  stdio: ['ignore', 'ignore', 'inherit'],
  detached: true,
})
const origin = `http://localhost:${PORT}`
try {
  for (let tries = 0; ; tries++) {
    if (tries > 600) throw new Error('the site did not answer')
    if (
      await fetch(`${origin}/robots.txt`).then(
        (answer) => answer.ok,
        () => false,
      )
    )
      break
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
  const body = (filters: Record<string, unknown>) =>
    JSON.stringify({
      post_id: `pages:${page.id}`,
      widget_id: GRID,
      widget_filters: { taxonomy: filters },
      pagination_base_url: `${origin}/vong-lap`,
    })
  const refresh = (filters: Record<string, unknown>) =>
    fetch(`${origin}/wp-json/thuthuat-pro/v1/refresh-loop`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: body(filters),
    })
  const slug = (index: number) => `chuyen-muc-${1 + (index % CATEGORIES)}`
  const tag = (index: number) => `the-${1 + (index % TAGS)}`
  // Loads the code and the frame's reads, as a running site has long done: each case's path a few times, with filters
  // the measured calls never ask (categories 46–50, tags from 400), so those stay uncached.
  for (let index = 0; index < 5; index++) {
    const [a, b, c] = [CATEGORIES - 1 - index, CATEGORIES - 1 - ((index + 1) % 5), CATEGORIES - 1 - ((index + 2) % 5)]
    await (await refresh({ category: { terms: [slug(a)], logicalJoin: 'AND' } })).text()
    await (await refresh({ category: { terms: [slug(a), slug(b), slug(c)], logicalJoin: 'OR' } })).text()
    await (
      await refresh({ post_tag: { terms: [tag(399 + index * 2), tag(400 + index * 2)], logicalJoin: 'AND' } })
    ).text()
    await (await refresh({ category: { terms: [slug(a)], logicalJoin: 'NOT' } })).text()
  }
  await (await fetch(`${origin}/vong-lap?e-page-${GRID}=2`)).text()

  const cases: [string, (index: number) => Promise<Response>][] = [
    ['một chuyên mục', (i) => refresh({ category: { terms: [slug(i)], logicalJoin: 'AND' } })],
    [
      'ba chuyên mục (HOẶC)',
      (i) => refresh({ category: { terms: [slug(i), slug(i + 7), slug(i + 19)], logicalJoin: 'OR' } }),
    ],
    ['hai thẻ (VÀ)', (i) => refresh({ post_tag: { terms: [tag(i * 3), tag(i * 3 + 1)], logicalJoin: 'AND' } })],
    ['bỏ một chuyên mục (KHÔNG)', (i) => refresh({ category: { terms: [slug(i)], logicalJoin: 'NOT' } })],
    ['trang 200 (liên kết phân trang)', (i) => fetch(`${origin}/vong-lap?e-page-${GRID}=${200 + i}`)],
  ]
  const table = []
  for (const [name, call] of cases) {
    const timings: number[] = []
    const sources = new Map<string, number>()
    for (let index = 0; index < CALLS; index++) {
      const begun = performance.now()
      const answer = await call(index)
      await answer.text()
      if (!answer.ok) throw new Error(`${name}: ${answer.status}`)
      timings.push(performance.now() - begun)
      const source = answer.headers.get('x-page-cache') ?? 'Next.js'
      sources.set(source, (sources.get(source) ?? 0) + 1)
    }
    table.push({
      'lời gọi (chưa có trong bộ đệm)': name,
      'số lần': CALLS,
      'p50 ms': percentile(timings, 50),
      'p95 ms': percentile(timings, 95),
      'trả lời từ': [...sources].map(([source, count]) => `${source} ${count}`).join(', '),
    })
  }
  console.table(table)
  const cached = await autocannon({
    url: `${origin}/wp-json/thuthuat-pro/v1/refresh-loop`,
    method: 'POST',
    connections: 20,
    duration: 10,
    headers: { 'content-type': 'application/json', 'accept-encoding': 'gzip' },
    body: body({ category: { terms: [slug(0)], logicalJoin: 'AND' } }),
  })
  console.log(
    `Gọi lại cùng bộ lọc (đã có trong bộ đệm), 20 kết nối: ${Math.round(cached.requests.total / (cached.duration || 10))} yêu cầu/s, p99 ${cached.latency.p99} ms, lỗi ${cached.errors + cached.non2xx}`,
  )
} finally {
  process.kill(-server.pid!, 'SIGTERM')
  await new Promise((resolve) => setTimeout(resolve, 500))
  await dropDatabase()
}
process.exit(0)
