import fc from 'fast-check'
import type { Payload } from 'payload'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { createUser, richText, startPayload, type TestDatabase } from './payload'
import { logIn, type Rest, restClient } from './rest'

const targets = [
  'posts',
  'pages',
  'templates',
  'media',
  'users',
  'categories',
  'tags',
  'authors',
  'globals/site-settings',
  'globals/navigation',
  'payload-preferences',
  'payload-migrations',
  'nope',
]
/** Routes Payload has (method and path after the collection or global), and odd paths with any method. */
const routes: [string, string][] = [
  ['GET', ''],
  ['GET', '/1'],
  ['GET', '/count'],
  ['GET', '/versions'],
  ['GET', '/versions/1'],
  ['GET', '/me'],
  ['GET', '/file/nope.png'],
  ['POST', ''],
  ['POST', '/versions/1'],
  ['POST', '/1/duplicate'],
  ['POST', '/access/1'],
  ['POST', '/login'],
  ['POST', '/unlock'],
  ['PATCH', ''],
  ['PATCH', '/1'],
  ['DELETE', ''],
  ['DELETE', '/1'],
]
const oddSuffixes = [
  '/2',
  '/999999',
  '/abc',
  '/-1',
  '/1.5',
  // One past PostgreSQL's largest id (found by the drafts property below).
  '/2147483648',
  '/versions/abc',
  '/access',
  '/file/%00',
  '/file/..%2Fsecret',
]
const fieldNames = [
  'id',
  'title',
  'name',
  'slug',
  'excerpt',
  'content',
  'publishedAt',
  'createdAt',
  'updatedAt',
  '_status',
  'categories',
  'tags',
  'author',
  'author.name',
  'author.user',
  'author.user.email',
  'author.user.sessions.id',
  'featured',
  'featuredImage',
  'featuredImage.alt',
  'seo',
  'seo.title',
  'layout',
  'alt',
  'filename',
  'mimeType',
  'filesize',
  'width',
  'sizes.thumbnail.filename',
  'email',
  'roles',
  'parent',
  'version.title',
  'version._status',
  'latest',
  'nope',
  'title.nope',
  '__proto__',
  'constructor',
  'a b',
  '',
]
const operators = [
  'equals',
  'not_equals',
  'in',
  'not_in',
  'all',
  'exists',
  'greater_than',
  'greater_than_equal',
  'less_than',
  'less_than_equal',
  'like',
  'not_like',
  'contains',
  'near',
  'within',
  'intersects',
  'nope',
  '',
]

const oddValue = fc.constantFrom(
  '',
  'true',
  'false',
  'null',
  'undefined',
  '1,2',
  '1,abc',
  '99999999999999999999',
  '2147483649',
  '1e400',
  '-1',
  '0',
  '1.5',
  'NaN',
  'Infinity',
  '2024-01-01',
  '2024-13-45',
  'notadate',
  '\u0000',
  'a\u0000b',
  '%',
  '[]',
  '{}',
  '-',
  ',',
  'đường dẫn',
  '🙂',
  'x'.repeat(5000),
)
const value = fc.oneof(
  oddValue,
  fc.string({ unit: 'grapheme', maxLength: 20 }),
  fc.integer().map(String),
  fc.double().map(String),
  fc.bigInt().map(String),
)
const field = fc.oneof({ weight: 4, arbitrary: fc.constantFrom(...fieldNames) }, fc.string({ maxLength: 8 }))
const operator = fc.oneof({ weight: 4, arbitrary: fc.constantFrom(...operators) }, fc.string({ maxLength: 8 }))
const index = fc.oneof(fc.constantFrom('0', '1', ''), fc.nat(2000).map(String))

