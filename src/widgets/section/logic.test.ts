import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  atTime,
  type BackgroundVideo,
  backgroundVideo,
  columnsPerDevice,
  fileVideoSrc,
  gradientAngle,
  hiddenClasses,
  lightTextOver,
  nextPoll,
  PLAYER_SCRIPTS,
  playsOnDevice,
  readPath,
  SCRIPT_POLL_GIVE_UP,
  SCRIPT_POLL_INTERVAL,
  sectionBackground,
  sectionColumns,
  sectionPadding,
  shapeDivider,
  vimeoPlayerOptions,
  youtubePlayerOptions,
} from './logic'

const upload = { id: 3, url: '/api/media/file/anh-nen.webp', alt: '', width: 1600, height: 900 }

describe('section logic', () => {
  it('clamps columns and spacing to the offered choices', () => {
    expect(sectionColumns('3')).toBe(3)
    expect(sectionColumns(9)).toBe(1)
    expect(sectionColumns(undefined)).toBe(1)
    expect(sectionPadding('large')).toBe(80)
    expect(sectionPadding('huge')).toBe(48)
  })

  it('gives tablets and phones their own columns, or sensible ones on "auto"', () => {
    expect(columnsPerDevice('4')).toEqual({ desktop: 4, tablet: 2, mobile: 1 })
    expect(columnsPerDevice('3', 'auto', 'auto')).toEqual({ desktop: 3, tablet: 3, mobile: 1 })
    expect(columnsPerDevice('3', '1', '2')).toEqual({ desktop: 3, tablet: 1, mobile: 2 })
    fc.assert(
      fc.property(fc.anything(), fc.anything(), fc.anything(), (a, b, c) => {
        for (const columns of Object.values(columnsPerDevice(a, b, c))) expect([1, 2, 3, 4]).toContain(columns)
      }),
    )
  })

  it('hides a section on some devices, never on all of them', () => {
    expect(hiddenClasses(['mobile'])).toEqual(['builder-hide-mobile'])
    expect(hiddenClasses(['desktop', 'tablet', 'tv'])).toEqual(['builder-hide-tablet', 'builder-hide-desktop'])
    expect(hiddenClasses(['mobile', 'tablet', 'desktop'])).toEqual([])
    expect(hiddenClasses('mobile')).toEqual([])
  })
})

