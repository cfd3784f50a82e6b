import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  animationSource,
  aspectRatio,
  boxWidth,
  DEFAULT_ANIMATION,
  framePercentages,
  isLottieDocument,
  LOTTIE_MAX_BYTES,
  loopSettings,
  needsPauseButton,
  nextPass,
  parseLottie,
  playPlan,
  playSpeed,
  playerSettings,
  readTrigger,
  scrollProgress,
  segmentFrames,
  TRIGGERS,
  viewportOffsets,
  zoneRootMargin,
} from './logic'

describe('animation source', () => {
  const upload = { id: 3, url: '/api/media/file/4b1d-chuong.json', filename: '4b1d-chuong.json' }

  it('uses an uploaded file only when its name ends in json', () => {
    expect(animationSource(upload, 'https://cdn.example.vn/a.json')).toBe('/api/media/file/4b1d-chuong.json')
    expect(animationSource({ ...upload, filename: 'CHUONG.JSON' }, '')).toBe('/api/media/file/4b1d-chuong.json')
    expect(
      animationSource(
        { ...upload, url: '/api/media/file/anh.png', filename: 'anh.png' },
        'https://cdn.example.vn/a.json',
      ),
    ).toBe('https://cdn.example.vn/a.json')
  })

  it('refuses files that are not our uploads, then unsafe or relative addresses, and falls back to the default', () => {
    expect(animationSource({ url: 'https://evil.example/x.json', filename: 'x.json' }, '')).toBe(DEFAULT_ANIMATION)
    expect(animationSource({ url: '/api/media/file/../secret.json', filename: 'x.json' }, '')).toBe(DEFAULT_ANIMATION)
    for (const url of [
      'javascript:alert(1)',
      ' JavaScript:alert(1)//.json',
      'data:application/json,{}',
      '//evil.example/a.json',
      '/animations/x.json',
      'ftp://a/b.json',
      '',
      null,
      42,
    ]) {
      expect(animationSource(null, url)).toBe(DEFAULT_ANIMATION)
    }
    expect(animationSource(undefined, ' http://cdn.example.vn/a.json ')).toBe('http://cdn.example.vn/a.json')
  })

  it('always gives our upload path, an http(s) address or the default, whatever is stored', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.record({
            url: fc.oneof(fc.string(), fc.constantFrom('/api/media/file/a.json', '/api/media/file/a b.json')),
            filename: fc.string(),
          }),
          fc.anything({ maxDepth: 1 }),
        ),
        fc.oneof(
          fc.string(),
          fc.constantFrom(
            'https://cdn.example.vn/a.json',
            ' HTTP://A.VN/b ',
            'javascript:alert(1)',
            'https:evil',
            'http://',
          ),
          fc.anything({ maxDepth: 1 }),
        ),
        (file, url) => {
          const source = animationSource(file, url)
          expect(
            source === DEFAULT_ANIMATION ||
              /^\/api\/media\/file\/[\w.-]+$/.test(source) ||
              /^https?:\/\//i.test(source),
          ).toBe(true)
        },
      ),
    )
  })
})

