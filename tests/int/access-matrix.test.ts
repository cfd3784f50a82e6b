import type { CollectionSlug, Field, FlattenedField, Payload } from 'payload'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { User } from '@/payload-types'
import { createUser, startPayload } from './payload'
import { logIn, restClient, type Rest } from './rest'

/*
 * Who may do what, over REST, for every collection and global of the live Payload config (Payload's own included).
 * A collection or global without a row fails the test, so none can be added without deciding its rules here.
 *
 * Collections: five letters for read, create, update, delete, read versions.
 * Globals: three letters for read, update, read versions.
 *   y  yes, on every document (read: drafts too)
 *   o  own documents only: posts under the account's byline, media it uploaded, its own account or preferences,
 *      locks on documents it may edit (create: only with its own byline / on such a document)
 *   p  published documents only (read)
 *   -  refused
 *   .  no versions
 */
const collectionRules = {
  //                           anonymous  customer  author   editor   admin
  posts: ['p----', 'p----', 'yoooo', 'yyyyy', 'yyyyy'],
  pages: ['p----', 'p----', 'y---y', 'yyyyy', 'yyyyy'],
  templates: ['p----', 'p----', 'y---y', 'yyyyy', 'yyyyy'],
  popups: ['p----', 'p----', 'y---y', 'yyyyy', 'yyyyy'],
  categories: ['y---.', 'y---.', 'y---.', 'yyyy.', 'yyyy.'],
  // The shop's catalogue: visitors and customers see what is published; editors and administrators run the shop.
  products: ['p----', 'p----', 'y----', 'yyyyy', 'yyyyy'],
  'product-categories': ['y---.', 'y---.', 'y---.', 'yyyy.', 'yyyy.'],
  'product-tags': ['y---.', 'y---.', 'y---.', 'yyyy.', 'yyyy.'],
  // Orders: only the checkout makes them; an account reads the orders it placed; editors manage them, administrators delete.
  orders: ['----.', 'o---.', 'o---.', 'y-y-.', 'y-yy.'],
  // Coupons: shoppers only type a code at the checkout.
  coupons: ['----.', '----.', '----.', 'yyyy.', 'yyyy.'],
  // What downloadable products deliver: customers reach them only through their account's checked download links.
  'product-files': ['----.', '----.', '----.', 'yyyy.', 'yyyy.'],
  // Shoppers' carts: only the cart endpoints write them; administrators may look and delete.
  carts: ['----.', '----.', '----.', '----.', 'y--y.'],
  tags: ['y---.', 'y---.', 'yy--.', 'yyyy.', 'yyyy.'],
  authors: ['y---.', 'y---.', 'y---.', 'yyyy.', 'yyyy.'],
  media: ['y---.', 'y---.', 'yyoo.', 'yyyy.', 'yyyy.'],
  users: ['----.', 'o-o-.', 'o-o-.', 'o-o-.', 'yyyy.'],
  'button-clicks': ['----.', '----.', 'y---.', 'y---.', 'y--y.'],
  'button-click-days': ['----.', '----.', 'y---.', 'y---.', 'y--y.'],
  // Readers' personal details: editors and administrators only; only the form endpoint writes them.
  'form-submissions': ['----.', '----.', '----.', 'y-y-.', 'y-yy.'],
  'form-files': ['----.', '----.', '----.', 'y---.', 'y--y.'],
  subscribers: ['----.', '----.', '----.', 'y-y-.', 'y-yy.'],
  // Proof of readers' privacy choices: only POST /api/consent writes them; administrators read, nobody changes them.
  'consent-records': ['----.', '----.', '----.', '----.', 'y---.'],
  // Old addresses (docs/redirects.md): editors and administrators keep them; the front counts their hits.
  redirects: ['----.', '----.', '----.', 'yyyy.', 'yyyy.'],
  // The 404 log: only the front writes it; editors and administrators read it and clear rows.
  'not-found': ['----.', '----.', '----.', 'y--y.', 'y--y.'],
  'payload-locked-documents': ['----.', '----.', 'yooo.', 'yyyy.', 'yyyy.'],
  'payload-preferences': ['----.', 'oyoo.', 'oyoo.', 'oyoo.', 'oyoo.'],
  'payload-migrations': ['----.', '----.', '----.', '----.', '----.'],
  'payload-jobs': ['----.', '----.', '----.', '----.', '----.'],
  'payload-kv': ['----.', '----.', '----.', '----.', '----.'],
} satisfies Record<string, Rules>

