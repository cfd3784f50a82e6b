import {
  type Browser,
  type BrowserContext,
  type BrowserContextOptions,
  devices,
  expect,
  type Page,
  test,
} from '@playwright/test'
import { block, createPublished, layout, signInAsAdmin } from './admin-session'
import { behavioursStarted } from './behaviours'
import { createPopup } from './popup-helpers'

/**
 * The popups' timing rules and triggers that popups.spec.ts does not open in a browser (docs/popups.md, Timing rules,
 * Triggers and Browser storage keys). Each test makes its own page and popups shown only there,
 * and looks at them as readers arriving in fresh browsers would.
 */

test.describe.configure({ mode: 'serial' })

const contexts: BrowserContext[] = []
test.afterEach(async () => {
  await Promise.all(contexts.splice(0).map((context) => context.close()))
})

/** A new reader: a fresh browser context (no storage), with its own device, clock zone or user agent if given. */
async function reader(browser: Browser, options: BrowserContextOptions = {}): Promise<Page> {
  const context = await browser.newContext(options)
  contexts.push(context)
  return context.newPage()
}

const PARAGRAPH =
  'Pin điện thoại chai nhanh thường do sạc qua đêm, để máy nóng khi chơi game và dùng củ sạc không rõ nguồn gốc. ' +
  'Hãy giữ mức pin trong khoảng 20–80 %, tắt các ứng dụng chạy ngầm không cần thiết và cập nhật hệ điều hành thường xuyên.'

/** A published page for one test: a heading and enough paragraphs to scroll through, then `extra` blocks; its id. */
async function testPage(
  page: Page,
  slug: string,
  title: string,
  ...extra: ReturnType<typeof block>[]
): Promise<number> {
  const paragraphs = Array.from({ length: 12 }, (_, index) => [
    block('Text', { text: `<p>${index + 1}. ${PARAGRAPH}</p>`, align: 'left' }),
    block('Spacer', { height: '96' }),
  ]).flat()
  return createPublished(page.request, 'pages', {
    title,
    slug,
    layout: layout(block('Heading', { text: title, level: 'h1', align: 'left' }), ...paragraphs, ...extra),
  })
}

/**
 * Waits until the popups' script has checked this popup's rules on the page: it notes the reader's counters for it
 * in storage first (`popup_{id}_page_views_initialPageViews`), then arms its triggers in the same task.
 */
async function rulesChecked(page: Page, id: number) {
  await behavioursStarted(page)
  await expect
    .poll(() => page.evaluate((key) => localStorage.getItem(key), `popup_${id}_page_views_initialPageViews`))
    .not.toBeNull()
}

/**
 * After `rulesChecked`, a popup whose rules pass and whose trigger is "on page load after 0 s" opens in the next task:
 * this short wait is enough for one that stays closed to be known closed.
 */
const SETTLE_MS = 300

const pageLoad = { page_load: true, page_load_delay: 0 }

test('scrolling up opens a popup only once the reader has scrolled down and then back up', async ({
  page,
  browser,
}) => {
  await signInAsAdmin(page)
  const pageId = await testPage(page, 'thu-cuon-len', 'Thử cuộn lên')
  const id = await createPopup(page.request, pageId, 'Đừng bỏ lỡ mẹo tiếp theo', {
    triggers: { scrolling: true, scrolling_direction: 'up' },
  })

  const visitor = await reader(browser)
  await visitor.goto('/thu-cuon-len')
  await rulesChecked(visitor, id)
  const dialog = visitor.getByRole('dialog', { name: 'Đừng bỏ lỡ mẹo tiếp theo' })
  expect(await visitor.evaluate(() => document.documentElement.scrollHeight > 2 * innerHeight)).toBe(true)
  await visitor.mouse.move(400, 300)
  await visitor.mouse.wheel(0, 900)
  await expect.poll(() => visitor.evaluate(() => scrollY)).toBeGreaterThan(500)
  await visitor.waitForTimeout(SETTLE_MS)
  await expect(dialog).toBeHidden()
  await visitor.mouse.wheel(0, -300)
  await expect(dialog).toBeVisible()
})

