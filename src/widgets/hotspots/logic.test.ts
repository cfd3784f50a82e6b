import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  clampPercent,
  entranceTimings,
  entranceTotal,
  fitTipPosition,
  hotspotEvent,
  hotspotTrigger,
  MAX_HOTSPOTS,
  nextActive,
  readHotspots,
  TIP_POSITIONS,
  tipPosition,
  tipShift,
} from './logic'

const label = (n: number) => `Điểm ${n}`

describe('stored hotspots', () => {
  it('clamps positions to 0–100 %, whatever is stored', () => {
    expect(clampPercent(33.333)).toBe(33.33)
    expect(clampPercent('72')).toBe(72)
    expect(clampPercent(-5)).toBe(0)
    expect(clampPercent(140)).toBe(100)
    expect(clampPercent('x')).toBe(50)
    expect(clampPercent(Number.POSITIVE_INFINITY)).toBe(50)
    fc.assert(
      fc.property(fc.oneof(fc.anything(), fc.double()), (value) => {
        const percent = clampPercent(value)
        expect(percent >= 0 && percent <= 100).toBe(true)
      }),
    )
  })

  it('reads a hotspot with its tooltip, a safe link and a known side', () => {
    expect(
      readHotspots(
        [
          {
            label: ' Nút nguồn ',
            x: 61,
            y: '38',
            marker: 'number',
            text: 'Bấm giữ để tắt máy.',
            linkText: 'Xem thêm',
            linkUrl: '/chuyen-muc/pin',
            position: 'right',
          },
        ],
        label,
      ),
    ).toEqual([
      {
        label: 'Nút nguồn',
        x: 61,
        y: 38,
        marker: 'number',
        text: 'Bấm giữ để tắt máy.',
        link: { href: '/chuyen-muc/pin', text: 'Xem thêm' },
        position: 'right',
      },
    ])
    const [hotspot] = readHotspots([{ linkUrl: 'javascript:alert(1)', position: 'middle' }], label)
    expect(hotspot).toEqual({ label: 'Điểm 1', x: 50, y: 50, marker: 'plus', text: '', link: null, position: 'above' })
  })

  it('never throws and keeps at most twenty hotspots, each sane', () => {
    expect(readHotspots('x', label)).toEqual([])
    expect(readHotspots([null, 3, 'a', { label: 'A' }], label)).toHaveLength(1)
    fc.assert(
      fc.property(fc.anything(), (value) => {
        const hotspots = readHotspots(value, label)
        expect(hotspots.length).toBeLessThanOrEqual(MAX_HOTSPOTS)
      }),
    )
    const stored = fc.record(
      {
        label: fc.anything(),
        x: fc.anything(),
        y: fc.anything(),
        marker: fc.anything(),
        text: fc.anything(),
        linkUrl: fc.anything(),
        position: fc.anything(),
      },
      { requiredKeys: [] },
    )
    fc.assert(
      fc.property(fc.array(stored, { maxLength: 30 }), (value) => {
        for (const hotspot of readHotspots(value, label)) {
          expect(hotspot.label).not.toBe('')
          expect(TIP_POSITIONS).toContain(hotspot.position)
          expect(hotspot.x >= 0 && hotspot.x <= 100 && hotspot.y >= 0 && hotspot.y <= 100).toBe(true)
          if (hotspot.link)
            expect(new URL(hotspot.link.href, 'https://thuthuat.invalid/').protocol).toMatch(/^(https?|mailto|tel):$/)
        }
      }),
    )
  })

  it('knows the trigger, the side and the entrance total, with the spec defaults', () => {
    expect(hotspotTrigger('hover')).toBe('hover')
    expect(hotspotTrigger('tap')).toBe('click')
    expect(tipPosition('below')).toBe('below')
    expect(tipPosition('toString')).toBe('above')
    expect(entranceTotal(undefined)).toBe(1000)
    expect(entranceTotal('1500')).toBe(1500)
    expect(entranceTotal(-3)).toBe(0)
    expect(entranceTotal(1e9)).toBe(10_000)
  })
})

describe('entrance timings', () => {
  it('shares 1000 ms between four hotspots, one after another', () => {
    expect(entranceTimings(4, 1000)).toEqual([
      { delay: 0, duration: 250 },
      { delay: 250, duration: 250 },
      { delay: 500, duration: 250 },
      { delay: 750, duration: 250 },
    ])
    expect(entranceTimings(3, 1000).map((timing) => timing.duration)).toEqual([333, 334, 333])
    expect(entranceTimings(0, 1000)).toEqual([])
  })

  it('property: each starts when the one before ends, and the durations add up to the total', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: MAX_HOTSPOTS }), fc.integer({ min: 0, max: 10_000 }), (count, total) => {
        const timings = entranceTimings(count, total)
        expect(timings).toHaveLength(count)
        expect(timings[0].delay).toBe(0)
        timings
          .slice(1)
          .forEach((timing, index) => expect(timing.delay).toBe(timings[index].delay + timings[index].duration))
        expect(timings.reduce((sum, timing) => sum + timing.duration, 0)).toBe(total)
        for (const timing of timings) expect(Number.isInteger(timing.duration) && timing.duration >= 0).toBe(true)
      }),
    )
  })
})