/** `[a][b]…` brackets of a `where` key: nested and/or, a field, an operator, sometimes an index after it. */
const whereKey: fc.Arbitrary<string> = fc.letrec<{ key: string }>((tie) => ({
  key: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    fc.tuple(field, operator, fc.option(index)).map(([name, op, i]) => `[${name}][${op}]${i === null ? '' : `[${i}]`}`),
    fc.tuple(field).map(([name]) => `[${name}]`),
    fc
      .tuple(fc.constantFrom('and', 'or', 'AND'), index, tie('key'))
      .map(([logic, i, rest]) => `[${logic}][${i}]${rest}`),
  ),
})).key

/** Queries close to real ones (known fields and operators), so that many reach Payload's query builder. */
const plausibleValue = fc.constantFrom(
  '1',
  '2',
  '0',
  'x',
  'Mẹo',
  'published',
  'draft',
  'true',
  'false',
  '2024-01-01',
  '2024-01-01T00:00:00.000Z',
  '1,2',
  'admin',
  'editor',
  'image/png',
  '',
)
const plausible = fc.oneof(
  fc.tuple(
    fc
      .tuple(fc.constantFrom(...fieldNames), fc.constantFrom(...operators.slice(0, 13)))
      .map(([name, op]) => `where[${name}][${op}]`),
    plausibleValue,
  ),
  fc.tuple(
    fc
      .tuple(fc.constantFrom('or', 'and'), fc.constantFrom(...fieldNames), fc.constantFrom(...operators.slice(0, 13)))
      .map(([logic, name, op]) => `where[${logic}][0][${name}][${op}]`),
    plausibleValue,
  ),
  fc.tuple(
    fc.constantFrom('sort'),
    fc.constantFrom(...fieldNames).chain((name) => fc.constantFrom(name, `-${name}`)),
  ),
  fc.tuple(
    fc.constantFrom(...fieldNames).map((name) => `select[${name}]`),
    fc.constantFrom('true', 'false'),
  ),
  fc.tuple(fc.constantFrom('depth', 'limit', 'page'), fc.constantFrom('0', '1', '2', '5', '10')),
  fc.tuple(fc.constantFrom('draft', 'trash', 'pagination'), fc.constantFrom('true', 'false')),
  fc.tuple(
    fc
      .tuple(fc.constantFrom('media', 'authors', 'users', 'categories'), fc.constantFrom(...fieldNames))
      .map(([slug, name]) => `populate[${slug}][${name}]`),
    fc.constantFrom('true'),
  ),
)

const parameter = fc.oneof(
  { weight: 8, arbitrary: plausible },
  {
    weight: 5,
    arbitrary: fc.tuple(
      whereKey.map((key) => `where${key}`),
      value,
    ),
  },
  fc.tuple(fc.constant('where'), fc.oneof(value, fc.json())),
  fc.tuple(fc.constantFrom('limit', 'page', 'depth'), value),
  fc.tuple(
    fc.constantFrom(
      'sort',
      'sort[0]',
      'locale',
      'fallbackLocale',
      'draft',
      'trash',
      'pagination',
      'autosave',
      'data',
      'joins',
      'prefix',
    ),
    value,
  ),
  fc.tuple(
    field.map((name) => `select[${name}]`),
    value,
  ),
  fc.tuple(
    fc
      .tuple(fc.constantFrom('media', 'authors', 'users', 'nope'), field)
      .map(([slug, name]) => `populate[${slug}][${name}]`),
    value,
  ),
  fc.tuple(fc.constantFrom('select', 'populate', 'sort[a]', 'limit[0]', 'depth[]', 'where[]'), value),
)

/** Bodies sent as they are: broken JSON, JSON that is no object, fields of the wrong type, huge strings. */
const textBody = fc.oneof(
  fc.constantFrom(
    '{',
    '{"title": ',
    'nul',
    '[',
    '"',
    '',
    '{}}',
    '\u0000',
    'null',
    '"x"',
    '[]',
    '[1, 2]',
    '123',
    'true',
  ),
  fc.json({ maxDepth: 3 }),
  fc
    .dictionary(fc.constantFrom(...fieldNames, 'password', '_status', 'user', 'value'), fc.jsonValue({ maxDepth: 2 }), {
      maxKeys: 5,
    })
    .map((data) => JSON.stringify(data)),
  fc.constantFrom('title', 'name', 'email', 'slug').map((name) => JSON.stringify({ [name]: 'x'.repeat(200_000) })),
)

