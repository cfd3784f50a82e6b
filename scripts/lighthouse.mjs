/**
 * `npm run lighthouse`: Lighthouse (phone profile) with Debian's Chromium on the public templates (home, article,
 * category, search, shop, product, cart, checkout, contact, account); prints the four category scores, every run's
 * performance score and TBT, CLS, the gzipped JavaScript and the whole transfer, then each page's first view by type
 * (bytes and requests) and after scrolling to the end, beside their budgets (docs/security-and-budgets.md, Budgets),
 * and the page's measurement's weight (docs/measurement.md, How a page sends).
 * Scores vary from run to run (the simulated phone is 4× slower than this machine, whose speed varies), so each
 * page is measured LIGHTHOUSE_RUNS times (default 5) and the median run is reported, as Lighthouse recommends.
 */
import { chromium } from '@playwright/test'
import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'
import { MEASUREMENT_MODULES, moduleWeight } from './build-behaviours.mjs'
import { startSite, warmUp } from './lib/site-process.mjs'

const pages = {
  'trang chủ': '/',
  'bài viết': '/cach-chup-man-hinh-iphone',
  'chuyên mục': '/chuyen-muc/iphone',
  'tìm kiếm': '/tim-kiem?s=pin',
  'cửa hàng': '/cua-hang',
  'sản phẩm': '/san-pham/cu-sac-nhanh-usb-c-20w',
  'giỏ hàng': '/gio-hang',
  'thanh toán': '/thanh-toan',
  'liên hệ': '/lien-he',
  'tài khoản': '/tai-khoan',
}
const runs = Math.max(1, Number(process.env.LIGHTHOUSE_RUNS ?? 5))

/** A page's first view may weigh this much, in this many requests (docs/security-and-budgets.md, Budgets). */
const FIRST_VIEW_BUDGET = { kb: 60, requests: 10 }

/** After scrolling to the end, a page may have loaded this much in all. */
const SCROLLED_BUDGET_KB = 80

/** The kinds of what a first view loads, as Lighthouse's resource summary names them. */
const KINDS = ['document', 'script', 'stylesheet', 'font', 'image', 'other']

/** A page's first view by kind, "KB/requests", with the whole and whether it keeps to the budget. */
function firstView(lhr) {
  const items = lhr.audits['resource-summary']?.details?.items ?? []
  const byKind = Object.fromEntries(items.map((item) => [item.resourceType, item]))
  const cell = (item) => `${((item?.transferSize ?? 0) / 1024).toFixed(1)}/${item?.requestCount ?? 0}`
  const total = byKind.total ?? { transferSize: 0, requestCount: 0 }
  const kb = total.transferSize / 1024
  const within = kb <= FIRST_VIEW_BUDGET.kb && total.requestCount <= FIRST_VIEW_BUDGET.requests
  return {
    'KB/requests': cell(total),
    budget: `${FIRST_VIEW_BUDGET.kb}/${FIRST_VIEW_BUDGET.requests} ${within ? 'trong' : 'vượt'}`,
    ...Object.fromEntries(KINDS.map((kind) => [kind, cell(byKind[kind])])),
  }
}

/**
 * What a reader on Lighthouse's phone (412 × 823 px at 1.75×, fresh cache) has loaded once they scrolled to the
 * end of the page and everything near came in: bytes as sent (compressed) and requests.
 */
async function afterScrolling(browser, url) {
  const context = await browser.newContext({
    viewport: { width: 412, height: 823 },
    deviceScaleFactor: 1.75,
    isMobile: true,
    hasTouch: true,
  })
  const page = await context.newPage()
  const cdp = await context.newCDPSession(page)
  await cdp.send('Network.enable')
  const sizes = new Map()
  cdp.on('Network.loadingFinished', (event) => sizes.set(event.requestId, event.encodedDataLength))
  await page.goto(url, { waitUntil: 'networkidle' })
  for (let step = 0; step < 100; step++) {
    const atEnd = await page.evaluate(() => {
      window.scrollBy(0, window.innerHeight * 0.8)
      return window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 2
    })
    await page.waitForTimeout(150)
    if (atEnd) break
  }
  await page.waitForLoadState('networkidle')
  await page.waitForTimeout(1000)
  await context.close()
  const kb = [...sizes.values()].reduce((sum, bytes) => sum + bytes, 0) / 1024
  return `${kb.toFixed(1)}/${sizes.size} ${kb <= SCROLLED_BUDGET_KB ? 'trong' : 'vượt'} ${SCROLLED_BUDGET_KB}`
}

