import fs from 'node:fs'
import path from 'node:path'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { wxr as words } from '@/i18n/wxr'
import {
  createWxrReader,
  MAX_CONTENT_BYTES,
  MAX_ELEMENTOR_DATA_BYTES,
  MAX_META_VALUE_BYTES,
  type WxrItem,
  type WxrReaderOptions,
  type WxrRecord,
  WxrRefusal,
} from '.'
import { unserializePhp } from './php-unserialize'

const fixture = (name: string) => fs.readFileSync(path.resolve('tests/fixtures/wordpress', name))

function read(chunks: (string | Uint8Array)[], options?: WxrReaderOptions): WxrRecord[] {
  const reader = createWxrReader(options)
  return [...chunks.flatMap((chunk) => reader.write(chunk)), ...reader.end()]
}

const kinds = (records: WxrRecord[], kind: WxrRecord['kind']) => records.filter((record) => record.kind === kind)
const items = (records: WxrRecord[]) => records.flatMap((record) => (record.kind === 'item' ? [record.item] : []))
const problems = (records: WxrRecord[]) => records.flatMap((r) => (r.kind === 'problem' ? [r.problem] : []))
const meta = (item: WxrItem, key: string) => item.meta.find((entry) => entry.key === key)?.value

/** The file cut into pieces at the given offsets. */
function split<T extends string | Uint8Array>(whole: T, cuts: number[]): T[] {
  const at = [0, ...new Set(cuts)].sort((a, b) => a - b)
  return at.map((start, index) => whole.slice(start, at[index + 1] ?? whole.length) as T)
}

/** A minimal export around the given items' XML. */
const exportOf = (body: string, version = '1.2') =>
  `<?xml version="1.0" encoding="UTF-8" ?>\n<rss version="2.0"><channel><title>Thử</title>` +
  `<wp:wxr_version>${version}</wp:wxr_version><wp:base_site_url>https://a.example</wp:base_site_url>` +
  `<wp:base_blog_url>https://a.example</wp:base_blog_url>${body}</channel></rss>\n`
const itemXml = (id: number, inner = '') =>
  `<item><title>Bài ${id}</title><dc:creator><![CDATA[admin]]></dc:creator><wp:post_id>${id}</wp:post_id>` +
  `<wp:post_type>post</wp:post_type>${inner}</item>`
const metaXml = (key: string, value: string) =>
  `<wp:postmeta><wp:meta_key>${key}</wp:meta_key><wp:meta_value><![CDATA[${value}]]></wp:meta_value></wp:postmeta>`