/** An upload form: any file name (control characters, unicode) and any `_payload`. */
const uploadBody = fc.record({
  name: fc.string({ unit: 'binary', maxLength: 12 }),
  data: fc.oneof(textBody, fc.constant(undefined)),
})

const request = fc.record({
  route: fc.oneof(
    { weight: 4, arbitrary: fc.constantFrom(...routes) },
    fc.tuple(fc.constantFrom('GET', 'POST', 'PATCH', 'DELETE'), fc.constantFrom(...oddSuffixes)),
  ),
  target: fc.constantFrom(...targets),
  query: fc.array(parameter, { maxLength: 4 }),
  body: fc.option(fc.oneof({ weight: 4, arbitrary: textBody }, uploadBody), { freq: 2 }),
  contentType: fc.option(
    fc.constantFrom(
      'application/json',
      'application/json',
      'application/json',
      'text/plain',
      'application/x-www-form-urlencoded',
      'multipart/form-data; boundary=x',
      'multipart/form-data',
    ),
  ),
  asEditor: fc.boolean(),
})

function uploadForm({ name, data }: { name: string; data: string | undefined }) {
  const form = new FormData()
  form.append(
    'file',
    new Blob([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])], { type: 'image/png' }),
    name,
  )
  if (data !== undefined) form.append('_payload', data)
  return form
}

type Sent = typeof request extends fc.Arbitrary<infer T> ? T : never

function pathOf({ target, route: [, suffix], query }: Sent) {
  const search = query
    .map(([key, val]) => `${encodeURI(key)}=${encodeURIComponent(typeof val === 'string' ? val : JSON.stringify(val))}`)
    .join('&')
  return `/api/${target}${suffix}${search ? `?${search}` : ''}`
}

