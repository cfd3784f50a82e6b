import { expect, test } from '@playwright/test'

/**
 * What the server's HTML holds by itself, read as text: without Next's scripts and flight data (public pages will not
 * carry them), everything a reader or a crawler needs must already be there.
 */
const browser = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Safari/537.36'

/** The HTML without its scripts, except the data ones (JSON-LD, the post configuration) that stay on public pages. */
function withoutScripts(html: string): string {
  return html.replace(/<script\b(?![^>]*type="application\/(?:ld\+)?json")[^>]*>[\s\S]*?<\/script>/g, '')
}

function headOf(html: string): string {
  return html.slice(0, html.indexOf('</head>'))
}

for (const path of [
  '/khong-co-trang-nay',
  '/chuyen-muc/khong-co',
  '/the/khong-co',
  '/tac-gia/khong-co',
  '/chuyen-muc/android/trang/99',
  '/a/b/c',
  '/chuyen-muc/android/khong-co',
]) {
  test(`${path} answers 404 with the Vietnamese message, the search form and the way home in its HTML`, async ({
    request,
  }) => {
    const response = await request.get(path, { headers: { 'user-agent': browser } })
    expect(response.status()).toBe(404)
    const html = withoutScripts(await response.text())
    expect(html).toMatch(/<html lang="vi"/)
    expect(html).toMatch(/<h1[^>]*>Không tìm thấy trang<\/h1>/)
    expect(html).toContain('Trang bạn tìm có thể đã được đổi tên, chuyển đi hoặc chưa từng tồn tại.')
    expect(html).toMatch(/<form[^>]*action="\/tim-kiem"/)
    expect(html).toMatch(/<a[^>]*href="\/"[^>]*>Về trang chủ<\/a>/)
    expect(html).toContain('class="site-header')
    expect(headOf(html)).toContain('<title>Không tìm thấy trang – Thủ Thuật Điện Thoại</title>')
    expect(headOf(html)).toContain('<meta name="robots" content="noindex')
  })
}

test('an article has its metadata in the head and its data in the HTML for a browser', async ({ request, baseURL }) => {
  const slug = 'cach-chup-man-hinh-iphone'
  const html = withoutScripts(await (await request.get(`/${slug}`, { headers: { 'user-agent': browser } })).text())
  const head = headOf(html)
  expect(head).toContain('<title>Cách chụp màn hình iPhone – Thủ Thuật Điện Thoại</title>')
  expect(head).toMatch(/<meta name="description" content="[^"]+"/)
  expect(head).toContain(`<link rel="canonical" href="${baseURL}/${slug}"/>`)
  expect(head).toMatch(/<meta property="og:title" content="Cách chụp màn hình iPhone"/)
  expect(head).toMatch(/<meta property="og:site_name" content="Thủ Thuật Điện Thoại"/)
  expect(head).toMatch(/<meta property="og:image" content="[^"]*\/api\/media\/file\//)
  const types = [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
    (match) => JSON.parse(match[1])['@type'],
  )
  expect(types).toEqual(expect.arrayContaining(['Article', 'BreadcrumbList']))
  const config = html.match(/<script id="thuthuat-frontend-config" type="application\/json">([\s\S]*?)<\/script>/)
  expect(JSON.parse(config![1]).post).toMatchObject({ title: encodeURIComponent('Cách chụp màn hình iPhone') })
  expect(html).toMatch(/<h1[^>]*>Cách chụp màn hình iPhone<\/h1>/)
})

// The widgets demo is an example for editors ("Ẩn khỏi công cụ tìm kiếm"), search answers are no pages to index.
const pages = [
  { path: '/', title: 'Thủ Thuật Điện Thoại – Mẹo hay cho điện thoại của bạn', canonical: '/', indexed: true },
  {
    path: '/chuyen-muc/android',
    title: 'Chuyên mục: Android – Thủ Thuật Điện Thoại',
    canonical: '/chuyen-muc/android',
    indexed: true,
  },
  { path: '/tien-ich', title: 'Tiện ích – Thủ Thuật Điện Thoại', canonical: '/tien-ich', indexed: false },
  {
    path: '/tim-kiem?s=pin',
    title: 'Kết quả tìm kiếm cho “pin” – Thủ Thuật Điện Thoại',
    canonical: null,
    indexed: false,
  },
]

for (const { path, title, canonical, indexed } of pages) {
  test(`${path} has its title, description${canonical ? ' and canonical address' : ''} in the head for a browser`, async ({
    request,
    baseURL,
  }) => {
    const head = headOf(withoutScripts(await (await request.get(path, { headers: { 'user-agent': browser } })).text()))
    expect(head).toContain(`<title>${title}</title>`)
    expect(head).toMatch(/<meta name="description" content="[^"]+"/)
    expect(head).toMatch(/<meta property="og:site_name" content="Thủ Thuật Điện Thoại"/)
    // Next writes the home's address without its final slash.
    if (canonical)
      expect(head).toContain(`<link rel="canonical" href="${baseURL}${canonical === '/' ? '' : canonical}"/>`)
    if (indexed) expect(head).not.toContain('noindex')
    else expect(head).toContain('<meta name="robots" content="noindex, follow"/>')
  })
}