describe('the WXR 1.2 export of a WordPress + Elementor + WooCommerce site', () => {
  const records = read([fixture('export-1.2.xml')])
  const byId = new Map(items(records).map((item) => [item.id, item]))

  it('reads the site, then authors, terms and items in the order of the file, with no problem', () => {
    expect(records[0]).toEqual({
      kind: 'site',
      site: {
        wxrVersion: '1.2',
        title: 'Thủ Thuật Điện Thoại',
        description: 'Mẹo hay cho điện thoại của bạn',
        siteUrl: 'https://thuthuat.example',
        blogUrl: 'https://thuthuat.example',
        language: 'vi',
      },
    })
    expect(records.map((record) => record.kind)).toEqual([
      'site',
      ...Array<string>(2).fill('author'),
      ...Array<string>(10).fill('term'),
      ...Array<string>(13).fill('item'),
    ])
    expect(items(records).map((item) => item.id)).toEqual([10, 11, 12, 13, 14, 20, 30, 40, 41, 50, 60, 61, 70])
  })

  it('reads the authors, never a password', () => {
    expect(kinds(records, 'author')).toEqual([
      {
        kind: 'author',
        author: {
          id: 1,
          login: 'admin',
          email: 'admin@thuthuat.example',
          displayName: 'Quản Trị',
          firstName: null,
          lastName: null,
        },
      },
      {
        kind: 'author',
        author: {
          id: 2,
          login: 'bientap',
          email: 'lan@thuthuat.example',
          displayName: 'Nguyễn Thị Lan',
          firstName: 'Lan',
          lastName: 'Nguyễn Thị',
        },
      },
    ])
  })

  it('reads categories with their parent’s slug, tags and the terms of other taxonomies with their meta', () => {
    const terms = records.flatMap((record) => (record.kind === 'term' ? [record.term] : []))
    expect(terms.map(({ taxonomy, slug, parent }) => [taxonomy, slug, parent])).toEqual([
      ['category', 'tin-tuc', null],
      ['category', 'thu-thuat', null],
      ['category', 'dien-thoai', 'thu-thuat'],
      ['post_tag', 'iphone', null],
      ['post_tag', 'meo-hay', null],
      ['nav_menu', 'menu-chinh', null],
      ['product_cat', 'phu-kien', null],
      ['product_tag', 'sac-nhanh', null],
      ['pa_mau-sac', 'do', null],
      ['product_type', 'variable', null],
    ])
    expect(terms[0]).toEqual({
      id: 2,
      taxonomy: 'category',
      slug: 'tin-tuc',
      name: 'Tin tức',
      parent: null,
      description: 'Tin công nghệ mới nhất',
      meta: [],
    })
    expect(terms[6]).toEqual({
      id: 8,
      taxonomy: 'product_cat',
      slug: 'phu-kien',
      name: 'Phụ kiện',
      parent: null,
      description: 'Sạc, cáp và ốp lưng',
      meta: [
        { key: 'order', value: '0' },
        { key: 'thumbnail_id', value: '30' },
      ],
    })
  })

  it('reads a sticky post whole, joining the CDATA WordPress splits around “]]>”, and skips its comment', () => {
    expect(byId.get(10)).toEqual({
      id: 10,
      type: 'post',
      title: 'Cách chụp màn hình iPhone',
      link: 'https://thuthuat.example/2024/05/03/cach-chup-man-hinh-iphone/',
      guid: 'https://thuthuat.example/?p=10',
      slug: 'cach-chup-man-hinh-iphone',
      status: 'publish',
      dateGmt: '2024-05-03T01:30:00.000Z',
      author: 'bientap',
      content: expect.stringContaining('<code>if (a[b[0]]> 1) {}</code>') as string,
      excerpt: 'Hai nút, một giây: ảnh màn hình đã nằm trong thư viện.',
      parentId: null,
      menuOrder: 0,
      isSticky: true,
      password: null,
      attachmentUrl: null,
      terms: [
        { taxonomy: 'category', slug: 'dien-thoai', name: 'Điện thoại' },
        { taxonomy: 'post_tag', slug: 'iphone', name: 'iPhone' },
        { taxonomy: 'post_tag', slug: 'meo-hay', name: 'Mẹo hay' },
      ],
      meta: [
        { key: '_edit_last', value: '2' },
        { key: '_thumbnail_id', value: '30' },
        { key: '_wp_old_slug', value: 'chup-man-hinh-iphone' },
      ],
      comments: 1,
    })
    expect(byId.get(10)?.content).toMatch(/^<!-- wp:paragraph -->\n<p>Nhấn đồng thời nút <strong>sườn<\/strong>/)
  })

  it('reads every status as WordPress wrote it, and a draft’s date from its local time', () => {
    expect([11, 12, 13, 14].map((id) => byId.get(id)?.status)).toEqual(['future', 'draft', 'private', 'publish'])
    expect(byId.get(11)?.dateGmt).toBe('2024-09-01T01:00:00.000Z')
    // 21:15 in Việt Nam (UTC+7): its GMT date is 0000-00-00 00:00:00.
    expect(byId.get(12)?.dateGmt).toBe('2024-05-20T14:15:00.000Z')
    expect(byId.get(12)?.slug).toBe('')
    expect(byId.get(14)?.password).toBe('matkhau123')
  })

  it('reads a page with its order and shortcodes left for the content conversion', () => {
    expect(byId.get(20)).toMatchObject({ type: 'page', slug: 'gioi-thieu', menuOrder: 1, parentId: null })
    expect(byId.get(20)?.content).toContain('[caption id="attachment_30" align="aligncenter" width="139"]')
  })

  it('reads an attachment: its address, its post and its PHP-serialized sizes', () => {
    const attachment = byId.get(30)!
    expect(attachment).toMatchObject({
      type: 'attachment',
      status: 'inherit',
      parentId: 10,
      attachmentUrl: 'https://thuthuat.example/wp-content/uploads/2024/05/chup-man-hinh.jpg',
      excerpt: 'Màn hình khoá của iPhone',
    })
    expect(meta(byId.get(10)!, '_thumbnail_id')).toBe('30')
    expect(unserializePhp(meta(attachment, '_wp_attachment_metadata')!)).toMatchObject({
      ok: true,
      value: {
        width: 1170,
        sizes: { medium: { file: 'chup-man-hinh-139x300.jpg', width: 139 } },
        image_meta: { caption: 'Màn hình khoá của iPhone', keywords: [] },
      },
      repaired: 0,
    })
  })

  it('reads menu items with their menu and their _menu_item_* meta', () => {
    const link = byId.get(41)!
    expect(link.terms).toEqual([{ taxonomy: 'nav_menu', slug: 'menu-chinh', name: 'Menu chính' }])
    expect(link.meta.filter((entry) => entry.key.startsWith('_menu_item_')).map((entry) => entry.key)).toEqual([
      '_menu_item_type',
      '_menu_item_menu_item_parent',
      '_menu_item_object_id',
      '_menu_item_object',
      '_menu_item_target',
      '_menu_item_classes',
      '_menu_item_xfn',
      '_menu_item_url',
    ])
    expect(meta(link, '_menu_item_url')).toBe('https://thuthuat.example/lien-he/')
    expect(unserializePhp(meta(link, '_menu_item_classes')!)).toMatchObject({ value: ['nut-lien-he'] })
    expect(meta(byId.get(40)!, '_menu_item_object')).toBe('category')
  })

  it('reads an Elementor page’s layout as the JSON WordPress stored', () => {
    const page = byId.get(50)!
    expect(meta(page, '_elementor_edit_mode')).toBe('builder')
    const tree = JSON.parse(meta(page, '_elementor_data')!) as { elType: string; elements: { widgetType: string }[] }[]
    expect(tree[0].elType).toBe('container')
    expect(tree[0].elements.map((element) => element.widgetType)).toEqual(['heading', 'text-editor', 'button', 'image'])
    expect(JSON.stringify(tree)).toContain('Chào mừng đến với Thủ Thuật')
    expect(unserializePhp(meta(page, '_elementor_page_settings')!)).toMatchObject({ value: { hide_title: 'yes' } })
  })

  it('reads a variable product, its variation and a coupon with their WooCommerce meta', () => {
    expect(byId.get(60)?.terms.map((term) => `${term.taxonomy}:${term.slug}`)).toEqual([
      'product_type:variable',
      'product_cat:phu-kien',
      'product_tag:sac-nhanh',
      'pa_mau-sac:do',
    ])
    expect(unserializePhp(meta(byId.get(60)!, '_product_attributes')!)).toMatchObject({
      value: { 'pa_mau-sac': { is_variation: 1, is_taxonomy: 1 } },
    })
    expect(byId.get(61)).toMatchObject({ type: 'product_variation', parentId: 60 })
    expect(meta(byId.get(61)!, '_sale_price')).toBe('199000')
    expect(meta(byId.get(61)!, 'attribute_pa_mau-sac')).toBe('do')
    expect(byId.get(70)).toMatchObject({ type: 'shop_coupon', title: 'giamgia10' })
    expect(meta(byId.get(70)!, 'discount_type')).toBe('percent')
    expect(meta(byId.get(70)!, 'date_expires')).toBe('1735664400')
  })
})

