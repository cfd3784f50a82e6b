import fs from 'node:fs'
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import path from 'node:path'
import type { Payload, PayloadRequest } from 'payload'
import sharp from 'sharp'
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { vi as text } from '@/i18n/vi'
import { FORM_SUBMIT_ACTION, HONEYPOT_FIELD } from '@/forms/rules/request'
import { mailFolder } from '@/server/mail'
import { TOO_MANY_REQUESTS_MESSAGE } from '@/server/rate-limit/logic'
import { createUser, startPayload } from './payload'
import { logIn, restClient } from './rest'

let payload: Payload
let dataDir: string
let stop: () => Promise<void>
let pageRef: string
let draftRef: string

const contactForm = {
  id: 'lien-he',
  name: 'Liên hệ',
  actions: ['collect'],
  fields: [
    { kind: 'text', fieldId: 'name', label: 'Họ và tên', required: true },
    { kind: 'email', fieldId: 'email', label: 'E-mail', required: true },
    { kind: 'tel', fieldId: 'phone', label: 'Số điện thoại' },
    { kind: 'select', fieldId: 'topic', label: 'Chủ đề', options: [{ label: 'Góp ý', value: 'gop-y' }] },
    { kind: 'textarea', fieldId: 'message', label: 'Lời nhắn' },
    { kind: 'upload', fieldId: 'photo', label: 'Ảnh chụp', maxSizeMb: 1, allowedTypes: ['jpg', 'png', 'pdf'] },
    { kind: 'acceptance', fieldId: 'agree', label: 'Đồng ý', text: 'Tôi đồng ý với chính sách bảo mật' },
  ],
}

/** A form an editor changes during the tests: its name field becomes required. */
const changingForm = (nameRequired: boolean) => ({
  id: 'doi-dan',
  actions: ['collect'],
  fields: [{ kind: 'text', fieldId: 'name', required: nameRequired }],
})

const layout = (...forms: object[]) => ({
  root: { props: {} },
  content: forms.map((props) => ({ type: 'Form', props })),
})

// Loaded after startPayload has set DATA_DIR: these modules fix where files and mails go when they are first read.
let newsletter: typeof import('@/forms/cms/newsletter')
let storeSubmission: typeof import('@/forms/server/store').storeSubmission
let queueMails: typeof import('@/server/mail/send-mail-task').queueMails
let answerAdminAjax: typeof import('@/cms/admin-ajax').answerAdminAjax

/** A service receiving the webhook: each request's headers and body; it answers `answers` in turn, then 200. */
const hook = { received: [] as { headers: http.IncomingHttpHeaders; body: string }[], answers: [] as number[], url: '' }
const hookServer = http.createServer((request, response) => {
  let body = ''
  request.on('data', (chunk) => (body += chunk))
  request.on('end', () => {
    hook.received.push({ headers: request.headers, body })
    response.writeHead(hook.answers.shift() ?? 200).end()
  })
})

beforeAll(async () => {
  await new Promise<void>((resolve) => hookServer.listen(0, '127.0.0.1', resolve))
  hook.url = `http://127.0.0.1:${(hookServer.address() as AddressInfo).port}/bieu-mau`
  ;({ payload, dataDir, stop } = await startPayload())
  newsletter = await import('@/forms/cms/newsletter')
  ;({ storeSubmission } = await import('@/forms/server/store'))
  ;({ queueMails } = await import('@/server/mail/send-mail-task'))
  ;({ answerAdminAjax } = await import('@/cms/admin-ajax'))
  const page = await payload.create({
    collection: 'pages',
    data: {
      title: 'Liên hệ',
      slug: 'lien-he',
      _status: 'published',
      layout: layout(
        contactForm,
        { ...contactForm, id: 'gui-thu', actions: ['collect', 'email', 'email2'], email: { to: 'toasoan@vidu.vn' } },
        {
          id: 'nhan-tin',
          name: 'Nhận tin',
          actions: ['subscribe'],
          fields: [{ kind: 'email', fieldId: 'email', required: true }],
        },
        {
          id: 'xac-minh',
          name: 'Có xác minh',
          actions: ['collect'],
          fields: [
            { kind: 'text', fieldId: 'name', label: 'Tên', required: true },
            { kind: 'captcha', fieldId: 'may', label: 'Xác minh' },
          ],
        },
        {
          id: 'webhook',
          name: 'Webhook',
          actions: ['webhook'],
          webhookUrl: hook.url,
          fields: [{ kind: 'text', fieldId: 'name', label: 'Tên' }],
        },
        {
          id: 'chuyen-huong',
          actions: ['redirect'],
          redirectUrl: '/cam-on',
          fields: [{ kind: 'text', fieldId: 'name' }],
        },
        {
          id: 'mo-cua-so',
          actions: ['popup'],
          popupAction: 'open',
          popup: { id: 42, name: 'Cảm ơn' },
          fields: [{ kind: 'text', fieldId: 'name' }],
        },
        {
          id: 'dong-cua-so',
          actions: ['popup'],
          popupAction: 'close',
          popup: { id: 42, name: 'Cảm ơn' },
          fields: [{ kind: 'text', fieldId: 'name' }],
        },
        changingForm(false),
        {
          id: 'thu-ve-toa-soan',
          name: 'Thư về tòa soạn',
          actions: ['email'],
          fields: [{ kind: 'text', fieldId: 'name', label: 'Tên' }],
        },
      ),
    },
  })
  pageRef = `pages:${page.id}`
  const draft = await payload.create({
    collection: 'pages',
    data: { title: 'Nháp', slug: 'nhap', _status: 'draft', layout: layout(contactForm) },
    draft: true,
  })
  draftRef = `pages:${draft.id}`
})