describe('percentages and frames', () => {
  it('clamps frame percentages to 0–100 and keeps them in order', () => {
    expect(framePercentages(undefined, undefined)).toEqual({ start: 0, end: 100 })
    expect(framePercentages(-20, 250)).toEqual({ start: 0, end: 100 })
    expect(framePercentages('80', '20')).toEqual({ start: 20, end: 80 })
    fc.assert(
      fc.property(fc.anything({ maxDepth: 1 }), fc.anything({ maxDepth: 1 }), (start, end) => {
        const range = framePercentages(start, end)
        expect(range.start).toBeGreaterThanOrEqual(0)
        expect(range.end).toBeLessThanOrEqual(100)
        expect(range.start).toBeLessThanOrEqual(range.end)
      }),
    )
  })

  it('turns the percentages into frames inside the animation', () => {
    expect(segmentFrames(0, 60, { start: 0, end: 100 })).toEqual([0, 60])
    expect(segmentFrames(10, 110, { start: 25, end: 50 })).toEqual([35, 60])
    fc.assert(
      fc.property(
        fc.integer({ min: -1000, max: 1000 }),
        fc.integer({ min: 1, max: 5000 }),
        fc.double({ min: 0, max: 100, noNaN: true }),
        fc.double({ min: 0, max: 100, noNaN: true }),
        (ip, length, a, b) => {
          const [from, to] = segmentFrames(ip, ip + length, framePercentages(a, b))
          expect(from).toBeGreaterThanOrEqual(ip)
          expect(to).toBeLessThanOrEqual(ip + length)
          expect(from).toBeLessThanOrEqual(to)
        },
      ),
    )
  })

  it('defaults viewport offsets to 0 and 100, clamped and ordered', () => {
    expect(viewportOffsets(undefined)).toEqual({ start: 0, end: 100 })
    expect(viewportOffsets({ start: 130, end: -5 })).toEqual({ start: 0, end: 100 })
    expect(viewportOffsets({ start: 60, end: 20 })).toEqual({ start: 20, end: 60 })
    expect(zoneRootMargin({ start: 0, end: 100 })).toBe('0% 0px 0% 0px')
    expect(zoneRootMargin({ start: 20, end: 70 })).toBe('-30% 0px -20% 0px')
  })

  it('reads speed, width and ratio defensively', () => {
    expect(playSpeed(undefined)).toBe(1)
    expect(playSpeed('2')).toBe(2)
    expect(playSpeed(0)).toBe(1)
    expect(playSpeed(99)).toBe(5)
    expect(playSpeed(0.01)).toBe(0.1)
    expect(boxWidth(null)).toBe(320)
    expect(boxWidth(5000)).toBe(1200)
    expect(aspectRatio('16:9')).toBe('16 / 9')
    expect(aspectRatio('toString')).toBe('1 / 1')
    expect(readTrigger('on_click')).toBe('on_click')
    expect(readTrigger('<script>')).toBe('arriving_to_viewport')
  })
})

describe('scroll progress', () => {
  const offsets = { start: 0, end: 100 }

  it('runs from 0 when the block enters at the bottom to 1 when it leaves at the top', () => {
    expect(scrollProgress({ top: 800, height: 200 }, 800, offsets)).toBe(0)
    expect(scrollProgress({ top: 300, height: 200 }, 800, offsets)).toBe(0.5)
    expect(scrollProgress({ top: -200, height: 200 }, 800, offsets)).toBe(1)
    expect(scrollProgress({ top: -900, height: 200 }, 800, offsets)).toBe(1)
  })

  it('uses the zone between the offsets', () => {
    // Start line 25 % above the bottom (y = 600), end line at mid-height (y = 400): 400 px of travel for a 200 px block.
    expect(scrollProgress({ top: 600, height: 200 }, 800, { start: 25, end: 50 })).toBe(0)
    expect(scrollProgress({ top: 400, height: 200 }, 800, { start: 25, end: 50 })).toBe(0.5)
    expect(scrollProgress({ top: 200, height: 200 }, 800, { start: 25, end: 50 })).toBe(1)
  })

  it('counts a block too thin to divide by as done once past the start line', () => {
    // The fast-check case that found it: 1 / 5.6e-309 overflows to Infinity once the block has moved up a little.
    const zone = viewportOffsets({ start: 0, end: 0 })
    expect(scrollProgress({ top: 0, height: 5.56268464626801e-309 }, 1, zone)).toBe(1)
    expect(scrollProgress({ top: -7.771561172376096e-16, height: 5.56268464626801e-309 }, 1, zone)).toBe(1)
  })

  it('stays between 0 and 1 and never goes back while the page scrolls down', () => {
    fc.assert(
      fc.property(
        fc.double({ min: -5000, max: 5000, noNaN: true }),
        fc.double({ min: 0, max: 3000, noNaN: true }),
        fc.double({ min: 1, max: 3000, noNaN: true }),
        fc.double({ min: 0, max: 100, noNaN: true }),
        fc.double({ min: 0, max: 100, noNaN: true }),
        fc.double({ min: 0, max: 1000, noNaN: true }),
        (top, height, viewport, a, b, scrolled) => {
          const zone = viewportOffsets({ start: a, end: b })
          const before = scrollProgress({ top, height }, viewport, zone)
          const after = scrollProgress({ top: top - scrolled, height }, viewport, zone)
          expect(before).toBeGreaterThanOrEqual(0)
          expect(before).toBeLessThanOrEqual(1)
          expect(after).toBeGreaterThanOrEqual(before)
        },
      ),
    )
  })
})

