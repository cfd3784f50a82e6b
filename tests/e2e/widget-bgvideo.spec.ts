import { type Browser, type BrowserContextOptions, expect, type Page, test } from '@playwright/test'
import { block, createPublished, docs, layout, signInAsAdmin } from './admin-session'
import { expectNoAxeViolations } from './axe'
import { recordWebm } from './webm'

const YOUTUBE_API = 'https://www.youtube.com/iframe_api'
const VIMEO_API = 'https://player.vimeo.com/api/player.js'
const YOUTUBE_HEADING = 'Khu vực nổi bật có video nền'
const VIMEO_HEADING = 'Mở khóa bằng khuôn mặt, xem một lần là nhớ'

/**
 * Stand-ins for the providers' scripts. Like the real ones they define their global a little after they run
 * (the island has to poll for it); each player records what it was given and called, and is driven by the test.
 */
const fakeYouTube = `
  setTimeout(function () {
    window.YT = { Player: function (element, options) {
      var frame = document.createElement('iframe')
      frame.title = 'YouTube'
      element.replaceWith(frame)
      var player = { calls: [], frame: frame }
      ;['mute', 'playVideo', 'pauseVideo', 'seekTo', 'destroy'].forEach(function (name) {
        player[name] = function () { player.calls.push([name].concat([].slice.call(arguments))) }
      })
      window.fakePlayers.push({ kind: 'youtube', options: options, player: player })
      setTimeout(function () { options.events.onReady({ target: player }) }, 0)
      return player
    } }
  }, 700)
`
const fakeVimeo = `
  setTimeout(function () {
    window.Vimeo = { Player: function (element, options) {
      var frame = document.createElement('iframe')
      frame.title = 'Vimeo'
      element.append(frame)
      var player = { calls: [], handlers: {}, frame: frame, on: function (name, handler) { player.handlers[name] = handler } }
      ;['setCurrentTime', 'play', 'pause', 'destroy'].forEach(function (name) {
        player[name] = function () { player.calls.push([name].concat([].slice.call(arguments))); return Promise.resolve() }
      })
      window.fakePlayers.push({ kind: 'vimeo', options: options, player: player })
      return player
    } }
  }, 700)
`

type FakePlayer = {
  kind: string
  options: Record<string, unknown>
  player: { calls: unknown[][]; handlers?: Record<string, (data?: unknown) => void>; frame: HTMLIFrameElement }
}
declare global {
  interface Window {
    fakePlayers: FakePlayer[]
  }
}

/** A page that never reaches the internet: the two player scripts are the fakes, anything else off-site fails. */
async function offlinePage(
  browser: Browser,
  options: BrowserContextOptions,
  scripts = { youtube: fakeYouTube, vimeo: fakeVimeo },
) {
  const context = await browser.newContext(options)
  const page = await context.newPage()
  const requested: string[] = []
  page.on('request', (request) => requested.push(request.url()))
  await page.addInitScript(() => (window.fakePlayers = []))
  await page.route(/^https?:\/\/(?!localhost[:/])/, (route) => route.abort())
  await page.route(YOUTUBE_API, (route) => route.fulfill({ contentType: 'text/javascript', body: scripts.youtube }))
  await page.route(VIMEO_API, (route) => route.fulfill({ contentType: 'text/javascript', body: scripts.vimeo }))
  const count = (url: string) => requested.filter((address) => address === url).length
  return { page, requested, count }
}

const videoSection = (page: Page, heading: string) =>
  page.locator('section.builder-section--video', { has: page.getByRole('heading', { name: heading }) })
const layerOf = (section: ReturnType<typeof videoSection>) => section.locator(':scope > .builder-section__video')
const posterOpacity = (section: ReturnType<typeof videoSection>) =>
  section.locator('.builder-section__poster').evaluate((poster) => getComputedStyle(poster).opacity)
const posterImage = (section: ReturnType<typeof videoSection>) =>
  section.locator('.builder-section__poster').evaluate((poster) => getComputedStyle(poster).backgroundImage)