describe('reading in pieces', () => {
  const bytes = fixture('export-1.2.xml')
  const whole = read([bytes])
  const malformed = fixture('malformed.xml')

  it('gives the same records however the bytes are cut, even inside a character, a tag or a CDATA', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 1, max: bytes.length - 1 }), { maxLength: 40 }), (cuts) => {
        expect(read(split(bytes, cuts))).toEqual(whole)
      }),
      { numRuns: 60 },
    )
  })

  it('gives the same records and problems for a damaged file however it is cut', () => {
    const once = read([malformed])
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 1, max: malformed.length - 1 }), { maxLength: 20 }), (cuts) => {
        expect(read(split(malformed, cuts))).toEqual(once)
      }),
      { numRuns: 60 },
    )
  })

  it('reads text chunks as well as bytes', () => {
    const text = bytes.toString('utf8')
    expect(read([text.slice(0, 5000), text.slice(5000)])).toEqual(whole)
  })
})

describe('a file cut short', () => {
  it('delivers every whole item before the cut, not the cut one, and says the file ends early', () => {
    const records = read([fixture('truncated.xml')])
    expect(items(records).map((item) => item.id)).toEqual([10, 11, 12, 13, 14, 20, 30, 40, 41])
    expect(records.at(-1)).toEqual({
      kind: 'problem',
      problem: { line: expect.any(Number) as number, message: words.problems.truncated('Mục #50') },
    })
    expect(problems(records)).toHaveLength(1)
  })

  it('cut anywhere, gives what came before the cut and one problem, or refuses a header with no version', () => {
    const text = fixture('export-1.2.xml').toString('utf8')
    const whole = read([text])
    const end = text.trimEnd().length
    fc.assert(
      fc.property(fc.integer({ min: 1, max: end - 1 }), (cut) => {
        let records: WxrRecord[]
        try {
          records = read([text.slice(0, cut)])
        } catch (error) {
          expect(error).toBeInstanceOf(WxrRefusal)
          // The version is read once its element closes.
          expect(cut).toBeLessThan(text.indexOf('</wp:wxr_version>') + '</wp:wxr_version>'.length)
          return
        }
        const delivered = records.slice(0, -1)
        expect(delivered).toEqual(whole.slice(0, delivered.length))
        expect(records.at(-1)?.kind).toBe('problem')
      }),
      { numRuns: 150 },
    )
  })
})

