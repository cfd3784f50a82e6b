import { type Browser, type BrowserContext, expect, type Page, test } from '@playwright/test'
import { block, createPublished, docs, layout, signInAsAdmin } from './admin-session'
import { behavioursStarted, formStarted } from './behaviours'
import { recordWebm } from './webm'

/**
 * The page's measurement (docs/measurement.md, How a page sends), read where it leaves the browser: every request to
 * the collection endpoint and the events its body holds. The endpoint's answer is never read nor made up here.
 */

// Each test chooses its reader's cookie: none, unlike the returning reader the other specs meet the pages as.
test.use({ storageState: { cookies: [], origins: [] } })

const COLLECT = '/api/collect'
/** 22 base64url characters, as the banner draws them. */
const CONSENT_ID = 'Q2hvbi1waGFuLXRpY2gtdA'
/** The banner's cookie for a reader who chose analytics (version 1), refused everything, or advertising alone. */
const ANALYTICS = `1.10.${CONSENT_ID}`
const REFUSED = `1.00.${CONSENT_ID}`

type Sent = { name: string; params: Record<string, string | number | boolean> }

/** What a page sends to the endpoint: each request's body, and the events of all of them. */
function followBeacons(page: Page) {
  const bodies: string[] = []
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === COLLECT) bodies.push(request.postData() ?? '')
  })
  const events = () => bodies.flatMap((body) => (JSON.parse(body) as { events: Sent[] }).events)
  const named = (name: string) => events().filter((event) => event.name === name)
  return { bodies, events, named }
}

/** A reader's browser: with the banner's cookie when given, with Global Privacy Control when asked. */
async function reader(browser: Browser, baseURL: string, { cookie, gpc }: { cookie?: string; gpc?: boolean } = {}) {
  const context = await browser.newContext({
    viewport: { width: 1280, height: 800 },
    ...(gpc && { extraHTTPHeaders: { 'sec-gpc': '1' } }),
  })
  if (cookie) await context.addCookies([{ name: 'tt_consent', value: cookie, url: baseURL }])
  if (gpc) await context.addInitScript(() => Object.defineProperty(navigator, 'globalPrivacyControl', { value: true }))
  const page = await context.newPage()
  return { context, page, beacons: followBeacons(page) }
}

/** Scrolls to the end of the page in steps, as a reader does, then back up and down again. */
async function readToTheEnd(page: Page) {
  for (let step = 0; step < 40; step++) {
    const atEnd = await page.evaluate(() => {
      window.scrollBy(0, 400)
      return window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 2
    })
    await page.waitForTimeout(50)
    if (atEnd) break
  }
  await page.evaluate(() => window.scrollTo(0, 0))
  await page.waitForTimeout(100)
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight))
  await page.waitForTimeout(100)
}

/** Links followed here go nowhere: the page stays, as it would while a download or another site opens. */
const stayOnClick = (page: Page) =>
  page.evaluate(() => addEventListener('click', (event) => event.target instanceof Element && event.preventDefault()))

/** The measurement's part that follows a consenting reader is loaded. */
const following = (page: Page) => page.waitForLoadState('networkidle')

/**
 * The reader turns to another tab or app: the page is hidden. (Headless pages are never hidden, and what a page sends
 * while it unloads is not reported to the test, so the browser's own signal is given by hand.)
 */
const hide = (page: Page) =>
  page.evaluate(() => {
    Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true })
    Object.defineProperty(document, 'hidden', { value: true, configurable: true })
    document.dispatchEvent(new Event('visibilitychange'))
  })

/** Waits long enough for anything queued to have been sent (events wait about a second). */
const settled = (page: Page) => page.waitForTimeout(1_800)