const players = (page: Page) =>
  page.evaluate(() =>
    window.fakePlayers.map(({ kind, options, player }) => ({
      kind,
      options: JSON.parse(JSON.stringify(options)) as Record<string, unknown>,
      calls: player.calls,
    })),
  )

test('background videos load their provider’s script once, near the viewport, and show the video only once it plays', async ({
  browser,
}) => {
  const { page, count } = await offlinePage(browser, { viewport: { width: 1280, height: 800 } })
  await page.goto('/tien-ich')
  const youtube = videoSection(page, YOUTUBE_HEADING)
  const vimeo = videoSection(page, VIMEO_HEADING)
  const youtubeLayer = layerOf(youtube)
  await expect(youtubeLayer).toHaveAttribute('aria-hidden', 'true')
  await expect(youtubeLayer).toHaveAttribute('inert', '')

  // Far below the fold: nothing from the providers yet, and no poster image either.
  await page.waitForLoadState('networkidle')
  expect(count(YOUTUBE_API)).toBe(0)
  expect(count(VIMEO_API)).toBe(0)
  expect(await posterImage(youtube)).toBe('none')

  await youtube.scrollIntoViewIfNeeded()
  await expect
    .poll(() => players(page).then((list) => list.map(({ kind }) => kind).sort()))
    .toEqual(['vimeo', 'youtube'])
  expect(await posterImage(youtube)).toContain('/_next/image?url=%2Fapi%2Fmedia%2Ffile%2F')

  const [ytPlayer] = (await players(page)).filter(({ kind }) => kind === 'youtube')
  expect(ytPlayer.options).toMatchObject({
    host: 'https://www.youtube-nocookie.com',
    videoId: 'aqz-KE-bpKQ',
    playerVars: { autoplay: 1, mute: 1, controls: 0, disablekb: 1, start: 12, end: 42 },
  })
  await expect
    .poll(async () => (await players(page)).find(({ kind }) => kind === 'youtube')?.calls)
    .toEqual([['mute'], ['playVideo']])

  // The poster stays until the player says it is playing, then fades out and the player shows.
  await page.waitForTimeout(500)
  expect(await posterOpacity(youtube)).toBe('1')
  await expect(youtubeLayer).not.toHaveClass(/is-playing/)
  await page.evaluate(() => {
    const { options, player } = window.fakePlayers.find(({ kind }) => kind === 'youtube')!
    ;(options.events as { onStateChange: (event: object) => void }).onStateChange({ data: 1, target: player })
  })
  await expect(youtubeLayer).toHaveClass(/is-playing/)
  await expect.poll(() => posterOpacity(youtube)).toBe('0')
  await expect.poll(() => youtubeLayer.locator('iframe').evaluate((frame) => getComputedStyle(frame).opacity)).toBe('1')

  // At the end second the player ends: it goes back to second 12 and plays on (it loops).
  await page.evaluate(() => {
    const { options, player } = window.fakePlayers.find(({ kind }) => kind === 'youtube')!
    ;(options.events as { onStateChange: (event: object) => void }).onStateChange({ data: 0, target: player })
  })
  expect((await players(page)).find(({ kind }) => kind === 'youtube')?.calls.slice(2)).toEqual([
    ['seekTo', 12, true],
    ['playVideo'],
  ])

  // The embedded player is hidden from assistive technology and can never take the focus.
  expect(
    await youtubeLayer.locator('iframe').evaluate((frame) => (frame.focus(), document.activeElement === frame)),
  ).toBe(false)

  // Vimeo: muted background mode with "do not track"; played once, so at its end the poster comes back.
  const [vimeoPlayer] = (await players(page)).filter(({ kind }) => kind === 'vimeo')
  expect(vimeoPlayer.options).toEqual({
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
  const fire = (event: string) =>
    page.evaluate(
      (name) => window.fakePlayers.find(({ kind }) => kind === 'vimeo')!.player.handlers![name]({ seconds: 3 }),
      event,
    )
  await fire('playing')
  await expect(layerOf(vimeo)).toHaveClass(/is-playing/)
  await fire('ended')
  await expect(layerOf(vimeo)).not.toHaveClass(/is-playing/)
  expect((await players(page)).find(({ kind }) => kind === 'vimeo')?.calls).toEqual([['pause']])

  // Scrolling away and back, or past both sections, loads nothing again.
  await page.evaluate(() => window.scrollTo(0, 0))
  await youtube.scrollIntoViewIfNeeded()
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight))
  // Give any second load the time to start (the page's other widgets keep the network from ever idling again).
  await page.waitForTimeout(1_000)
  expect(count(YOUTUBE_API)).toBe(1)
  expect(count(VIMEO_API)).toBe(1)
  expect(await page.locator(`script[src="${YOUTUBE_API}"]`).count()).toBe(1)
  await expectNoAxeViolations(page)
  await page.context().close()
})

