import { describe, expect, it } from 'vitest'
import type { LexicalNode } from '@/lib/lexical'
import { convertPostContent } from './convert'
import type { MediaQuery } from './references'

const SITE = 'https://thuthuat.vn'

/** The media library the importer would have filled: attachments 12–15 by id, and one upload by its original. */
function mediaFor({ url, attachmentId }: MediaQuery) {
  if (attachmentId && attachmentId >= 12 && attachmentId <= 15) {
    return { id: attachmentId + 100, url: `/api/media/file/anh-${attachmentId}.jpg` }
  }
  if (url === `${SITE}/wp-content/uploads/2021/03/huong-dan.pdf`)
    return { id: 200, url: '/api/media/file/huong-dan.pdf' }
  return null
}

const convert = (html: string) => convertPostContent({ html, siteUrl: SITE, mediaFor })

/** Inline nodes as text: **bold**, _italic_, ~~struck~~, <u>underlined</u>, `code`, ^sup^, ~sub~, ⏎, [link](url). */
function inline(nodes: LexicalNode[]): string {
  return nodes
    .map((node) => {
      if (node.type === 'linebreak') return '⏎'
      if (node.type === 'link') {
        const fields = node.fields as { url: string; newTab: boolean }
        return `[${inline(node.children!)}](${fields.url}${fields.newTab ? ' ↗' : ''})`
      }
      const format = node.format as number
      let text = node.text ?? ''
      if (format & 16) text = `\`${text}\``
      if (format & 32) text = `~${text}~`
      if (format & 64) text = `^${text}^`
      if (format & 8) text = `<u>${text}</u>`
      if (format & 4) text = `~~${text}~~`
      if (format & 2) text = `_${text}_`
      if (format & 1) text = `**${text}**`
      return text
    })
    .join('')
}

/**
 * Blocks as lines: `p: …`, `h3: …`, `quote: …`, `hr`, `image 112 "caption"`, list items `1. …` or `- …`, nested;
 * a table's rows `| …`, its cells separated by `|`, a header cell marked `(col)` or `(row)` and a span `(2×1)`;
 * `html: …` and `embed: …` for the article's blocks.
 */
function outline(nodes: LexicalNode[], indent = ''): string[] {
  return nodes.flatMap((node) => {
    switch (node.type) {
      case 'paragraph':
        return [`${indent}p: ${inline(node.children!)}`]
      case 'heading':
        return [`${indent}${node.tag}: ${inline(node.children!)}`]
      case 'quote':
        return [`${indent}quote: ${inline(node.children!)}`]
      case 'horizontalrule':
        return [`${indent}hr`]
      case 'upload': {
        const caption = (node.fields as { caption?: string }).caption
        return [`${indent}image ${String(node.value)}${caption ? ` "${caption}"` : ''}`]
      }
      case 'list':
        return node.children!.flatMap((item) => {
          const [only] = item.children!
          if (only?.type === 'list') return outline([only], `${indent}  `)
          return [`${indent}${node.listType === 'number' ? `${String(item.value)}.` : '-'} ${inline(item.children!)}`]
        })
      case 'table':
        return node.children!.map((row) => `${indent}| ${row.children!.map(cellText).join(' | ')}`)
      case 'block': {
        const fields = node.fields as { blockType: string; html?: string; url?: string }
        return [`${indent}${fields.blockType}: ${fields.html ?? fields.url}`]
      }
      default:
        return [`${indent}${node.type}?`]
    }
  })
}

function cellText(cell: LexicalNode): string {
  const header = ['', '(col) ', '(row) '][cell.headerState as number]
  const spans = cell.colSpan !== 1 || cell.rowSpan !== 1 ? ` (${String(cell.colSpan)}×${String(cell.rowSpan)})` : ''
  return `${header}${cell.children!.map((paragraph) => inline(paragraph.children!)).join(' / ')}${spans}`
}

const blocksOf = (html: string) => outline(convert(html).richText.root.children)
const problemsOf = (html: string) => convert(html).problems.map((problem) => problem.kind)