const globalRules = {
  //                           anonymous  customer  author   editor   admin
  'site-settings': ['y-.', 'y-.', 'y-.', 'y-.', 'yy.'],
  navigation: ['y-.', 'y-.', 'y-.', 'yy.', 'yy.'],
  // Delivery and payment settings, keys included: the shop's staff only.
  'shop-settings': ['--.', '--.', '--.', 'yy.', 'yy.'],
  // The order number counter: only the checkout counts.
  'shop-counter': ['--.', '--.', '--.', '--.', '--.'],
  'payload-jobs-stats': ['--.', '--.', '--.', '--.', '--.'],
} satisfies Record<string, Rules>

/*
 * Who reads each field, for the collections whose documents hold something not every reader of them may see. Every
 * field of such a collection (inside groups and array rows too, by its path) needs its row, so a field cannot be added
 * without deciding who reads it; each is checked over REST, in the document and as a `where` filter.
 *   owner  whoever reads the document: its account, editors, administrators
 *   staff  editors and administrators only
 *   note   staff, and the account for the notes written to it (the rows of other notes are left out whole)
 *   none   nobody over the API (the checkout's own key; a field only written)
 */
type Reader = 'owner' | 'staff' | 'note' | 'none'
const orderAddress = (prefix: string, withEmail: boolean): Record<string, Reader> =>
  Object.fromEntries(
    [
      'fullName',
      'phone',
      ...(withEmail ? ['email'] : []),
      'province',
      'provinceName',
      'ward',
      'wardName',
      'street',
      'line',
      'previousLine',
    ].map((name) => [`${prefix}.${name}`, 'owner']),
  )
const fieldReaders: Record<string, Record<string, Reader>> = {
  orders: {
    number: 'owner',
    status: 'owner',
    // Typed by the editor with a status change, kept in `history.note`.
    statusNote: 'none',
    customer: 'owner',
    email: 'owner',
    'lines.id': 'owner',
    'lines.product': 'owner',
    'lines.variant': 'owner',
    'lines.name': 'owner',
    'lines.sku': 'owner',
    'lines.unitPrice': 'owner',
    'lines.quantity': 'owner',
    'lines.discount': 'owner',
    'lines.total': 'owner',
    'lines.virtual': 'owner',
    'lines.variantRowId': 'owner',
    'lines.stockManaged': 'owner',
    'coupons.id': 'owner',
    'coupons.code': 'owner',
    'coupons.discount': 'owner',
    'coupons.freeShipping': 'owner',
    'shipping.method': 'owner',
    'shipping.label': 'owner',
    'shipping.cost': 'owner',
    subtotal: 'owner',
    discountTotal: 'owner',
    shippingTotal: 'owner',
    total: 'owner',
    ...orderAddress('billing', true),
    shipToDifferentAddress: 'owner',
    ...orderAddress('shippingAddress', false),
    customerNote: 'owner',
    paymentMethod: 'owner',
    transactionId: 'owner',
    paidAt: 'owner',
    'foreignAmount.currency': 'owner',
    'foreignAmount.value': 'owner',
    'foreignAmount.rate': 'owner',
    'refunds.id': 'owner',
    'refunds.amount': 'owner',
    'refunds.reason': 'owner',
    'refunds.at': 'owner',
    'refunds.by': 'staff',
    'notes.id': 'note',
    'notes.text': 'note',
    'notes.toCustomer': 'note',
    'notes.by': 'staff',
    'notes.at': 'note',
    'history.id': 'owner',
    'history.from': 'owner',
    'history.to': 'owner',
    'history.by': 'staff',
    'history.at': 'owner',
    'history.note': 'staff',
    'downloads.id': 'owner',
    'downloads.product': 'owner',
    'downloads.name': 'owner',
    'downloads.file': 'owner',
    'downloads.remaining': 'owner',
    'downloads.count': 'owner',
    'downloads.expiresAt': 'owner',
    checkoutKey: 'none',
    orderKey: 'owner',
    stockHeld: 'owner',
    updatedAt: 'owner',
    createdAt: 'owner',
  },
}

type Rules = [string, string, string, string, string]
const roleNames = ['anonymous', 'customer', 'author', 'editor', 'admin'] as const
type RoleName = (typeof roleNames)[number]
type Grant = 'y' | 'o' | 'p' | '-' | '.'