/** A page of this test's own, with links to a file here, a file elsewhere, another site and a page here. */
const LINKS = {
  download: { label: 'Tải cẩm nang (PDF)', href: '/tai-lieu/cam-nang.pdf' },
  remoteDownload: { label: 'Bảng giá (Excel)', href: 'https://cdn.vidu.vn/tai-lieu/bang-gia.xlsx' },
  outbound: { label: 'Nhắn Zalo cho tòa soạn', href: 'https://zalo.me/0901234567' },
  inside: { label: 'Liên hệ tòa soạn', href: '/lien-he' },
}
let linksPage = ''

test.beforeAll(async ({ browser }) => {
  const page = await browser.newPage()
  await signInAsAdmin(page)
  const title = `Đo lường liên kết ${Date.now()}`
  const id = await createPublished(page.request, 'pages', {
    title,
    layout: layout(
      block('Heading', { text: title, level: 'h1', align: 'left' }),
      ...Object.values(LINKS).map(({ label, href }) =>
        block('Button', { label, href, variant: 'primary', align: 'left' }),
      ),
    ),
  })
  const [{ slug }] = await docs<{ slug: string }>(page.request, `/api/pages?where[id][equals]=${id}`)
  linksPage = `/${slug}`
  await page.close()
})

test('without a choice nothing is sent and nothing is written by the measurement', async ({ browser, baseURL }) => {
  const { context, page, beacons } = await reader(browser, baseURL!)
  await page.goto('/cach-chup-man-hinh-iphone')
  await behavioursStarted(page)
  await expect(page.locator('[data-behaviour="analytics"]')).toHaveCount(1)
  await expect(page.locator('[data-behaviour="analytics"]')).toHaveAttribute('data-consent-version', '1')
  await expect(page.locator('[data-behaviour="analytics"]')).toHaveAttribute('data-before-consent', 'off')
  await readToTheEnd(page)
  await page.goto(linksPage)
  await behavioursStarted(page)
  await stayOnClick(page)
  await page.getByRole('link', { name: LINKS.outbound.label }).click()
  await page.getByRole('link', { name: LINKS.download.label }).click()
  await page.locator('input[type=search]:visible').first().fill('pin')
  await settled(page)
  await page.goto('/tim-kiem?s=pin')
  await behavioursStarted(page)
  await hide(page)
  await settled(page)
  expect(beacons.bodies).toEqual([])
  // No cookie at all; in storage, only the popups' own keys (docs/popups.md, Browser storage keys).
  expect(await context.cookies()).toEqual([])
  const stored = await page.evaluate(() => [...Object.keys(localStorage), ...Object.keys(sessionStorage)])
  expect(stored).toContain('pageViews')
  for (const key of stored) expect(key).toMatch(/^(?:pageViews|sessions|activeSession|popup_\d+_\w+|popup-\d+-[\w-]+)$/)
  await context.close()
})

test('with consent a page view goes on load and once for each new address of a loop, with where it came from', async ({
  browser,
  baseURL,
}) => {
  const { context, page, beacons } = await reader(browser, baseURL!, { cookie: ANALYTICS })
  await page.goto('/meo-hay')
  await behavioursStarted(page)
  const title = await page.title()
  await expect
    .poll(() => beacons.named('page_view'))
    .toEqual([{ name: 'page_view', params: { page_location: `${baseURL}/meo-hay`, page_title: title } }])
  const grid = page.locator('[data-id="PostGrid-meo-iphone"]')
  await grid.getByRole('link', { name: 'Trang 2', exact: true }).click()
  await expect(page).toHaveURL('/meo-hay?e-page-PostGrid-meo-iphone=2')
  // The same address again, or only another fragment, is no new page.
  await page.evaluate(() => history.replaceState(history.state, '', location.href))
  await page.evaluate(() => history.pushState(null, '', '#bai-moi'))
  await page.goBack()
  await page.goBack()
  await expect(page).toHaveURL('/meo-hay')
  await settled(page)
  expect(beacons.named('page_view').map((event) => event.params)).toEqual([
    { page_location: `${baseURL}/meo-hay`, page_title: title },
    {
      page_location: `${baseURL}/meo-hay?e-page-PostGrid-meo-iphone=2`,
      page_title: title,
      page_referrer: `${baseURL}/meo-hay`,
    },
    {
      page_location: `${baseURL}/meo-hay`,
      page_title: title,
      page_referrer: `${baseURL}/meo-hay?e-page-PostGrid-meo-iphone=2`,
    },
  ])
  // Each body is text the endpoint reads as a batch, within its limits.
  for (const body of beacons.bodies) expect(Buffer.byteLength(body)).toBeLessThanOrEqual(2048)
  await context.close()
})