afterAll(async () => {
  hookServer.close()
  await stop()
})

let address = 0
/** Each test sends from its own address, so the per-address limit only counts where a test means it to. */
let from = ''
beforeEach(() => {
  address += 1
  from = `203.0.113.${address}`
})

type Entry = [string, string | Blob, string?]

function formData(entries: Entry[]) {
  const data = new FormData()
  for (const [name, value, fileName] of entries) {
    if (typeof value === 'string') data.append(name, value)
    else data.append(name, value, fileName)
  }
  return data
}

const envelope = (form = 'lien-he', ref = pageRef): Entry[] => [
  ['action', FORM_SUBMIT_ACTION],
  ['post_id', ref],
  ['form_id', form],
  ['referrer', 'https://thuthuat.test/lien-he'],
]

const valid: Entry[] = [
  ['form_fields[name]', 'Nguyễn Văn An'],
  ['form_fields[email]', 'an@example.vn'],
  ['form_fields[phone]', '0912 345 678'],
  ['form_fields[topic]', 'gop-y'],
  ['form_fields[message]', 'Máy em bị nóng khi sạc.\nMong được tư vấn.'],
  ['form_fields[agree]', 'on'],
]

const without = (fieldId: string) => valid.filter(([name]) => name !== `form_fields[${fieldId}]`)

/** Sends a submission as the form's script does; returns the status and the JSON answer. */
async function send(body: BodyInit, headers: Record<string, string> = {}) {
  const request = new Request('http://localhost:3000/wp-admin/admin-ajax.php', {
    method: 'POST',
    body,
    headers: { 'x-forwarded-for': from, ...headers },
  })
  const response = await answerAdminAjax(payload, request)
  return {
    status: response.status,
    retryAfter: response.headers.get('retry-after'),
    body: (await response.json()) as Record<string, unknown>,
  }
}

const submit = (...entries: Entry[][]) => send(formData(entries.flat()))

const count = async () => (await payload.count({ collection: 'form-submissions' })).totalDocs
const fileCount = async () => (await payload.count({ collection: 'form-files' })).totalDocs
const filesOnDisk = () =>
  fs.existsSync(path.join(dataDir, 'form-files')) ? fs.readdirSync(path.join(dataDir, 'form-files')) : []

const png = () =>
  sharp({ create: { width: 4, height: 4, channels: 3, background: '#0a5cd4' } })
    .png()
    .toBuffer()
    .then((bytes) => new Blob([new Uint8Array(bytes)], { type: 'image/png' }))

/** Runs `action` and checks that it stored nothing: no submission, no attachment row, no file. */
async function storesNothing<T>(action: () => Promise<T>): Promise<T> {
  const before = { rows: await count(), files: await fileCount(), disk: filesOnDisk().length }
  const result = await action()
  expect({ rows: await count(), files: await fileCount(), disk: filesOnDisk().length }).toEqual(before)
  return result
}

