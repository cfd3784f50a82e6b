import { describe, expect, it, vi } from 'vitest'
import type { AppAnswers } from '../src/lib/front-bridge.mjs'
import { MAX_LOGGED_PATH, MAX_NOT_FOUND_BATCH, OldAddresses } from './old-addresses.mjs'

const PHONE = { 'user-agent': 'Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 Chrome/131.0 Mobile Safari/537.36' }

/** The app as the front sees it: stored redirects, the batches written, the content that exists. */
function app(rows = [{ id: 1, from: '/bai-cu', to: '/bai-moi', status: '301' }]) {
  const written = { hits: [] as unknown[], notFound: [] as unknown[], loads: 0, asked: 0 }
  const answers = {
    redirects: async () => {
      written.loads += 1
      return rows
    },
    redirectHits: async (batch: unknown[]) => void written.hits.push(...batch),
    notFound: async (batch: unknown[]) => void written.notFound.push(...batch),
    oldAddress: async (form: { kind: string; slug: string }) => {
      written.asked += 1
      return form.slug === 'co-that' ? `/${form.slug}` : null
    },
  } as unknown as AppAnswers
  return { answers, written, rows }
}

describe('OldAddresses', () => {
  it('answers redirects from memory and writes their hits in one batch', async () => {
    const { answers, written } = app()
    const front = new OldAddresses(
      () => answers,
      () => Date.UTC(2026, 10, 29, 8),
    )
    for (let i = 0; i < 500; i += 1) expect(await front.find('/bai-cu')).toEqual({ status: 301, location: '/bai-moi' })
    expect(written.loads).toBe(1)
    expect(written.hits).toEqual([])
    await front.flush()
    expect(written.hits).toEqual([{ id: 1, hits: 500, lastHitAt: '2026-11-29T08:00:00.000Z' }])
  })

  it('loads the redirects again when they change', async () => {
    const { answers, rows } = app()
    const front = new OldAddresses(() => answers)
    expect(await front.find('/moi-tao')).toBeNull()
    rows.push({ id: 2, from: '/moi-tao', to: '/dich', status: '302' })
    front.changed(true)
    await front.reload()
    expect(await front.find('/moi-tao')).toEqual({ status: 302, location: '/dich' })
  })

  it('sends a WordPress address to our content when it exists, asking once until content changes', async () => {
    const { answers, written } = app()
    const front = new OldAddresses(() => answers)
    expect(await front.find('/2024/05/17/co-that/?utm_source=x')).toEqual({
      status: 301,
      location: '/co-that?utm_source=x',
    })
    expect(await front.find('/2024/05/17/khong-co/')).toBeNull()
    await front.find('/2024/05/17/co-that/')
    expect(written.asked).toBe(2)
    front.changed(false)
    await front.find('/2024/05/17/co-that/')
    expect(written.asked).toBe(3)
  })

  it('counts addresses not found, but not robots’, too long ones, nor more than a batch holds', async () => {
    const { answers, written } = app()
    const front = new OldAddresses(
      () => answers,
      () => 0,
    )
    front.notFound('/mat-roi?x=1', { ...PHONE, referer: 'https://www.google.com/' })
    front.notFound('/Mat-Roi/', PHONE)
    front.notFound('/mat-roi', { 'user-agent': 'Googlebot/2.1 (+http://www.google.com/bot.html)' })
    front.notFound(`/${'a'.repeat(MAX_LOGGED_PATH)}`, PHONE)
    for (let i = 0; i < MAX_NOT_FOUND_BATCH + 500; i += 1) front.notFound(`/lu-${i}`, PHONE)
    await front.flush()
    expect(written.notFound).toHaveLength(MAX_NOT_FOUND_BATCH)
    expect(written.notFound[0]).toEqual({
      path: '/mat-roi',
      hits: 2,
      firstSeen: '1970-01-01T00:00:00.000Z',
      lastSeen: '1970-01-01T00:00:00.000Z',
      referrer: 'https://www.google.com/',
    })
    await front.flush()
    expect(written.notFound).toHaveLength(MAX_NOT_FOUND_BATCH)
  })

  it('lets the site answer a WordPress address when the app cannot say', async () => {
    const { answers } = app()
    const failing = { ...answers, oldAddress: async () => Promise.reject(new Error('cơ sở dữ liệu bận')) }
    const front = new OldAddresses(() => failing)
    const quiet = vi.spyOn(console, 'error').mockImplementation(() => {})
    expect(await front.find('/tag/pin')).toBeNull()
    quiet.mockRestore()
  })

  it('percent-encodes what a Location header cannot carry', async () => {
    const { answers } = app([{ id: 1, from: '/cu', to: '/mẹo-hay?q=pin 5%', status: '301' }])
    const front = new OldAddresses(() => answers)
    expect((await front.find('/cu'))?.location).toBe('/m%E1%BA%B9o-hay?q=pin%205%')
  })
})
