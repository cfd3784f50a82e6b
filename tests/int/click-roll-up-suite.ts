import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createUser, startPayload, type TestDatabase } from './payload'
import { logIn, type Rest, restClient } from './rest'

/** The nightly roll-up of floating-button clicks, on every database; run by one test file per database. */
export function clickRollUpSuite(database: TestDatabase) {
  let payload: Payload
  let stop: () => Promise<void>
  let rest: Rest

  beforeAll(async () => {
    ;({ payload, stop } = await startPayload(database))
    rest = restClient(payload)
  })

  afterAll(async () => stop())

  describe(`daily roll-up of clicks (${database})`, () => {
    const daysAgo = (days: number) => new Date(Date.now() - days * 24 * 60 * 60 * 1000)
    const vietnamDay = (date: Date) => new Date(date.getTime() + 7 * 60 * 60 * 1000).toISOString().slice(0, 10)
    const click = (button: 'call' | 'zalo', path: string, createdAt: Date) =>
      payload.create({ collection: 'button-clicks', data: { button, path, createdAt: createdAt.toISOString() } })

    it('counts clicks per day, button and page, and deletes raw clicks older than 90 days', async () => {
      const twoDaysAgo = daysAgo(2)
      const longAgo = daysAgo(100)
      for (let i = 0; i < 3; i++) await click('zalo', '/a', twoDaysAgo)
      await click('call', '/a', twoDaysAgo)
      await click('zalo', '/b', twoDaysAgo)
      await click('zalo', '/a', daysAgo(3))
      for (let i = 0; i < 2; i++) await click('call', '/cu', longAgo)
      await click('call', '/moi', new Date())

      const task = payload.config.jobs.tasks?.find((candidate) => candidate.slug === 'rollUpButtonClicks')
      expect(task?.schedule?.length).toBeGreaterThan(0)
      for (let run = 0; run < 2; run++) {
        await payload.jobs.queue({ task: 'rollUpButtonClicks', input: {} })
        await payload.jobs.run()
      }

      const { docs } = await payload.find({ collection: 'button-click-days', limit: 100, sort: 'date' })
      const counts = Object.fromEntries(docs.map((day) => [`${day.date} ${day.button} ${day.path}`, day.count]))
      expect(counts).toEqual({
        [`${vietnamDay(longAgo)} call /cu`]: 2,
        [`${vietnamDay(daysAgo(3))} zalo /a`]: 1,
        [`${vietnamDay(twoDaysAgo)} call /a`]: 1,
        [`${vietnamDay(twoDaysAgo)} zalo /a`]: 3,
        [`${vietnamDay(twoDaysAgo)} zalo /b`]: 1,
      })
      const raw = await payload.find({ collection: 'button-clicks', limit: 100 })
      expect(raw.docs.map((doc) => doc.path).sort()).toEqual(['/a', '/a', '/a', '/a', '/a', '/b', '/moi'])
    })

    it('lets staff read the daily counts and nobody write them over REST', async () => {
      await createUser(payload, 'thong-ke@example.vn', ['editor'])
      const token = await logIn(rest, 'thong-ke@example.vn')
      expect((await rest('GET', '/api/button-click-days')).status).toBe(403)
      expect((await rest('GET', '/api/button-click-days', { token })).status).toBe(200)
      const created = await rest('POST', '/api/button-click-days', {
        token,
        body: { date: '2026-01-01', button: 'call', path: '/', count: 5 },
      })
      expect(created.status).toBe(403)
    })
  })
}