let payload: Payload
let stop: () => Promise<void>
let rest: Rest
const accounts = {} as Record<Exclude<RoleName, 'anonymous'>, User>
const tokens = {} as Record<RoleName, string | undefined>
/** "Someone else": the owner of every document a role does not own. */
let someoneElse: User

beforeAll(async () => {
  ;({ payload, stop } = await startPayload())
  rest = restClient(payload)
  accounts.admin = await createUser(payload, 'quan-tri@example.vn', ['admin'])
  for (const role of ['customer', 'author', 'editor'] as const)
    accounts[role] = await createUser(payload, `${role}@example.vn`, [role])
  someoneElse = await createUser(payload, 'nguoi-khac@example.vn', ['author'])
  tokens.anonymous = undefined
  for (const role of ['customer', 'author', 'editor', 'admin'] as const)
    tokens[role] = await logIn(rest, accounts[role].email)
})

afterAll(async () => stop())

// ---------------------------------------------------------------------------------------------------------------
// Documents to act on. `owner` is whose document it is; `requester` who sends the request.

let counter = 0
const unique = () => `${Date.now().toString(36)}-${++counter}`
type ID = number | string
type Body = Record<string, unknown> | FormData

interface Fixture {
  /** Makes a document belonging to `owner` (published or not, where that applies) and returns its id. */
  make(owner: User, options?: { published?: boolean }): Promise<ID>
  /** A body for `POST /api/{slug}` that makes a document belonging to `owner`. */
  create(owner: User, requester: User | undefined): Promise<Body>
  /** A body for `PATCH /api/{slug}/{id}`. */
  patch(requester: User | undefined): Body
  /** Where to send DELETE, when Payload routes `/api/{slug}/{id}` elsewhere. */
  deletePath?: (id: ID) => string
}

/** Sample values for a collection's required fields (enough for the simple collections, any added later too). */
function sampleData(fields: Field[]): Record<string, unknown> {
  const data: Record<string, unknown> = {}
  for (const field of fields) {
    if (!('name' in field) || !('required' in field) || !field.required) continue
    const value = (() => {
      switch (field.type) {
        case 'text':
        case 'textarea':
        case 'email':
        case 'code':
          return `mau-${unique()}`
        case 'number':
          return counter
        case 'date':
          return new Date().toISOString()
        case 'checkbox':
          return true
        case 'json':
          return {}
        case 'select':
          return field.hasMany
            ? [field.options.map((o) => (typeof o === 'string' ? o : o.value))[0]]
            : field.options.map((o) => (typeof o === 'string' ? o : o.value))[0]
        default:
          throw new Error(
            `access matrix: no sample for required ${field.type} field "${field.name}"; give the collection a fixture`,
          )
      }
    })()
    data[field.name] = value
  }
  return data
}

const collectionFields = (slug: string) => payload.config.collections.find((c) => c.slug === slug)!.fields

const plainFixture = (slug: string): Fixture => ({
  make: async () =>
    (await payload.create({ collection: slug as CollectionSlug, data: sampleData(collectionFields(slug)) as never }))
      .id,
  create: async () => sampleData(collectionFields(slug)),
  patch: () => sampleData(collectionFields(slug)),
})

const bylines = new Map<ID, number>()
async function bylineOf(user: User): Promise<number> {
  if (!bylines.has(user.id))
    bylines.set(
      user.id,
      (await payload.create({ collection: 'authors', data: { name: `Tác giả ${unique()}`, user: user.id } })).id,
    )
  return bylines.get(user.id)!
}

const makePost = async (owner: User, published = false) =>
  (
    await payload.create({
      collection: 'posts',
      draft: !published,
      data: { title: `Bài ${unique()}`, author: await bylineOf(owner), _status: published ? 'published' : 'draft' },
    })
  ).id

/** A layout with one block: a popup is published only with content. */
const oneBlock = { root: { props: {} }, content: [{ type: 'Text', props: { id: 'chu', text: '<p>Chào bạn.</p>' } }] }
const builderFixture = (slug: 'pages' | 'templates' | 'popups'): Fixture => ({
  make: async (_, { published = false } = {}) =>
    (
      await payload.create({
        collection: slug,
        draft: !published,
        data: { title: `Mẫu ${unique()}`, layout: oneBlock, _status: published ? 'published' : 'draft' },
      })
    ).id,
  create: async () => ({ title: `Mẫu ${unique()}` }),
  patch: () => ({ title: `Sửa ${unique()}` }),
})