describe('block editor posts', () => {
  it('keep paragraphs with bold, italic, underlined, struck, code, raised and lowered text and line breaks', () => {
    const html = `<!-- wp:paragraph -->
<p>Bấm <strong>Cài đặt</strong>, <b>Wi‑Fi</b> rồi <em>chọn</em> <i>mạng</i>: <u>gạch dưới</u> <s>bỏ</s> <del>xoá</del>
<code>ipconfig</code>, H<sub>2</sub>O và m<sup>2</sup><br>Dòng mới</p>
<!-- /wp:paragraph -->`
    expect(blocksOf(html)).toEqual([
      'p: Bấm **Cài đặt**, **Wi‑Fi** rồi _chọn_ _mạng_: <u>gạch dưới</u> ~~bỏ~~ ~~xoá~~ `ipconfig`, ' +
        'H~2~O và m^2^⏎Dòng mới',
    ])
  })

  it('keep a text node per format, as the editor writes them', () => {
    const [paragraph] = convert('<!-- wp:paragraph --><p>Chào <strong><em>bạn</em></strong></p><!-- /wp:paragraph -->')
      .richText.root.children as LexicalNode[]
    expect(paragraph).toMatchObject({
      type: 'paragraph',
      children: [
        { type: 'text', text: 'Chào ', format: 0 },
        { type: 'text', text: 'bạn', format: 3 },
      ],
    })
  })

  it("rewrite the old site's links to paths, uploads to our media, and keep other sites' links", () => {
    const html = `<!-- wp:paragraph --><p><a href="https://thuthuat.vn/2020/05/doi-mat-khau-wifi/">Đổi mật khẩu</a>,
<a href="http://www.thuthuat.vn/wp-content/uploads/2021/03/huong-dan.pdf">tài liệu</a>,
<a href="https://support.apple.com/vi-vn" target="_blank" rel="noopener">Apple</a>,
<a href="#buoc-2">bước 2</a>, <a href="mailto:hotro@thuthuat.vn">thư</a></p><!-- /wp:paragraph -->`
    expect(blocksOf(html)).toEqual([
      'p: [Đổi mật khẩu](/2020/05/doi-mat-khau-wifi/), [tài liệu](/api/media/file/huong-dan.pdf), ' +
        '[Apple](https://support.apple.com/vi-vn ↗), [bước 2](#buoc-2), [thư](mailto:hotro@thuthuat.vn)',
    ])
    expect(convert(html).mediaUrls).toEqual([`${SITE}/wp-content/uploads/2021/03/huong-dan.pdf`])
  })

  it('keep headings at their level, an h1 made h2 (the page has one h1, its title)', () => {
    const levels = [1, 2, 3, 4, 5, 6]
      .map((level) => `<!-- wp:heading {"level":${level}} --><h${level}>Mục ${level}</h${level}><!-- /wp:heading -->`)
      .join('\n\n')
    expect(blocksOf(levels)).toEqual(['h2: Mục 1', 'h2: Mục 2', 'h3: Mục 3', 'h4: Mục 4', 'h5: Mục 5', 'h6: Mục 6'])
  })

  it('keep ordered and unordered lists, nested, and where an ordered list starts', () => {
    const html = `<!-- wp:list {"ordered":true,"start":3} -->
<ol start="3"><!-- wp:list-item --><li>Mở <strong>Cài đặt</strong><!-- wp:list -->
<ul><!-- wp:list-item --><li>Trên iPhone</li><!-- /wp:list-item --><!-- wp:list-item --><li>Trên Android</li>
<!-- /wp:list-item --></ul><!-- /wp:list --></li><!-- /wp:list-item -->
<!-- wp:list-item --><li>Chọn Pin</li><!-- /wp:list-item --></ol>
<!-- /wp:list -->`
    expect(blocksOf(html)).toEqual(['3. Mở **Cài đặt**', '  - Trên iPhone', '  - Trên Android', '4. Chọn Pin'])
    const [list] = convert(html).richText.root.children as LexicalNode[]
    expect(list).toMatchObject({ type: 'list', listType: 'number', tag: 'ol', start: 3 })
    expect(list.children![1]).toMatchObject({ type: 'listitem', value: 4, children: [{ type: 'list', tag: 'ul' }] })
    expect(list.children![1].children![0].children![0]).toMatchObject({ type: 'listitem', indent: 1, value: 1 })
  })

  it('end a list at an image inside an item, and go on numbering after it', () => {
    const html = `<ol><li>Mở Cài đặt</li><li>Chọn Pin
<img class="wp-image-12" src="https://thuthuat.vn/wp-content/uploads/2021/03/pin-300x200.png" alt="Mục Pin"></li>
<li>Bật Chế độ nguồn điện thấp</li></ol>`
    expect(blocksOf(html)).toEqual(['1. Mở Cài đặt', '2. Chọn Pin', 'image 112', '3. Bật Chế độ nguồn điện thấp'])
  })

  it('keep quotes with their source, and pull quotes', () => {
    const html = `<!-- wp:quote --><blockquote class="wp-block-quote"><p>Học, học nữa, học mãi.</p>
<cite>Lênin</cite></blockquote><!-- /wp:quote -->
<!-- wp:pullquote --><figure class="wp-block-pullquote"><blockquote><p>Nhanh hơn gấp đôi</p></blockquote></figure>
<!-- /wp:pullquote -->`
    expect(blocksOf(html)).toEqual(['quote: Học, học nữa, học mãi.⏎_Lênin_', 'quote: Nhanh hơn gấp đôi'])
  })

  it('make an image block an image of our media library, with its caption, found by its attachment id', () => {
    const html = `<!-- wp:image {"id":13,"sizeSlug":"medium","linkDestination":"media"} -->
<figure class="wp-block-image size-medium"><a href="https://thuthuat.vn/wp-content/uploads/2021/03/wifi.jpg">
<img src="https://thuthuat.vn/wp-content/uploads/2021/03/wifi-300x200.jpg" alt="Danh sách mạng Wi‑Fi"
class="wp-image-13"/></a><figcaption>Chọn <strong>mạng</strong> cần kết nối</figcaption></figure>
<!-- /wp:image -->`
    const result = convert(html)
    expect(outline(result.richText.root.children as LexicalNode[])).toEqual(['image 113 "Chọn mạng cần kết nối"'])
    expect(result.richText.root.children[0]).toMatchObject({
      type: 'upload',
      relationTo: 'media',
      value: 113,
      fields: { caption: 'Chọn mạng cần kết nối' },
    })
    expect(result.attachmentIds).toEqual([13])
    expect(result.mediaUrls).toEqual([
      `${SITE}/wp-content/uploads/2021/03/wifi.jpg`,
      `${SITE}/wp-content/uploads/2021/03/wifi-300x200.jpg`,
    ])
    expect(result.imageAlts).toEqual([{ mediaId: 113, alt: 'Danh sách mạng Wi‑Fi' }])
    expect(result.problems).toEqual([])
  })

  it("report an image's link to a page, and keep an image missing from the library as a link", () => {
    const html = `<figure><a href="https://shopee.vn/san-pham"><img class="wp-image-14" src="/wp-content/uploads/a.jpg">
</a></figure><figure><img src="https://thuthuat.vn/wp-content/uploads/2019/01/cu.jpg" alt="Ảnh cũ"></figure>`
    expect(blocksOf(html)).toEqual(['image 114', 'p: [Ảnh cũ](/wp-content/uploads/2019/01/cu.jpg)'])
    expect(convert(html).problems).toEqual([
      { kind: 'image-link', detail: 'Liên kết của ảnh bị bỏ (ảnh trong bài mở ảnh gốc): https://shopee.vn/san-pham' },
      {
        kind: 'media',
        detail:
          'Ảnh chưa có trong thư viện media, giữ thành liên kết: https://thuthuat.vn/wp-content/uploads/2019/01/cu.jpg',
      },
    ])
  })

  it('make a gallery its images, each with its caption, and the caption of the whole under them', () => {
    const html = `<!-- wp:gallery {"linkTo":"none"} --><figure class="wp-block-gallery has-nested-images">
<!-- wp:image {"id":12} --><figure class="wp-block-image"><img src="/wp-content/uploads/a.jpg" class="wp-image-12"/>
<figcaption>Trước</figcaption></figure><!-- /wp:image -->
<!-- wp:image {"id":13} --><figure class="wp-block-image"><img src="/wp-content/uploads/b.jpg" class="wp-image-13"/>
<figcaption>Sau</figcaption></figure><!-- /wp:image -->
<figcaption class="blocks-gallery-caption">Trước và sau khi dọn dẹp</figcaption></figure><!-- /wp:gallery -->`
    expect(blocksOf(html)).toEqual(['image 112 "Trước"', 'image 113 "Sau"', 'p: Trước và sau khi dọn dẹp'])
  })

  it('make a gallery of the older format (a list of figures) its images, and a file block its link', () => {
    const html = `<!-- wp:core/gallery {"ids":[12,13]} --><figure class="wp-block-gallery columns-2">
<ul class="blocks-gallery-grid"><li class="blocks-gallery-item"><figure><img src="/wp-content/uploads/a.png"
class="wp-image-12"/></figure></li><li class="blocks-gallery-item"><figure><img src="/wp-content/uploads/b.png"
class="wp-image-13"/><figcaption>Ảnh hai</figcaption></figure></li></ul>
<figcaption class="blocks-gallery-caption">Hai ảnh</figcaption></figure><!-- /wp:core/gallery -->
<!-- wp:file {"href":"https://thuthuat.vn/wp-content/uploads/2021/03/huong-dan.pdf"} --><div class="wp-block-file">
<a href="https://thuthuat.vn/wp-content/uploads/2021/03/huong-dan.pdf" target="_blank">Hướng dẫn</a><a
href="https://thuthuat.vn/wp-content/uploads/2021/03/huong-dan.pdf" class="wp-block-file__button" download>Tải về</a>
</div><!-- /wp:file -->`
    expect(blocksOf(html)).toEqual([
      'image 112',
      'image 113 "Ảnh hai"',
      'p: Hai ảnh',
      'p: [Hướng dẫn](/api/media/file/huong-dan.pdf ↗)',
    ])
  })

  it('make a table a table, its head row and header cells kept, its caption a paragraph, reported', () => {
    const html = `<!-- wp:table --><figure class="wp-block-table"><table>
<thead><tr><th>Máy</th><th>Giá</th></tr></thead>
<tbody><tr><td>iPhone 15</td><td>22.990.000 ₫</td></tr><tr><td>Galaxy S24</td><td>20.990.000 ₫</td></tr></tbody>
</table><figcaption>Bảng giá tháng 3</figcaption></figure><!-- /wp:table -->`
    expect(blocksOf(html)).toEqual([
      '| (col) Máy | (col) Giá',
      '| iPhone 15 | 22.990.000 ₫',
      '| Galaxy S24 | 20.990.000 ₫',
      'p: Bảng giá tháng 3',
    ])
    expect(problemsOf(html)).toEqual(['table'])
  })

  it('make header cells of a row head their row, keep spans and formats, and put images in cells after the table', () => {
    const html = `<table><tr><th>Pin</th><td colspan="2"><b>4000</b> mAh<br>sạc nhanh</td></tr>
<tr><th>Ảnh</th><td><img class="wp-image-12" src="${SITE}/wp-content/uploads/a.jpg"></td><td></td></tr></table>`
    expect(blocksOf(html)).toEqual(['| (row) Pin | **4000** mAh⏎sạc nhanh (2×1)', '| (row) Ảnh |  | ', 'image 112'])
  })

  it('make embeds of YouTube, Vimeo, Facebook, TikTok, X and Instagram embed blocks with their caption, reported', () => {
    const embeds = [
      ['youtube', 'https://www.youtube.com/watch?v=dQw4w9WgXcQ'],
      ['vimeo', 'https://vimeo.com/76979871'],
      ['facebook', 'https://www.facebook.com/thuthuat/videos/123/'],
      ['tiktok', 'https://www.tiktok.com/@thuthuat/video/72345678'],
      ['twitter', 'https://x.com/thuthuat/status/1234567'],
      ['instagram', 'https://www.instagram.com/p/Cx1ab/'],
    ]
    const html = embeds
      .map(
        ([slug, url]) => `<!-- wp:embed {"url":"${url}","type":"rich","providerNameSlug":"${slug}"} -->
<figure class="wp-block-embed is-provider-${slug}"><div class="wp-block-embed__wrapper">
${url}
</div><figcaption>Xem trên ${slug}</figcaption></figure><!-- /wp:embed -->`,
      )
      .join('\n\n')
    expect(blocksOf(html)).toEqual(embeds.flatMap(([slug, url]) => [`embed: ${url}`, `p: Xem trên ${slug}`]))
    expect(convert(html).problems.map((problem) => problem.detail.split(' thành khối nhúng')[0])).toEqual([
      'Nội dung nhúng từ YouTube',
      'Nội dung nhúng từ Vimeo',
      'Nội dung nhúng từ Facebook',
      'Nội dung nhúng từ TikTok',
      'Nội dung nhúng từ X (Twitter)',
      'Nội dung nhúng từ Instagram',
    ])
  })

  it('make a separator a rule, a spacer nothing, code and preformatted text code lines', () => {
    const html = `<!-- wp:separator --><hr class="wp-block-separator"/><!-- /wp:separator -->
<!-- wp:spacer --><div style="height:40px" aria-hidden="true" class="wp-block-spacer"></div><!-- /wp:spacer -->
<!-- wp:code --><pre class="wp-block-code"><code>if (pin &lt; 20) {
  sạc()
}</code></pre><!-- /wp:code -->`
    expect(blocksOf(html)).toEqual(['hr', 'p: `if (pin < 20) {`⏎`\u00a0\u00a0sạc()`⏎`}`'])
    expect(problemsOf(html)).toEqual(['code'])
  })

  it('flatten columns and groups in order, and make buttons their links', () => {
    const html = `<!-- wp:columns --><div class="wp-block-columns"><!-- wp:column --><div class="wp-block-column">
<!-- wp:paragraph --><p>Cột trái</p><!-- /wp:paragraph --></div><!-- /wp:column --><!-- wp:column -->
<div class="wp-block-column"><!-- wp:group --><div class="wp-block-group"><!-- wp:paragraph --><p>Cột phải</p>
<!-- /wp:paragraph --></div><!-- /wp:group --></div><!-- /wp:column --></div><!-- /wp:columns -->
<!-- wp:buttons --><div class="wp-block-buttons"><!-- wp:button --><div class="wp-block-button">
<a class="wp-block-button__link" href="https://thuthuat.vn/tai-ve/">Tải về</a></div><!-- /wp:button -->
</div><!-- /wp:buttons -->`
    expect(blocksOf(html)).toEqual(['p: Cột trái', 'p: Cột phải', 'p: [Tải về](/tai-ve/)'])
    expect(problemsOf(html)).toEqual(['layout', 'layout', 'layout'])
  })

  it('keep an HTML block as the HTML block, cleaned by the allow-list, and report it', () => {
    const html = `<!-- wp:html --><div class="hop-canh-bao" onclick="x()"><p>Lưu ý: <b>sao lưu</b> trước</p>
<script>alert(1)</script><iframe src="https://evil.example/"></iframe></div><!-- /wp:html -->
<!-- wp:html --><script>alert(2)</script><!-- /wp:html -->`
    expect(blocksOf(html)).toEqual(['html: <div class="hop-canh-bao"><p>Lưu ý: <b>sao lưu</b> trước</p>\n</div>'])
    expect(problemsOf(html)).toEqual(['html', 'empty-html'])
  })

  it("point an HTML block's links and images at the new site: imported uploads, the old site's pages", () => {
    const html = `<!-- wp:html --><p><a href="${SITE}/wp-content/uploads/2021/03/huong-dan.pdf">Tải hướng dẫn</a>
<a href="${SITE}/2024/05/03/chup-man-hinh/?ref=menu&amp;x=1">Bài cũ</a> <a href="https://zalo.me/thuthuat">Zalo</a>
<img src="${SITE}/wp-content/uploads/2021/03/chua-nhap.jpg" alt="Ảnh"></p><!-- /wp:html -->`
    expect(blocksOf(html)).toEqual([
      'html: <p><a href="/api/media/file/huong-dan.pdf">Tải hướng dẫn</a>\n' +
        '<a href="/2024/05/03/chup-man-hinh/?ref=menu&amp;x=1">Bài cũ</a> <a href="https://zalo.me/thuthuat">Zalo</a>\n' +
        `<img src="${SITE}/wp-content/uploads/2021/03/chua-nhap.jpg" alt="Ảnh" /></p>`,
    ])
  })

  it('give each block of a post its own id, the same on every conversion', () => {
    const html = `<!-- wp:html --><p>Một</p><!-- /wp:html -->\nhttps://youtu.be/dQw4w9WgXcQ\n\n<!-- wp:html --><p>Hai</p><!-- /wp:html -->`
    const ids = (result: ReturnType<typeof convert>) =>
      result.richText.root.children.map((node) => (node.fields as { id: string }).id)
    expect(new Set(ids(convert(html))).size).toBe(3)
    expect(ids(convert(html))).toEqual(ids(convert(html)))
  })

  it("read a shortcode block's shortcodes, and an unknown block's HTML as classic content, reported", () => {
    const html = `<!-- wp:shortcode -->[gallery ids="12,13"]<!-- /wp:shortcode -->
<!-- wp:uagb/faq {"block_id":"a1"} --><div class="faq">Hỏi: Pin chai?

Đáp: Thay pin.</div><!-- /wp:uagb/faq -->`
    expect(blocksOf(html)).toEqual(['image 112', 'image 113', 'p: Hỏi: Pin chai?', 'p: Đáp: Thay pin.'])
    expect(problemsOf(html)).toEqual(['block'])
  })
})