describe('a valid submission', () => {
  it('is answered with the form’s message and stored with its answers as the reader wrote them', async () => {
    const { status, body } = await submit(envelope(), valid, [['form_fields[unknown]', 'bỏ qua']])
    expect(status).toBe(200)
    expect(body).toEqual({ success: true, data: { message: text.forms.messages.success } })
    const { docs } = await payload.find({ collection: 'form-submissions', sort: '-createdAt', limit: 1 })
    expect(docs[0]).toMatchObject({
      status: 'new',
      formName: 'Liên hệ',
      document: pageRef,
      formId: 'lien-he',
      pageUrl: 'https://thuthuat.test/lien-he',
      summary: 'Nguyễn Văn An · an@example.vn · +84912345678',
      answers: [
        { fieldId: 'name', label: 'Họ và tên', value: 'Nguyễn Văn An' },
        { fieldId: 'email', label: 'E-mail', value: 'an@example.vn' },
        { fieldId: 'phone', label: 'Số điện thoại', value: '+84912345678' },
        { fieldId: 'topic', label: 'Chủ đề', value: 'Góp ý' },
        { fieldId: 'message', label: 'Lời nhắn', value: 'Máy em bị nóng khi sạc.\nMong được tư vấn.' },
        { fieldId: 'photo', label: 'Ảnh chụp', value: '' },
        { fieldId: 'agree', label: 'Đồng ý', value: 'Đồng ý' },
      ],
    })
  })

  it('keeps markup as the text the reader typed (it is escaped wherever it is shown)', async () => {
    await submit(envelope(), without('name'), [['form_fields[name]', '<script>alert(1)</script>']])
    const { docs } = await payload.find({ collection: 'form-submissions', sort: '-createdAt', limit: 1 })
    expect(docs[0].summary).toContain('<script>alert(1)</script>')
  })

  it('keeps an attachment privately, under a random name, with the name the reader gave it', async () => {
    const { body } = await submit(envelope(), valid, [['form_fields[photo][]', await png(), 'màn hình.png']])
    expect(body.success).toBe(true)
    const { docs } = await payload.find({ collection: 'form-submissions', sort: '-createdAt', limit: 1, depth: 1 })
    const [file] = docs[0].files as { originalName: string; filename: string; mimeType: string }[]
    expect(file.originalName).toBe('màn hình.png')
    expect(file.mimeType).toBe('image/png')
    expect(file.filename).toMatch(/^[0-9a-f-]{36}\.png$/)
    expect(filesOnDisk()).toContain(file.filename)
    // Not for the public: the file is read through Payload's access check, which lets no visitor in.
    await expect(payload.find({ collection: 'form-files', overrideAccess: false })).rejects.toThrow()
  })

  it('answers the redirect address when the form sends readers on', async () => {
    const { body } = await submit(envelope('chuyen-huong'), [['form_fields[name]', 'An']])
    expect(body).toEqual({ success: true, data: { message: text.forms.messages.success, redirect_url: '/cam-on' } })
  })

  it('names the popup a success opens, or asks to close the form’s own (docs/forms.md, Answers)', async () => {
    const answer = async (form: string) => (await submit(envelope(form), [['form_fields[name]', 'An']])).body
    expect(await answer('mo-cua-so')).toEqual({
      success: true,
      data: { message: text.forms.messages.success, popup: { action: 'open', id: '42' } },
    })
    expect(await answer('dong-cua-so')).toEqual({
      success: true,
      data: { message: text.forms.messages.success, popup: { action: 'close', id: '' } },
    })
    const refused = await submit(envelope('mo-cua-so'), [
      ['form_fields[name]', 'An'],
      ['form_fields[name]', 'Bình'],
    ])
    expect(refused.body.success).toBe(false)
    expect(refused.body.data).not.toHaveProperty('popup')
  })

  it('stores every one of many submissions sent at once, sharing commits', async () => {
    const before = await count()
    const commits = vi.spyOn(payload.db, 'commitTransaction')
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, index) => {
        from = `198.51.100.${index + 1}`
        return submit(envelope(), valid)
      }),
    )
    expect(answers.every(({ body }) => body.success === true)).toBe(true)
    expect(await count()).toBe(before + 20)
    expect(commits.mock.calls.length).toBeLessThan(20)
    commits.mockRestore()
  })
})

/** Every mail the site wrote (no SMTP in tests: `.eml` files), soft line breaks of quoted-printable joined. */
function sentMails(): string[] {
  const folder = mailFolder(dataDir)
  if (!fs.existsSync(folder)) return []
  return fs
    .readdirSync(folder)
    .filter((name) => name.endsWith('.eml'))
    .map((name) => fs.readFileSync(path.join(folder, name), 'utf8').replace(/=\r?\n/g, ''))
}

describe('mails', () => {
  it('writes to the site, replying to the reader, and confirms to the reader, with every answer escaped', async () => {
    const before = sentMails().length
    const { body } = await submit(envelope('gui-thu'), without('name'), [
      ['form_fields[name]', '<img src=x onerror=alert(1)>'],
    ])
    expect(body.success).toBe(true)
    await expect.poll(() => sentMails().length, { timeout: 10_000 }).toBe(before + 2)
    // Only this test's form mails the newsroom (toasoan@) and confirms to an@example.vn.
    const sent = sentMails()
    const toSite = sent.find((mail) => /^To: toasoan@vidu\.vn/m.test(mail))
    const toReader = sent.find((mail) => /^To: an@example\.vn/m.test(mail))
    expect(toSite).toMatch(/^Reply-To: an@example\.vn/m)
    expect(toReader).toBeDefined()
    // The HTML part holds the answer as text, never as markup.
    const htmlPart = toSite!.split(/Content-Type: text\/html/i)[1]
    expect(htmlPart).toContain('&lt;img src=3Dx onerror=3Dalert(1)&gt;')
    expect(htmlPart).not.toContain('<img src')
  })
})

describe('what a submission reads from the content', () => {
  it('follows the form as last published', async () => {
    expect((await submit(envelope('doi-dan'), [['form_fields[name]', '']])).body.success).toBe(true)
    const page = await payload.findByID({ collection: 'pages', id: Number(pageRef.split(':')[1]), depth: 0 })
    const content = (page.layout as { content: { props: { id: string } }[] }).content.map((block) =>
      block.props.id === 'doi-dan' ? { ...block, props: changingForm(true) } : block,
    )
    await payload.update({
      collection: 'pages',
      id: page.id,
      data: { layout: { ...(page.layout as object), content } },
    })
    const { body } = await submit(envelope('doi-dan'), [['form_fields[name]', '']])
    expect(body).toMatchObject({ success: false, data: { errors: { name: text.forms.messages.required } } })
  })

  it('mails the site at the contact address of the settings as they are now', async () => {
    const mailsTo = (address: string) => sentMails().filter((mail) => mail.includes(`To: ${address}`)).length
    for (const address of ['lien-he-cu@vidu.vn', 'lien-he-moi@vidu.vn']) {
      await payload.updateGlobal({ slug: 'site-settings', data: { contact: { email: address } } })
      expect((await submit(envelope('thu-ve-toa-soan'), [['form_fields[name]', 'An']])).body.success).toBe(true)
      await expect.poll(() => mailsTo(address), { timeout: 10_000 }).toBe(1)
    }
  })
})