const png = () =>
  sharp({ create: { width: 4, height: 4, channels: 3, background: '#0b5cd5' } })
    .png()
    .toBuffer()
const asUser = (user: User) => ({ ...user, collection: 'users' as const })

const fixtures: Record<string, Fixture> = {
  'form-files': {
    make: async () => {
      const data = await png()
      return (
        await payload.create({
          collection: 'form-files',
          data: { originalName: 'a.png' },
          file: { data, name: `${unique()}.png`, mimetype: 'image/png', size: data.length },
        })
      ).id
    },
    create: async () => {
      const form = new FormData()
      form.append('file', new Blob([new Uint8Array(await png())], { type: 'image/png' }), 'anh.png')
      return form
    },
    patch: () => ({ originalName: `Sửa ${unique()}` }),
  },
  'product-files': {
    make: async () => {
      const { ebookPdf } = await import('@demo/ebook-pdf')
      const data = ebookPdf()
      return (
        await payload.create({
          collection: 'product-files',
          data: { title: 'Sách' },
          file: { data, name: 'sach.pdf', mimetype: 'application/pdf', size: data.length },
        })
      ).id
    },
    create: async () => {
      const { ebookPdf } = await import('@demo/ebook-pdf')
      const form = new FormData()
      form.append('file', new Blob([new Uint8Array(ebookPdf())], { type: 'application/pdf' }), 'sach.pdf')
      form.append('_payload', JSON.stringify({ title: 'Sách mới' }))
      return form
    },
    patch: () => ({ title: `Sửa ${unique()}` }),
  },
  orders: {
    make: async (owner) =>
      (
        await payload.create({
          collection: 'orders',
          data: {
            number: `TT-${unique()}`,
            email: `khach-${unique()}@vidu.vn`,
            customer: owner.id,
            subtotal: 100_000,
            total: 100_000,
            status: 'pending',
          },
        })
      ).id,
    create: async () => ({ number: `TT-${unique()}`, email: 'khach@vidu.vn', subtotal: 1, total: 1 }),
    patch: () => ({ customerNote: `Sửa ${unique()}` }),
  },
  coupons: {
    make: async () =>
      (
        await payload.create({
          collection: 'coupons',
          data: { code: `MA${unique()}`, discountType: 'percent', amount: 10 },
        })
      ).id,
    create: async () => ({ code: `MOI${unique()}`, discountType: 'fixed_cart', amount: 20_000 }),
    patch: () => ({ description: `Sửa ${unique()}` }),
  },
  subscribers: {
    make: async () =>
      (
        await payload.create({
          collection: 'subscribers',
          data: { email: `doc-gia-${unique()}@vidu.vn`, status: 'pending' },
        })
      ).id,
    create: async () => ({ email: `moi-${unique()}@vidu.vn` }),
    patch: () => ({ status: 'confirmed' }),
  },
  posts: {
    make: (owner, { published = false } = {}) => makePost(owner, published),
    create: async (owner) => ({ title: `Bài ${unique()}`, author: await bylineOf(owner) }),
    patch: () => ({ title: `Sửa ${unique()}` }),
  },
  carts: {
    make: async () =>
      (await payload.create({ collection: 'carts', data: { token: `t-${unique()}`, items: [] }, overrideAccess: true }))
        .id,
    create: async () => ({ token: `t-${unique()}`, items: [] }),
    patch: () => ({ items: [] }),
  },
  products: {
    make: async (_, { published = false } = {}) =>
      (
        await payload.create({
          collection: 'products',
          draft: !published,
          data: {
            name: `Sản phẩm ${unique()}`,
            regularPrice: 100_000,
            productType: 'simple',
            stockStatus: 'instock',
            _status: published ? 'published' : 'draft',
          },
        })
      ).id,
    create: async () => ({ name: `Sản phẩm ${unique()}`, regularPrice: 100_000 }),
    patch: () => ({ name: `Sửa ${unique()}` }),
  },
  pages: builderFixture('pages'),
  templates: builderFixture('templates'),
  popups: builderFixture('popups'),
  media: {
    make: async (owner) => {
      const data = await png()
      return (
        await payload.create({
          collection: 'media',
          data: { alt: 'Ảnh' },
          user: asUser(owner),
          file: { data, name: 'a.png', mimetype: 'image/png', size: data.length },
        })
      ).id
    },
    create: async () => {
      const form = new FormData()
      form.append('file', new Blob([new Uint8Array(await png())], { type: 'image/png' }), 'anh.png')
      form.append('_payload', JSON.stringify({ alt: 'Ảnh' }))
      return form
    },
    patch: () => ({ alt: `Sửa ${unique()}` }),
  },
  users: {
    // An account owns itself; anyone else's account is a new one (deleting it harms no other test).
    make: async (owner) =>
      owner === someoneElse
        ? (await createUser(payload, `tai-khoan-${unique()}@example.vn`, ['customer'])).id
        : owner.id,
    create: async () => ({ email: `moi-${unique()}@example.vn`, password: 'mat-khau-du-dai-123', roles: ['customer'] }),
    patch: () => ({ name: `Tên ${unique()}` }),
  },
  'payload-locked-documents': {
    make: async (owner) =>
      (
        await payload.create({
          collection: 'payload-locked-documents',
          data: {
            document: { relationTo: 'posts', value: Number(await makePost(owner)) },
            user: { relationTo: 'users', value: owner.id },
          },
        })
      ).id,
    create: async (owner, requester) => ({
      document: { relationTo: 'posts', value: await makePost(owner) },
      user: requester && { relationTo: 'users', value: requester.id },
    }),
    patch: (requester) => ({ user: requester && { relationTo: 'users', value: requester.id } }),
  },
  'payload-preferences': {
    make: async (owner) =>
      (
        await payload.create({
          collection: 'payload-preferences',
          data: { key: `khoa-${unique()}`, value: {} } as never,
          user: asUser(owner),
        })
      ).id,
    create: async () => ({ key: `khoa-${unique()}`, value: { a: 1 } }),
    patch: () => ({ value: { a: 2 } }),
    // Payload answers `DELETE /api/payload-preferences/{key}` with its own per-user handler; by id means the list.
    deletePath: (id) => `/api/payload-preferences?where[id][equals]=${id}`,
  },
  'payload-jobs': {
    make: async () =>
      (
        await payload.jobs.queue({
          task: 'schedulePublish',
          input: { type: 'publish', global: 'navigation' },
          waitUntil: new Date(Date.now() + 864e5),
        })
      ).id,
    create: async () => ({ taskSlug: 'schedulePublish', input: {} }),
    patch: () => ({ queue: 'khac' }),
  },
}
const fixtureOf = (slug: string) => fixtures[slug] ?? plainFixture(slug)