describe('looping', () => {
  const run = (settings: ReturnType<typeof loopSettings>, limit = 50) => {
    const passes: string[] = ['forward']
    for (let done = 1; done < limit; done++) {
      const next = nextPass(settings, done)
      if (next === 'stop') break
      passes.push(next)
    }
    return passes
  }

  it('plays once, once there and back, a number of cycles, or forever', () => {
    expect(run(loopSettings(false, 5, false))).toEqual(['forward'])
    expect(run(loopSettings(false, '', true))).toEqual(['forward', 'backward'])
    expect(run(loopSettings(true, 3, false))).toEqual(['forward', 'forward', 'forward'])
    expect(run(loopSettings(true, '2', true))).toEqual(['forward', 'backward', 'forward', 'backward'])
    expect(run(loopSettings(true, '', false))).toHaveLength(50)
    expect(loopSettings(true, 0, false).times).toBeNull()
    expect(loopSettings(true, 1e9, false).times).toBe(1000)
  })

  it('plays exactly times × (2 when reversing) passes, alternating when reversing', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 20 }), fc.boolean(), (times, reverse) => {
        const passes = run(loopSettings(true, times, reverse), 100)
        expect(passes).toHaveLength(times * (reverse ? 2 : 1))
        passes.forEach((pass, index) => expect(pass).toBe(reverse && index % 2 === 1 ? 'backward' : 'forward'))
      }),
    )
  })
})

describe('play plan', () => {
  const plan = (trigger: (typeof TRIGGERS)[number], extra: Partial<Parameters<typeof playPlan>[0]> = {}) =>
    playPlan({ trigger, hasLink: false, isEditing: false, reducedMotion: false, ...extra })

  it('maps each trigger to how the player starts', () => {
    expect(plan('none').mode).toBe('autoplay')
    expect(plan('arriving_to_viewport').mode).toBe('viewport')
    expect(plan('bind_to_scroll').mode).toBe('scroll')
    expect(plan('on_click').mode).toBe('click')
    expect(plan('on_hover').mode).toBe('hover')
    expect(plan('on_click', { hasLink: true }).mode).toBe('viewport')
  })

  it('never moves by itself in the editor or for readers who asked for less motion, except on their click', () => {
    fc.assert(
      fc.property(fc.constantFrom(...TRIGGERS), fc.boolean(), fc.boolean(), (trigger, hasLink, isEditing) => {
        expect(plan(trigger, { hasLink, isEditing: true })).toEqual({ mode: 'still', stillAt: 'start' })
        const reduced = plan(trigger, { hasLink, isEditing, reducedMotion: true })
        expect(['still', 'click']).toContain(reduced.mode)
        if (reduced.mode === 'click') expect(trigger === 'on_click' && !hasLink && !isEditing).toBe(true)
      }),
    )
  })
})

