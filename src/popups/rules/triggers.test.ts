import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { readTriggers, scrolledPercent } from './triggers'

describe('popup triggers', () => {
  it('reads the triggers switched on under the original’s names, within bounds', () => {
    expect(
      readTriggers({
        page_load: 'yes',
        page_load_delay: { size: 3, unit: 'px' },
        scrolling: 'yes',
        scrolling_direction: 'sideways',
        scrolling_offset: 250,
        scrolling_to: 'yes',
        scrolling_to_selector: '  #dang-ky ',
        click: 'yes',
        click_times: '3',
        inactivity: '',
        inactivity_time: 5,
        exit_intent: 'yes',
      }),
    ).toEqual({
      pageLoad: 3,
      scrolling: { direction: 'down', offset: 100 },
      scrollingTo: '#dang-ky',
      clicks: 3,
      exitIntent: true,
    })
    expect(readTriggers({ scrolling_to: 'yes', scrolling_to_selector: '   ' })).toEqual({})
    for (const junk of [null, 'x', [], 7]) expect(readTriggers(junk)).toEqual({})
  })

  it('says how far a page is read, from 0 to 100, whatever its size', () => {
    expect(scrolledPercent(0, 3000, 1000)).toBe(0)
    expect(scrolledPercent(1000, 3000, 1000)).toBe(50)
    expect(scrolledPercent(0, 800, 1000)).toBe(100)
    fc.assert(
      fc.property(
        fc.integer({ min: -100, max: 10_000 }),
        fc.integer({ min: 0, max: 10_000 }),
        fc.integer({ min: 1, max: 2000 }),
        (top, height, viewport) => {
          const percent = scrolledPercent(top, height, viewport)
          expect(percent >= 0 && percent <= 100).toBe(true)
        },
      ),
    )
  })
})