// ---------------------------------------------------------------------------------------------------------------
// Sending the requests and reading the answers.

type Problems = string[]

/** A refusal: not allowed, not found, or (Payload's own collections without REST routes) not implemented. */
const refusedStatuses = [401, 403, 404, 501]
async function expectAllowed(problems: Problems, what: string, response: Response) {
  if (!response.ok)
    problems.push(`${what}: expected 2xx, got ${response.status} ${(await response.text()).slice(0, 200)}`)
}
function expectRefused(problems: Problems, what: string, response: Response, alsoRefusing: number[] = []) {
  if (![...refusedStatuses, ...alsoRefusing].includes(response.status))
    problems.push(`${what}: expected a refusal, got ${response.status}`)
}

/** Whether a list query for the document answers it (how an attacker reads: `where` on the list). */
async function canRead(slug: string, id: ID, token: string | undefined): Promise<boolean> {
  const response = await rest('GET', `/api/${slug}?where[id][equals]=${id}&depth=0`, { token })
  if (response.ok) return ((await response.json()).docs as { id: ID }[]).some((doc) => String(doc.id) === String(id))
  if (!refusedStatuses.includes(response.status)) throw new Error(`GET /api/${slug} answered ${response.status}`)
  return false
}

/** Sends the delete and answers whether the document is gone. */
async function deletes(slug: string, id: ID, token: string | undefined): Promise<boolean> {
  const response = await rest('DELETE', fixtureOf(slug).deletePath?.(id) ?? `/api/${slug}/${id}`, { token })
  if (response.status >= 500 && response.status !== 501) throw new Error(`DELETE ${slug} answered ${response.status}`)
  return (await payload.count({ collection: slug as CollectionSlug, where: { id: { equals: id } } })).totalDocs === 0
}