describe('a submission with wrong answers', () => {
  it('names each wrong field with the form’s message and stores nothing', async () => {
    const { status, body } = await storesNothing(() =>
      submit(envelope(), [
        ['form_fields[email]', 'khong-phai-email'],
        ['form_fields[phone]', '12345'],
        ['form_fields[topic]', 'khong-co'],
      ]),
    )
    expect(status).toBe(200)
    expect(body).toEqual({
      success: false,
      data: {
        message: text.forms.messages.error,
        errors: {
          name: text.forms.messages.required,
          email: text.forms.wrong.email,
          phone: text.forms.wrong.tel,
          topic: text.forms.messages.invalid,
          agree: text.forms.messages.required,
        },
      },
    })
  })

  it('refuses an answer longer than the field allows', async () => {
    const { body } = await storesNothing(() =>
      submit(envelope(), without('message'), [['form_fields[message]', 'a'.repeat(5_001)]]),
    )
    expect(body.data).toMatchObject({ errors: { message: text.forms.tooLong('5.000') } })
  })

  it('refuses a value sent twice for a one-value field, and a list where text is expected', async () => {
    const { body } = await storesNothing(() =>
      submit(envelope(), without('name'), [
        ['form_fields[name][]', 'An'],
        ['form_fields[name][]', 'Bình'],
      ]),
    )
    expect(body.data).toMatchObject({ errors: { name: text.forms.messages.invalid } })
  })

  it('refuses a file whose content is not an allowed type, whatever its name and type say, and keeps no file', async () => {
    const disguised = new Blob(['<?php system($_GET["c"]); ?>'], { type: 'image/png' })
    const { body } = await storesNothing(() =>
      submit(envelope(), valid, [['form_fields[photo][]', disguised, 'anh.png']]),
    )
    expect(body.data).toMatchObject({ errors: { photo: text.forms.fileType('JPG, PNG, PDF') } })
  })

  it('refuses a file over the field’s limit', async () => {
    const big = new Blob([await (await png()).arrayBuffer(), new Uint8Array(1024 * 1024)], { type: 'image/png' })
    const { body } = await storesNothing(() => submit(envelope(), valid, [['form_fields[photo][]', big, 'lon.png']]))
    expect(body.data).toMatchObject({ errors: { photo: 'Tệp vượt quá dung lượng cho phép (1 MB).' } })
  })

  it('refuses a second file in a one-file field, sent as an array (the upload bypass of the original widget)', async () => {
    const { body } = await storesNothing(async () =>
      submit(envelope(), valid, [
        ['form_fields[photo][]', await png(), 'a.png'],
        ['form_fields[photo][]', new Blob(['<svg onload=alert(1)>'], { type: 'image/svg+xml' }), 'b.svg'],
      ]),
    )
    expect(body.data).toMatchObject({ errors: { photo: text.forms.tooManyFiles('1') } })
  })
})

describe('requests that are not a submission of a published form', () => {
  it('answers 400 for a body that is not a form', async () => {
    for (const [body, type] of [
      ['{"action": "x"', 'application/json'],
      ['--x\r\nContent-Disposition: form-data; name="action"\r\n\r\nno end', 'multipart/form-data; boundary=x'],
      ['', 'text/plain'],
    ]) {
      const { status, body: answer } = await storesNothing(() => send(body, { 'content-type': type }))
      expect(status).toBe(400)
      expect(answer).toEqual({ success: false, data: { message: text.forms.badBody, errors: {} } })
    }
  })

  it('answers 400 for another action, and 404 for a form that is not published', async () => {
    expect((await submit([['action', 'heartbeat'], ...envelope().slice(1)], valid)).status).toBe(400)
    const missing = await storesNothing(() => submit(envelope('khong-co'), valid))
    expect(missing).toMatchObject({ status: 404, body: { success: false, data: { message: text.forms.unknownForm } } })
    expect((await storesNothing(() => submit(envelope('lien-he', draftRef), valid))).status).toBe(404)
    expect((await storesNothing(() => submit(envelope('lien-he', 'pages:999999'), valid))).status).toBe(404)
  })

  it('tells a robot that filled the honeypot it worked, and keeps its submission as spam', async () => {
    const { body } = await submit(envelope(), valid, [[HONEYPOT_FIELD, 'https://spam.example']])
    expect(body.success).toBe(true)
    const { docs } = await payload.find({ collection: 'form-submissions', sort: '-createdAt', limit: 1 })
    expect(docs[0].status).toBe('spam')
  })

  it('lets one address send 10 a minute, then answers 429 in Vietnamese', async () => {
    for (let attempt = 0; attempt < 10; attempt++) expect((await submit(envelope(), valid)).status).toBe(200)
    const refused = await storesNothing(() => submit(envelope(), valid))
    expect(refused).toMatchObject({
      status: 429,
      body: { success: false, data: { message: TOO_MANY_REQUESTS_MESSAGE } },
    })
    expect(Number(refused.retryAfter)).toBeGreaterThan(0)
  })
})