test('scrolling to an element opens a popup when that element comes into view, not before', async ({
  page,
  browser,
}) => {
  await signInAsAdmin(page)
  const pageId = await testPage(
    page,
    'thu-cuon-toi-binh-luan',
    'Thử cuộn tới bình luận',
    block('MenuAnchor', { anchor: 'binh-luan' }),
    block('Heading', { text: 'Bình luận của bạn đọc', level: 'h2', align: 'left' }),
  )
  const id = await createPopup(page.request, pageId, 'Góp ý cho bài viết', {
    triggers: { scrolling_to: true, scrolling_to_selector: '#binh-luan' },
  })

  const visitor = await reader(browser)
  await visitor.goto('/thu-cuon-toi-binh-luan')
  await rulesChecked(visitor, id)
  const dialog = visitor.getByRole('dialog', { name: 'Góp ý cho bài viết' })
  // Down the page, but not yet as far as the comments.
  await visitor.mouse.move(400, 300)
  await visitor.mouse.wheel(0, 600)
  await expect.poll(() => visitor.evaluate(() => scrollY)).toBeGreaterThan(300)
  expect(
    await visitor.evaluate(() => document.getElementById('binh-luan')!.getBoundingClientRect().top > innerHeight),
  ).toBe(true)
  await visitor.waitForTimeout(SETTLE_MS)
  await expect(dialog).toBeHidden()
  await visitor.getByRole('heading', { name: 'Bình luận của bạn đọc' }).scrollIntoViewIfNeeded()
  await expect(dialog).toBeVisible()
})

test('clicks open a popup on the configured click on the page, not before', async ({ page, browser }) => {
  await signInAsAdmin(page)
  const pageId = await testPage(page, 'thu-so-lan-nhan', 'Thử số lần nhấn')
  const id = await createPopup(page.request, pageId, 'Bạn cần trợ giúp?', { triggers: { click: true, click_times: 3 } })

  const visitor = await reader(browser)
  await visitor.goto('/thu-so-lan-nhan')
  await rulesChecked(visitor, id)
  const dialog = visitor.getByRole('dialog', { name: 'Bạn cần trợ giúp?' })
  await visitor.getByText(`1. ${PARAGRAPH}`, { exact: true }).click()
  await visitor.getByText(`2. ${PARAGRAPH}`, { exact: true }).click()
  await visitor.waitForTimeout(SETTLE_MS)
  await expect(dialog).toBeHidden()
  await visitor.getByText(`2. ${PARAGRAPH}`, { exact: true }).click()
  await expect(dialog).toBeVisible()
})

test('inactivity opens a popup after the configured seconds without input; a pointer move or a key press starts the count again', async ({
  page,
  browser,
}) => {
  await signInAsAdmin(page)
  const pageId = await testPage(page, 'thu-khong-thao-tac', 'Thử không thao tác')
  const id = await createPopup(page.request, pageId, 'Bạn còn đọc chứ?', {
    triggers: { inactivity: true, inactivity_time: 30 },
  })

  const visitor = await reader(browser)
  // The page's timers run on Playwright's clock, which the test moves on instead of waiting 30 real seconds.
  await visitor.clock.install()
  await visitor.goto('/thu-khong-thao-tac')
  await rulesChecked(visitor, id)
  const dialog = visitor.getByRole('dialog', { name: 'Bạn còn đọc chứ?' })
  await visitor.clock.runFor(20_000)
  await expect(dialog).toBeHidden()
  // 20 s idle, then the reader moves the pointer: another 20 s (40 s since the page loaded) is not enough.
  await visitor.mouse.move(300, 300)
  await visitor.clock.runFor(20_000)
  await expect(dialog).toBeHidden()
  // A key press starts it again too.
  await visitor.keyboard.press('ArrowDown')
  await visitor.clock.runFor(20_000)
  await expect(dialog).toBeHidden()
  // 30 s without input since the key press: it opens.
  await visitor.clock.runFor(11_000)
  await expect(dialog).toBeVisible()
})