async function versionCount(slug: string, id: ID, token: string | undefined): Promise<number> {
  const response = await rest('GET', `/api/${slug}/versions?where[parent][equals]=${id}`, { token })
  if (response.ok) return ((await response.json()).docs as unknown[]).length
  if (!refusedStatuses.includes(response.status)) throw new Error(`versions of ${slug} answered ${response.status}`)
  return 0
}

async function checkCollection(slug: string, role: RoleName, rules: string): Promise<Problems> {
  const problems: Problems = []
  const fixture = fixtureOf(slug)
  const token = tokens[role]
  const requester = role === 'anonymous' ? undefined : accounts[role]
  const self = requester ?? someoneElse
  const [read, create, update, remove, versions] = rules.split('') as Grant[]

  // read
  const reads = async (owner: User, published = false) => canRead(slug, await fixture.make(owner, { published }), token)
  if (read === 'y' && !(await reads(someoneElse)))
    problems.push('read another’s document (a draft where there are drafts): expected it')
  if (read === 'p') {
    if (!(await reads(someoneElse, true))) problems.push('read a published document: expected it')
    if (await reads(someoneElse)) problems.push('read a draft: expected nothing')
  }
  if (read === 'o') {
    if (!(await reads(self))) problems.push('read own document: expected it')
    if (await reads(someoneElse)) problems.push('read another’s document: expected nothing')
  }
  if (read === '-' && (await reads(self))) problems.push('read own document: expected nothing')

  // create
  const post = async (owner: User) =>
    rest('POST', `/api/${slug}`, { token, body: await fixture.create(owner, requester) })
  if (create === 'y') await expectAllowed(problems, 'create for another', await post(someoneElse))
  // A byline that is not one's own is refused as bad input (400, with the reason).
  if (create === 'o') {
    await expectAllowed(problems, 'create own', await post(self))
    expectRefused(problems, 'create for another', await post(someoneElse), [400])
  }
  if (create === '-') expectRefused(problems, 'create own', await post(self))

  // update
  const patch = async (owner: User) =>
    rest('PATCH', `/api/${slug}/${await fixture.make(owner)}`, { token, body: fixture.patch(requester) })
  if (update === 'y') await expectAllowed(problems, 'update another’s document', await patch(someoneElse))
  if (update === 'o') {
    await expectAllowed(problems, 'update own document', await patch(self))
    expectRefused(problems, 'update another’s document', await patch(someoneElse))
  }
  if (update === '-') expectRefused(problems, 'update own document', await patch(self))

  // delete
  const removes = async (owner: User) => deletes(slug, await fixture.make(owner), token)
  if (remove === 'y' && !(await removes(someoneElse))) problems.push('delete another’s document: expected it gone')
  if (remove === 'o') {
    if (!(await removes(self))) problems.push('delete own document: expected it gone')
    if (await removes(someoneElse)) problems.push('delete another’s document: expected it kept')
  }
  if (remove === '-' && (await removes(self))) problems.push('delete own document: expected it kept')

  // versions
  if (versions === 'y' && (await versionCount(slug, await fixture.make(someoneElse), token)) === 0)
    problems.push('versions of another’s document: expected some')
  if (versions === 'o') {
    if ((await versionCount(slug, await fixture.make(self), token)) === 0)
      problems.push('versions of own document: expected some')
    if ((await versionCount(slug, await fixture.make(someoneElse), token)) > 0)
      problems.push('versions of another’s document: expected none')
  }
  if (versions === '-' && (await versionCount(slug, await fixture.make(self), token)) > 0)
    problems.push('versions of own document: expected none')
  return problems
}

async function checkGlobal(slug: string, role: RoleName, rules: string): Promise<Problems> {
  const problems: Problems = []
  const token = tokens[role]
  const [read, update, versions] = rules.split('') as Grant[]
  const global = payload.config.globals.find((g) => g.slug === slug)!
  const readResponse = await rest('GET', `/api/globals/${slug}`, { token })
  if (read === 'y') await expectAllowed(problems, 'read', readResponse)
  else expectRefused(problems, 'read', readResponse)
  const updateResponse = await rest('POST', `/api/globals/${slug}`, { token, body: sampleData(global.fields) })
  if (update === 'y') await expectAllowed(problems, 'update', updateResponse)
  else expectRefused(problems, 'update', updateResponse)
  if (versions !== '.') {
    const response = await rest('GET', `/api/globals/${slug}/versions`, { token })
    const count = response.ok ? (await response.json()).docs.length : 0
    if (versions === 'y' && count === 0) problems.push('versions: expected some')
    if (versions === '-' && count > 0) problems.push('versions: expected none')
  }
  return problems
}

