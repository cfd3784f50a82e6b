import type { Payload } from 'payload'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { payloadSecret } from '@/cms/secret'
import { issueNonce } from '@/lib/nonce'
import {
  FLOATING_BUTTON_KINDS,
  FLOATING_BUTTONS_NONCE,
  FLOATING_BUTTONS_NONCE_HEADER,
  TRACK_PATH,
} from '@/widgets/floating-buttons/logic'
import { createUser, startPayload } from './payload'
import { type Rest, restClient } from './rest'

let payload: Payload
let stop: () => Promise<void>
let rest: Rest

const PASSWORD = 'mat-khau-du-dai-123'
const WRONG = 'khong-phai-mat-khau-1'
const VIETNAMESE = /[ăâđêôơưạảấầẩẫậắằẳẵặẹẻẽếềểễệỉịọỏốồổỗộớờởỡợụủứừửữựỳỵỷỹ]/i

beforeAll(async () => {
  ;({ payload, stop } = await startPayload())
  rest = restClient(payload)
  await createUser(payload, 'quan-tri@example.vn', ['admin'])
  for (const email of [
    'chu-tai-khoan@example.vn',
    'ban-doc@example.vn',
    'khach-quen@example.vn',
    'quen-mat-khau@example.vn',
  ]) {
    await createUser(payload, email, ['customer'])
  }
})

afterAll(async () => stop())

afterEach(() => {
  vi.useRealTimers()
})

/** Moves the clock (only `Date`) forward, as if the caller had waited. */
function wait(minutes: number) {
  vi.useFakeTimers({ toFake: ['Date'] })
  vi.setSystemTime(Date.now() + minutes * 60_000)
}

const logInFrom = (address: string, email: string, password: string) =>
  rest('POST', '/api/users/login', { body: { email, password }, headers: { 'x-forwarded-for': address } })

const forgotFrom = (address: string, email: string) =>
  rest('POST', '/api/users/forgot-password', { body: { email }, headers: { 'x-forwarded-for': address } })

async function expectTooManyRequests(response: Response) {
  expect(response.status).toBe(429)
  expect(Number(response.headers.get('retry-after'))).toBeGreaterThan(0)
  const { errors } = await response.json()
  expect(errors[0].message).toMatch(VIETNAMESE)
}

/** Status of each of `count` answers, and the body answered with each status. */
async function statuses(count: number, send: () => Promise<Response>) {
  const seen: number[] = []
  const bodies: Record<number, string> = {}
  for (let i = 0; i < count; i++) {
    const response = await send()
    seen.push(response.status)
    bodies[response.status] = await response.text()
  }
  return { seen, bodies }
}

describe('login', () => {
  it('answers 429 with Retry-After after a few wrong passwords, instead of 401 forever', async () => {
    const { seen } = await statuses(30, () => logInFrom('203.0.113.1, 10.0.0.1', 'quan-tri@example.vn', WRONG))
    expect(seen.slice(0, 3)).toEqual([401, 401, 401])
    expect(seen.filter((status) => status === 429).length).toBeGreaterThanOrEqual(20)
    await expectTooManyRequests(await logInFrom('203.0.113.1', 'quan-tri@example.vn', WRONG))
  })

  it('answers an unknown account exactly like a known one, attempt for attempt, and never says "locked"', async () => {
    // The clock stands still, so the answers depend on the attempts alone, not on how long each one took to check.
    vi.useFakeTimers({ toFake: ['Date'] })
    vi.setSystemTime(Date.now())
    const known = await statuses(12, () => logInFrom('203.0.113.2', 'ban-doc@example.vn', WRONG))
    const unknown = await statuses(12, () => logInFrom('203.0.113.3', 'khong-ton-tai@example.vn', WRONG))
    expect(known.seen.slice(0, 5)).toEqual([401, 401, 401, 401, 401])
    expect(unknown.seen).toEqual(known.seen)
    expect(known.seen.at(-1)).toBe(429)
    expect(unknown.seen.at(-1)).toBe(429)
    expect(unknown.bodies).toEqual(known.bodies)
    expect(JSON.stringify(known.bodies)).not.toMatch(/khóa|locked/i)
  })

  it('counts wrong passwords sent in parallel', async () => {
    const answers = await Promise.all(
      Array.from({ length: 30 }, () => logInFrom('203.0.113.6', 'song-song@example.vn', WRONG)),
    )
    const refused = answers.filter((response) => response.status === 429)
    expect(refused.length).toBeGreaterThanOrEqual(24)
    expect(answers.filter((response) => response.status === 401).length).toBe(30 - refused.length)
  })

  it('never locks the account: after the wait the right password works, from any address', async () => {
    await statuses(30, () => logInFrom('198.51.100.7', 'chu-tai-khoan@example.vn', WRONG))
    await expectTooManyRequests(await logInFrom('192.0.2.50', 'chu-tai-khoan@example.vn', PASSWORD))
    wait(16)
    expect((await logInFrom('192.0.2.50', 'chu-tai-khoan@example.vn', PASSWORD)).status).toBe(200)
  })

  it('lets the owner in from an address they signed in from while a stranger is slowed down', async () => {
    expect((await logInFrom('192.0.2.60', 'khach-quen@example.vn', PASSWORD)).status).toBe(200)
    const stranger = await statuses(30, () => logInFrom('198.51.100.8', 'khach-quen@example.vn', WRONG))
    expect(stranger.seen.at(-1)).toBe(429)
    expect((await logInFrom('192.0.2.60', 'khach-quen@example.vn', PASSWORD)).status).toBe(200)
  })

  it('forgets the failures of an account once its owner signs in', async () => {
    const email = 'ban-doc-2@example.vn'
    await createUser(payload, email, ['customer'])
    for (let round = 0; round < 3; round++) {
      const { seen } = await statuses(3, () => logInFrom('192.0.2.70', email, WRONG))
      expect(seen).toEqual([401, 401, 401])
      expect((await logInFrom('192.0.2.70', email, PASSWORD)).status).toBe(200)
    }
  })

  it('slows down one address trying many accounts', async () => {
    const seen: number[] = []
    for (let i = 0; i < 40; i++) seen.push((await logInFrom('198.51.100.9', `thu-${i}@example.vn`, WRONG)).status)
    expect(seen[0]).toBe(401)
    expect(seen.at(-1)).toBe(429)
  })
})