test('a page read to 90 % says so once, and how long it was seen and how far when it is left', async ({
  browser,
  baseURL,
}) => {
  const { context, page, beacons } = await reader(browser, baseURL!, { cookie: ANALYTICS })
  await page.goto('/cach-chup-man-hinh-iphone')
  await behavioursStarted(page)
  await following(page)
  const shown = Date.now()
  await readToTheEnd(page)
  await readToTheEnd(page)
  await expect.poll(() => beacons.named('scroll')).toHaveLength(1)
  expect(beacons.named('scroll')[0].params).toEqual({
    page_location: `${baseURL}/cach-chup-man-hinh-iphone`,
    page_title: await page.title(),
    percent_scrolled: 90,
  })
  expect(beacons.named('user_engagement')).toEqual([])
  await page.waitForTimeout(500)
  const left = Date.now()
  // Hidden, the page sends at once, without waiting for more events.
  const sent = page.waitForRequest((request) => request.url().endsWith(COLLECT), { timeout: 500 })
  await hide(page)
  expect(JSON.parse((await sent).postData()!).events).toEqual([
    { name: 'user_engagement', params: expect.objectContaining({ percent_scrolled: 100 }) },
  ])
  const [{ params }] = beacons.named('user_engagement')
  expect(params.page_location).toBe(`${baseURL}/cach-chup-man-hinh-iphone`)
  expect(params.engagement_time_msec).toBeGreaterThanOrEqual(left - shown)
  expect(params.engagement_time_msec).toBeLessThan(left - shown + 30_000)
  // Hidden once more, or left: said once.
  await page.evaluate(() => dispatchEvent(new Event('pagehide')))
  await settled(page)
  expect(beacons.named('user_engagement')).toHaveLength(1)
  expect(beacons.named('scroll')).toHaveLength(1)
  await context.close()
})

test('downloads, links to other sites and floating buttons are clicks with their link; a link here is nothing', async ({
  browser,
  baseURL,
}) => {
  const { context, page, beacons } = await reader(browser, baseURL!, { cookie: ANALYTICS })
  await page.goto(linksPage)
  await behavioursStarted(page)
  await following(page)
  await stayOnClick(page)
  for (const { label } of Object.values(LINKS)) await page.getByRole('link', { name: label }).click()
  await settled(page)
  const page_title = await page.title()
  const page_location = `${baseURL}${linksPage}`
  const link_classes = 'builder-button builder-button--primary'
  expect(beacons.named('file_download').map((event) => event.params)).toEqual([
    {
      page_location,
      page_title,
      link_classes,
      link_text: LINKS.download.label,
      link_url: `${baseURL}${LINKS.download.href}`,
      file_extension: 'pdf',
      file_name: 'cam-nang.pdf',
    },
    // Elsewhere, a file is still a download, not a link leaving the site.
    {
      page_location,
      page_title,
      link_classes,
      link_text: LINKS.remoteDownload.label,
      link_url: LINKS.remoteDownload.href,
      file_extension: 'xlsx',
      file_name: 'bang-gia.xlsx',
    },
  ])
  expect(beacons.named('click').map((event) => event.params)).toEqual([
    {
      page_location,
      page_title,
      link_classes,
      link_text: LINKS.outbound.label,
      link_url: LINKS.outbound.href,
      link_domain: 'zalo.me',
      outbound: true,
    },
  ])

  // The floating buttons: Zalo leaves the site, back to top does not; their own count goes on beside.
  await page.goto('/tien-ich')
  await behavioursStarted(page)
  await following(page)
  await stayOnClick(page)
  const contact = page.getByRole('navigation', { name: 'Liên hệ nhanh' })
  const counted = page.waitForResponse((response) => response.url().endsWith('/api/button-clicks/track'))
  await contact.getByRole('link', { name: 'Nhắn Zalo' }).click()
  expect((await counted).status()).toBe(201)
  await page.mouse.wheel(0, 2_000)
  await contact.getByRole('button', { name: 'Lên đầu trang' }).click()
  await settled(page)
  const floating = beacons.named('click').slice(1)
  expect(floating.map((event) => event.params.link_id)).toEqual(['floating-zalo', 'floating-top'])
  expect(floating[0].params).toMatchObject({ link_url: 'https://zalo.me/0901234567', outbound: true })
  expect(floating[1].params).toMatchObject({ outbound: false, page_location: `${baseURL}/tien-ich` })
  expect(floating[1].params).not.toHaveProperty('link_url')
  await context.close()
})