// ---------------------------------------------------------------------------------------------------------------
// Who reads each field (fieldReaders).

/** The path of every field that holds data (inside groups, named tabs and array rows), as `where` names it. */
function fieldPaths(fields: FlattenedField[], prefix = ''): string[] {
  return fields.flatMap((field) => {
    const path = `${prefix}${field.name}`
    if (field.type === 'group' || field.type === 'tab' || field.type === 'array')
      return fieldPaths(field.flattenedFields, `${path}.`)
    return field.type === 'join' ? [] : [path]
  })
}

/** Whether a document read over REST holds the field at `segments` (in any row of an array). */
function holds(value: unknown, segments: string[]): boolean {
  if (!segments.length) return true
  if (Array.isArray(value)) return value.some((row) => holds(row, segments))
  if (typeof value !== 'object' || value === null || !(segments[0] in value)) return false
  return holds((value as Record<string, unknown>)[segments[0]], segments.slice(1))
}

/** Documents with every field filled (array rows, group fields), owned by `owner`; for a note rule, one note of each kind. */
const filledDocuments: Record<string, (owner: User) => Promise<ID>> = {
  orders: async (owner) => {
    const at = new Date().toISOString()
    const address = {
      fullName: 'Nguyễn Văn An',
      phone: '+84912345678',
      province: '01',
      provinceName: 'Thành phố Hà Nội',
      ward: '00070',
      wardName: 'Phường Hoàn Kiếm',
      street: '1 Lý Thái Tổ',
      previousLine: '1 Lý Thái Tổ, Phường Tràng Tiền, Quận Hoàn Kiếm, Thành phố Hà Nội',
    }
    const data = {
      number: `TT-${unique()}`,
      status: 'processing',
      customer: owner.id,
      email: owner.email,
      lines: [
        {
          name: 'Ốp lưng',
          variant: 'den',
          sku: 'OP-1',
          unitPrice: 100_000,
          quantity: 1,
          discount: 0,
          total: 100_000,
          virtual: false,
          variantRowId: 'v1',
          stockManaged: true,
        },
      ],
      coupons: [{ code: 'GIAM10', discount: 10_000, freeShipping: false }],
      shipping: { method: 'flat_rate', label: 'Giao tận nơi', cost: 20_000 },
      subtotal: 100_000,
      discountTotal: 10_000,
      shippingTotal: 20_000,
      total: 110_000,
      billing: { ...address, email: owner.email, line: 'Hà Nội' },
      shipToDifferentAddress: true,
      shippingAddress: { ...address, line: 'Hà Nội' },
      customerNote: 'Giao giờ hành chính',
      paymentMethod: 'paypal',
      transactionId: `GD-${unique()}`,
      paidAt: at,
      foreignAmount: { currency: 'USD', value: '4.40', rate: 25_000 },
      refunds: [{ amount: 10_000, reason: 'Giao thiếu', at, by: 'Biên tập viên' }],
      notes: [
        { text: 'Ghi chú riêng của cửa hàng', toCustomer: false, by: 'Biên tập viên', at },
        { text: 'Đơn đã đóng gói', toCustomer: true, by: 'Biên tập viên', at },
      ],
      history: [{ from: 'Chờ thanh toán', to: 'Đang xử lý', by: 'Biên tập viên', at, note: 'Đã gọi khách' }],
      downloads: [{ name: 'Sách.pdf', remaining: 3, count: 0, expiresAt: at }],
      checkoutKey: `ck-${unique()}`,
      orderKey: `wc_order_${unique()}`,
      stockHeld: true,
    }
    return (await payload.create({ collection: 'orders', data: data as never })).id
  },
}

/** Whether `role` reads a field with `reader` in a document of `owner` (a note's fields: in the notes to the owner). */
function readsField(reader: Reader, role: RoleName, ownsIt: boolean): boolean {
  const staff = role === 'editor' || role === 'admin'
  if (reader === 'none') return false
  if (reader === 'staff') return staff
  return staff || (ownsIt && role !== 'anonymous')
}

