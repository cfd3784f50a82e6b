/**
 * The form endpoint under load (part of `npm run bench`): 1,000 submissions of the demo's consultation form (the
 * contact form has a captcha, which a load cannot solve a thousand times), without files, from 50 connections at
 * once, each from its own address (the site trusts X-Forwarded-For here, as behind a proxy, so the per-address limit
 * does not stop the load), after 20 sent one by one, and their mails sent, to load the endpoint's and the mails' code.
 * Then it counts what the database and the mail folder hold, waits for the queued mails, and removes what it sent:
 * the local site keeps none of the load's submissions, mails or jobs.
 */
import fs from 'node:fs'
import path from 'node:path'
import { createClient } from '@libsql/client'
import autocannon from 'autocannon'

const SUBMISSIONS = 1000
const CONNECTIONS = 50
/** Sent one by one before the load: the endpoint's first requests load its code, which a running site did long ago. */
const WARM_UP = 20
/** Marks the load's submissions and mails, to count and remove them. */
const MARK = 'thuthuat-bench-forms'

/** The multipart body of one contact form submission, as the browser sends it. */
function multipart(fields) {
  const boundary = `----thuthuat${Date.now()}`
  const parts = fields.map(
    ([name, value]) => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
  )
  return { body: `${parts.join('')}--${boundary}--\r\n`, type: `multipart/form-data; boundary=${boundary}` }
}

/** A different client address for every request: 10.x.y.z. */
function addresses() {
  let next = 0
  return () => {
    next += 1
    return `10.${(next >> 16) & 255}.${(next >> 8) & 255}.${next & 255}`
  }
}

export async function benchForms(site, dataDir) {
  const html = await (await fetch(`${site.url}/tu-van-chon-dien-thoai`)).text()
  const postId = /name="post_id" value="([^"]+)"/.exec(html)?.[1]
  const formId = /name="form_id" value="([^"]+)"/.exec(html)?.[1]
  if (!postId || !formId) throw new Error('the demo consultation form was not found on /tu-van-chon-dien-thoai')
  const { body, type } = multipart([
    ['action', 'thuthuat_pro_forms_send_form'],
    ['post_id', postId],
    ['form_id', formId],
    ['referrer', `${site.url}/tu-van-chon-dien-thoai`],
    ['form_fields[nhu-cau][]', 'chup-anh'],
    ['form_fields[nhu-cau][]', 'lien-lac'],
    ['form_fields[he-dieu-hanh]', 'android'],
    ['form_fields[ngan-sach]', '8000000'],
    ['form_fields[mua-o-dau]', 'cua-hang'],
    ['form_fields[ho-ten]', `Đo tải ${MARK}`],
    ['form_fields[dien-thoai]', '0912 345 678'],
    ['form_fields[email]', 'do-tai@thuthuat.test'],
    ['form_fields[ngay-hen]', '2027-03-15'],
    ['form_fields[gio-hen]', '19:30'],
  ])
  const nextAddress = addresses()
  const database = createClient({ url: `file:${path.join(dataDir, 'site.db')}` })
  // The site writes too (its mail queue): wait for its turn rather than fail.
  await database.execute('PRAGMA busy_timeout = 5000')
  const mailFolder = path.join(dataDir, 'mail')
  const mailsOfLoad = () =>
    fs.existsSync(mailFolder)
      ? fs
          .readdirSync(mailFolder)
          .filter(
            (name) => name.endsWith('.eml') && fs.readFileSync(path.join(mailFolder, name), 'utf8').includes(MARK),
          )
      : []
  const jobsOfLoad = async (condition = '') =>
    Number(
      (
        await database.execute({
          sql: `SELECT count(*) AS n FROM payload_jobs WHERE task_slug = 'sendMail' AND input LIKE ? ${condition}`,
          args: [`%${MARK}%`],
        })
      ).rows[0].n,
    )
  /** Waits until every queued mail of the bench is sent (a sent mail's job is deleted once its batch is done), or the deadline. */
  const mailsSent = async (deadline) => {
    while ((await jobsOfLoad()) > 0 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 250))
  }
  try {
    for (let sent = 0; sent < WARM_UP; sent += 1) {
      const answer = await fetch(`${site.url}/wp-admin/admin-ajax.php`, {
        method: 'POST',
        headers: {
          'content-type': type,
          accept: 'application/json',
          'user-agent': MARK,
          'x-forwarded-for': nextAddress(),
        },
        body,
      })
      if (!answer.ok) throw new Error(`the warm-up submission was answered ${answer.status}`)
    }
    // Their mails go out before the load, as a running site's would have long ago (the mail code loads then too).
    await mailsSent(Date.now() + 60_000)
    const result = await autocannon({
      url: `${site.url}/wp-admin/admin-ajax.php`,
      method: 'POST',
      connections: CONNECTIONS,
      amount: SUBMISSIONS,
      headers: { 'content-type': type, accept: 'application/json', 'user-agent': MARK },
      body,
      requests: [
        {
          setupRequest: (request) => ({
            ...request,
            headers: { ...request.headers, 'x-forwarded-for': nextAddress() },
          }),
        },
      ],
    })
    const stored = async () =>
      Number(
        (
          await database.execute({
            sql: 'SELECT count(*) AS n FROM form_submissions WHERE user_agent = ?',
            args: [MARK],
          })
        ).rows[0].n,
      )
    // Readers are answered first: mails queued with each submission go out in the site's quiet moments. Each
    // submission queues the reader's confirmation, and the newsroom's mail when the site has an address for it (a
    // new site without an administrator or a contact e-mail has none).
    const loadEnded = Date.now()
    const queued = await jobsOfLoad('AND completed_at IS NULL')
    await mailsSent(loadEnded + 120_000)
    const sentAfter = ((Date.now() - loadEnded) / 1000).toFixed(1)
    console.table([
      {
        route: `biểu mẫu tư vấn POST /wp-admin/admin-ajax.php (${SUBMISSIONS} lần gửi, không tệp)`,
        connections: CONNECTIONS,
        // The load is a fixed number of submissions: their count over its length, rather than autocannon's whole seconds.
        'req/s': Math.round(SUBMISSIONS / result.duration),
        'p50 ms': result.latency.p50,
        'p99 ms': result.latency.p99,
        errors: result.errors + result.non2xx,
        'đã lưu (trừ làm nóng)': (await stored()) - WARM_UP,
        'e-mail chờ khi tải xong': queued,
        'e-mail đã xếp hàng (cả làm nóng)': mailsOfLoad().length + (await jobsOfLoad()),
        'e-mail đã gửi': mailsOfLoad().length,
        'gửi hết sau (s)': sentAfter,
      },
    ])
  } finally {
    await database.execute({ sql: 'DELETE FROM form_submissions WHERE user_agent = ?', args: [MARK] })
    // Mails still queued (a load stopped halfway) go too: the next run counts only its own.
    const loadJobs = 'SELECT id FROM payload_jobs WHERE input LIKE ?'
    await database.execute({
      sql: `DELETE FROM payload_jobs_log WHERE _parent_id IN (${loadJobs})`,
      args: [`%${MARK}%`],
    })
    await database.execute({ sql: `DELETE FROM payload_jobs WHERE id IN (${loadJobs})`, args: [`%${MARK}%`] })
    for (const name of mailsOfLoad()) fs.rmSync(path.join(mailFolder, name))
    database.close()
  }
}