describe('a damaged file', () => {
  const records = read([fixture('malformed.xml')])

  it('skips only the items it cannot read, each with a line of the report, and reads on', () => {
    expect(items(records).map((item) => item.id)).toEqual([1, 3, 5, 6])
    expect(problems(records)).toEqual([
      { line: 23, message: words.problems.malformed('Một mục chưa rõ mã', words.xmlReasons.tag) },
      { line: 34, message: words.problems.entity },
      { line: 34, message: words.problems.entity },
      { line: 36, message: words.problems.invalidBytes },
      { line: 44, message: words.problems.unclosed('Mục #4') },
      { line: 66, message: words.problems.missing('Một mục chưa rõ mã', 'wp:post_id') },
    ])
  })

  it('decodes HTML entities, keeps an unknown one and a stray “&” as text, and marks bytes that are not UTF-8', () => {
    const [, third] = items(records)
    expect(third.title).toBe('Tom & Jerry\u00a0♥ – &bogus;')
    expect(third.content).toBe('Caf\ufffd sữa đá')
  })

  it('reads the items after one with no </item>', () => {
    expect(items(records).at(-1)).toMatchObject({ id: 6, meta: [{ key: '_mau', value: 'xanh' }] })
  })

  it('says when the file declares another encoding than UTF-8', () => {
    const latin = exportOf(itemXml(1)).replace('encoding="UTF-8"', 'encoding="ISO-8859-1"')
    expect(problems(read([latin]))).toEqual([{ line: 1, message: words.problems.encoding('ISO-8859-1') }])
  })
})