describe('classic editor posts', () => {
  it('make paragraphs as WordPress does: a blank line ends one, a line break is kept, not in code', () => {
    const html = `Mở <strong>Cài đặt</strong>
rồi chọn Pin.

Bật <em>Chế độ nguồn điện thấp</em>.
<ul>
<li>Một</li>
<li>Hai</li>
</ul>
Cuối bài.<pre>dòng 1

dòng 3</pre>`
    expect(blocksOf(html)).toEqual([
      'p: Mở **Cài đặt**⏎rồi chọn Pin.',
      'p: Bật _Chế độ nguồn điện thấp_.',
      '- Một',
      '- Hai',
      'p: Cuối bài.',
      'p: `dòng 1`⏎⏎`dòng 3`',
    ])
  })

  it('make [caption] an image with the caption written after it, found by the attachment it names', () => {
    const html = `Trước ảnh.

[caption id="attachment_15" align="aligncenter" width="300"]<a href="https://thuthuat.vn/wp-content/uploads/a.jpg">
<img class="size-medium" src="https://thuthuat.vn/wp-content/uploads/a-300x169.jpg" alt="Cửa sổ Cài đặt" width="300"
height="169" /></a> Cửa sổ <strong>Cài đặt</strong> của Windows 11[/caption]

Sau ảnh.`
    const result = convert(html)
    expect(outline(result.richText.root.children as LexicalNode[])).toEqual([
      'p: Trước ảnh.',
      'image 115 "Cửa sổ Cài đặt của Windows 11"',
      'p: Sau ảnh.',
    ])
    expect(result.attachmentIds).toEqual([15])
    expect(result.problems).toEqual([])
  })

  it('make [gallery] the images it names, and report those not imported', () => {
    const result = convert('[gallery columns="3" ids="12, 13,99"]')
    expect(outline(result.richText.root.children as LexicalNode[])).toEqual(['image 112', 'image 113'])
    expect(result.attachmentIds).toEqual([12, 13, 99])
    expect(result.problems).toEqual([
      { kind: 'gallery-image', detail: 'Ảnh #99 của thư viện ảnh chưa có trong thư viện media' },
    ])
  })

  it('make [embed] and an address alone on its line an embed block, and keep other addresses as text', () => {
    const html = `Xem video:
https://youtu.be/dQw4w9WgXcQ
[embed]https://vimeo.com/76979871[/embed]

https://thuthuat.vn/khong-nhung/`
    expect(blocksOf(html)).toEqual([
      'p: Xem video:',
      'embed: https://youtu.be/dQw4w9WgXcQ',
      'embed: https://vimeo.com/76979871',
      'p: https://thuthuat.vn/khong-nhung/',
    ])
  })

  it("keep WordPress's smileys as their text", () => {
    expect(
      blocksOf('Xong rồi <img class="wp-smiley" src="/wp-includes/images/smilies/icon_smile.gif" alt=":)"> nhé'),
    ).toEqual(['p: Xong rồi :) nhé'])
  })

  it('leave other shortcodes as text and report each name once', () => {
    const html = '[toc]\n\n[su_note note_color="#fff"]Nhớ sạc pin[/su_note]\n\n[toc]'
    expect(blocksOf(html)).toEqual(['p: [toc]', 'p: [su_note note_color="#fff"]Nhớ sạc pin[/su_note]', 'p: [toc]'])
    expect(convert(html).problems.map((problem) => problem.detail)).toEqual([
      'Mã ngắn [toc] được giữ nguyên dạng chữ',
      'Mã ngắn [su_note] được giữ nguyên dạng chữ',
    ])
  })
})