describe('a form sent without script', () => {
  const asPage = async (...entries: Entry[][]) => {
    const request = new Request('http://localhost:3000/wp-admin/admin-ajax.php', {
      method: 'POST',
      body: formData(entries.flat()),
      headers: { 'x-forwarded-for': from, accept: 'text/html,application/xhtml+xml,*/*;q=0.8' },
    })
    const response = await answerAdminAjax(payload, request)
    return {
      status: response.status,
      type: response.headers.get('content-type'),
      location: response.headers.get('location'),
      page: await response.text(),
    }
  }

  it('gets a page with the message and a way back to the form', async () => {
    const { status, type, page } = await asPage(envelope(), valid)
    expect({ status, type }).toEqual({ status: 200, type: 'text/html; charset=utf-8' })
    expect(page).toContain(text.forms.messages.success)
    expect(page).toContain('<a href="/lien-he">')
  })

  it('names the fields to fix by their labels, escaped', async () => {
    const { page } = await storesNothing(() =>
      asPage(envelope(), without('email'), [['form_fields[email]', '<b>x</b>']]),
    )
    expect(page).toContain('<strong>E-mail</strong>: ' + text.forms.wrong.email)
    expect(page).not.toContain('<b>x</b>')
  })

  it('links back to the page the browser names when the form did not say (a footer form without script)', async () => {
    const request = new Request('http://localhost:3000/wp-admin/admin-ajax.php', {
      method: 'POST',
      body: formData([...envelope().filter(([name]) => name !== 'referrer'), ...valid]),
      headers: {
        'x-forwarded-for': from,
        accept: 'text/html',
        referer: 'http://localhost:3000/gioi-thieu?nguon=chan-trang',
      },
    })
    expect(await (await answerAdminAjax(payload, request)).text()).toContain('<a href="/gioi-thieu?nguon=chan-trang">')
    const { docs } = await payload.find({ collection: 'form-submissions', sort: '-createdAt', limit: 1 })
    expect(docs[0].pageUrl).toBe('http://localhost:3000/gioi-thieu?nguon=chan-trang')
  })

  it('is sent on to the redirect address', async () => {
    expect(await asPage(envelope('chuyen-huong'), [['form_fields[name]', 'An']])).toMatchObject({
      status: 303,
      location: '/cam-on',
    })
  })
})

describe('the captcha', () => {
  /** A solved challenge as the widget sends it: base64 of `{challenge, solution}`. */
  async function solved() {
    const { newChallenge } = await import('@/forms/cms/altcha.server')
    const { solveChallenge } = await import('altcha-lib')
    const { deriveKey } = await import('altcha-lib/algorithms/pbkdf2')
    const challenge = await newChallenge()
    const solution = await solveChallenge({ challenge, deriveKey })
    return {
      challenge,
      solution: solution!,
      encode: (value: object) => Buffer.from(JSON.stringify(value)).toString('base64'),
    }
  }
  const withCaptcha = (answer: string) =>
    submit(envelope('xac-minh'), [
      ['form_fields[name]', 'An'],
      ['altcha', answer],
    ])
  const refused = {
    success: false,
    data: { message: text.forms.messages.captcha, errors: { may: text.forms.messages.captcha } },
  }

  it('takes a solved challenge once', async () => {
    const { challenge, solution, encode } = await solved()
    const answer = encode({ challenge, solution })
    const before = await count()
    expect((await withCaptcha(answer)).body).toEqual({ success: true, data: { message: text.forms.messages.success } })
    expect(await count()).toBe(before + 1)
    expect((await storesNothing(() => withCaptcha(answer))).body).toEqual(refused)
  })

  it('refuses no answer, a wrong one, a forged one and anything malformed, storing nothing', async () => {
    const { challenge, solution, encode } = await solved()
    for (const answer of [
      '',
      encode({ challenge, solution: { ...solution, counter: solution.counter + 1 } }),
      encode({ challenge: { ...challenge, parameters: { ...challenge.parameters, cost: 1 } }, solution }),
      encode({ challenge: { ...challenge, signature: 'a'.repeat(64) }, solution }),
      'không phải base64 <script>',
      Buffer.from('{"challenge": 1}').toString('base64'),
      'A'.repeat(10_000),
    ]) {
      expect((await storesNothing(() => withCaptcha(answer))).body).toEqual(refused)
    }
  })

  it('refuses a challenge past its ten minutes', async () => {
    const { challenge, solution, encode } = await solved()
    const { verifyAltcha } = await import('@/forms/cms/altcha.server')
    const now = Date.now()
    vi.useFakeTimers({ toFake: ['Date'] })
    vi.setSystemTime(now + 11 * 60_000)
    try {
      expect(await verifyAltcha(encode({ challenge, solution }))).toBe(false)
    } finally {
      vi.useRealTimers()
    }
  })

  it('hands out challenges over the API, never cached', async () => {
    const response = await restClient(payload)('GET', '/api/captcha/challenge')
    expect(response.status).toBe(200)
    expect(response.headers.get('cache-control')).toBe('no-store')
    expect(await response.json()).toMatchObject({
      parameters: { algorithm: 'PBKDF2/SHA-256', cost: 2000 },
      signature: expect.any(String),
    })
  })
})