describe('one active hotspot', () => {
  it('toggles, opens one at a time, closes on leave and on close', () => {
    expect(nextActive(null, { type: 'toggle', index: 1 }, 3)).toBe(1)
    expect(nextActive(1, { type: 'toggle', index: 1 }, 3)).toBeNull()
    expect(nextActive(1, { type: 'toggle', index: 2 }, 3)).toBe(2)
    expect(nextActive(1, { type: 'open', index: 1 }, 3)).toBe(1)
    expect(nextActive(1, { type: 'leave', index: 1 }, 3)).toBeNull()
    expect(nextActive(2, { type: 'leave', index: 1 }, 3)).toBe(2)
    expect(nextActive(2, { type: 'close' }, 3)).toBeNull()
    expect(nextActive(2, { type: 'open', index: 7 }, 3)).toBe(2)
    expect(nextActive(null, { type: 'toggle', index: -1 }, 3)).toBeNull()
  })

  it('property: at most one is active, always a real one, and opening any makes it the only one', () => {
    const event = fc.oneof(
      fc.record({
        type: fc.constantFrom('toggle' as const, 'open' as const, 'leave' as const),
        index: fc.integer({ min: -2, max: 8 }),
      }),
      fc.constant({ type: 'close' as const }),
    )
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 6 }), fc.array(event, { maxLength: 40 }), (count, events) => {
        let active: number | null = null
        for (const next of events) {
          const before = active
          active = nextActive(active, next, count)
          if (active !== null) expect(active >= 0 && active < count).toBe(true)
          if (next.type === 'open' && next.index >= 0 && next.index < count) expect(active).toBe(next.index)
          if (next.type === 'toggle' && next.index >= 0 && next.index < count)
            expect(active).toBe(before === next.index ? null : next.index)
        }
      }),
    )
  })

  it('hover mode: a mouse opens on enter and closes on leave; touch and keys fall back to clicks', () => {
    expect(hotspotEvent('hover', 'enter', 'mouse', 2)).toEqual({ type: 'open', index: 2 })
    expect(hotspotEvent('hover', 'leave', 'mouse', 2)).toEqual({ type: 'leave', index: 2 })
    expect(hotspotEvent('hover', 'click', 'mouse', 2)).toEqual({ type: 'open', index: 2 })
    expect(hotspotEvent('hover', 'enter', 'touch', 2)).toBeNull()
    expect(hotspotEvent('hover', 'click', 'touch', 2)).toEqual({ type: 'toggle', index: 2 })
    expect(hotspotEvent('hover', 'click', '', 2)).toEqual({ type: 'toggle', index: 2 })
    expect(hotspotEvent('click', 'enter', 'mouse', 0)).toBeNull()
    expect(hotspotEvent('click', 'leave', 'mouse', 0)).toBeNull()
    expect(hotspotEvent('click', 'click', 'mouse', 0)).toEqual({ type: 'toggle', index: 0 })
  })
})

describe('tooltip placement', () => {
  const viewport = { width: 390, height: 844 }
  const tip = { width: 240, height: 120 }
  const at = (x: number, y: number) => ({ left: x - 17, top: y - 17, right: x + 17, bottom: y + 17 })

  it('keeps the chosen side when it fits, flips to the other side when not', () => {
    expect(fitTipPosition('above', at(200, 400), tip, viewport)).toBe('above')
    expect(fitTipPosition('above', at(200, 60), tip, viewport)).toBe('below')
    expect(fitTipPosition('below', at(200, 800), tip, viewport)).toBe('above')
    expect(fitTipPosition('right', at(340, 400), tip, { width: 1280, height: 800 })).toBe('right')
    expect(fitTipPosition('right', at(1200, 400), tip, { width: 1280, height: 800 })).toBe('left')
    expect(fitTipPosition('left', at(195, 400), tip, viewport)).toBe('below')
    expect(fitTipPosition('left', at(195, 20), { width: 240, height: 900 }, viewport)).toBe('left')
  })

  it('shifts a centred tooltip back onto the screen', () => {
    expect(tipShift(200, 240, 390)).toBe(0)
    expect(tipShift(40, 240, 390)).toBe(88)
    expect(tipShift(370, 240, 390)).toBe(-108)
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 1280 }),
        fc.integer({ min: 40, max: 300 }),
        fc.integer({ min: 320, max: 1600 }),
        (centre, width, screen) => {
          const left = centre - width / 2 + tipShift(centre, width, screen)
          expect(left).toBeGreaterThanOrEqual(8 - 0.5)
          if (width <= screen - 16) expect(left + width).toBeLessThanOrEqual(screen - 8 + 0.5)
        },
      ),
    )
  })
})
