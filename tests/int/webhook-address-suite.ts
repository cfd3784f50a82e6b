import dns from 'node:dns'
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { FORM_SUBMIT_ACTION } from '@/forms/rules/request'
import { createUser, startPayload, type TestDatabase } from './payload'
import { logIn, type Rest, restClient } from './rest'

/** The site runs at a public address here: this machine's own addresses are as internal as the rest. */
const SITE_URL = 'https://thuthuat.vn'
/** The public name the editor types; its DNS answer, in the send-time test, is this machine. */
const HOOK_NAME = 'hooks.vidu.vn'

const internal = (host: string) =>
  `Địa chỉ webhook phải là một địa chỉ công khai trên Internet, không phải địa chỉ nội bộ (${host}).`

/** Form webhooks reach the public Internet only: checked when a layout is saved and again when a submission is sent. */
export function webhookAddressSuite(database: TestDatabase) {
  let payload: Payload
  let stop: () => Promise<void>
  let rest: Rest
  let token: string
  let answerAdminAjax: typeof import('@/cms/admin-ajax').answerAdminAjax
  const siteUrlBefore = process.env.SITE_URL

  /** A receiver on this machine that counts every connection, so a refused webhook is seen never to connect. */
  const receiver = { connections: 0, port: 0 }
  const server = http.createServer((_request, response) => response.end())
  server.on('connection', () => (receiver.connections += 1))

  beforeAll(async () => {
    process.env.SITE_URL = SITE_URL
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    receiver.port = (server.address() as AddressInfo).port
    ;({ payload, stop } = await startPayload(database))
    ;({ answerAdminAjax } = await import('@/cms/admin-ajax'))
    await createUser(payload, 'bien-tap-webhook@example.vn', ['editor'])
    rest = restClient(payload)
    token = await logIn(rest, 'bien-tap-webhook@example.vn')
  })

  afterAll(async () => {
    vi.restoreAllMocks()
    server.close()
    await stop()
    if (siteUrlBefore === undefined) delete process.env.SITE_URL
    else process.env.SITE_URL = siteUrlBefore
  })

  let pages = 0
  const formLayout = (webhookUrl: string) => ({
    root: { props: {} },
    content: [
      {
        type: 'Form',
        props: {
          id: 'gui-di',
          name: 'Gửi đi',
          actions: ['webhook'],
          webhookUrl,
          fields: [{ kind: 'text', fieldId: 'name', label: 'Tên' }],
        },
      },
    ],
  })
  const publish = (webhookUrl: string) => {
    pages += 1
    return rest('POST', '/api/pages', {
      token,
      body: {
        title: `Biểu mẫu ${pages}`,
        slug: `bieu-mau-${pages}`,
        _status: 'published',
        layout: formLayout(webhookUrl),
      },
    })
  }
  const messages = async (response: Response) => JSON.stringify(await response.json())
  const pageCount = async () => (await payload.count({ collection: 'pages' })).totalDocs

  describe(`form webhooks when saved (${database})`, () => {
    it('refuses internal addresses however they are written, 400 in Vietnamese, and stores nothing', async () => {
      const refused: [string, string][] = [
        ['http://10.0.0.1/x', internal('10.0.0.1')],
        ['http://2130706433/', internal('127.0.0.1')],
        ['https://0x7f.1/', internal('127.0.0.1')],
        ['http://[::ffff:127.0.0.1]/', internal('[::ffff:7f00:1]')],
        ['https://169.254.169.254/latest/meta-data', internal('169.254.169.254')],
        ['https://[fd00:ec2::254]/latest/meta-data', internal('[fd00:ec2::254]')],
        ['https://192.168.1.1./', internal('192.168.1.1')],
        ['http://localhost:8080/hook', internal('localhost')],
        ['https://api.localhost./', internal('api.localhost')],
        ['https://metadata.google.internal/computeMetadata/v1/', internal('metadata.google.internal')],
      ]
      const before = await pageCount()
      for (const [url, message] of refused) {
        const response = await publish(url)
        expect(response.status, url).toBe(400)
        expect(await messages(response), url).toContain(message)
      }
      expect(await pageCount()).toBe(before)
    })

    it('refuses malformed addresses, other schemes and credentials, and stores nothing', async () => {
      const refused: [string, string][] = [
        ['<script>alert(1)</script>', 'Địa chỉ webhook không hợp lệ'],
        ['https://hooks.vidu.vn/"><script>alert(1)</script>', 'Địa chỉ webhook không hợp lệ'],
        [`https://hooks.vidu.vn/${'a'.repeat(5_000)}`, 'Địa chỉ webhook quá dài (tối đa 2.000 ký tự).'],
        ['file:///etc/passwd', 'Địa chỉ webhook phải bắt đầu bằng https://.'],
        ['gopher://127.0.0.1:6379/_FLUSHALL', 'Địa chỉ webhook phải bắt đầu bằng https://.'],
        ['http://hooks.vidu.vn/bieu-mau', 'Địa chỉ webhook phải bắt đầu bằng https://.'],
        ['https://ten:mat-khau@hooks.vidu.vn/', 'Địa chỉ webhook không được chứa tên đăng nhập hay mật khẩu.'],
      ]
      const before = await pageCount()
      for (const [url, message] of refused) {
        const response = await publish(url)
        expect(response.status, url.slice(0, 60)).toBe(400)
        expect(await messages(response), url.slice(0, 60)).toContain(message)
      }
      expect(await pageCount()).toBe(before)
    })

    it('keeps a public https address and an empty one, and refuses changing a saved one to an internal one', async () => {
      expect((await publish('')).status).toBe(201)
      const saved = await publish(`https://${HOOK_NAME}/bieu-mau`)
      expect(saved.status).toBe(201)
      const { doc } = (await saved.json()) as { doc: { id: number } }
      const changed = await rest('PATCH', `/api/pages/${doc.id}`, {
        token,
        body: { layout: formLayout('https://10.0.0.1/') },
      })
      expect(changed.status).toBe(400)
      expect(await messages(changed)).toContain(internal('10.0.0.1'))
      const stored = await payload.findByID({ collection: 'pages', id: doc.id, depth: 0 })
      expect(JSON.stringify(stored.layout)).toContain(`https://${HOOK_NAME}/bieu-mau`)
    })
  })

  describe(`form webhooks when sent (${database})`, () => {
    const webhookJobs = async () =>
      (
        await payload.find({
          collection: 'payload-jobs',
          where: { taskSlug: { equals: 'postFormWebhook' } },
          sort: 'createdAt',
          depth: 0,
        })
      ).docs

    it('does not post to a name that resolves to an internal address: the job is cancelled, never connecting', async () => {
      const systemLookup = dns.promises.lookup
      const lookup = vi
        .spyOn(dns.promises, 'lookup')
        .mockImplementation(((hostname: string, options: dns.LookupAllOptions) =>
          hostname === HOOK_NAME
            ? Promise.resolve([{ address: '127.0.0.1', family: 4 }])
            : systemLookup(hostname, options)) as typeof dns.promises.lookup)
      const saved = await publish(`https://${HOOK_NAME}:${receiver.port}/bieu-mau`)
      expect(saved.status).toBe(201)
      const { doc } = (await saved.json()) as { doc: { id: number } }

      const data = new FormData()
      for (const [name, value] of [
        ['action', FORM_SUBMIT_ACTION],
        ['post_id', `pages:${doc.id}`],
        ['form_id', 'gui-di'],
        ['referrer', `${SITE_URL}/bieu-mau`],
        ['form_fields[name]', 'Nguyễn An'],
      ]) {
        data.append(name, value)
      }
      const request = new Request(`${SITE_URL}/wp-admin/admin-ajax.php`, {
        method: 'POST',
        body: data,
        headers: { 'x-forwarded-for': '203.0.113.50' },
      })
      expect(((await (await answerAdminAjax(payload, request)).json()) as { success: boolean }).success).toBe(true)

      await expect.poll(async () => (await webhookJobs()).at(-1)?.hasError, { timeout: 15_000 }).toBe(true)
      const [job] = await webhookJobs()
      expect(job.error).toMatchObject({ cancelled: true, message: expect.stringContaining(`${HOOK_NAME} → 127.0.0.1`) })
      expect(job.completedAt ?? null).toBeNull()
      expect(lookup).toHaveBeenCalledWith(HOOK_NAME, expect.objectContaining({ all: true }))

      // Cancelled, not failed: a minute later the queue does not try it again.
      vi.useFakeTimers({ toFake: ['Date'] })
      vi.setSystemTime(Date.now() + 61_000)
      try {
        await payload.jobs.run()
      } finally {
        vi.useRealTimers()
      }
      expect((await webhookJobs())[0].totalTried).toBe(job.totalTried)
      expect(receiver.connections).toBe(0)
    })

    it('does not post to an internal address queued before it was refused when saved', async () => {
      await payload.jobs.queue({
        task: 'postFormWebhook',
        input: { url: `http://127.0.0.1:${receiver.port}/bieu-mau`, body: '{}' },
      })
      await payload.jobs.run()
      const job = (await webhookJobs()).at(-1)!
      expect(job.error).toMatchObject({
        cancelled: true,
        message: expect.stringContaining('không phải địa chỉ nội bộ (127.0.0.1)'),
      })
      expect(receiver.connections).toBe(0)
    })
  })
}