test('sessions: a popup for returning readers stays closed during the first visit and opens on the next one', async ({
  page,
  browser,
}) => {
  await signInAsAdmin(page)
  const pageId = await testPage(page, 'thu-lan-ghe-tham', 'Thử lần ghé thăm')
  const id = await createPopup(page.request, pageId, 'Chào mừng bạn quay lại', {
    timing: { sessions: true, sessions_sessions: 1 },
    triggers: pageLoad,
  })

  const first = await reader(browser)
  const dialog = (tab: Page) => tab.getByRole('dialog', { name: 'Chào mừng bạn quay lại' })
  const stored = (tab: Page) =>
    tab.evaluate(
      (id) => ({
        sessions: localStorage.getItem('sessions'),
        activeSession: sessionStorage.getItem('activeSession'),
        initialSessions: localStorage.getItem(`popup_${id}_sessions_initialSessions`),
      }),
      id,
    )
  await first.goto('/thu-lan-ghe-tham')
  await rulesChecked(first, id)
  await first.waitForTimeout(SETTLE_MS)
  await expect(dialog(first)).toBeHidden()
  expect(await stored(first)).toEqual({ sessions: '1', activeSession: '1', initialSessions: '1' })
  // Another page in the same visit (the same tab): still the first session.
  await first.reload()
  await rulesChecked(first, id)
  await first.waitForTimeout(SETTLE_MS)
  await expect(dialog(first)).toBeHidden()
  expect(await stored(first)).toEqual({ sessions: '1', activeSession: '1', initialSessions: '1' })

  // The reader comes back later in a new tab (a new browser session, the same local storage): the second visit.
  const next = await first.context().newPage()
  await next.goto('/thu-lan-ghe-tham')
  await expect(dialog(next)).toBeVisible()
  expect(await stored(next)).toEqual({ sessions: '2', activeSession: '1', initialSessions: '1' })
})

test('sources: one popup only for readers from a search engine, another only for readers coming from this site', async ({
  page,
  browser,
}) => {
  await signInAsAdmin(page)
  const pageId = await testPage(page, 'thu-nguon-truy-cap', 'Thử nguồn truy cập')
  const search = await createPopup(page.request, pageId, 'Chào bạn đến từ Google', {
    timing: { sources: true, sources_sources: ['search'] },
    triggers: pageLoad,
  })
  const internal = await createPopup(page.request, pageId, 'Đọc tiếp chuyên mục này', {
    timing: { sources: true, sources_sources: ['internal'] },
    triggers: pageLoad,
  })
  const searchDialog = (tab: Page) => tab.getByRole('dialog', { name: 'Chào bạn đến từ Google' })
  const internalDialog = (tab: Page) => tab.getByRole('dialog', { name: 'Đọc tiếp chuyên mục này' })

  // Typed in the address bar: no referrer, an external visit.
  const direct = await reader(browser)
  await direct.goto('/thu-nguon-truy-cap')
  await rulesChecked(direct, search)
  await rulesChecked(direct, internal)
  await direct.waitForTimeout(SETTLE_MS)
  await expect(searchDialog(direct)).toBeHidden()
  await expect(internalDialog(direct)).toBeHidden()

  const fromGoogle = await reader(browser)
  await fromGoogle.goto('/thu-nguon-truy-cap', { referer: 'https://www.google.com.vn/search?q=pin+dien+thoai' })
  await expect(searchDialog(fromGoogle)).toBeVisible()
  expect(await fromGoogle.evaluate(() => document.referrer)).toContain('google.com.vn')
  await expect(internalDialog(fromGoogle)).toBeHidden()

  // From another page of this site (served on a port here, as `location.host` shows it).
  const fromSite = await reader(browser)
  await fromSite.goto('/gioi-thieu')
  await fromSite.evaluate(() => location.assign('/thu-nguon-truy-cap'))
  await fromSite.waitForURL('**/thu-nguon-truy-cap')
  await expect(internalDialog(fromSite)).toBeVisible()
  await expect(searchDialog(fromSite)).toBeHidden()
})

