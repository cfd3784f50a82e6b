import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { readBatch } from './events'
import {
  batchBodies,
  boundedNumber,
  MAX_BATCH_BYTES,
  MAX_EVENTS_PER_BATCH,
  pageAddress,
  type PageEvent,
  scrolledPercent,
  VIDEO_PERCENTS,
  videoPercentsPassed,
} from './sending'

const bytesOf = (text: string) => new TextEncoder().encode(text).length
const eventsOf = (body: string) => (JSON.parse(body) as { events: PageEvent[] }).events

describe('batchBodies', () => {
  it('sends a few small events as one body the endpoint reads', () => {
    const events = [
      { name: 'page_view', params: { page_location: 'https://thuthuatdienthoai.vn/', page_title: 'Thủ thuật' } },
      { name: 'scroll', params: { page_location: 'https://thuthuatdienthoai.vn/', percent_scrolled: 90 } },
    ]
    const bodies = batchBodies(events)
    expect(bodies).toEqual([JSON.stringify({ events })])
    expect(readBatch(JSON.parse(bodies[0]))).toEqual({ ok: true, events })
    expect(batchBodies([])).toEqual([])
  })

  it('splits at 20 events and at 2,048 bytes of UTF-8, and leaves out an event too large alone', () => {
    const many = Array.from({ length: 45 }, (_, index) => ({ name: 'scroll', params: { percent_scrolled: index } }))
    expect(batchBodies(many).map((body) => eventsOf(body).length)).toEqual([20, 20, 5])
    // 300 Vietnamese letters of 3 bytes each: 900 bytes a title, two to a body.
    const titled = Array.from({ length: 5 }, () => ({ name: 'page_view', params: { page_title: 'ệ'.repeat(300) } }))
    const bodies = batchBodies(titled)
    expect(bodies.map((body) => eventsOf(body).length)).toEqual([2, 2, 1])
    for (const body of bodies) expect(bytesOf(body)).toBeLessThanOrEqual(MAX_BATCH_BYTES)
    const huge = { name: 'page_view', params: { page_title: 'ệ'.repeat(700) } }
    expect(batchBodies([huge, many[0]])).toEqual([JSON.stringify({ events: [many[0]] })])
  })

  it('keeps every event that fits, once, in order, in bodies within both limits (property)', () => {
    const event = fc.record({
      name: fc.constantFrom('page_view', 'click', 'user_engagement'),
      params: fc.dictionary(
        fc.constantFrom('page_location', 'page_title', 'link_text', 'outbound', 'percent_scrolled'),
        fc.oneof(fc.string({ unit: 'binary', maxLength: 400 }), fc.nat(100), fc.boolean()),
      ),
    })
    fc.assert(
      fc.property(fc.array(event, { maxLength: 60 }), (events) => {
        const bodies = batchBodies(events)
        for (const body of bodies) {
          expect(bytesOf(body)).toBeLessThanOrEqual(MAX_BATCH_BYTES)
          expect(eventsOf(body).length).toBeGreaterThan(0)
          expect(eventsOf(body).length).toBeLessThanOrEqual(MAX_EVENTS_PER_BATCH)
        }
        const fitting = events.filter((one) => bytesOf(JSON.stringify({ events: [one] })) <= MAX_BATCH_BYTES)
        expect(bodies.flatMap(eventsOf)).toEqual(JSON.parse(JSON.stringify(fitting)))
      }),
    )
  })
})

describe('pageAddress', () => {
  it('is a new page for another path or query, not for another fragment (property)', () => {
    const part = fc.stringMatching(/^[a-z0-9-]{0,12}$/)
    fc.assert(
      fc.property(part, part, part, part, (path, query, fragment, other) => {
        const href = (p: string, q: string, f: string) => `https://thuthuatdienthoai.vn/${p}?${q}${f ? `#${f}` : ''}`
        expect(pageAddress(href(path, query, fragment))).toBe(pageAddress(href(path, query, other)))
        expect(pageAddress(href(path, query, fragment)) === pageAddress(href(other, query, fragment))).toBe(
          path === other,
        )
        expect(pageAddress(href(path, query, fragment)) === pageAddress(href(path, other, fragment))).toBe(
          query === other,
        )
      }),
    )
  })
})

describe('scrolledPercent', () => {
  it('is how far the window’s bottom has come down the page', () => {
    expect(scrolledPercent(0, 800, 4000)).toBe(20)
    expect(scrolledPercent(2800, 800, 4000)).toBe(90)
    expect(scrolledPercent(3200, 800, 4000)).toBe(100)
    expect(scrolledPercent(0, 800, 600)).toBe(100)
  })

  it('stays within 0–100 and grows as the reader scrolls down (property)', () => {
    fc.assert(
      fc.property(fc.nat(50_000), fc.nat(50_000), fc.integer({ min: 1, max: 4000 }), fc.nat(100_000), (a, b, h, p) => {
        const [top, lower] = [Math.min(a, b), Math.max(a, b)]
        const percent = scrolledPercent(top, h, p)
        expect(percent).toBeGreaterThanOrEqual(0)
        expect(percent).toBeLessThanOrEqual(100)
        expect(Number.isInteger(percent)).toBe(true)
        expect(scrolledPercent(lower, h, p)).toBeGreaterThanOrEqual(percent)
      }),
    )
  })
})

describe('videoPercentsPassed', () => {
  it('names the marks passed and not sent, so that each mark is sent once however the video jumps (property)', () => {
    fc.assert(
      fc.property(fc.array(fc.double({ min: 0, max: 100, noNaN: true }), { maxLength: 30 }), (positions) => {
        const sent = new Set<number>()
        const order: number[] = []
        for (const percent of positions) {
          for (const mark of videoPercentsPassed(percent, sent)) {
            expect(percent).toBeGreaterThanOrEqual(mark)
            sent.add(mark)
            order.push(mark)
          }
        }
        expect(new Set(order).size).toBe(order.length)
        const furthest = Math.max(0, ...positions)
        expect(order.toSorted((x, y) => x - y)).toEqual(VIDEO_PERCENTS.filter((mark) => mark <= furthest))
      }),
    )
  })
})

describe('boundedNumber', () => {
  it('is whole, within its bounds, and 0 for what is not a finite number', () => {
    expect(boundedNumber(12.6)).toBe(13)
    expect(boundedNumber(-3)).toBe(0)
    expect(boundedNumber(1e9)).toBe(86_400)
    expect(boundedNumber(7e7, 6 * 60 * 60 * 1000)).toBe(6 * 60 * 60 * 1000)
    for (const value of [Number.NaN, Infinity, -Infinity]) expect(boundedNumber(value)).toBe(0)
  })
})