describe('a captcha of Google or Cloudflare, chosen in the settings', () => {
  /** Stands in for the provider's siteverify (the machines that run the tests cannot reach it): records, answers. */
  const provider = { received: [] as URLSearchParams[], answer: {} as object, url: '' }
  const providerServer = http.createServer((request, response) => {
    let body = ''
    request.on('data', (chunk) => (body += chunk))
    request.on('end', () => {
      provider.received.push(new URLSearchParams(body))
      response.writeHead(200, { 'Content-Type': 'application/json' }).end(JSON.stringify(provider.answer))
    })
  })
  const choose = (captcha: Record<string, unknown>) =>
    payload.updateGlobal({ slug: 'site-settings', data: { captcha } })
  const sendWith = (field: string, token: string) =>
    submit(envelope('xac-minh'), [
      ['form_fields[name]', 'An'],
      [field, token],
    ])
  const refused = {
    success: false,
    data: { message: text.forms.messages.captcha, errors: { may: text.forms.messages.captcha } },
  }

  beforeAll(async () => {
    await new Promise<void>((resolve) => providerServer.listen(0, '127.0.0.1', resolve))
    provider.url = `http://127.0.0.1:${(providerServer.address() as AddressInfo).port}/siteverify`
    process.env.CAPTCHA_VERIFY_URL = provider.url
  })
  afterAll(async () => {
    delete process.env.CAPTCHA_VERIFY_URL
    providerServer.close()
    await choose({ provider: 'altcha' })
  })

  it('keeps a reCAPTCHA v3 submission Google scores as a person, and refuses a low score, another action or no token', async () => {
    await choose({ provider: 'recaptcha', siteKey: 'khoa-trang', secretKey: 'khoa-bi-mat', minScore: 0.6 })
    provider.answer = { success: true, score: 0.9, action: 'submit' }
    const before = await count()
    expect((await sendWith('g-recaptcha-response', 'token-nguoi-that')).body.success).toBe(true)
    expect(await count()).toBe(before + 1)
    expect(Object.fromEntries(provider.received.at(-1)!)).toEqual({
      secret: 'khoa-bi-mat',
      response: 'token-nguoi-that',
      remoteip: from,
    })
    for (const answer of [
      { success: true, score: 0.3, action: 'submit' },
      { success: true, score: 0.9, action: 'login' },
      { success: false },
    ]) {
      provider.answer = answer
      expect((await storesNothing(() => sendWith('g-recaptcha-response', 'token'))).body).toEqual(refused)
    }
    const asked = provider.received.length
    expect((await storesNothing(() => sendWith('altcha', 'khong-phai-token-google'))).body).toEqual(refused)
    expect(provider.received).toHaveLength(asked)
  })

  it('keeps a Turnstile submission Cloudflare accepts, and refuses when Cloudflare cannot be reached', async () => {
    await choose({ provider: 'turnstile', siteKey: 'khoa-trang', secretKey: 'bi-mat-cloudflare' })
    provider.answer = { success: true }
    expect((await sendWith('cf-turnstile-response', 'token-cloudflare')).body.success).toBe(true)
    expect(provider.received.at(-1)!.get('secret')).toBe('bi-mat-cloudflare')
    // A port nobody listens on: the one a server had a moment ago.
    const gone = http.createServer()
    await new Promise<void>((resolve) => gone.listen(0, '127.0.0.1', resolve))
    const { port } = gone.address() as AddressInfo
    await new Promise((resolve) => gone.close(resolve))
    process.env.CAPTCHA_VERIFY_URL = `http://127.0.0.1:${port}/siteverify`
    try {
      expect((await storesNothing(() => sendWith('cf-turnstile-response', 'token-cloudflare'))).body).toEqual(refused)
    } finally {
      process.env.CAPTCHA_VERIFY_URL = provider.url
    }
  })

  it('needs both keys, and never shows the secret key to visitors', async () => {
    await expect(choose({ provider: 'recaptcha', siteKey: 'chi-co-khoa-trang', secretKey: '' })).rejects.toMatchObject({
      data: { errors: [expect.objectContaining({ message: expect.stringContaining('khoá bí mật') })] },
    })
    await choose({ provider: 'turnstile', siteKey: 'khoa-trang', secretKey: 'bi-mat-cloudflare' })
    const settings = await (await restClient(payload)('GET', '/api/globals/site-settings')).json()
    expect(settings.captcha).toMatchObject({ provider: 'turnstile', siteKey: 'khoa-trang' })
    expect(JSON.stringify(settings)).not.toContain('bi-mat-cloudflare')
  })
})

describe('a mail whose sending was cut short', () => {
  it('is sent once it counts as abandoned, and not before', async () => {
    const { releaseAbandonedJobs } = await import('@/server/jobs/run-soon')
    const mail = { to: 'bi-ngat@vidu.vn', replyTo: '', subject: 'Thư bị ngắt', text: 'a', html: '<p>a</p>' }
    // As a server that stopped while sending leaves it: claimed, never finished.
    const job = await payload.jobs.queue({ task: 'sendMail', input: mail, waitUntil: new Date(Date.now() + 3_600_000) })
    await payload.update({
      collection: 'payload-jobs',
      id: job.id,
      data: { processing: true, waitUntil: null },
      overrideAccess: true,
    })
    const sentTo = () => sentMails().filter((sent) => sent.includes('To: bi-ngat@vidu.vn')).length
    await releaseAbandonedJobs(payload)
    await payload.jobs.run()
    expect(sentTo()).toBe(0)
    vi.useFakeTimers({ toFake: ['Date'] })
    vi.setSystemTime(Date.now() + 11 * 60_000)
    try {
      await releaseAbandonedJobs(payload)
      await payload.jobs.run()
    } finally {
      vi.useRealTimers()
    }
    await expect.poll(sentTo, { timeout: 10_000 }).toBe(1)
  })
})

