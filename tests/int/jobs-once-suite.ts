import fs from 'node:fs'
import path from 'node:path'
import type { Payload } from 'payload'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { mailFolder } from '@/server/mail'
import { queueMails } from '@/server/mail/send-mail-task'
import { startPayload, type TestDatabase } from './payload'

/**
 * Jobs and scheduled runs once however many runners take from the queue at the same moment (docs/instances.md,
 * Jobs): here several runs of the queue at once in one process, which race exactly as instances do.
 */
export function jobsOnceSuite(database: TestDatabase) {
  let payload: Payload
  let stop: () => Promise<void>
  let dataDir: string

  beforeAll(async () => {
    ;({ payload, stop, dataDir } = await startPayload(database))
  })

  afterAll(async () => stop())

  const subjects = () =>
    fs.existsSync(mailFolder(dataDir))
      ? fs
          .readdirSync(mailFolder(dataDir))
          .filter((name) => name.endsWith('.eml'))
          .map((name) => /^Subject: (.*)$/m.exec(fs.readFileSync(path.join(mailFolder(dataDir), name), 'utf8'))?.[1])
      : []

  it('sends 50 queued mails exactly once while four runners take from the queue together', async () => {
    const mails = Array.from({ length: 50 }, (_, i) => ({
      to: 'ban-doc@example.vn',
      subject: `Thư số ${i + 1}`,
      text: 'Cảm ơn bạn đã liên hệ.',
      html: '<p>Cảm ơn bạn đã liên hệ.</p>',
    }))
    await queueMails(payload, mails)
    const run = () => payload.jobs.run({ limit: 10, sequential: true, silent: true })
    for (let round = 0; round < 10; round++) await Promise.all([run(), run(), run(), run()])
    // The server's own runner (woken by the queueing) may still be sending the last one it took.
    const unsent = async () =>
      (await payload.count({ collection: 'payload-jobs', where: { completedAt: { exists: false } } })).totalDocs
    for (let wait = 0; wait < 100 && (await unsent()) > 0; wait++) await new Promise((done) => setTimeout(done, 100))
    expect(await unsent()).toBe(0)
    const sent = subjects()
    expect(sent).toHaveLength(50)
    expect(new Set(sent).size).toBe(50)
  })

  it('queues each scheduled run of a task once when every instance’s scheduler decides it is due', async () => {
    await Promise.all(Array.from({ length: 4 }, () => payload.jobs.handleSchedules({ allQueues: true })))
    const scheduled = await payload.find({
      collection: 'payload-jobs',
      where: { 'meta.scheduled': { equals: true } },
      pagination: false,
      depth: 0,
    })
    const perTask = new Map<string, number>()
    for (const job of scheduled.docs) perTask.set(String(job.taskSlug), (perTask.get(String(job.taskSlug)) ?? 0) + 1)
    expect(perTask.size).toBeGreaterThanOrEqual(5)
    for (const [task, count] of perTask) expect(count, task).toBe(1)
  })
}