describe('hostile content', () => {
  it('drops scripts, event handlers and javascript: links, keeping the text, each drop reported', () => {
    const html = `<p onclick="steal()">Chào<script>alert("x")</script> <a href=" javascript:alert(1)">bạn</a>
<img src="x" onerror="alert(1)"><style>body{}</style></p><script>alert(2)</script>`
    const result = convert(html)
    expect(outline(result.richText.root.children as LexicalNode[])).toEqual(['p: Chào bạn', 'p: [/x](/x)'])
    expect(JSON.stringify(result.richText)).not.toMatch(/script|onclick|onerror|alert/)
    expect(result.problems.map((problem) => problem.detail)).toEqual([
      'Đã bỏ thuộc tính onclick (mã chạy khi có sự kiện)',
      'Đã bỏ thẻ <script> cùng nội dung bên trong (2 lần)',
      'Đã bỏ địa chỉ không an toàn: javascript:alert(1)',
      'Đã bỏ thuộc tính onerror (mã chạy khi có sự kiện)',
      'Ảnh chưa có trong thư viện media, giữ thành liên kết: https://thuthuat.vn/x',
      'Đã bỏ thẻ <style> cùng nội dung bên trong',
    ])
  })

  it('keeps a player frame of a known service as its embed block and drops any other frame', () => {
    const html = `<iframe src="https://www.youtube.com/embed/dQw4w9WgXcQ?rel=0" onload="x()"></iframe>
<iframe src="https://evil.example/ads"></iframe><iframe src="javascript:alert(1)"></iframe>`
    const result = convert(html)
    expect(outline(result.richText.root.children as LexicalNode[])).toEqual([
      'embed: https://www.youtube.com/watch?v=dQw4w9WgXcQ',
    ])
    expect(result.problems.map((problem) => problem.kind)).toEqual(['attribute', 'embed', 'iframe', 'iframe'])
  })

  it('keeps an embed the embed block cannot show (a channel, a profile) as its link, reported', () => {
    const html = '<!-- wp:embed {"url":"https://www.youtube.com/@thuthuat"} --><figure></figure><!-- /wp:embed -->'
    expect(blocksOf(html)).toEqual(['p: [https://www.youtube.com/@thuthuat](https://www.youtube.com/@thuthuat)'])
    expect(problemsOf(html)).toEqual(['embed-link'])
  })

  it('drops an image from a data: address', () => {
    const result = convert('<p><img src="data:image/svg+xml;base64,PHN2Zz4="></p>')
    expect(result.richText.root.children).toEqual([])
    expect(result.problems.map((problem) => problem.kind)).toEqual(['unsafe-link'])
  })

  it('keeps the text of markup nested thousands deep, reported', () => {
    const depth = 10_000
    const result = convert(`${'<div><span>'.repeat(depth)}Sâu${'</span></div>'.repeat(depth)}`)
    expect(outline(result.richText.root.children as LexicalNode[])).toEqual(['p: Sâu'])
    expect(result.problems.map((problem) => problem.kind)).toEqual(['depth'])
  })

  it('cuts megabytes of text at its limit, reported, in a few seconds', () => {
    const paragraph = `<p>${'Mẹo hay cho điện thoại. '.repeat(40)}</p>\n`
    const started = performance.now()
    const result = convert(paragraph.repeat(3_000))
    expect(performance.now() - started).toBeLessThan(10_000)
    expect(result.problems.map((problem) => problem.kind)).toEqual(['too-long'])
    expect(result.richText.root.children.length).toBeGreaterThan(1_000)
  })
})