test('a form is started once, on its first field, and its submission is counted with its button', async ({
  browser,
  baseURL,
}) => {
  const { context, page, beacons } = await reader(browser, baseURL!, { cookie: ANALYTICS })
  await page.goto('/lien-he')
  await behavioursStarted(page)
  await following(page)
  const form = page.getByRole('form', { name: 'Liên hệ tòa soạn' })
  await formStarted(form)
  await form.getByLabel('Họ và tên').fill('Trần Minh')
  await form.getByLabel('E-mail').fill('minh@vidu.vn')
  await form.getByLabel('Chủ đề').selectOption({ label: 'Khác' })
  await form.getByLabel('Lời nhắn').fill('Trang có đo lượt xem không?')
  await form.getByLabel('Tôi đồng ý').check()
  await form.getByRole('button', { name: 'Gửi thư' }).click()
  await expect(form.getByRole('status')).toHaveText(
    'Cảm ơn bạn! Chúng tôi đã nhận được thông tin và sẽ phản hồi sớm.',
    {
      timeout: 30_000,
    },
  )
  await settled(page)
  const id = await form.getAttribute('id')
  const form_destination = `${baseURL}/wp-admin/admin-ajax.php`
  const where = { page_location: `${baseURL}/lien-he`, page_title: await page.title() }
  expect(beacons.named('form_start').map((event) => event.params)).toEqual([
    { ...where, form_id: id, form_destination },
  ])
  expect(beacons.named('form_submit').map((event) => event.params)).toEqual([
    { ...where, form_id: id, form_destination, form_submit_text: 'Gửi thư' },
  ])
  // No e-mail address typed in the form leaves the page.
  expect(beacons.bodies.join('')).not.toContain('minh@vidu.vn')
  await context.close()
})