describe('PHP-serialized meta a search-replace broke', () => {
  it('reads the item whole, and the values once their lengths are repaired', () => {
    const [page] = items(read([fixture('broken-serialized.xml')]))
    expect(unserializePhp(meta(page, '_elementor_page_settings')!)).toEqual({
      ok: true,
      value: {
        background_image: { url: 'https://thuthuat.example/wp-content/uploads/nen.jpg', id: 31 },
        custom_css: 'selector h1 { content: "Thủ Thuật"; }',
      },
      repaired: 1,
    })
    expect(unserializePhp(meta(page, '_wp_attachment_metadata')!)).toMatchObject({
      ok: true,
      value: { image_meta: { caption: 'Nền trang chủ mới', title: 'Ảnh nền' } },
      repaired: 1,
    })
  })
})

describe('sizes', () => {
  const mb = (count: number) => 'x'.repeat(count * 1024 * 1024)

  it('keeps an Elementor layout up to its limit and drops larger meta with a line naming the item and key', () => {
    const elementor = `[${'"é",'.repeat(1024 * 1024)}"é"]` // 5 MB of UTF-8: over the general limit, under Elementor's
    const text = exportOf(
      itemXml(5, metaXml('_elementor_data', elementor) + metaXml('_big', mb(2)) + metaXml('_ok', 'vừa')) +
        itemXml(6, metaXml('_elementor_data', mb(9))),
    )
    const records = read(
      split(
        text,
        Array.from({ length: 200 }, (_, i) => i * 65_536),
      ),
    )
    const [five, six] = items(records)
    expect(five.meta.map((entry) => entry.key)).toEqual(['_elementor_data', '_ok'])
    expect(meta(five, '_elementor_data')).toBe(elementor)
    expect(six.meta).toEqual([])
    expect(problems(records).map((problem) => problem.message)).toEqual([
      words.problems.metaTooLarge('Mục #5', '_big', MAX_META_VALUE_BYTES),
      words.problems.metaTooLarge('Mục #6', '_elementor_data', MAX_ELEMENTOR_DATA_BYTES),
    ])
    expect(words.problems.metaTooLarge('Mục #6', '_elementor_data', MAX_ELEMENTOR_DATA_BYTES)).toContain('8 MB')
  })

  it('skips an item whose content is larger than its limit', () => {
    const huge = `<content:encoded><![CDATA[${mb(9)}]]></content:encoded>`
    const records = read([exportOf(itemXml(7, huge) + itemXml(8))])
    expect(items(records).map((item) => item.id)).toEqual([8])
    expect(problems(records).map((problem) => problem.message)).toEqual([
      words.problems.fieldTooLarge('Mục #7', 'content:encoded', MAX_CONTENT_BYTES),
    ])
  })
})