describe('the webhook', () => {
  it('receives the answers as signed JSON, and a failed delivery is tried again', async () => {
    const { webhookSignature } = await import('@/forms/cms/webhook-task')
    hook.answers.push(500)
    expect((await submit(envelope('webhook'), [['form_fields[name]', 'Nguyễn An']])).body.success).toBe(true)
    await expect.poll(() => hook.received.length, { timeout: 10_000 }).toBe(1)
    const [first] = hook.received
    expect(JSON.parse(first.body)).toMatchObject({
      event: 'form_submission',
      form: { id: 'webhook', name: 'Webhook' },
      answers: { name: 'Nguyễn An' },
    })
    expect(first.headers['x-thuthuat-signature']).toBe(webhookSignature(first.body))
    // The receiver answered 500: the job waits a minute, then a run of the queue tries again, with the same body.
    // (A run while the first try is still being recorded leaves the job alone, so this runs until the second arrives.)
    await payload.jobs.run()
    expect(hook.received).toHaveLength(1)
    vi.useFakeTimers({ toFake: ['Date'] })
    vi.setSystemTime(Date.now() + 61_000)
    try {
      await expect
        .poll(
          async () => {
            await payload.jobs.run()
            return hook.received.length
          },
          { timeout: 10_000 },
        )
        .toBe(2)
    } finally {
      vi.useRealTimers()
    }
    expect(hook.received[1].body).toBe(first.body)
  })
})

describe('the newsletter', () => {
  const mailsTo = (email: string) => sentMails().filter((mail) => mail.includes(`To: ${email}`))
  const subscriber = async (email: string) =>
    (await payload.find({ collection: 'subscribers', where: { email: { equals: email } } })).docs
  const subscribeAs = (email: string) => submit(envelope('nhan-tin'), [['form_fields[email]', email]])

  it('keeps an address pending until its owner opens the signed link in the mail, then confirmed', async () => {
    expect((await subscribeAs('Doc.Gia@Vidu.vn')).body.success).toBe(true)
    expect(await subscriber('doc.gia@vidu.vn')).toEqual([
      expect.objectContaining({ status: 'pending', source: 'Nhận tin' }),
    ])
    const link = new URL(newsletter.newsletterLink('confirm', 'doc.gia@vidu.vn'))
    await expect.poll(() => mailsTo('doc.gia@vidu.vn').length, { timeout: 10_000 }).toBe(1)
    expect(mailsTo('doc.gia@vidu.vn')[0]).toContain(link.searchParams.get('ma'))
    const answer = await newsletter.answerNewsletterLink(payload, link.searchParams)
    expect(answer).toEqual({
      title: text.forms.newsletter.confirmed,
      text: text.forms.newsletter.confirmedText,
      status: 200,
    })
    expect((await subscriber('doc.gia@vidu.vn'))[0]).toMatchObject({
      status: 'confirmed',
      confirmedAt: expect.any(String),
    })
    // Asking again once confirmed sends nothing more.
    await subscribeAs('doc.gia@vidu.vn')
    await new Promise((resolve) => setTimeout(resolve, 300))
    expect(mailsTo('doc.gia@vidu.vn')).toHaveLength(1)
  })

  it('lets the owner leave with the unsubscribe link, and refuses a link that was not signed for that address', async () => {
    await subscribeAs('roi-di@vidu.vn')
    const forged = new URL(newsletter.newsletterLink('unsubscribe', 'khac@vidu.vn'))
    forged.searchParams.set('email', 'roi-di@vidu.vn')
    expect((await newsletter.answerNewsletterLink(payload, forged.searchParams)).status).toBe(400)
    expect((await subscriber('roi-di@vidu.vn'))[0].status).toBe('pending')
    expect(
      (
        await newsletter.answerNewsletterLink(
          payload,
          new URL(newsletter.newsletterLink('unsubscribe', 'roi-di@vidu.vn')).searchParams,
        )
      ).status,
    ).toBe(200)
    expect((await subscriber('roi-di@vidu.vn'))[0].status).toBe('unsubscribed')
  })

  it('makes one subscriber of one address sent many times at once', async () => {
    const answers = await Promise.all(Array.from({ length: 5 }, () => subscribeAs('cung-luc@vidu.vn')))
    expect(answers.every(({ body }) => body.success === true)).toBe(true)
    expect(await subscriber('cung-luc@vidu.vn')).toHaveLength(1)
  })
})