test('our own video says when it starts, passes 10, 25, 50 and 75 % and ends, each once', async ({
  browser,
  baseURL,
  page: editor,
}) => {
  await signInAsAdmin(editor)
  const webm = Buffer.from(await recordWebm(editor), 'base64')
  const upload = await editor.request.post('/api/media', {
    multipart: {
      file: { name: `do-luong-${Date.now()}.webm`, mimeType: 'video/webm', buffer: webm },
      _payload: JSON.stringify({ alt: 'Video đo lường' }),
    },
  })
  expect(upload.status()).toBe(201)
  const { doc: media } = (await upload.json()) as { doc: { url: string } }
  const title = `Video hướng dẫn đo lường ${Date.now()}`
  const id = await createPublished(editor.request, 'pages', {
    title,
    layout: layout(block('Video', { url: new URL(media.url, baseURL).pathname, title, autoplay: false })),
  })
  const [{ slug }] = await docs<{ slug: string }>(editor.request, `/api/pages?where[id][equals]=${id}`)

  const { context, page, beacons } = await reader(browser, baseURL!, { cookie: ANALYTICS })
  await page.goto(`/${slug}`)
  await behavioursStarted(page)
  await following(page)
  const video = page.getByLabel(title)
  // A recording made in the browser does not say how long it lasts until it is read to the end.
  await video.evaluate(async (element: HTMLVideoElement) => {
    element.preload = 'auto'
    element.load()
    await new Promise((resolve) => element.addEventListener('loadedmetadata', resolve, { once: true }))
    element.currentTime = 1e9
    await new Promise((resolve) => element.addEventListener('seeked', resolve, { once: true }))
    element.currentTime = 0
    await new Promise((resolve) => element.addEventListener('seeked', resolve, { once: true }))
  })
  await video.evaluate(async (element: HTMLVideoElement) => {
    element.muted = true
    await element.play()
    await new Promise((resolve) => element.addEventListener('ended', resolve, { once: true }))
  })
  await settled(page)
  const videos = beacons.events().filter((event) => event.name.startsWith('video_'))
  expect(videos.map((event) => [event.name, event.params.video_percent])).toEqual([
    ['video_start', 0],
    ['video_progress', 10],
    ['video_progress', 25],
    ['video_progress', 50],
    ['video_progress', 75],
    ['video_complete', 100],
  ])
  for (const { params } of videos)
    expect(params).toMatchObject({
      video_provider: 'html5',
      video_title: title,
      video_url: new URL(media.url, baseURL).href,
      video_duration: 1,
    })
  await context.close()
  expect((await editor.request.delete(`/api/pages/${id}`)).ok()).toBe(true)
})

/** Stand-ins for YouTube's and Vimeo's players at their addresses: each plays 200 s as its frame API tells a page. */
const PLAYER_STAND_INS = {
  youtube: `<script>
    addEventListener('message', (event) => {
      if (JSON.parse(event.data).event !== 'listening') return
      const say = (info) => parent.postMessage(JSON.stringify({ event: 'infoDelivery', info, channel: 'widget' }), '*')
      say({ playerState: 1, currentTime: 0, duration: 200 })
      for (const currentTime of [5, 21, 52, 101, 160, 170]) say({ currentTime })
      say({ playerState: 0, currentTime: 200 })
    })
  </script>`,
  vimeo: `<script>
    let playing = false
    const say = (event, seconds) => parent.postMessage(JSON.stringify({ event, data: { seconds, duration: 200 } }), '*')
    addEventListener('message', (event) => {
      const { method, value } = JSON.parse(event.data)
      if (method !== 'addEventListener' || value !== 'ended' || playing) return
      playing = true
      say('play', 0)
      for (const seconds of [5, 21, 52, 101, 160, 170]) say('timeupdate', seconds)
      say('ended', 200)
    })
    parent.postMessage(JSON.stringify({ event: 'ready', player_id: 'p' }), '*')
  </script>`,
}