describe('WXR 1.0', () => {
  const records = read([fixture('export-1.0.xml')])

  it('takes its authors from the items’ dc:creator, each before its first item', () => {
    expect(records.filter((r) => r.kind === 'author' || r.kind === 'item').map((r) => Object.values(r)[1])).toEqual([
      expect.objectContaining({ login: 'hoang', id: null, displayName: 'hoang', email: null }),
      expect.objectContaining({ id: 5, author: 'hoang' }),
      expect.objectContaining({ login: 'admin' }),
      expect.objectContaining({ id: 2, author: 'admin' }),
      expect.objectContaining({ id: 7, author: 'hoang' }),
    ])
  })

  it('reads its terms, its tags called “tag”, and leaves out the copies with no slug', () => {
    expect(records[0]).toMatchObject({
      kind: 'site',
      site: { wxrVersion: '1.0', description: 'Chuyện điện thoại & máy tính' },
    })
    expect(kinds(records, 'term')).toEqual([
      expect.objectContaining({ term: expect.objectContaining({ slug: 'tin-tuc', id: null, parent: null }) as object }),
      expect.objectContaining({ term: expect.objectContaining({ slug: 'may-tinh', parent: 'tin-tuc' }) as object }),
      expect.objectContaining({ term: expect.objectContaining({ taxonomy: 'post_tag', slug: 'windows' }) as object }),
    ])
    const [first] = items(records)
    expect(first.title).toBe('Mẹo dùng Windows 7 & Office 2010')
    expect(first.terms).toEqual([
      { taxonomy: 'category', slug: 'may-tinh', name: 'Máy tính' },
      { taxonomy: 'post_tag', slug: 'windows', name: 'Windows' },
    ])
    expect(first).toMatchObject({ isSticky: false, comments: 1, meta: [{ key: '_edit_last', value: '1' }] })
    expect(items(records)[2].dateGmt).toBe('2010-07-01T03:30:00.000Z')
    expect(problems(records)).toEqual([])
  })
})

describe('dates', () => {
  const dated = (local: string, gmt: string) =>
    itemXml(1, `<wp:post_date>${local}</wp:post_date><wp:post_date_gmt>${gmt}</wp:post_date_gmt>`)

  it('reads a local date with the offset the file shows, else the one given, else Việt Nam’s', () => {
    const draft = dated('2024-01-01 10:00:00', '0000-00-00 00:00:00')
    const tokyo = dated('2024-01-01 09:00:00', '2024-01-01 00:00:00')
    const dates = (body: string, options?: WxrReaderOptions) =>
      items(read([exportOf(body)], options)).map((i) => i.dateGmt)
    expect(dates(draft)).toEqual(['2024-01-01T03:00:00.000Z'])
    expect(dates(draft, { utcOffsetMinutes: 0 })).toEqual(['2024-01-01T10:00:00.000Z'])
    expect(dates(tokyo + draft)).toEqual(['2024-01-01T00:00:00.000Z', '2024-01-01T01:00:00.000Z'])
    expect(dates(dated('0000-00-00 00:00:00', '0000-00-00 00:00:00'))).toEqual([null])
    expect(dates(dated('2024-02-31 10:00:00', '0000-00-00 00:00:00'))).toEqual([null])
  })
})

describe('refusals', () => {
  it('refuses a version it does not know before reading anything', () => {
    const reader = createWxrReader()
    expect(() => reader.write(fixture('wrong-version.xml'))).toThrow(WxrRefusal)
    expect(() => reader.write('<item/>')).toThrow(words.refusals.unknownVersion('2.0'))
  })

  it('refuses a file with no version, one that is not an export, and an empty one', () => {
    const noVersion = exportOf(itemXml(1)).replace(/<wp:wxr_version>.*<\/wp:wxr_version>/, '')
    expect(() => read([noVersion])).toThrow(words.refusals.noVersion)
    expect(() => read(['<html><body>Lỗi 500</body></html>'])).toThrow(words.refusals.notAnExport)
    expect(() => read(['PK\u0003\u0004 zip'])).toThrow(words.refusals.notAnExport)
    expect(() => read([''])).toThrow(words.refusals.notAnExport)
    expect(() => read([exportOf('', '1.3')])).toThrow(words.refusals.unknownVersion('1.3'))
  })

  it('reads an export of a site with nothing in it', () => {
    expect(read([exportOf('', '1.1')])).toEqual([
      {
        kind: 'site',
        site: {
          wxrVersion: '1.1',
          title: 'Thử',
          description: '',
          siteUrl: 'https://a.example',
          blogUrl: 'https://a.example',
          language: '',
        },
      },
    ])
  })
})