describe('section backgrounds', () => {
  it('reads layouts saved when the colour was the only background', () => {
    expect(sectionBackground({ background: '#e8f0fe' })).toEqual({ colour: '#e8f0fe' })
    expect(sectionBackground({ background: '' })).toEqual({})
  })

  it('builds a gradient from two hex colours and a clamped angle', () => {
    expect(
      sectionBackground({
        backgroundType: 'gradient',
        background: '#0b5cd5',
        gradientTo: '#6d28d9',
        gradientAngle: '135',
      }),
    ).toEqual({
      gradient: 'linear-gradient(135deg, #0b5cd5, #6d28d9)',
    })
    expect(gradientAngle('720')).toBe(360)
    expect(gradientAngle('')).toBe(180)
    expect(sectionBackground({ backgroundType: 'gradient', background: '#fff', gradientTo: 'url(x)' })).toEqual({
      colour: '#fff',
    })
  })

  it('loads only our uploads as background images, through the image optimizer', () => {
    const background = sectionBackground({ backgroundType: 'image', backgroundImage: upload, overlay: '#00000080' })
    expect(background.image).toEqual({
      small: '/_next/image?url=%2Fapi%2Fmedia%2Ffile%2Fanh-nen.webp&w=828&q=75',
      large: '/_next/image?url=%2Fapi%2Fmedia%2Ffile%2Fanh-nen.webp&w=1600&q=75',
    })
    expect(background.overlay).toBe('#00000080')
    expect(
      sectionBackground({ backgroundType: 'image', backgroundImage: { ...upload, url: 'https://evil.example/x.png' } })
        .image,
    ).toBeUndefined()
    expect(
      sectionBackground({ backgroundType: 'image', backgroundImage: { ...upload, url: '/api/media/file/a.png)");x' } })
        .image,
    ).toBeUndefined()
  })

  it('property: whatever is stored, a background never carries anything but hex colours, angles and our optimizer URLs', () => {
    fc.assert(
      fc.property(
        fc.record({
          backgroundType: fc.constantFrom('none', 'colour', 'gradient', 'image', 'video', 'x'),
          background: fc.string(),
          gradientTo: fc.string(),
          gradientAngle: fc.anything(),
          backgroundImage: fc.record({ url: fc.string() }),
          overlay: fc.string(),
        }),
        (props) => {
          const { colour, gradient, image, overlay } = sectionBackground(props)
          for (const value of [colour, overlay]) expect(value === undefined || /^#[0-9a-f]+$/i.test(value)).toBe(true)
          expect(gradient === undefined || /^linear-gradient\(\d+deg, #[0-9a-f]+, #[0-9a-f]+\)$/i.test(gradient)).toBe(
            true,
          )
          expect(
            image === undefined || /^\/_next\/image\?url=%2Fapi%2Fmedia%2Ffile%2F[\w.-]+&w=\d+&q=75$/.test(image.small),
          ).toBe(true)
        },
      ),
    )
  })
})

describe('text over an overlay', () => {
  it('turns light only over an overlay dark enough for white text, whatever the image below', () => {
    expect(lightTextOver('#000000b3')).toBe(true)
    expect(lightTextOver('#0f172a')).toBe(true)
    expect(lightTextOver('#000')).toBe(true)
    expect(lightTextOver('#00000080')).toBe(false)
    expect(lightTextOver('#f8fafcd9')).toBe(false)
    expect(lightTextOver('#ffff00')).toBe(false)
    expect(lightTextOver('red')).toBe(false)
    expect(lightTextOver(undefined)).toBe(false)
  })

  it('property: a more opaque black never turns the text dark again', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 254 }), (alpha) => {
        const hex = (value: number) => `#000000${value.toString(16).padStart(2, '0')}`
        if (lightTextOver(hex(alpha))) expect(lightTextOver(hex(alpha + 1))).toBe(true)
      }),
    )
  })
})

describe('shape dividers', () => {
  it('points at the shape file, or its negative, with a clamped height', () => {
    expect(shapeDivider({ shape: 'wave', colour: '#f4f6fb', height: '80' })).toEqual({
      src: '/shapes/wave.svg',
      colour: '#f4f6fb',
      height: 80,
      flip: false,
    })
    expect(shapeDivider({ shape: 'tilt', negative: true, flip: true, height: 5000 })).toEqual({
      src: '/shapes/tilt-negative.svg',
      colour: '#ffffff',
      height: 300,
      flip: true,
    })
    expect(shapeDivider({ shape: 'none' })).toBeNull()
    expect(shapeDivider({ shape: '../../etc/passwd' })).toBeNull()
    expect(shapeDivider(undefined)).toBeNull()
  })
})