describe('forgot password', () => {
  it('is limited per account, with the same answers for unknown and known accounts', async () => {
    const known = await statuses(10, () => forgotFrom('203.0.113.20', 'quen-mat-khau@example.vn'))
    const unknown = await statuses(10, () => forgotFrom('203.0.113.21', 'khong-co@example.vn'))
    expect(known.seen[0]).toBe(200)
    expect(known.seen.at(-1)).toBe(429)
    expect(unknown.seen).toEqual(known.seen)
    expect(unknown.bodies).toEqual(known.bodies)
    await expectTooManyRequests(await forgotFrom('203.0.113.22', 'quen-mat-khau@example.vn'))
  })

  it('is limited per address', async () => {
    const seen: number[] = []
    for (let i = 0; i < 30; i++) seen.push((await forgotFrom('203.0.113.23', `nguoi-${i}@example.vn`)).status)
    expect(seen[0]).toBe(200)
    expect(seen.at(-1)).toBe(429)
  })
})

describe('click tracking', () => {
  const track = (address: string, button: string, path: string) =>
    rest('POST', TRACK_PATH, {
      body: { button, path },
      headers: {
        'x-forwarded-for': address,
        [FLOATING_BUTTONS_NONCE_HEADER]: issueNonce(payloadSecret(), FLOATING_BUTTONS_NONCE, Date.now()),
      },
    })
  const stored = async () => (await payload.count({ collection: 'button-clicks' })).totalDocs

  it('refuses most of 2,000 posts from one address in a minute and stores no duplicates', async () => {
    const before = await stored()
    const answers = new Map<number, number>()
    let refused: Response | undefined
    for (let i = 0; i < 2000; i++) {
      const response = await track('203.0.113.30', FLOATING_BUTTON_KINDS[i % 4], `/trang-${i % 5}`)
      answers.set(response.status, (answers.get(response.status) ?? 0) + 1)
      if (response.status === 429) refused = response
    }
    expect(answers.get(429)).toBeGreaterThanOrEqual(1970)
    expect(await stored()).toBe(before + (answers.get(201) ?? 0))
    expect(answers.get(201)).toBeLessThanOrEqual(20)
    const { errors } = await refused!.json()
    expect(refused!.headers.get('retry-after')).toMatch(/^[1-9]\d*$/)
    expect(errors[0].message).toMatch(VIETNAMESE)
  })

  it('stores one click per button, page and address per minute', async () => {
    const before = await stored()
    expect((await track('203.0.113.31', 'zalo', '/cach-chup-man-hinh')).status).toBe(201)
    expect((await track('203.0.113.31', 'zalo', '/cach-chup-man-hinh')).status).toBe(202)
    expect((await track('203.0.113.32', 'zalo', '/cach-chup-man-hinh')).status).toBe(201)
    expect((await track('203.0.113.31', 'call', '/cach-chup-man-hinh')).status).toBe(201)
    expect(await stored()).toBe(before + 3)
    wait(2)
    expect((await track('203.0.113.31', 'zalo', '/cach-chup-man-hinh')).status).toBe(201)
    expect(await stored()).toBe(before + 4)
  })
})