test("YouTube's and Vimeo's players say when they start, pass each mark and end, each once", async ({
  browser,
  baseURL,
  page: editor,
}) => {
  await signInAsAdmin(editor)
  const titles = { youtube: `Mẹo pin trên YouTube ${Date.now()}`, vimeo: `Mẹo sạc trên Vimeo ${Date.now()}` }
  const id = await createPublished(editor.request, 'pages', {
    title: `Video nhúng đo lường ${Date.now()}`,
    layout: layout(
      block('Video', { url: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ', title: titles.youtube, autoplay: false }),
      block('Video', { url: 'https://vimeo.com/76979871', title: titles.vimeo, autoplay: false }),
    ),
  })
  const [{ slug }] = await docs<{ slug: string }>(editor.request, `/api/pages?where[id][equals]=${id}`)

  const { context, page, beacons } = await reader(browser, baseURL!, { cookie: ANALYTICS })
  for (const [player, host] of [
    ['youtube', 'https://www.youtube-nocookie.com/embed/**'],
    ['vimeo', 'https://player.vimeo.com/video/**'],
  ] as const)
    await context.route(host, (route) =>
      route.fulfill({ contentType: 'text/html', body: `<!doctype html><title>p</title>${PLAYER_STAND_INS[player]}` }),
    )
  await page.goto(`/${slug}`)
  await behavioursStarted(page)
  await following(page)
  for (const player of ['youtube', 'vimeo'] as const) {
    await page.getByRole('button', { name: new RegExp(titles[player]) }).click()
    const frame = page.locator(`iframe[title="${titles[player]}"]`)
    await expect(frame).toBeVisible()
    const src = await frame.getAttribute('src')
    await expect
      .poll(() => beacons.events().filter((event) => event.params.video_provider === player).length, {
        timeout: 10_000,
      })
      .toBe(6)
    const videos = beacons.events().filter((event) => event.params.video_provider === player)
    expect(videos.map((event) => [event.name, event.params.video_percent, event.params.video_current_time])).toEqual([
      ['video_start', 0, 0],
      ['video_progress', 10, 21],
      ['video_progress', 25, 52],
      ['video_progress', 50, 101],
      ['video_progress', 75, 160],
      ['video_complete', 100, 200],
    ])
    for (const { params } of videos)
      expect(params).toMatchObject({ video_title: titles[player], video_url: src, video_duration: 200 })
  }
  await context.close()
  expect((await editor.request.delete(`/api/pages/${id}`)).ok()).toBe(true)
})

test('a search says its words and how much it found, nothing found included', async ({ browser, baseURL }) => {
  const { context, page, beacons } = await reader(browser, baseURL!, { cookie: ANALYTICS })
  await page.goto('/tim-kiem?s=pin')
  await behavioursStarted(page)
  const found = Number(await page.locator('[data-search-results]').getAttribute('data-search-results'))
  expect(found).toBeGreaterThan(0)
  await settled(page)
  await page.goto('/tim-kiem?s=khongcobaivietnaoca')
  await behavioursStarted(page)
  await settled(page)
  expect(beacons.named('view_search_results').map((event) => event.params)).toEqual([
    {
      page_location: `${baseURL}/tim-kiem?s=pin`,
      page_title: expect.stringContaining('pin'),
      search_term: 'pin',
      search_results: found,
    },
    {
      page_location: `${baseURL}/tim-kiem?s=khongcobaivietnaoca`,
      page_title: expect.stringContaining('khongcobaivietnaoca'),
      search_term: 'khongcobaivietnaoca',
      search_results: 0,
    },
  ])
  expect(beacons.named('page_view')).toHaveLength(2)
  await context.close()
})

test('a refusal, or Global Privacy Control alone, sends nothing; GPC with consent to analytics still measures', async ({
  browser,
  baseURL,
}) => {
  for (const choice of [{ cookie: REFUSED }, { gpc: true }]) {
    const { context, page, beacons } = await reader(browser, baseURL!, choice)
    await page.goto('/cach-chup-man-hinh-iphone')
    await behavioursStarted(page)
    expect(await page.evaluate(() => (navigator as { globalPrivacyControl?: boolean }).globalPrivacyControl)).toBe(
      choice.gpc,
    )
    await readToTheEnd(page)
    await page.goto('/tim-kiem?s=pin')
    await behavioursStarted(page)
    await hide(page)
    await settled(page)
    expect(beacons.bodies, JSON.stringify(choice)).toEqual([])
    await context.close()
  }
  const { context, page, beacons } = await reader(browser, baseURL!, { cookie: ANALYTICS, gpc: true })
  await page.goto('/cach-chup-man-hinh-iphone')
  await behavioursStarted(page)
  await expect.poll(() => beacons.named('page_view')).toHaveLength(1)
  await context.close()
})

test('the banner’s choice starts the measurement at once and stops it at once', async ({ browser, baseURL }) => {
  const { context, page, beacons } = await reader(browser, baseURL!)
  await page.goto(linksPage)
  await behavioursStarted(page)
  await stayOnClick(page)
  await settled(page)
  expect(beacons.bodies).toEqual([])
  const choose = (analytics: boolean) =>
    page.evaluate((detail) => document.dispatchEvent(new CustomEvent('tt:consent', { detail })), {
      version: 1,
      analytics,
      advertising: false,
      id: CONSENT_ID,
    })
  await choose(true)
  await expect.poll(() => beacons.named('page_view')).toHaveLength(1)
  await following(page)
  await page.getByRole('link', { name: LINKS.outbound.label }).click()
  await expect.poll(() => beacons.named('click')).toHaveLength(1)
  // Turned off: what waits is dropped, and nothing more goes.
  await page.getByRole('link', { name: LINKS.outbound.label }).click()
  await choose(false)
  await page.getByRole('link', { name: LINKS.download.label }).click()
  await hide(page)
  await settled(page)
  expect(beacons.events().map((event) => event.name)).toEqual(['page_view', 'click'])
  await context.close()
})

test('an editor’s preview is never measured, even with their consent', async ({ page, baseURL }) => {
  await signInAsAdmin(page)
  const stamp = Date.now()
  const draft = await page.request.post('/api/posts?draft=true', {
    data: { title: `Bản nháp đo lường ${stamp}`, slug: `ban-nhap-do-luong-${stamp}`, _status: 'draft' },
  })
  expect(draft.status()).toBe(201)
  await page.context().addCookies([{ name: 'tt_consent', value: ANALYTICS, url: baseURL! }])
  const beacons = followBeacons(page)
  await page.goto(`/xem-truoc?loai=posts&id=${(await draft.json()).doc.id}`)
  await expect(page).toHaveURL(`/ban-nhap-do-luong-${stamp}`)
  await expect(page.getByRole('complementary', { name: 'Bản xem trước' })).toBeVisible()
  await behavioursStarted(page)
  await expect(page.locator('[data-behaviour="analytics"]')).toHaveCount(0)
  await hide(page)
  await settled(page)
  expect(beacons.bodies).toEqual([])
})

test.describe('counted in aggregate before a choice', () => {
  let measurement: Record<string, unknown>
  const chooseBeforeConsent = (page: Page, beforeConsent: string) =>
    page.request.post('/api/globals/site-settings', { data: { measurement: { ...measurement, beforeConsent } } })

  test('page views alone go, from readers who have not chosen or refused', async ({ browser, baseURL, page }) => {
    await signInAsAdmin(page)
    measurement = (await (await page.request.get('/api/globals/site-settings')).json()).measurement
    expect((await chooseBeforeConsent(page, 'aggregate')).ok()).toBe(true)
    try {
      for (const cookie of [undefined, REFUSED]) {
        const { context, page: visit, beacons } = await reader(browser, baseURL!, { cookie })
        await aggregateVisit(visit, context)
        expect(beacons.events().map((event) => event.name)).toEqual(['page_view', 'page_view'])
        expect(beacons.named('page_view')[1].params.page_location).toBe(`${baseURL}/tim-kiem?s=pin`)
        await context.close()
      }
    } finally {
      expect((await chooseBeforeConsent(page, 'off')).ok()).toBe(true)
    }
  })
})

/** A visit in aggregate: an article read to the end, a link clicked, then a search; the marker says `aggregate`. */
async function aggregateVisit(page: Page, context: BrowserContext) {
  await page.goto('/cach-chup-man-hinh-iphone')
  await behavioursStarted(page)
  await expect(page.locator('[data-behaviour="analytics"]')).toHaveAttribute('data-before-consent', 'aggregate')
  await readToTheEnd(page)
  await page.goto('/tim-kiem?s=pin')
  await behavioursStarted(page)
  await settled(page)
  expect((await context.cookies()).map((cookie) => cookie.name).filter((name) => name !== 'tt_consent')).toEqual([])
}
