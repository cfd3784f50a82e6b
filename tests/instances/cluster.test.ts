import fs from 'node:fs'
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import os from 'node:os'
import path from 'node:path'
import { S3 } from '@aws-sdk/client-s3'
import autocannon from 'autocannon'
import type { Payload } from 'payload'
import sharp from 'sharp'
import { SMTPServer } from 'smtp-server'
import { Agent, fetch as fetchFrom, FormData } from 'undici'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { FORM_SUBMIT_ACTION } from '@/forms/rules/request'
import { objectStoreSettings, s3ClientConfig } from '@/server/object-store'
import { startCluster } from '../../scripts/lib/cluster/index.mjs'
import { createUser, richText, startPayload } from '../int/payload'
import { until } from './site-server'

/**
 * Three instances of the site behind HAProxy, over PostgreSQL through PgBouncer, sharing Redis and an S3-compatible
 * object store (docs/instances.md):
 * what one instance does holds for all. Readers come from different loopback addresses (127.0.0.x), so each is its
 * own client to the balancer and to the limits. Runs after the end-to-end tests, which leave the build in `.next`.
 */
const runs = Boolean(process.env.TEST_POSTGRES_URL)

/** A client connecting from `address` (any 127.x.y.z is this machine). */
const clients = new Map<string, Agent>()
function from(address: string) {
  let agent = clients.get(address)
  if (!agent) clients.set(address, (agent = new Agent({ localAddress: address })))
  return agent
}