test('devices: the phone popup shows on phones (up to 767 px wide) only, the tablet popup on tablets only', async ({
  page,
  browser,
}) => {
  await signInAsAdmin(page)
  const pageId = await testPage(page, 'thu-thiet-bi', 'Thử thiết bị')
  const phone = await createPopup(page.request, pageId, 'Tải ứng dụng cho điện thoại', {
    timing: { devices: true, devices_devices: ['mobile'] },
    triggers: pageLoad,
  })
  const tablet = await createPopup(page.request, pageId, 'Đọc báo trên máy tính bảng', {
    timing: { devices: true, devices_devices: ['tablet'] },
    triggers: pageLoad,
  })
  const { defaultBrowserType: _pixel, ...pixel7 } = devices['Pixel 7']
  const { defaultBrowserType: _ipad, ...iPadMini } = devices['iPad Mini']
  const cases: [string, BrowserContextOptions, 'phone' | 'tablet' | null][] = [
    ['desktop', { viewport: { width: 1280, height: 720 } }, null],
    ['Pixel 7', pixel7, 'phone'],
    // Wider than 639 px and still a phone by the breakpoints of docs/widgets.md (mobile ≤ 767 px).
    ['a 720 px wide phone', { viewport: { width: 720, height: 900 }, isMobile: true, hasTouch: true }, 'phone'],
    ['iPad Mini', iPadMini, 'tablet'],
  ]
  for (const [name, options, expected] of cases) {
    const visitor = await reader(browser, options)
    await visitor.goto('/thu-thiet-bi')
    await rulesChecked(visitor, phone)
    await rulesChecked(visitor, tablet)
    const phoneDialog = visitor.getByRole('dialog', { name: 'Tải ứng dụng cho điện thoại' })
    const tabletDialog = visitor.getByRole('dialog', { name: 'Đọc báo trên máy tính bảng' })
    if (expected) await expect(expected === 'phone' ? phoneDialog : tabletDialog, name).toBeVisible()
    else await visitor.waitForTimeout(SETTLE_MS)
    await expect(expected === 'phone' ? tabletDialog : phoneDialog, name).toBeHidden()
    if (!expected) await expect(tabletDialog, name).toBeHidden()
  }
})

test('schedule in Vietnam’s time: a window that ended or has not begun keeps a popup closed, the current one opens it, whatever the reader’s clock says', async ({
  page,
  browser,
}) => {
  await signInAsAdmin(page)
  const pageId = await testPage(page, 'thu-lich-gio-viet-nam', 'Thử lịch giờ Việt Nam')
  const day = 86_400_000
  const at = (offset: number) => new Date(Date.now() + offset).toISOString()
  const scheduled = (start: string, end: string) => ({
    timing: { schedule: true, schedule_timezone: 'site', schedule_start_date: start, schedule_end_date: end },
    triggers: pageLoad,
  })
  const ended = await createPopup(page.request, pageId, 'Ưu đãi tuần trước', scheduled(at(-3 * day), at(-day)))
  const upcoming = await createPopup(page.request, pageId, 'Ưu đãi tuần sau', scheduled(at(day), at(3 * day)))
  const current = await createPopup(page.request, pageId, 'Ưu đãi hôm nay', scheduled(at(-day), at(day)))

  for (const clock of [null, new Date('2020-03-01T08:00:00+07:00')]) {
    const visitor = await reader(browser)
    // A reader whose computer clock is years behind still gets the site's schedule, by the server's clock.
    if (clock) await visitor.clock.setFixedTime(clock)
    await visitor.goto('/thu-lich-gio-viet-nam')
    for (const id of [ended, upcoming, current]) await rulesChecked(visitor, id)
    await expect(visitor.getByRole('dialog', { name: 'Ưu đãi hôm nay' })).toBeVisible()
    await expect(visitor.getByRole('dialog', { name: 'Ưu đãi tuần trước' })).toBeHidden()
    await expect(visitor.getByRole('dialog', { name: 'Ưu đãi tuần sau' })).toBeHidden()
  }
})

