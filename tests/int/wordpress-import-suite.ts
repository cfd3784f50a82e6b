import fs from 'node:fs'
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import os from 'node:os'
import path from 'node:path'
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { ImportReport } from '@/wordpress/rules/import/report'
import { startPayload, type TestDatabase } from './payload'

const FIXTURES = path.resolve('tests/fixtures/wordpress')
const EXPORT = path.join(FIXTURES, 'export-1.2.xml')
const UPLOADS = path.join(FIXTURES, 'uploads')
/** The import's clock: the export's scheduled post (2024-09-01) is ahead of it. */
const NOW = new Date('2024-06-01T00:00:00Z')

/** Every document of a collection (drafts too), by slug. */
async function bySlug(payload: Payload, collection: 'posts' | 'pages' | 'categories' | 'tags' | 'authors') {
  const { docs } = await payload.find({ collection, limit: 100, depth: 0, draft: true, overrideAccess: true })
  return new Map(docs.map((doc) => [doc.slug as string, doc as unknown as Record<string, unknown> & { id: number }]))
}

async function totals(payload: Payload) {
  const collections = [
    'posts',
    'pages',
    'categories',
    'tags',
    'authors',
    'media',
    'product-categories',
    'products',
    'coupons',
    'redirects',
  ] as const
  const counts = await Promise.all(
    collections.map((collection) => payload.count({ collection, overrideAccess: true }).then((c) => c.totalDocs)),
  )
  return Object.fromEntries(collections.map((collection, index) => [collection, counts[index]]))
}

/**
 * The WordPress import on a real database (docs/import.md, Importing): what the fixture export becomes, that a second
 * run changes nothing, that a slug of ours is kept, and that media on a private address or disguised are refused.
 */