describe.runIf(runs)('three instances behind a balancer (PostgreSQL + PgBouncer + Redis + S3)', () => {
  let payload: Payload
  let stopPayload: () => Promise<void>
  let dataDir: string
  let cluster: Awaited<ReturnType<typeof startCluster>>
  let articleId: number
  let formPage: string
  const hooks: string[] = []
  /** The subjects of the mails the instances sent, as a local SMTP server received them. */
  const mails: string[] = []
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, done) {
      let message = ''
      stream.on('data', (chunk: Buffer) => (message += chunk.toString('utf8')))
      stream.on('end', () => {
        mails.push(/^Subject: (.*)$/m.exec(message)?.[1] ?? '')
        done()
      })
    },
  })
  const hookServer = http.createServer((request, response) => {
    let body = ''
    request.on('data', (chunk) => (body += chunk))
    request.on('end', () => {
      hooks.push(body)
      response.writeHead(200).end()
    })
  })

  beforeAll(async () => {
    ;({ payload, stop: stopPayload, dataDir } = await startPayload('postgres'))
    // The demo site: its shop (products, delivery, payment) is what the orders below buy from.
    const { seedDemoContent } = await import('@demo/index')
    await seedDemoContent(payload)
    await new Promise<void>((resolve) => hookServer.listen(0, '127.0.0.1', resolve))
    await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve))
    const smtpPort = (smtp.server.address() as AddressInfo).port
    const hookUrl = `http://127.0.0.1:${(hookServer.address() as AddressInfo).port}/bieu-mau`
    await createUser(payload, 'bientap@example.vn', ['editor'])
    await createUser(payload, 'quantri@example.vn', ['admin'])
    const category = await payload.create({ collection: 'categories', data: { name: 'Mẹo thử', slug: 'meo-thu' } })
    const article = await payload.create({
      collection: 'posts',
      data: {
        title: 'Cách tắt rung bàn phím',
        slug: 'cach-tat-rung-ban-phim',
        content: richText('Vào Cài đặt, chọn Âm thanh.'),
        categories: [category.id],
        _status: 'published',
      },
    })
    articleId = article.id
    const contact = await payload.create({
      collection: 'pages',
      data: {
        title: 'Liên hệ thử',
        slug: 'lien-he-thu',
        _status: 'published',
        layout: {
          root: { props: {} },
          content: [
            {
              type: 'Form',
              props: {
                id: 'lien-he',
                name: 'Liên hệ',
                actions: ['email', 'webhook'],
                email: { to: 'toasoan@example.vn' },
                webhookUrl: hookUrl,
                fields: [{ kind: 'text', fieldId: 'name', label: 'Họ và tên', required: true }],
              },
            },
            {
              type: 'Form',
              props: {
                id: 'anh-loi',
                name: 'Gửi ảnh lỗi',
                actions: ['collect'],
                fields: [
                  { kind: 'text', fieldId: 'name', label: 'Họ và tên', required: true },
                  { kind: 'upload', fieldId: 'photo', label: 'Ảnh chụp', maxSizeMb: 1, allowedTypes: ['png'] },
                ],
              },
            },
            {
              type: 'Form',
              props: {
                id: 'gop-y',
                name: 'Góp ý',
                actions: ['collect'],
                fields: [{ kind: 'text', fieldId: 'name', label: 'Họ và tên', required: true }],
              },
            },
          ],
        },
      },
    })
    formPage = `pages:${contact.id}`
    cluster = await startCluster({
      databaseUrl: process.env.DATABASE_URL!,
      dir: fs.mkdtempSync(path.join(os.tmpdir(), 'thuthuat-cluster-')),
      // A read replica that is the primary itself: the instances' reads take the replicas' path.
      env: {
        DATA_DIR: dataDir,
        DATABASE_REPLICA_URLS: process.env.DATABASE_URL!,
        SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
      },
    })
  })

  afterAll(async () => {
    await cluster?.stop()
    hookServer.close()
    await new Promise<void>((resolve) => smtp.close(() => resolve()))
    for (const agent of clients.values()) await agent.close()
    await stopPayload?.()
  })

  const page = async (base: string, pathname: string) => {
    const answer = await fetch(`${base}${pathname}`)
    return { status: answer.status, html: await answer.text() }
  }

  it('serves a post changed through one instance fresh from the others within a second', async () => {
    const [first, ...others] = cluster.instanceUrls
    for (const base of cluster.instanceUrls) {
      await page(base, '/cach-tat-rung-ban-phim')
      await page(base, '/tim-kiem?s=rung')
    }
    const login = await fetch(`${first}/api/users/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'bientap@example.vn', password: 'mat-khau-du-dai-123' }),
    })
    const { token } = (await login.json()) as { token: string }
    const change = await fetch(`${first}/api/posts/${articleId}`, {
      method: 'PATCH',
      headers: { 'content-type': 'application/json', authorization: `JWT ${token}` },
      body: JSON.stringify({ title: 'Cách tắt rung bàn phím trên Android' }),
    })
    expect(change.status).toBe(200)
    const changedAt = Date.now()
    for (const base of others) {
      const fresh = await until(async () => {
        const [article, search] = await Promise.all([
          page(base, '/cach-tat-rung-ban-phim'),
          page(base, '/tim-kiem?s=rung'),
        ])
        return article.html.includes('trên Android</h1>') && search.html.includes('trên Android')
      }, 1000)
      expect(fresh, `${base} answers the new title within 1 s`).toBe(true)
    }
    expect(Date.now() - changedAt).toBeLessThan(2000)
  })

  it('throttles 30 wrong logins spread over the instances as one instance would: 5 tries, then 429', async () => {
    const statuses: number[] = []
    let retryAfter: string | null = null
    for (let attempt = 0; attempt < 30; attempt++) {
      const answer = await fetchFrom(`${cluster.url}/api/users/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: 'bientap@example.vn', password: `sai-mat-khau-${attempt}` }),
        dispatcher: from('127.0.0.21'),
      })
      statuses.push(answer.status)
      if (answer.status === 429) retryAfter ??= answer.headers.get('retry-after')
      await answer.arrayBuffer()
    }
    // One instance lets five attempts through, then makes each next one wait twice as long (2 s, 4 s, …): on a busy
    // machine a wait may end during the 30, never 15 attempts as three instances counting apart would allow.
    expect(statuses.slice(0, 5), statuses.join(' ')).toEqual(Array(5).fill(401))
    expect(statuses.filter((status) => status === 401).length, statuses.join(' ')).toBeLessThanOrEqual(8)
    expect(statuses.filter((status) => status === 429).length, statuses.join(' ')).toBeGreaterThanOrEqual(22)
    expect(Number(retryAfter)).toBeGreaterThanOrEqual(1)
  })

  const submit = async (address: string, name: string, form = 'lien-he', photo?: Blob) => {
    const body = new FormData()
    if (photo) body.append('form_fields[photo]', photo, 'man-hinh-loi.png')
    for (const [field, value] of [
      ['action', FORM_SUBMIT_ACTION],
      ['post_id', formPage],
      ['form_id', form],
      ['referrer', `${cluster.url}/lien-he-thu`],
      ['form_fields[name]', name],
    ])
      body.append(field, value)
    const answer = await fetchFrom(`${cluster.url}/wp-admin/admin-ajax.php`, {
      method: 'POST',
      body,
      dispatcher: from(address),
    })
    const text = await answer.text()
    let json: { success?: boolean } = {}
    try {
      json = JSON.parse(text) as { success?: boolean }
    } catch {
      console.log(`form answer ${answer.status} from ${address}: ${JSON.stringify([...answer.headers])} ${text}`)
    }
    return { status: answer.status, json }
  }

  it('refuses the eleventh form of a minute from one reader, whichever instances took the ten', async () => {
    const statuses = []
    for (let i = 0; i < 11; i++) statuses.push((await submit('127.0.0.31', `Bạn đọc ${i}`, 'gop-y')).status)
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(200))
    expect(statuses[10]).toBe(429)
  })

  it('sends exactly one mail and one webhook call per submission, with every instance running jobs', async () => {
    const before = { mails: mails.length, hooks: hooks.length }
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, i) => submit(`127.0.1.${i + 1}`, `Người gửi số ${i + 1}`)),
    )
    expect(answers.filter((answer) => answer.status !== 200 || !answer.json.success)).toEqual([])
    await until(async () => mails.length - before.mails >= 50 && hooks.length - before.hooks >= 50, 60_000)
    // Anything sent twice would arrive within the same runs: wait a little longer before counting.
    await new Promise((resolve) => setTimeout(resolve, 2000))
    expect(mails.length - before.mails).toBe(50)
    expect(hooks.length - before.hooks).toBe(50)
    const names = hooks.slice(before.hooks).map((body) => /Người gửi số (\d+)/.exec(body)?.[1])
    expect(new Set(names).size).toBe(50)
  })

  const png = async (colour: string) =>
    new Uint8Array(
      await sharp({ create: { width: 64, height: 48, channels: 3, background: colour } })
        .png()
        .toBuffer(),
    )
  const logIn = async (base: string, email: string) => {
    const answer = await fetch(`${base}/api/users/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password: 'mat-khau-du-dai-123' }),
    })
    return `JWT ${((await answer.json()) as { token: string }).token}`
  }
  const bucket = () => {
    const settings = objectStoreSettings(cluster.s3Url)!
    return { s3: new S3(s3ClientConfig(settings)), name: settings.bucket }
  }
  const inBucket = async (key: string) => {
    const { s3, name } = bucket()
    return s3.headObject({ Bucket: name, Key: key }).then(
      () => true,
      () => false,
    )
  }

  it('serves a picture uploaded through one instance from every other, out of the bucket', async () => {
    const [first, ...others] = cluster.instanceUrls
    const bytes = await png('#0a5cd4')
    const body = new FormData()
    body.append('file', new Blob([bytes], { type: 'image/png' }), 'pin-sac-nhanh.png')
    body.append('_payload', JSON.stringify({ alt: 'Pin sạc nhanh' }))
    const created = await fetchFrom(`${first}/api/media`, {
      method: 'POST',
      headers: { authorization: await logIn(first, 'bientap@example.vn') },
      body,
    })
    expect(created.status).toBe(201)
    const { doc } = (await created.json()) as { doc: { filename: string; url: string } }
    expect(await inBucket(`media/${doc.filename}`)).toBe(true)
    expect(fs.existsSync(path.join(dataDir, 'media', doc.filename))).toBe(false)
    for (const base of others) {
      const answer = await fetch(`${base}${doc.url}`)
      expect(answer.status, base).toBe(200)
      expect(new Uint8Array(await answer.arrayBuffer())).toEqual(bytes)
    }
  })

  it('keeps a form attachment and a product file private on every instance', async () => {
    const sent = await submit(
      '127.0.0.41',
      'Chị Lan',
      'anh-loi',
      new Blob([await png('#d40a2e')], { type: 'image/png' }),
    )
    expect(sent.status).toBe(200)
    const attachment = (await payload.find({ collection: 'form-files', limit: 1, depth: 0 })).docs[0]
    expect(await inBucket(`form-files/${attachment.filename}`)).toBe(true)

    const [first] = cluster.instanceUrls
    const admin = await logIn(first, 'quantri@example.vn')
    const upload = new FormData()
    upload.append(
      'file',
      new Blob(['%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n'], { type: 'application/pdf' }),
      'huong-dan.pdf',
    )
    upload.append('_payload', JSON.stringify({ title: 'Sách hướng dẫn sử dụng' }))
    const product = await fetchFrom(`${first}/api/product-files`, {
      method: 'POST',
      headers: { authorization: admin },
      body: upload,
    })
    expect(product.status, await product.clone().text()).toBe(201)
    const { doc: productFile } = (await product.json()) as { doc: { filename: string } }
    expect(await inBucket(`product-files/${productFile.filename}`)).toBe(true)

    for (const base of cluster.instanceUrls) {
      for (const address of [
        `/api/form-files/file/${attachment.filename}`,
        `/api/product-files/file/${productFile.filename}`,
      ]) {
        expect((await fetch(`${base}${address}`)).status, `${base}${address} for a reader`).toBe(403)
        const staff = await fetch(`${base}${address}`, { headers: { authorization: admin } })
        expect(staff.status, `${base}${address} for staff`).toBe(200)
      }
    }
  })

  /** Buyers so far: each has a phone number, an e-mail and a checkout key of their own. */
  let buyersSoFar = 0

  /** A demo product sent by post, without options (one line, no variant to choose). */
  const simpleProduct = async () => {
    const { docs } = await payload.find({
      collection: 'products',
      where: { and: [{ virtual: { equals: false } }, { downloadable: { equals: false } }] },
      limit: 50,
      depth: 0,
    })
    return docs.find((candidate) => !candidate.options?.length)!
  }

  /** The shop's nonce on a product's page. */
  const shopNonce = async (slug: string) =>
    /name="_nonce" value="([^"]+)"/.exec(await (await fetch(`${cluster.url}/san-pham/${slug}`)).text())![1]

  /**
   * Each buyer (a loopback address of their own) puts one of the product in a cart, applies `coupon` if given, then
   * they all check out at once, by bank transfer, through the balancer: each checkout's result.
   */
  async function buyTogether(slug: string, productId: number, buyers: string[], coupon?: string) {
    const nonce = await shopNonce(slug)
    const carts = await Promise.all(
      buyers.map(async (address) => {
        const added = await fetchFrom(`${cluster.url}/?shop-ajax=add_to_cart`, {
          method: 'POST',
          headers: { accept: 'application/json', origin: cluster.url },
          body: new URLSearchParams({ _nonce: nonce, product_id: String(productId), quantity: '1' }),
          dispatcher: from(address),
        })
        expect(added.status).toBe(200)
        const cart = added.headers
          .getSetCookie()
          .find((line) => line.startsWith('thuthuat_cart='))!
          .split(';')[0]
        if (coupon) {
          const applied = await fetchFrom(`${cluster.url}/?shop-ajax=apply_coupon`, {
            method: 'POST',
            headers: { cookie: cart, origin: cluster.url, 'x-requested-with': 'XMLHttpRequest' },
            body: new URLSearchParams({ security: nonce, coupon_code: coupon }),
            dispatcher: from(address),
          })
          expect(applied.status, await applied.text()).toBe(200)
        }
        return cart
      }),
    )
    return Promise.all(
      buyers.map(async (address, i) => {
        const buyer = ++buyersSoFar
        const answer = await fetchFrom(`${cluster.url}/?shop-ajax=checkout`, {
          method: 'POST',
          headers: { cookie: carts[i], origin: cluster.url, 'x-requested-with': 'XMLHttpRequest' },
          body: new URLSearchParams({
            _nonce: nonce,
            checkout_key: `cum-may-${buyer}-xxxxxxxxxxxxxxxx`,
            billing_full_name: `Người mua ${buyer}`,
            billing_phone: `09${String(20_000_000 + buyer)}`,
            billing_email: `nguoi-mua-${buyer}@vidu.vn`,
            billing_province: '01',
            billing_ward: '00097',
            billing_street: '1 Phúc Xá',
            shipping_method: 'flat_rate',
            payment_method: 'bacs',
          }),
          dispatcher: from(address),
        })
        return ((await answer.json()) as { result?: string }).result
      }),
    )
  }

  it('refuses a reader’s 61st cart change of a minute, whichever instances took the 60', async () => {
    const product = await simpleProduct()
    // Stock is not what is tried here: none is counted for this product meanwhile.
    await payload.update({ collection: 'products', id: product.id, data: { manageStock: false } })
    const nonce = await shopNonce(product.slug!)
    let cart = ''
    const statuses: number[] = []
    for (let change = 0; change < 61; change++) {
      const answer = await fetchFrom(`${cluster.url}/?shop-ajax=add_to_cart`, {
        method: 'POST',
        headers: { accept: 'application/json', origin: cluster.url, ...(cart ? { cookie: cart } : {}) },
        body: new URLSearchParams({ _nonce: nonce, product_id: String(product.id), quantity: '1' }),
        dispatcher: from('127.0.0.51'),
      })
      statuses.push(answer.status)
      cart ||=
        answer.headers
          .getSetCookie()
          .find((line) => line.startsWith('thuthuat_cart='))
          ?.split(';')[0] ?? ''
      await answer.arrayBuffer()
    }
    expect(statuses.slice(0, 60).filter((status) => status !== 200)).toEqual([])
    expect(statuses[60]).toBe(429)
  })

  it('sells what is in stock once: 200 buyers checking out together over three instances place 5 orders for 5', async () => {
    const product = await simpleProduct()
    await payload.update({
      collection: 'products',
      id: product.id,
      data: { manageStock: true, stockQuantity: 5, stockStatus: 'instock' },
    })
    const buyers = Array.from({ length: 200 }, (_, i) => `127.0.${2 + Math.floor(i / 100)}.${(i % 100) + 1}`)
    const results = await buyTogether(product.slug!, product.id, buyers)
    expect(results.filter((result) => result === 'success')).toHaveLength(5)
    const orders = await payload.count({ collection: 'orders', where: { 'lines.product': { equals: product.id } } })
    expect(orders.totalDocs).toBe(5)
    const sold = await payload.findByID({ collection: 'products', id: product.id, depth: 0 })
    expect(sold.stockQuantity).toBe(0)
  })

  it('lets a coupon limited to 3 uses be used 3 times by 20 buyers checking out together', async () => {
    await payload.create({
      collection: 'coupons',
      data: { code: 'CUMMAY3', discountType: 'fixed_cart', amount: 10_000, usageLimit: 3 },
    })
    const { docs } = await payload.find({
      collection: 'products',
      where: { downloadable: { equals: true } },
      limit: 1,
      depth: 0,
    })
    const ebook = docs[0]
    const buyers = Array.from({ length: 20 }, (_, i) => `127.0.4.${i + 1}`)
    const results = await buyTogether(ebook.slug!, ebook.id, buyers, 'CUMMAY3')
    const coupon = await payload.find({ collection: 'coupons', where: { code: { equals: 'CUMMAY3' } }, depth: 0 })
    expect(coupon.docs[0].usageCount).toBe(3)
    expect(results.filter((result) => result === 'success')).toHaveLength(3)
  })

  it('loses no request when one instance is stopped under load (SIGTERM: drain, finish, exit)', async () => {
    await page(cluster.url, '/cach-tat-rung-ban-phim')
    const load = autocannon({ url: `${cluster.url}/cach-tat-rung-ban-phim`, connections: 10, duration: 6 })
    await new Promise((resolve) => setTimeout(resolve, 1500))
    const stopped = cluster.stopInstance(1)
    const result = await load
    await stopped
    console.log(
      `stopping one of three instances under load: ${result.requests.total} requests, ` +
        `${result.errors} errors, ${result.non2xx} not 2xx, ${result.timeouts} timeouts`,
    )
    expect(result.requests.total).toBeGreaterThan(100)
    expect(result.errors + result.timeouts + result.non2xx).toBe(0)
    await cluster.restartInstance(1)
  })
})