test('schedule in the reader’s time: the dates are read on the reader’s own clock and time zone', async ({
  page,
  browser,
}) => {
  await signInAsAdmin(page)
  const pageId = await testPage(page, 'thu-lich-gio-ban-doc', 'Thử lịch giờ bạn đọc')
  // 08:00 to 20:00 on 20 January 2031 on the reader's wall clock (the editor types them as Vietnam's time: UTC+7).
  const id = await createPopup(page.request, pageId, 'Giờ vàng mua sắm', {
    timing: {
      schedule: true,
      schedule_timezone: 'visitor',
      schedule_start_date: '2031-01-20T01:00:00.000Z',
      schedule_end_date: '2031-01-20T13:00:00.000Z',
    },
    triggers: pageLoad,
  })
  const cases: [string, string, string, boolean][] = [
    ['Asia/Ho_Chi_Minh', '2031-01-20T09:00:00+07:00', 'in Hà Nội at 09:00', true],
    ['Asia/Ho_Chi_Minh', '2031-01-19T09:00:00+07:00', 'in Hà Nội the day before', false],
    ['Asia/Ho_Chi_Minh', '2031-01-20T21:00:00+07:00', 'in Hà Nội after 20:00', false],
    // The same instant as 09:00 in Hà Nội is 21:00 the evening before in New York: not yet.
    ['America/New_York', '2031-01-20T09:00:00+07:00', 'in New York at 21:00 the day before', false],
    ['America/New_York', '2031-01-20T09:00:00-05:00', 'in New York at 09:00', true],
  ]
  for (const [timezoneId, time, name, shown] of cases) {
    const visitor = await reader(browser, { timezoneId })
    await visitor.clock.setFixedTime(new Date(time))
    await visitor.goto('/thu-lich-gio-ban-doc')
    await rulesChecked(visitor, id)
    const dialog = visitor.getByRole('dialog', { name: 'Giờ vàng mua sắm' })
    if (shown) await expect(dialog, name).toBeVisible()
    else {
      await visitor.waitForTimeout(SETTLE_MS)
      await expect(dialog, name).toBeHidden()
    }
  }
})

test('browsers: a popup for Chrome shows in Chromium, one for Cốc Cốc in Cốc Cốc, neither in Firefox', async ({
  page,
  browser,
}) => {
  await signInAsAdmin(page)
  const pageId = await testPage(page, 'thu-trinh-duyet', 'Thử trình duyệt')
  const only = (browsers: string[]) => ({
    timing: { browsers: true, browsers_browsers: 'custom', browsers_browsers_options: browsers },
    triggers: pageLoad,
  })
  const chrome = await createPopup(page.request, pageId, 'Cài tiện ích cho Chrome', only(['chrome']))
  const coccoc = await createPopup(page.request, pageId, 'Mẹo dùng Cốc Cốc', only(['coccoc']))
  const desktop = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko)'
  const cases: [string, string | undefined, 'chrome' | 'coccoc' | null][] = [
    // This Chromium as Playwright runs it ("HeadlessChrome/…  Safari/537.36"): Chrome.
    ['Chromium', undefined, 'chrome'],
    ['Cốc Cốc', `${desktop} coc_coc_browser/130.0.0 Chrome/130.0.0.0 Safari/537.36`, 'coccoc'],
    ['Firefox', 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0', null],
  ]
  for (const [name, userAgent, expected] of cases) {
    const visitor = await reader(browser, userAgent ? { userAgent } : {})
    await visitor.goto('/thu-trinh-duyet')
    await rulesChecked(visitor, chrome)
    await rulesChecked(visitor, coccoc)
    const chromeDialog = visitor.getByRole('dialog', { name: 'Cài tiện ích cho Chrome' })
    const coccocDialog = visitor.getByRole('dialog', { name: 'Mẹo dùng Cốc Cốc' })
    if (expected) await expect(expected === 'chrome' ? chromeDialog : coccocDialog, name).toBeVisible()
    else await visitor.waitForTimeout(SETTLE_MS)
    if (expected !== 'chrome') await expect(chromeDialog, name).toBeHidden()
    if (expected !== 'coccoc') await expect(coccocDialog, name).toBeHidden()
  }
})