/** Malformed REST requests, generated with fast-check, never make the API fail (5xx); run by one test file per database. */
export function fuzzRestSuite(database: TestDatabase) {
  let payload: Payload
  let stop: () => Promise<void>
  let rest: Rest
  let editor: string

  beforeAll(async () => {
    ;({ payload, stop } = await startPayload(database))
    rest = restClient(payload)
    await createUser(payload, 'admin@example.vn', ['admin'])
    await createUser(payload, 'bien-tap@example.vn', ['editor'])
    editor = await logIn(rest, 'bien-tap@example.vn')
    const category = await payload.create({ collection: 'categories', data: { name: 'Mẹo hay' } })
    const tag = await payload.create({ collection: 'tags', data: { name: 'Android' } })
    const author = await payload.create({ collection: 'authors', data: { name: 'Minh Anh' } })
    await payload.create({
      collection: 'posts',
      data: {
        title: 'Chụp màn hình',
        content: richText('Bấm hai nút.'),
        categories: [category.id],
        tags: [tag.id],
        author: author.id,
        _status: 'published',
      },
    })
  })

  afterAll(async () => stop())

  it(`sorts by the documents' own fields only, refusing paths through a relationship with 400 (${database})`, async () => {
    const rejections: unknown[] = []
    const note = (reason: unknown) => rejections.push(reason)
    process.on('unhandledRejection', note)
    try {
      for (const token of [undefined, editor]) {
        for (const sort of ['author.user.sessions.id', '-author.name', 'categories.name,title', 'nope']) {
          const response = await rest('GET', `/api/posts?sort=${encodeURIComponent(sort)}`, { token })
          expect(response.status, sort).toBe(400)
          expect((await response.json()).errors[0].message).toMatch(/sort/)
        }
        for (const sort of ['-publishedAt', 'title,-id', 'seo.title', 'author'])
          expect((await rest('GET', `/api/posts?sort=${encodeURIComponent(sort)}`, { token })).status, sort).toBe(200)
      }
      await new Promise((resolve) => setTimeout(resolve, 50))
      expect(rejections).toEqual([])
    } finally {
      process.off('unhandledRejection', note)
    }
  })

  it(`answers malformed REST requests with 4xx, never 5xx (anonymous and editor, ${database})`, async () => {
    await fc.assert(
      fc.asyncProperty(request, async (sent) => {
        const [method] = sent.route
        const path = pathOf(sent)
        const writes = method === 'POST' || method === 'PATCH'
        const body = writes && sent.body !== null ? sent.body : undefined
        const upload = typeof body === 'object'
        const response = await rest(method, path, {
          token: sent.asEditor ? editor : undefined,
          body: upload ? uploadForm(body) : body,
          // FormData brings its own content type.
          headers: sent.contentType === null || upload ? {} : { 'content-type': sent.contentType },
        })
        const sentBody = upload ? `upload ${JSON.stringify(body)}` : (body ?? '')
        const shown = `${method} ${path} ${upload ? '' : (sent.contentType ?? '')} ${sentBody.slice(0, 300)} (${sent.asEditor ? 'editor' : 'anonymous'}) → ${response.status} ${(await response.text()).slice(0, 300)}`
        expect(response.status, shown).toBeLessThan(500)
      }),
      { numRuns: 400 },
    )
  })

  it(`answers drafts and documents naming any category, tag, author or image with 4xx, never 5xx (${database})`, async () => {
    const reference = fc.oneof(
      fc.jsonValue({ maxDepth: 1 }),
      fc.integer(),
      fc.constantFrom(1, 99999, -1, 2147483649, 'abc', '1', { id: 1 }, { relationTo: 'categories', value: 1 }),
    )
    const relations = fc.record(
      { categories: reference, tags: reference, author: reference, featuredImage: reference },
      { requiredKeys: [] },
    )
    await fc.assert(
      fc.asyncProperty(
        relations,
        fc.constantFrom('posts?draft=true', 'posts', 'pages?draft=true'),
        async (data, target) => {
          const response = await rest('POST', `/api/${target}`, {
            token: editor,
            body: { title: 'Liên kết lạ', ...data },
          })
          expect(
            response.status,
            `${target} ${JSON.stringify(data)} → ${response.status} ${(await response.text()).slice(0, 300)}`,
          ).toBeLessThan(500)
        },
      ),
      { numRuns: 150 },
    )
  })

  // Found by the property above on PostgreSQL: Payload lets a client send its own timestamps.
  it(`refuses a copy or a save with an unreadable timestamp with 400 and stores nothing (${database})`, async () => {
    const post = await payload.create({
      collection: 'posts',
      data: { title: 'Ngày giờ lạ', content: richText('Một đoạn.'), _status: 'published' },
    })
    const count = async () =>
      ((await (await rest('GET', '/api/posts/count?draft=true', { token: editor })).json()) as { totalDocs: number })
        .totalDocs
    const before = await count()
    for (const date of ['', 'hôm qua', '99999-99-99', '<script>alert(1)</script>', 12, { $gt: 1 }]) {
      for (const [method, path] of [
        ['POST', `/api/posts/${post.id}/duplicate`],
        ['POST', '/api/posts?draft=true'],
        ['PATCH', `/api/posts/${post.id}`],
      ] as const) {
        const response = await rest(method, path, {
          token: editor,
          body: { title: 'Ngày lạ', updatedAt: date, createdAt: date },
        })
        const shown = `${method} ${path} ${JSON.stringify(date)} → ${response.status}`
        expect(response.status, shown).toBe(400)
        expect(((await response.json()) as { errors: { message: string }[] }).errors[0].message, shown).toMatch(
          /ngày giờ hợp lệ/,
        )
      }
    }
    expect(await count()).toBe(before)
    const kept = await payload.findByID({ collection: 'posts', id: post.id })
    expect([kept.title, kept.updatedAt]).toEqual([post.title, post.updatedAt])
  })
}