async function medianRun(url, port) {
  const results = []
  for (let run = 0; run < runs; run++) {
    const { lhr } = await lighthouse(url, { port, output: 'json', logLevel: 'error' })
    results.push(lhr)
  }
  const byScore = results.toSorted((a, b) => a.categories.performance.score - b.categories.performance.score)
  return {
    lhr: byScore[Math.floor(byScore.length / 2)],
    scores: results.map(
      (lhr) =>
        `${Math.round(lhr.categories.performance.score * 100)}/${Math.round(lhr.audits['total-blocking-time'].numericValue)}ms`,
    ),
  }
}
const site = await startSite({ port: Number(process.env.LIGHTHOUSE_PORT ?? 3300) })
const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  chromeFlags: [
    '--headless=new',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
})
try {
  await warmUp(site.url, Object.values(pages))
  const scrolling = await chromium.launch({ executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium' })
  const rows = []
  const views = []
  for (const [name, path] of Object.entries(pages)) {
    const { lhr, scores } = await medianRun(site.url + path, chrome.port)
    const requests = lhr.audits['network-requests'].details?.items ?? []
    const scriptBytes = requests
      .filter((item) => item.resourceType === 'Script')
      .reduce((sum, item) => sum + (item.transferSize ?? 0), 0)
    const allBytes = requests.reduce((sum, item) => sum + (item.transferSize ?? 0), 0)
    rows.push({
      page: `${name} ${path}`,
      performance: Math.round(lhr.categories.performance.score * 100),
      'all runs (score/TBT)': scores.join(' '),
      accessibility: Math.round(lhr.categories.accessibility.score * 100),
      'best-practices': Math.round(lhr.categories['best-practices'].score * 100),
      seo: Math.round(lhr.categories.seo.score * 100),
      FCP: lhr.audits['first-contentful-paint'].displayValue,
      LCP: lhr.audits['largest-contentful-paint'].displayValue,
      SI: lhr.audits['speed-index'].displayValue,
      TBT: lhr.audits['total-blocking-time'].displayValue,
      CLS: lhr.audits['cumulative-layout-shift'].displayValue,
      'JS gzip KB': Math.round(scriptBytes / 1024),
      'transfer KB': Math.round(allBytes / 1024),
      requests: requests.length,
    })
    views.push({
      page: `${name} ${path}`,
      ...firstView(lhr),
      'cuộn hết': await afterScrolling(scrolling, site.url + path),
    })
    const lcp = lhr.audits['largest-contentful-paint-element']?.details?.items ?? []
    const element = lcp[0]?.items?.[0]?.node
    const phases = lcp[1]?.items?.map((item) => `${item.phase} ${Math.round(item.timing)} ms`).join(', ')
    console.log(`${name}: median of ${runs} runs`)
    if (element) console.log(`${name}: LCP = ${element.snippet} (${phases ?? ''})`)
    const work = (lhr.audits['mainthread-work-breakdown'].details?.items ?? []).map(
      (item) => `${item.groupLabel} ${Math.round(item.duration)} ms`,
    )
    console.log(`${name}: main thread = ${work.join(', ')}`)
    console.log(`${name}: benchmarkIndex ${Math.round(lhr.environment.benchmarkIndex)}`)
  }
  await scrolling.close()
  console.table(rows)
  console.log('Lần xem đầu theo loại, rồi sau khi cuộn hết (KB nén/số yêu cầu), bên cạnh ngân sách:')
  console.table(views)
  for (const [part, file] of Object.entries(MEASUREMENT_MODULES))
    console.log(`measurement, ${part}: ${await moduleWeight(file)} bytes gzipped (budget 2,048)`)
} finally {
  chrome.kill()
  site.stop()
}