test('url show and hide compare the referrer with the text: one popup for readers from Facebook, one for everyone else', async ({
  page,
  browser,
}) => {
  await signInAsAdmin(page)
  const pageId = await testPage(page, 'thu-trang-gioi-thieu', 'Thử trang giới thiệu')
  const url = (action: 'show' | 'hide') => ({
    timing: { url: true, url_url: 'facebook.com', url_action: action },
    triggers: pageLoad,
  })
  const show = await createPopup(page.request, pageId, 'Chào bạn từ Facebook', url('show'))
  const hide = await createPopup(page.request, pageId, 'Theo dõi fanpage của chúng tôi', url('hide'))

  const fromFacebook = await reader(browser)
  await fromFacebook.goto('/thu-trang-gioi-thieu', { referer: 'https://www.facebook.com/thuthuat.vn/posts/123' })
  await rulesChecked(fromFacebook, hide)
  await expect(fromFacebook.getByRole('dialog', { name: 'Chào bạn từ Facebook' })).toBeVisible()
  await expect(fromFacebook.getByRole('dialog', { name: 'Theo dõi fanpage của chúng tôi' })).toBeHidden()

  const direct = await reader(browser)
  await direct.goto('/thu-trang-gioi-thieu')
  await rulesChecked(direct, show)
  await expect(direct.getByRole('dialog', { name: 'Theo dõi fanpage của chúng tôi' })).toBeVisible()
  await expect(direct.getByRole('dialog', { name: 'Chào bạn từ Facebook' })).toBeHidden()
})

test('avoid_multiple_popups: a popup stays closed once another has appeared on the page, but its own earlier appearance does not block it', async ({
  page,
  browser,
}) => {
  await signInAsAdmin(page)
  const pageId = await testPage(
    page,
    'thu-mot-cua-so',
    'Thử một cửa sổ mỗi trang',
    block('Button', { label: 'Tải ứng dụng Thủ Thuật', href: '#tai-ung-dung', variant: 'primary', align: 'left' }),
  )
  const notice = await createPopup(page.request, pageId, 'Thông báo bảo trì', { triggers: pageLoad })
  const app = await createPopup(page.request, pageId, 'Mời tải ứng dụng', {
    triggers: { page_load: true, page_load_delay: 1 },
    settings: { avoid_multiple_popups: true, open_selector: 'a[href="#tai-ung-dung"]', entrance_animation_duration: 0 },
  })
  const appDialog = (tab: Page) => tab.getByRole('dialog', { name: 'Mời tải ứng dụng' })

  // The notice opens at once; the invitation's own trigger fires a second later and is refused, even after the
  // notice was closed: it has appeared on this page.
  const first = await reader(browser)
  await first.clock.install()
  await first.goto('/thu-mot-cua-so')
  const noticeDialog = first.getByRole('dialog', { name: 'Thông báo bảo trì' })
  await expect(noticeDialog).toBeVisible()
  await first.keyboard.press('Escape')
  await first.clock.runFor(500)
  await expect(noticeDialog).toBeHidden()
  await first.clock.runFor(2_000)
  await expect(appDialog(first)).toBeHidden()
  expect(await first.evaluate((id) => localStorage.getItem(`popup_${id}_times`), app)).toBeNull()

  // A reader who chose not to see the notice again: the invitation opens after its second, and once closed the
  // reader can open it again from its button (it is not "another popup").
  const second = await reader(browser)
  await second.context().addInitScript((key) => localStorage.setItem(key, 'true'), `popup_${notice}_disable`)
  await second.clock.install()
  await second.goto('/thu-mot-cua-so')
  await rulesChecked(second, app)
  await expect(second.getByRole('dialog', { name: 'Thông báo bảo trì' })).toBeHidden()
  await second.clock.runFor(1_500)
  await expect(appDialog(second)).toBeVisible()
  await second.keyboard.press('Escape')
  await second.clock.runFor(100)
  await expect(appDialog(second)).toBeHidden()
  await second.getByRole('link', { name: 'Tải ứng dụng Thủ Thuật' }).click()
  await expect(appDialog(second)).toBeVisible()
})