test('phones get the poster instead of a background video, unless the section asks to play on phones', async ({
  browser,
}) => {
  const { page, count } = await offlinePage(browser, { viewport: { width: 390, height: 844 } })
  await page.goto('/tien-ich')
  const youtube = videoSection(page, YOUTUBE_HEADING)
  await youtube.scrollIntoViewIfNeeded()
  await videoSection(page, VIMEO_HEADING).scrollIntoViewIfNeeded()
  await expect.poll(() => players(page).then((list) => list.map(({ kind }) => kind))).toEqual(['vimeo'])
  await page.waitForLoadState('networkidle')
  expect(count(YOUTUBE_API)).toBe(0)
  expect(count(VIMEO_API)).toBe(1)
  expect(await posterImage(youtube)).toContain('/_next/image?url=%2Fapi%2Fmedia%2Ffile%2F')
  expect(await posterOpacity(youtube)).toBe('1')
  await expect(layerOf(youtube).locator('iframe')).toHaveCount(0)
  // The section's dark overlay keeps its heading readable in white.
  await expect(youtube.getByRole('heading', { name: YOUTUBE_HEADING })).toHaveCSS('color', 'rgb(255, 255, 255)')
  await page.context().close()
})

test('readers who prefer less motion get the posters only', async ({ browser }) => {
  const { page, requested } = await offlinePage(browser, {
    viewport: { width: 1280, height: 800 },
    reducedMotion: 'reduce',
  })
  await page.goto('/tien-ich')
  for (const heading of [YOUTUBE_HEADING, VIMEO_HEADING]) {
    const section = videoSection(page, heading)
    await section.scrollIntoViewIfNeeded()
    // The poster loading proves the section came near the viewport, where a video would have started.
    await expect.poll(() => posterImage(section)).toContain('/_next/image?url=%2Fapi%2Fmedia%2Ffile%2F')
    await expect(layerOf(section).locator('iframe')).toHaveCount(0)
    // And the poster really is an image the optimizer serves.
    const poster = await page.request.get(/url\("(.+)"\)/.exec(await posterImage(section))![1])
    expect(poster.ok()).toBe(true)
    expect(poster.headers()['content-type']).toMatch(/^image\//)
  }
  await page.waitForLoadState('networkidle')
  expect(requested.filter((url) => url === YOUTUBE_API || url === VIMEO_API)).toEqual([])
  expect(await page.evaluate(() => window.fakePlayers.length)).toBe(0)
  await page.context().close()
})

test('a player script that never arrives is polled for every 350 ms, then given up, and the poster stays', async ({
  browser,
}) => {
  const { page, count } = await offlinePage(
    browser,
    { viewport: { width: 1280, height: 800 } },
    { youtube: '', vimeo: '' },
  )
  const start = Date.now()
  await page.clock.install({ time: start })
  // Count the island's looks for the YouTube global.
  await page.addInitScript(() => {
    const looks = { count: 0 }
    Object.defineProperty(window, 'ytLooks', { value: looks })
    Object.defineProperty(window, 'YT', { get: () => void looks.count++ })
  })
  await page.goto('/tien-ich')
  // From here on time moves only when the test says so.
  await page.clock.pauseAt(start + 60_000)
  const looks = () => page.evaluate(() => (window as unknown as { ytLooks: { count: number } }).ytLooks.count)
  const youtube = videoSection(page, YOUTUBE_HEADING)
  await youtube.scrollIntoViewIfNeeded()
  await expect.poll(() => count(YOUTUBE_API)).toBe(1)
  await expect.poll(looks).toBe(1)
  await page.clock.runFor(349)
  expect(await looks()).toBe(1)
  await page.clock.runFor(1)
  expect(await looks()).toBe(2)
  await page.clock.runFor(350 * 9)
  expect(await looks()).toBe(11)
  await page.clock.runFor(10_000)
  const final = await looks()
  expect(final).toBe(29)
  await page.clock.runFor(5_000)
  expect(await looks()).toBe(final)
  expect(count(YOUTUBE_API)).toBe(1)
  expect(await posterOpacity(youtube)).toBe('1')
  await expect(layerOf(youtube)).not.toHaveClass(/is-playing/)
  await expect(layerOf(youtube).locator('iframe, .builder-section__player')).toHaveCount(0)
  await page.context().close()
})

test('a visitor page without a background video asks no video provider for anything', async ({ browser }) => {
  const { page, requested } = await offlinePage(browser, { viewport: { width: 1280, height: 800 } })
  await page.goto('/')
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight))
  await page.waitForLoadState('networkidle')
  expect(requested.some((url) => url.includes('/_next/static/'))).toBe(true)
  expect(requested.filter((url) => /youtube|vimeo/.test(url))).toEqual([])
  await expect(page.locator('script[src*="youtube"], script[src*="vimeo"]')).toHaveCount(0)
  await page.context().close()
})