describe('background videos', () => {
  const youtube = { backgroundType: 'video', background_video_link: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ' }

  it('reads the spec settings: YouTube in privacy mode, looping, not on phones, by default', () => {
    expect(backgroundVideo(youtube)).toEqual({
      kind: 'youtube',
      id: 'dQw4w9WgXcQ',
      start: 0,
      end: null,
      playOnce: false,
      playOnMobile: false,
      privacy: true,
    })
    expect(
      backgroundVideo({
        ...youtube,
        background_video_start: '12.7',
        background_video_end: 42,
        background_play_once: true,
        background_play_on_mobile: true,
        background_privacy_mode: false,
      }),
    ).toEqual({
      kind: 'youtube',
      id: 'dQw4w9WgXcQ',
      start: 12,
      end: 42,
      playOnce: true,
      playOnMobile: true,
      privacy: false,
    })
    expect(backgroundVideo({ background_video_link: 'https://vimeo.com/76979871' })).toMatchObject({
      kind: 'vimeo',
      id: '76979871',
    })
    expect(backgroundVideo({ background_video_link: '/api/media/file/man-hinh.webm' })).toMatchObject({
      kind: 'file',
      url: '/api/media/file/man-hinh.webm',
    })
  })

  it('clamps start and end, and drops an end that is not after the start', () => {
    expect(backgroundVideo({ ...youtube, background_video_start: -5, background_video_end: 1e12 })).toMatchObject({
      start: 0,
      end: 86_400,
    })
    expect(backgroundVideo({ ...youtube, background_video_start: 30, background_video_end: 30 })).toMatchObject({
      start: 30,
      end: null,
    })
    expect(backgroundVideo({ ...youtube, background_video_start: 'x', background_video_end: '' })).toMatchObject({
      start: 0,
      end: null,
    })
    expect(backgroundVideo({ ...youtube, background_play_once: 'yes', background_privacy_mode: 0 })).toMatchObject({
      playOnce: false,
      privacy: true,
    })
  })

  it('refuses links the video widget refuses', () => {
    for (const link of [
      'javascript:alert(1)',
      'https://evil.example/a.mp4',
      '/api/media/file/../x.mp4',
      '',
      undefined,
      42,
    ])
      expect(backgroundVideo({ background_video_link: link })).toBeNull()
  })

  it('paints a video section with its poster, colour and overlay; an unreadable link leaves the image background', () => {
    const background = sectionBackground({
      ...youtube,
      backgroundImage: upload,
      background: '#111827',
      overlay: '#00000066',
    })
    expect(background).toMatchObject({
      colour: '#111827',
      overlay: '#00000066',
      video: { kind: 'youtube' },
      image: { large: expect.stringContaining('anh-nen.webp') },
    })
    expect(
      sectionBackground({ backgroundType: 'video', background_video_link: 'x', backgroundImage: upload }).video,
    ).toBeUndefined()
    expect(sectionBackground({ ...youtube, backgroundType: 'image' }).video).toBeUndefined()
  })

  it('property: whatever is stored, a background video is one of the three sources with sane times and flags', () => {
    const link = fc.oneof(
      fc.string(),
      fc.constantFrom('https://youtu.be/dQw4w9WgXcQ', 'https://vimeo.com/76979871', '/api/media/file/a.mp4'),
    )
    fc.assert(
      fc.property(
        link,
        fc.anything(),
        fc.anything(),
        fc.anything(),
        fc.anything(),
        fc.anything(),
        (url, start, end, once, mobile, privacy) => {
          const video = backgroundVideo({
            background_video_link: url,
            background_video_start: start,
            background_video_end: end,
            background_play_once: once,
            background_play_on_mobile: mobile,
            background_privacy_mode: privacy,
          })
          if (!video) return
          expect(Number.isInteger(video.start) && video.start >= 0 && video.start <= 86_400).toBe(true)
          expect(
            video.end === null || (Number.isInteger(video.end) && video.end > video.start && video.end <= 86_400),
          ).toBe(true)
          for (const flag of [video.playOnce, video.playOnMobile, video.privacy]) expect(typeof flag).toBe('boolean')
          if (video.kind === 'file') expect(video.url).toMatch(/^\/api\/media\/file\/[\w.-]+\.(mp4|webm)$/i)
          else expect(video.id).toMatch(video.kind === 'youtube' ? /^[\w-]{11}$/ : /^\d{6,12}$/)
        },
      ),
    )
  })

  it('plays on tablets and desktops, on phones (≤ 767 px) only when asked, never with reduced motion', () => {
    expect(playsOnDevice({ playOnMobile: false }, { width: 1280, reducedMotion: false })).toBe(true)
    expect(playsOnDevice({ playOnMobile: false }, { width: 768, reducedMotion: false })).toBe(true)
    expect(playsOnDevice({ playOnMobile: false }, { width: 767, reducedMotion: false })).toBe(false)
    expect(playsOnDevice({ playOnMobile: true }, { width: 390, reducedMotion: false })).toBe(true)
    fc.assert(
      fc.property(fc.boolean(), fc.integer({ min: 0, max: 4000 }), (playOnMobile, width) => {
        expect(playsOnDevice({ playOnMobile }, { width, reducedMotion: true })).toBe(false)
      }),
    )
  })

  it('builds the YouTube player muted, without controls, from the no-cookie host in privacy mode', () => {
    const video = backgroundVideo({
      ...youtube,
      background_video_start: 12,
      background_video_end: 42,
    }) as BackgroundVideo & { kind: 'youtube' }
    expect(youtubePlayerOptions(video)).toEqual({
      host: 'https://www.youtube-nocookie.com',
      videoId: 'dQw4w9WgXcQ',
      playerVars: {
        autoplay: 1,
        mute: 1,
        controls: 0,
        disablekb: 1,
        fs: 0,
        iv_load_policy: 3,
        playsinline: 1,
        rel: 0,
        start: 12,
        end: 42,
      },
    })
    expect(youtubePlayerOptions({ ...video, privacy: false, end: null })).toMatchObject({
      host: 'https://www.youtube.com',
      playerVars: { start: 12 },
    })
    expect(youtubePlayerOptions({ ...video, end: null }).playerVars).not.toHaveProperty('end')
  })

  it('builds the Vimeo player muted in background mode, with "do not track" in privacy mode', () => {
    const video = backgroundVideo({ background_video_link: 'https://vimeo.com/76979871' }) as BackgroundVideo & {
      kind: 'vimeo'
    }
    expect(vimeoPlayerOptions(video)).toEqual({
      id: 76979871,
      background: true,
      autoplay: true,
      muted: true,
      loop: false,
      playsinline: true,
      autopause: false,
      keyboard: false,
      dnt: true,
    })
    expect(vimeoPlayerOptions({ ...video, privacy: false }).dnt).toBe(false)
  })

  it('starts our own files at the start second with a media fragment', () => {
    const video = backgroundVideo({
      background_video_link: '/api/media/file/a.mp4',
      background_video_start: 8,
    }) as BackgroundVideo & { kind: 'file' }
    expect(fileVideoSrc(video)).toBe('/api/media/file/a.mp4#t=8')
    expect(fileVideoSrc({ ...video, start: 0 })).toBe('/api/media/file/a.mp4')
  })

  it('loops back to the start at the end second or the video end, or stops when played once', () => {
    const loop = { start: 5, end: 20, playOnce: false }
    expect(atTime(loop, 19.9)).toBe('play')
    expect(atTime(loop, 20)).toBe('restart')
    expect(atTime({ ...loop, playOnce: true }, 25)).toBe('stop')
    expect(atTime({ ...loop, end: null }, 9999)).toBe('play')
    expect(atTime({ ...loop, end: null }, 0, true)).toBe('restart')
    expect(atTime({ ...loop, end: null, playOnce: true }, 0, true)).toBe('stop')
  })

  it('loads the two providers’ player scripts and knows the global each defines', () => {
    expect(PLAYER_SCRIPTS.youtube).toEqual({ url: 'https://www.youtube.com/iframe_api', global: 'YT.Player' })
    expect(PLAYER_SCRIPTS.vimeo).toEqual({ url: 'https://player.vimeo.com/api/player.js', global: 'Vimeo.Player' })
    const Player = () => {}
    expect(readPath({ YT: { Player } }, 'YT.Player')).toBe(Player)
    expect(readPath({ YT: {} }, 'YT.Player')).toBeUndefined()
    expect(readPath({ YT: null }, 'YT.Player')).toBeUndefined()
    expect(readPath({ YT: 'x' }, 'YT.Player')).toBeUndefined()
    expect(readPath({}, 'Vimeo.Player')).toBeUndefined()
  })

  it('polls every 350 ms and gives up after 10 s', () => {
    expect(SCRIPT_POLL_INTERVAL).toBe(350)
    expect(nextPoll(1)).toBe(350)
    const waits: number[] = []
    for (let attempt = 1, wait = nextPoll(attempt); wait !== null; wait = nextPoll(++attempt)) waits.push(wait)
    expect(waits.length).toBe(28)
    expect(waits.reduce((sum, wait) => sum + wait, 0)).toBeLessThanOrEqual(SCRIPT_POLL_GIVE_UP)
    fc.assert(
      fc.property(fc.oneof(fc.integer(), fc.double()), (attempt) => {
        const wait = nextPoll(attempt)
        expect(
          wait === null || (wait === 350 && Number.isInteger(attempt) && attempt >= 1 && attempt * 350 <= 10_000),
        ).toBe(true)
      }),
    )
  })
})