test('keyboard: Tab stays inside an open modal popup, and Escape gives focus back to the link that opened it', async ({
  page,
  browser,
}) => {
  await signInAsAdmin(page)
  const pageId = await testPage(
    page,
    'thu-ban-phim-cua-so',
    'Thử bàn phím trong cửa sổ',
    block('Button', { label: 'Xem các gói sửa chữa', href: '#cac-goi', variant: 'primary', align: 'left' }),
  )
  await createPopup(
    page.request,
    pageId,
    'Chọn gói sửa chữa',
    { settings: { open_selector: 'a[href="#cac-goi"]' } },
    layout(
      block('Text', { text: '<p>Chọn gói phù hợp với máy của bạn.</p>', align: 'left' }),
      block('Button', { label: 'Gói cơ bản', href: '/lien-he', variant: 'primary', align: 'left' }),
      block('Button', { label: 'Gói nâng cao', href: '/lien-he', variant: 'secondary', align: 'left' }),
    ),
  )

  const visitor = await reader(browser)
  await visitor.goto('/thu-ban-phim-cua-so')
  await behavioursStarted(visitor)
  const opener = visitor.getByRole('link', { name: 'Xem các gói sửa chữa' })
  await opener.focus()
  await visitor.keyboard.press('Enter')
  const dialog = visitor.getByRole('dialog', { name: 'Chọn gói sửa chữa' })
  await expect(dialog).toBeVisible()
  await expect(dialog.getByRole('link', { name: 'Gói cơ bản' })).toBeFocused()
  await visitor.keyboard.press('Tab')
  await expect(dialog.getByRole('link', { name: 'Gói nâng cao' })).toBeFocused()
  // Round and round (close button, the two links): never onto the page behind it.
  const seen = new Set<string>()
  for (let step = 0; step < 6; step++) {
    await visitor.keyboard.press('Tab')
    const focused = await visitor.evaluate(() => ({
      inside: document.querySelector('dialog[open]')?.contains(document.activeElement) ?? false,
      name: document.activeElement?.getAttribute('aria-label') ?? document.activeElement?.textContent?.trim() ?? '',
    }))
    expect(focused.inside, `Tab ${step + 1} went to "${focused.name}"`).toBe(true)
    seen.add(focused.name)
  }
  expect([...seen].sort()).toEqual(['Gói cơ bản', 'Gói nâng cao', 'Đóng cửa sổ'].sort())
  await visitor.keyboard.press('Shift+Tab')
  expect(await dialog.evaluate((element) => element.contains(document.activeElement))).toBe(true)
  await visitor.keyboard.press('Escape')
  await expect(dialog).toBeHidden()
  await expect(opener).toBeFocused()
})

test('prevent_close_on_esc_key: Escape never closes the popup, not even as the reader’s first key press on the page', async ({
  page,
  browser,
}) => {
  await signInAsAdmin(page)
  const pageId = await testPage(page, 'thu-giu-cua-so', 'Thử cửa sổ không đóng bằng Escape')
  await createPopup(page.request, pageId, 'Điều kiện bảo hành', {
    triggers: pageLoad,
    settings: { prevent_close_on_esc_key: true, entrance_animation_duration: 0 },
  })

  const visitor = await reader(browser)
  await visitor.goto('/thu-giu-cua-so')
  const dialog = visitor.getByRole('dialog', { name: 'Điều kiện bảo hành' })
  await expect(dialog).toBeVisible()
  // Nothing pressed or clicked on the page before: Chromium sends no `cancel` for this one.
  await visitor.keyboard.press('Escape')
  await visitor.waitForTimeout(SETTLE_MS)
  await expect(dialog).toBeVisible()
  // After a click in the popup, twice in a row (the click lets only the first `cancel` through).
  await dialog.getByText('Điều kiện bảo hành: giảm 10% phí kiểm tra máy tuần này.').click()
  await visitor.keyboard.press('Escape')
  await visitor.keyboard.press('Escape')
  await visitor.waitForTimeout(SETTLE_MS)
  await expect(dialog).toBeVisible()
  await dialog.getByRole('button', { name: 'Đóng cửa sổ' }).click()
  await expect(dialog).toBeHidden()
})