describe('Lottie documents', () => {
  const animation = { v: '5.7.4', fr: 30, ip: 0, op: 60, w: 400, h: 400, layers: [] }

  it('accepts an object with numeric fr, ip, op and a layers array', () => {
    expect(isLottieDocument(animation)).toBe(true)
    expect(parseLottie(JSON.stringify(animation))).toEqual(animation)
  })

  it('refuses anything else, malformed or too large, without throwing', () => {
    for (const value of [
      null,
      [],
      'x',
      { ...animation, fr: 0 },
      { ...animation, op: 0 },
      { ...animation, ip: '0' },
      { ...animation, layers: {} },
      { ...animation, fr: Infinity },
    ]) {
      expect(isLottieDocument(value)).toBe(false)
    }
    expect(parseLottie('{"fr":30,')).toBeNull()
    expect(parseLottie(JSON.stringify({ ...animation, layers: ['x'.repeat(LOTTIE_MAX_BYTES)] }))).toBeNull()
    fc.assert(
      fc.property(fc.string(), (text) => {
        expect(() => parseLottie(text)).not.toThrow()
      }),
    )
    fc.assert(
      fc.property(fc.json(), (text) => {
        expect(parseLottie(text) === null || isLottieDocument(JSON.parse(text))).toBe(true)
      }),
    )
  })
})

describe('player settings', () => {
  it('reads every stored setting defensively, with the spec defaults', () => {
    expect(playerSettings({}, { hasLink: false, isEditing: false })).toEqual({
      src: DEFAULT_ANIMATION,
      trigger: 'arriving_to_viewport',
      hoverOut: 'pause',
      offsets: { start: 0, end: 100 },
      frames: { start: 0, end: 100 },
      loop: { loop: false, times: null, reverse: false },
      speed: 1,
      hasLink: false,
      isEditing: false,
    })
    expect(
      playerSettings(
        {
          url: 'javascript:alert(1)',
          trigger: 'on_hover',
          hoverOut: 'reverse',
          startPoint: 150,
          loop: true,
          numberOfTimes: '3',
        },
        { hasLink: true, isEditing: true },
      ),
    ).toMatchObject({
      src: DEFAULT_ANIMATION,
      trigger: 'on_hover',
      hoverOut: 'reverse',
      frames: { start: 100, end: 100 },
      loop: { loop: true, times: 3, reverse: false },
    })
  })

  it('never throws and always gives settings the player can use', () => {
    fc.assert(
      fc.property(
        fc.dictionary(
          fc.constantFrom(
            'file',
            'url',
            'trigger',
            'hoverOut',
            'viewport',
            'loop',
            'numberOfTimes',
            'reverse',
            'startPoint',
            'endPoint',
            'speed',
          ),
          fc.anything({ maxDepth: 1 }),
        ),
        (props) => {
          const settings = playerSettings(props, { hasLink: false, isEditing: false })
          expect(TRIGGERS).toContain(settings.trigger)
          expect(settings.speed).toBeGreaterThan(0)
          expect(JSON.parse(JSON.stringify(settings))).toEqual(settings)
        },
      ),
    )
  })
})

describe('pause button', () => {
  const settings = (props: Parameters<typeof playerSettings>[0], context = { hasLink: false, isEditing: false }) =>
    playerSettings(props, context)

  it('is offered when the animation starts by itself and loops more than once', () => {
    expect(needsPauseButton(settings({ trigger: 'none', loop: true }))).toBe(true)
    expect(needsPauseButton(settings({ trigger: 'arriving_to_viewport', loop: true, numberOfTimes: 3 }))).toBe(true)
    expect(needsPauseButton(settings({ trigger: 'on_click', loop: true }, { hasLink: true, isEditing: false }))).toBe(
      true,
    )
  })

  it('is not offered for one cycle, for animations the reader drives, or in the editor', () => {
    expect(needsPauseButton(settings({ trigger: 'none', loop: false }))).toBe(false)
    expect(needsPauseButton(settings({ trigger: 'none', loop: true, numberOfTimes: 1 }))).toBe(false)
    for (const trigger of ['on_click', 'on_hover', 'bind_to_scroll'])
      expect(needsPauseButton(settings({ trigger, loop: true }))).toBe(false)
    expect(needsPauseButton(settings({ trigger: 'none', loop: true }, { hasLink: false, isEditing: true }))).toBe(false)
  })
})