export function wordpressImportSuite(database: TestDatabase) {
  let payload: Payload
  let stop: () => Promise<void>
  let importWordPress: typeof import('@/wordpress/server/import/import-export').importWordPress
  let ourPageId: number
  let first: ImportReport

  beforeAll(async () => {
    ;({ payload, stop } = await startPayload(database))
    ;({ importWordPress } = await import('@/wordpress/server/import/import-export'))
    const ours = await payload.create({
      collection: 'pages',
      data: { title: 'Giới thiệu của chúng tôi', slug: 'gioi-thieu', _status: 'published' },
      overrideAccess: true,
    })
    ourPageId = ours.id
    first = await importWordPress(payload, EXPORT, { media: UPLOADS, now: NOW })
  }, 60_000)

  afterAll(async () => {
    await stop()
  })

  it('counts what it found and imported, per kind, and says what it skipped', () => {
    expect(first.site).toBe('https://thuthuat.example')
    expect(first.counts.author).toEqual({ found: 2, imported: 2, existing: 0, skipped: 0, failed: 0 })
    expect(first.counts.category).toMatchObject({ found: 3, imported: 3 })
    expect(first.counts.post_tag).toMatchObject({ found: 2, imported: 2 })
    expect(first.counts.product_cat).toMatchObject({ found: 1, imported: 1 })
    expect(first.counts.attachment).toMatchObject({ found: 1, imported: 1, failed: 0 })
    expect(first.counts.post).toEqual({ found: 5, imported: 5, existing: 0, skipped: 0, failed: 0 })
    expect(first.counts.page).toMatchObject({ found: 2, imported: 2 })
    expect(first.counts.nav_menu).toEqual({ found: 1, imported: 1, existing: 0, skipped: 0, failed: 0 })
    expect(first.media).toEqual({ fetched: 1, failed: 0 })
  })

  it('stores posts with their title, slug, status, date, terms, author, featured image and sticky flag', async () => {
    const posts = await bySlug(payload, 'posts')
    const categories = await bySlug(payload, 'categories')
    const tags = await bySlug(payload, 'tags')
    const authors = await bySlug(payload, 'authors')
    const post = posts.get('cach-chup-man-hinh-iphone')!
    expect(post).toMatchObject({
      title: 'Cách chụp màn hình iPhone',
      _status: 'published',
      publishedAt: '2024-05-03T01:30:00.000Z',
      excerpt: 'Hai nút, một giây: ảnh màn hình đã nằm trong thư viện.',
      featured: true,
      author: authors.get('bientap')!.id,
      categories: [categories.get('dien-thoai')!.id],
    })
    expect(authors.get('bientap')!.name).toBe('Nguyễn Thị Lan')
    expect(post.tags).toEqual(expect.arrayContaining([tags.get('iphone')!.id, tags.get('meo-hay')!.id]))
    const media = await payload.findByID({ collection: 'media', id: post.featuredImage as number, depth: 0 })
    expect(media).toMatchObject({ title: 'Ảnh chụp màn hình', mimeType: 'image/jpeg' })
    // Its content, converted: the text, and its resized image pointing at the imported original.
    const content = JSON.stringify(post.content)
    expect(content).toContain('Nhấn đồng thời nút ')
    expect(content).toMatch(new RegExp(`"type":"upload"[^}]*"value":${media.id}\\b`))

    // future → published at its date ahead (scheduled); draft and private → draft (private noted).
    expect(posts.get('iphone-16-sap-ra-mat')).toMatchObject({
      _status: 'published',
      publishedAt: '2024-09-01T01:00:00.000Z',
    })
    expect(posts.get('ban-nhap-cach-tiet-kiem-pin')).toMatchObject({ _status: 'draft', publishedAt: null })
    expect(posts.get('ghi-chu-noi-bo')).toMatchObject({ _status: 'draft' })
    expect(first.lines).toContainEqual(expect.objectContaining({ kind: 'post', wpKey: '13', outcome: 'note' }))
  })

  it('keeps categories under their parents', async () => {
    const categories = await bySlug(payload, 'categories')
    expect(categories.get('dien-thoai')!.parent).toBe(categories.get('thu-thuat')!.id)
    expect(categories.get('thu-thuat')!.parent ?? null).toBeNull()
    expect(categories.get('tin-tuc')!.description).toBe('Tin công nghệ mới nhất')
  })

  it("brings the shop's variable product with its variant, and its coupon; orders are said to be elsewhere", async () => {
    expect(first.counts.product).toEqual({ found: 1, imported: 1, existing: 0, skipped: 0, failed: 0 })
    expect(first.counts.shop_coupon).toMatchObject({ found: 1, imported: 1 })
    const { docs: products } = await payload.find({ collection: 'products', depth: 0, overrideAccess: true })
    const [category] = (await payload.find({ collection: 'product-categories', depth: 0, overrideAccess: true })).docs
    expect(products).toHaveLength(1)
    expect(products[0]).toMatchObject({
      name: 'Sạc nhanh 20W',
      slug: 'sac-nhanh-20w',
      productType: 'variable',
      sku: 'SAC-20W',
      categories: [category.id],
      options: [{ name: 'Mau sac', values: ['Đỏ'] }],
      variants: [
        { optionValues: ['Đỏ'], sku: 'SAC-20W-DO', regularPrice: 250000, salePrice: 199000, stockQuantity: 5 },
      ],
      _status: 'published',
    })
    expect(products[0].images).toHaveLength(1)
    const [coupon] = (await payload.find({ collection: 'coupons', depth: 0, overrideAccess: true })).docs
    // Codes are kept as the shop writes them: customers may type either case.
    expect(coupon).toMatchObject({ code: 'GIAMGIA10', discountType: 'percent', amount: 10, minSpend: 200000 })
    const { docs } = await payload.find({ collection: 'redirects', limit: 100, depth: 0, overrideAccess: true })
    expect(docs.find((redirect) => redirect.from === '/product/sac-nhanh-20w')?.to).toBe('/san-pham/sac-nhanh-20w')
    expect(first.lines).toContainEqual(expect.objectContaining({ kind: 'shop_order', outcome: 'skipped' }))
  })

  it("makes the export's menu our main menu, its links to the imported content", async () => {
    const { main } = await payload.findGlobal({ slug: 'navigation', depth: 0, overrideAccess: true })
    const category = (await bySlug(payload, 'categories')).get('thu-thuat')
    expect(main).toMatchObject([
      {
        kind: 'content',
        target: { relationTo: 'categories', value: category?.id },
        label: 'Thủ thuật',
        url: '/chuyen-muc/thu-thuat',
        children: [{ kind: 'custom', label: 'Liên hệ', url: '/lien-he' }],
      },
    ])
  })

  it("lays out an Elementor page from its layout, and another page's content as a text block", async () => {
    const pages = await bySlug(payload, 'pages')
    const home = pages.get('trang-chu')!.layout as { content: { type: string }[] }
    expect(home.content.length).toBeGreaterThan(0)
    expect(JSON.stringify(home)).toContain('Heading')
    const about = JSON.stringify(pages.get('gioi-thieu-2')!.layout)
    expect(about).toContain('Chúng tôi viết mẹo cho người dùng điện thoại.')
    expect(about).not.toContain('[caption')
  })

  it('keeps our page on a slug it takes, and suffixes the imported one', async () => {
    const pages = await bySlug(payload, 'pages')
    expect(pages.get('gioi-thieu')).toMatchObject({ id: ourPageId, title: 'Giới thiệu của chúng tôi' })
    expect(pages.get('gioi-thieu-2')).toMatchObject({ title: 'Giới thiệu', _status: 'published' })
    expect(first.lines).toContainEqual({
      kind: 'page',
      wpKey: '20',
      outcome: 'note',
      message: expect.stringContaining('“gioi-thieu-2”'),
    })
  })

  it('keeps old addresses working: query forms, permalinks, renamed slugs and uploads', async () => {
    const { docs } = await payload.find({ collection: 'redirects', limit: 100, depth: 0, overrideAccess: true })
    const to = Object.fromEntries(docs.map((redirect) => [redirect.from, redirect.to]))
    expect(to['/?p=10']).toBe('/cach-chup-man-hinh-iphone')
    expect(to['/2024/05/03/cach-chup-man-hinh-iphone']).toBe('/cach-chup-man-hinh-iphone')
    expect(to['/2024/05/03/chup-man-hinh-iphone']).toBe('/cach-chup-man-hinh-iphone')
    expect(to['/?page_id=20']).toBe('/gioi-thieu-2')
    // Our page keeps its address; a draft had none.
    expect(to['/gioi-thieu']).toBeUndefined()
    expect(to['/?p=12']).toBeUndefined()
    const media = (await payload.find({ collection: 'media', limit: 1, depth: 0, overrideAccess: true })).docs[0]
    expect(to['/wp-content/uploads/2024/05/chup-man-hinh.jpg']).toBe(media.url)
    expect(first.redirects).toBe(docs.length)
    expect(docs.every((redirect) => redirect.status === '301')).toBe(true)
  })

  it('changes nothing when the same export is imported again', async () => {
    const before = await totals(payload)
    const ids = [...(await bySlug(payload, 'posts')).values()].map((post) => post.id).sort()
    const again = await importWordPress(payload, EXPORT, { media: UPLOADS, now: NOW })
    expect(await totals(payload)).toEqual(before)
    expect([...(await bySlug(payload, 'posts')).values()].map((post) => post.id).sort()).toEqual(ids)
    expect(again.counts.post).toEqual({ found: 5, imported: 0, existing: 5, skipped: 0, failed: 0 })
    expect(again.counts.attachment).toMatchObject({ imported: 0, existing: 1 })
    expect(again.counts.author).toMatchObject({ imported: 0, existing: 2 })
    expect(again.counts.product).toMatchObject({ imported: 0, existing: 1 })
    expect(again.counts.nav_menu).toMatchObject({ imported: 0, existing: 1 })
    expect(again.counts.shop_coupon).toMatchObject({ imported: 0, existing: 1 })
    expect(again.lines.filter((line) => line.outcome === 'note')).toEqual([])
    expect(again.redirects).toBe(0)
  })

  it('imports the export of a stock WordPress 6.1 without a failure', async () => {
    const stock = await importWordPress(payload, path.join(FIXTURES, 'stock-wordpress-6.1.xml'), { media: UPLOADS })
    // The same site as the fixture export (https://thuthuat.example): four of its post ids are already imported.
    expect(stock.counts.post).toEqual({ found: 9, imported: 5, existing: 4, skipped: 0, failed: 0 })
    expect(stock.counts.attachment).toMatchObject({ found: 3, failed: 0 })
    expect(stock.counts.category).toMatchObject({ found: 6, failed: 0 })
    expect(stock.lines.filter((line) => line.outcome === 'failed')).toEqual([])
    // Its Elementor header and popup, with where they show and when the popup opens.
    expect(stock.counts.elementor_library).toMatchObject({ found: 2, imported: 2 })
    const [header] = (await payload.find({ collection: 'templates', depth: 0, overrideAccess: true })).docs
    expect(header).toMatchObject({ title: 'Đầu trang chính', kind: 'header', _status: 'published' })
    expect(header.conditions?.map(({ mode, scope }) => `${mode} ${scope}`)).toEqual(['include site'])
    const [popup] = (await payload.find({ collection: 'popups', depth: 0, overrideAccess: true })).docs
    expect(popup).toMatchObject({ title: 'Đăng ký nhận mẹo hay', _status: 'published' })
    expect(popup.triggers).toMatchObject({ page_load: true })
  }, 30_000)

  describe('media it must not take', () => {
    let report: ImportReport

    beforeAll(async () => {
      report = await importWordPress(payload, path.join(FIXTURES, 'media-checks.xml'), { media: UPLOADS, now: NOW })
    }, 30_000)

    it('never fetches an image on a private address, and says so', () => {
      expect(report.lines).toContainEqual({
        kind: 'attachment',
        wpKey: '100',
        outcome: 'failed',
        message: 'Không tải ảnh từ địa chỉ nội bộ: http://10.0.0.5/anh/noi-bo.jpg',
      })
    })

    it('refuses a file that is not what its extension says, and skips what the library does not keep', () => {
      expect(report.lines).toContainEqual(
        expect.objectContaining({ wpKey: '101', outcome: 'failed', message: expect.stringContaining('anh-gia.jpg') }),
      )
      expect(report.lines).toContainEqual(expect.objectContaining({ wpKey: '102', outcome: 'skipped' }))
      expect(report.counts.attachment).toEqual({ found: 3, imported: 0, existing: 0, skipped: 1, failed: 2 })
      expect(report.media).toEqual({ fetched: 0, failed: 2 })
    })

    it('imports the post without the image it could not take, noted', async () => {
      const post = (await bySlug(payload, 'posts')).get('dung-zalo-an-toan')!
      expect(post).toMatchObject({ title: 'Dùng Zalo an toàn hơn với ba bước', featuredImage: null })
      expect(post.excerpt).toBe('Ba bước & năm phút.')
      expect(report.lines).toContainEqual(expect.objectContaining({ kind: 'post', wpKey: '200', outcome: 'note' }))
    })
  })

  describe('media fetched from the old site', () => {
    let server: http.Server
    let asked: Record<string, number>
    let exportFile: string
    let report: ImportReport
    const siteUrl = process.env.SITE_URL

    beforeAll(async () => {
      asked = {}
      const jpeg = fs.readFileSync(path.join(UPLOADS, '2024/05/chup-man-hinh.jpg'))
      server = http.createServer((request, response) => {
        const url = request.url ?? ''
        asked[url] = (asked[url] ?? 0) + 1
        // The first try of `tam-loi.jpg` meets a server error; `luon-loi.jpg` always does.
        if (url.endsWith('luon-loi.jpg') || (url.endsWith('tam-loi.jpg') && asked[url] === 1)) {
          response.writeHead(503).end()
        } else response.writeHead(200, { 'Content-Type': 'image/jpeg' }).end(jpeg)
      })
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
      const origin = `http://localhost:${(server.address() as AddressInfo).port}`
      // The site runs on this machine, so this machine's addresses may be fetched (src/server/outgoing/).
      process.env.SITE_URL = origin
      const attachment = (id: number, name: string) => `<item><title>Ảnh ${id}</title><link>${origin}/?p=${id}</link>
        <wp:post_id>${id}</wp:post_id><wp:status>inherit</wp:status><wp:post_type>attachment</wp:post_type>
        <wp:attachment_url>${origin}/wp-content/uploads/2024/06/${name}</wp:attachment_url></item>`
      exportFile = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'wxr-')), 'export.xml')
      fs.writeFileSync(
        exportFile,
        `<?xml version="1.0" encoding="UTF-8"?><rss version="2.0" xmlns:wp="http://wordpress.org/export/1.2/"
        xmlns:dc="http://purl.org/dc/elements/1.1/"><channel><title>Trang cũ</title><link>${origin}</link>
        <wp:wxr_version>1.2</wp:wxr_version><wp:base_site_url>${origin}</wp:base_site_url>
        ${attachment(300, 'tam-loi.jpg')}${attachment(301, 'luon-loi.jpg')}</channel></rss>`,
      )
      report = await importWordPress(payload, exportFile, { now: NOW })
    }, 30_000)

    afterAll(async () => {
      process.env.SITE_URL = siteUrl
      await new Promise((resolve) => server.close(resolve))
      fs.rmSync(path.dirname(exportFile), { recursive: true, force: true })
    })

    it('tries a failed download again through the jobs queue, and reports one that never answers', async () => {
      expect(asked['/wp-content/uploads/2024/06/tam-loi.jpg']).toBe(2)
      expect(asked['/wp-content/uploads/2024/06/luon-loi.jpg']).toBe(3)
      expect(report.counts.attachment).toEqual({ found: 2, imported: 1, existing: 0, skipped: 0, failed: 1 })
      expect(report.lines).toContainEqual(
        expect.objectContaining({ wpKey: '301', outcome: 'failed', message: expect.stringContaining('503') }),
      )
      const left = await payload.count({ collection: 'payload-jobs', overrideAccess: true })
      expect(left.totalDocs).toBe(0)
    })
  })
}