test('our own video file gets its address only near the viewport, plays muted and inline, then the poster fades', async ({
  browser,
  page,
}) => {
  await signInAsAdmin(page)
  const [media] = await docs<{ id: number; url: string; alt: string; width: number; height: number }>(
    page.request,
    '/api/media?limit=1&where[mimeType][like]=image/',
  )
  const file = `/api/media/file/nen-thu-${Date.now()}.webm`
  const title = `Video nền tự lưu trữ ${Date.now()}`
  const id = await createPublished(page.request, 'pages', {
    title,
    layout: layout(
      block('Section', {
        content: [
          block('Heading', { text: title, level: 'h1', align: 'left' }),
          ...Array.from({ length: 20 }, () => block('Spacer', { height: '96' })),
        ],
      }),
      block('Section', {
        backgroundType: 'video',
        backgroundImage: { id: media.id, url: media.url, alt: media.alt, width: media.width, height: media.height },
        background_video_link: file,
        content: [block('Heading', { text: 'Khu vực có video nền tự lưu trữ', level: 'h2', align: 'center' })],
      }),
    ),
  })
  const [{ slug }] = await docs<{ slug: string }>(page.request, `/api/pages?where[id][equals]=${id}`)
  const webm = Buffer.from(await recordWebm(page), 'base64')
  expect(webm.subarray(0, 4).toString('hex')).toBe('1a45dfa3')

  const visitor = await offlinePage(browser, { viewport: { width: 1280, height: 800 } })
  await visitor.page.route(`**${file}`, (route) => route.fulfill({ contentType: 'video/webm', body: webm }))
  await visitor.page.goto(`/${slug}`)
  const section = videoSection(visitor.page, 'Khu vực có video nền tự lưu trữ')
  const video = section.locator('video')
  await expect(video).toHaveAttribute('playsinline', '')
  await expect(video).toHaveAttribute('autoplay', '')
  await expect(video).not.toHaveAttribute('controls')
  await visitor.page.waitForLoadState('networkidle')
  await expect(video).not.toHaveAttribute('src')
  expect(visitor.requested.some((url) => url.endsWith(file))).toBe(false)
  expect(await posterOpacity(section)).toBe('1')

  await section.scrollIntoViewIfNeeded()
  await expect(video).toHaveAttribute('src', file)
  expect(await video.evaluate((element: HTMLVideoElement) => element.muted)).toBe(true)
  await expect(layerOf(section)).toHaveClass(/is-playing/)
  await expect.poll(() => posterOpacity(section)).toBe('0')
  await expect.poll(() => video.evaluate((element: HTMLVideoElement) => element.currentTime)).toBeGreaterThan(0)
  await visitor.page.context().close()
  expect((await page.request.delete(`/api/pages/${id}`)).ok()).toBe(true)
})