describe('the CSV export', () => {
  it('gives editors the filtered submissions as a CSV file Excel reads, and nobody else', async () => {
    const rest = restClient(payload)
    await createUser(payload, 'bien-tap@vidu.vn', ['editor'])
    await createUser(payload, 'tac-gia@vidu.vn', ['author'])
    await submit(envelope(), without('name'), [['form_fields[name]', '=HYPERLINK("http://evil.example")']])
    const query = `where[formName][equals]=${encodeURIComponent('Liên hệ')}&where[status][equals]=new`
    const response = await rest('GET', `/api/form-submissions/export?${query}`, {
      token: await logIn(rest, 'bien-tap@vidu.vn'),
    })
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8')
    expect(response.headers.get('content-disposition')).toMatch(
      /^attachment; filename="bai-gui-bieu-mau-\d{4}-\d{2}-\d{2}\.csv"$/,
    )
    const csv = new TextDecoder('utf-8', { ignoreBOM: true }).decode(await response.arrayBuffer())
    expect(csv.startsWith('\uFEFFThời gian,Biểu mẫu,Trạng thái,Trang gửi,Họ và tên,E-mail')).toBe(true)
    const lines = csv.trim().split('\r\n')
    expect(lines[1]).toContain(`"'=HYPERLINK(""http://evil.example"")"`)
    expect(lines.slice(1).every((line) => line.includes(',Liên hệ,Mới,'))).toBe(true)
    expect(lines).toHaveLength(
      1 +
        (
          await payload.count({
            collection: 'form-submissions',
            where: { formName: { equals: 'Liên hệ' }, status: { equals: 'new' } },
          })
        ).totalDocs,
    )
    for (const token of [undefined, await logIn(rest, 'tac-gia@vidu.vn')]) {
      expect((await rest('GET', '/api/form-submissions/export', { token })).status).toBe(403)
    }
  })
})

describe('storing', () => {
  const withPicture = async (formName: string | null) => {
    const bytes = Buffer.from(await (await png()).arrayBuffer())
    return {
      status: 'new' as const,
      // A form name is required: without one (null) the database refuses the row.
      formName: formName as string,
      summary: '',
      answers: [],
      files: [{ name: 'a.png', size: bytes.length, type: 'image/png', bytes }],
      document: pageRef,
      formId: 'lien-he',
      pageUrl: '',
      pageTitle: '',
      userAgent: '',
    }
  }
  const queuedJobs = async () => (await payload.count({ collection: 'payload-jobs', overrideAccess: true })).totalDocs

  it('removes the files already kept when the submission itself cannot be stored', async () => {
    const submission = await withPicture(null)
    await storesNothing(() => expect(storeSubmission(payload, submission, async () => {})).rejects.toThrow())
  })

  it('keeps neither the submission, its files nor its first mail when queuing its mails fails', async () => {
    const submission = await withPicture('Liên hệ')
    const jobs = await queuedJobs()
    await storesNothing(() =>
      expect(
        storeSubmission(payload, submission, async (req) => {
          await queueMails(
            payload,
            [{ to: 'toasoan@vidu.vn', subject: 'thu-thu-nhat', text: 'a', html: '<p>a</p>' }],
            req,
          )
          throw new Error('the second mail could not be queued')
        }),
      ).rejects.toThrow('the second mail could not be queued'),
    )
    // No job was left queued (the queue may meanwhile have sent earlier tests' mails), and the mail never goes out.
    expect(await queuedJobs()).toBeLessThanOrEqual(jobs)
    await new Promise((resolve) => setTimeout(resolve, 1000))
    expect(sentMails().some((mail) => mail.includes('Subject: thu-thu-nhat'))).toBe(false)
  })

  it('keeps the submissions that arrive with one that cannot be stored (they share a transaction), with their mails', async () => {
    const before = await count()
    const mail = (subject: string) => async (req: PayloadRequest) =>
      queueMails(payload, [{ to: 'toasoan@vidu.vn', subject, text: 'a', html: '<p>a</p>' }], req)
    const [first, broken, second] = await Promise.all(
      ['Cùng lúc 1', null, 'Cùng lúc 2'].map(async (name) => ({ ...(await withPicture(name)), files: [] })),
    )
    const rollbacks = vi.spyOn(payload.db, 'rollbackTransaction')
    const outcomes = await Promise.allSettled([
      storeSubmission(payload, first, mail('cung-luc-1')),
      storeSubmission(payload, broken, mail('cung-luc-hong')),
      storeSubmission(payload, second, mail('cung-luc-2')),
    ])
    // The shared transaction was undone, then each was written alone, and only the broken one's undone again.
    expect(rollbacks).toHaveBeenCalledTimes(2)
    rollbacks.mockRestore()
    expect(outcomes.map(({ status }) => status)).toEqual(['fulfilled', 'rejected', 'fulfilled'])
    const kept = await payload.find({
      collection: 'form-submissions',
      where: { formName: { like: 'Cùng lúc' } },
      depth: 0,
      sort: 'formName',
    })
    expect(kept.docs.map(({ formName }) => formName)).toEqual(['Cùng lúc 1', 'Cùng lúc 2'])
    expect(await count()).toBe(before + 2)
    // Their two mails were queued with them and go out (the queue may send them at once); the broken one's never was.
    const sent = (subject: string) => sentMails().some((mail) => mail.includes(`Subject: ${subject}`))
    await expect.poll(() => ['cung-luc-1', 'cung-luc-2'].filter(sent).length, { timeout: 40_000 }).toBe(2)
    expect(sent('cung-luc-hong')).toBe(false)
  })
})