async function checkFields(slug: string, role: RoleName): Promise<Problems> {
  const problems: Problems = []
  const token = tokens[role]
  const staff = role === 'editor' || role === 'admin'
  const owner = staff || role === 'anonymous' ? someoneElse : accounts[role]
  const id = await filledDocuments[slug](owner)
  const response = await rest('GET', `/api/${slug}/${id}?depth=0`, { token })
  if (!response.ok) return role === 'anonymous' ? [] : [`read the document: got ${response.status}`]
  const doc = (await response.json()) as Record<string, unknown>
  for (const [path, reader] of Object.entries(fieldReaders[slug])) {
    const reads = readsField(reader, role, !staff)
    if (holds(doc, path.split('.')) !== reads)
      problems.push(`${path} (${reader}): ${reads ? 'expected it in the document' : 'left out expected'}`)
    // Filtering by a field tells of its values: only its readers may (a note's fields: staff only, there is no row to look at).
    const queries = reads && reader !== 'note' ? true : staff && reader === 'note'
    const filtered = await rest('GET', `/api/${slug}?where[${path}][exists]=true&depth=0`, { token })
    if (filtered.status >= 500 || filtered.ok !== queries)
      problems.push(
        `${path} (${reader}) in where: ${queries ? 'expected it' : 'expected a refusal'}, got ${filtered.status}`,
      )
  }
  const noteRows = Object.entries(fieldReaders[slug])
    .filter(([, reader]) => reader === 'note')
    .map(([path]) => path.split('.')[0])
  for (const array of new Set(noteRows)) {
    const rows = (doc[array] ?? []) as { toCustomer?: boolean }[]
    const expected = staff ? 2 : 1
    if (rows.length !== expected || (!staff && rows.some((row) => row.toCustomer !== true)))
      problems.push(
        `${array}: expected ${expected} rows${staff ? '' : ', the notes to the account only'}, got ${JSON.stringify(rows)}`,
      )
  }
  return problems
}

// ---------------------------------------------------------------------------------------------------------------

describe('access matrix', () => {
  it('has one row for every collection and global of the config, and versions marked where they exist', () => {
    const collections = payload.config.collections.map(({ slug }) => slug).sort()
    const globals = payload.config.globals.map(({ slug }) => slug).sort()
    expect(
      Object.keys(collectionRules).sort(),
      'collections without a row in collectionRules (or rows without a collection)',
    ).toEqual(collections)
    expect(Object.keys(globalRules).sort(), 'globals without a row in globalRules (or rows without a global)').toEqual(
      globals,
    )
    for (const { slug, versions } of [...payload.config.collections, ...payload.config.globals]) {
      const rules: Rules =
        (collectionRules as Record<string, Rules>)[slug] ?? (globalRules as Record<string, Rules>)[slug]
      for (const cell of rules)
        expect(cell.endsWith('.'), `${slug}: the last letter says whether it has versions`).toBe(!versions)
    }
  })

  describe.each(Object.entries(collectionRules))('collection %s', (slug, rules) => {
    it.each(roleNames.map((role, i) => [role, rules[i]]))('%s: %s', async (role, cell) => {
      expect(await checkCollection(slug, role, cell)).toEqual([])
    })
  })

  it('states who reads every field of the collections in fieldReaders', () => {
    for (const [slug, readers] of Object.entries(fieldReaders)) {
      const fields = payload.config.collections.find((collection) => collection.slug === slug)!.flattenedFields
      expect(
        Object.keys(readers).sort(),
        `${slug}: fields without a row in fieldReaders (or rows without a field)`,
      ).toEqual(fieldPaths(fields).sort())
      expect(filledDocuments[slug], `${slug}: a filled document to check its fields on`).toBeDefined()
    }
  })

  describe.each(Object.keys(fieldReaders))('fields of %s', (slug) => {
    it.each(roleNames)('%s', async (role) => {
      expect(await checkFields(slug, role)).toEqual([])
    })
  })

  describe.each(Object.entries(globalRules))('global %s', (slug, rules) => {
    it.each(roleNames.map((role, i) => [role, rules[i]]))('%s: %s', async (role, cell) => {
      expect(await checkGlobal(slug, role, cell)).toEqual([])
    })
  })
})
