import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { createWxrReader, type WxrItem, type WxrRecord } from '.'
import { unserializePhp } from './php-unserialize'

/**
 * The export a stock WordPress 6.1 (Debian's package) wrote of a Vietnamese site, made by
 * scripts/fixtures/wordpress-export/make-export.php (docs/import.md, The export file).
 */
const FIXTURES = path.resolve('tests/fixtures/wordpress')
const file = fs.readFileSync(path.join(FIXTURES, 'stock-wordpress-6.1.xml'))

function read(pieces: Uint8Array[]): WxrRecord[] {
  const reader = createWxrReader()
  return [...pieces.flatMap((piece) => reader.write(piece)), ...reader.end()]
}

const records = read([file])
const items = records.flatMap((record) => (record.kind === 'item' ? [record.item] : []))
const terms = records.flatMap((record) => (record.kind === 'term' ? [record.term] : []))
const byId = new Map(items.map((item) => [item.id, item]))
const item = (id: number) => byId.get(id)!
const meta = (of: WxrItem, key: string) => of.meta.find((entry) => entry.key === key)?.value
const unserialized = (text: string | undefined) => {
  const result = unserializePhp(text ?? '')
  return result.ok ? result.value : result.error
}

describe('the export a stock WordPress 6.1 wrote', () => {
  it('is read with no problem, the same whole or in small pieces', () => {
    expect(records.filter((record) => record.kind === 'problem')).toEqual([])
    const pieces = Array.from({ length: Math.ceil(file.length / 997) }, (_, n) => file.subarray(n * 997, (n + 1) * 997))
    expect(read(pieces)).toEqual(records)
  })

  it('names the site, its address and WXR 1.2', () => {
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
  })

  it('lists the two authors with their display names', () => {
    expect(records.flatMap((record) => (record.kind === 'author' ? [record.author] : []))).toEqual([
      {
        id: 1,
        login: 'admin',
        email: 'an@thuthuat.example',
        displayName: 'Nguyễn Văn An',
        firstName: 'An',
        lastName: 'Nguyễn Văn',
      },
      {
        id: 2,
        login: 'tranthibinh',
        email: 'binh@thuthuat.example',
        displayName: 'Trần Thị Bình',
        firstName: 'Bình',
        lastName: 'Trần Thị',
      },
    ])
  })

  it('reads categories with their parent, tags (one sharing a category’s slug), the menu and template types', () => {
    expect(terms.map(({ taxonomy, slug, name, parent }) => [taxonomy, slug, name, parent])).toEqual([
      ['category', 'dien-thoai', 'Điện thoại', null],
      ['category', 'iphone', 'iPhone', 'dien-thoai'],
      ['category', 'chua-duoc-phan-loai', 'Khác', null],
      ['category', 'thu-thuat', 'Thủ thuật', null],
      ['category', 'tin-tuc', 'Tin tức', null],
      ['category', 'android', 'Android', 'dien-thoai'],
      ['post_tag', 'chup-man-hinh', 'Chụp màn hình', null],
      ['post_tag', 'ios-18', 'iOS 18', null],
      ['post_tag', 'iphone', 'iPhone', null],
      ['post_tag', 'meo-hay', 'Mẹo hay', null],
      ['post_tag', 'pin', 'Pin', null],
      ['post_tag', 'tang-toc', 'Tăng tốc', null],
      ['elementor_library_type', 'header', 'header', null],
      ['elementor_library_type', 'popup', 'popup', null],
      ['nav_menu', 'menu-chinh', 'Menu chính', null],
    ])
    expect(terms[1]).toMatchObject({ id: 4, description: 'Thủ thuật cho iPhone và iOS' })
  })

  it('reads every post’s author, status, slug and date in UTC, a draft’s and a pending post’s from local time', () => {
    const posts = items.filter((entry) => entry.type === 'post' || entry.type === 'page')
    const rows = posts.map(({ id, type, status, slug, dateGmt, author }) => [id, type, status, slug, dateGmt, author])
    expect(rows).toEqual([
      [7, 'post', 'publish', 'cach-chup-man-hinh-iphone-nhanh-nhat', '2024-03-12T02:30:00.000Z', 'admin'],
      [8, 'post', 'publish', '10-meo-tiet-kiem-pin-cho-dien-thoai-android', '2024-03-20T01:15:00.000Z', 'tranthibinh'],
      [9, 'post', 'publish', 'tang-toc-dien-thoai-android-cu', '2024-04-02T12:45:00.000Z', 'tranthibinh'],
      // Drafts and pending posts have no slug yet, and 0000-00-00 00:00:00 as their GMT date.
      [11, 'post', 'draft', '', '2024-05-20T14:15:00.000Z', 'admin'],
      [12, 'post', 'private', 'ghi-chu-noi-bo-lich-dang-bai-thang-5', '2024-04-28T03:00:00.000Z', 'tranthibinh'],
      [13, 'post', 'future', 'danh-gia-galaxy-s25-co-dang-nang-cap', '2031-03-15T01:00:00.000Z', 'admin'],
      [14, 'post', 'publish', 'mo-khoa-bootloader-danh-cho-thanh-vien', '2024-04-10T07:00:00.000Z', 'admin'],
      [16, 'post', 'pending', '', '2024-06-14T09:40:00.000Z', 'tranthibinh'],
      [17, 'page', 'publish', 'dich-vu-sua-chua', '2024-03-05T03:00:00.000Z', 'admin'],
      [18, 'page', 'publish', 'lien-he', '2024-03-05T03:30:00.000Z', 'admin'],
      [15, 'post', 'publish', 'ios-18-co-gi-moi', '2024-06-11T00:30:00.000Z', 'tranthibinh'],
    ])
  })

  it('marks the sticky post, keeps the password, the renamed slug, the featured image and the comment count', () => {
    expect(items.filter((entry) => entry.isSticky).map((entry) => entry.id)).toEqual([7])
    expect(item(14).password).toBe('thuthuat2024')
    expect(meta(item(9), '_wp_old_slug')).toBe('cach-tang-toc-android')
    // The guid keeps the address the post had when first published.
    expect(item(9).guid).toBe('https://thuthuat.example/2024/04/02/cach-tang-toc-android/')
    expect(item(9).link).toBe('https://thuthuat.example/2024/04/02/tang-toc-dien-thoai-android-cu/')
    expect(meta(item(7), '_thumbnail_id')).toBe('4')
    expect(item(7).comments).toBe(1)
    expect(item(7).terms).toEqual([
      { taxonomy: 'post_tag', slug: 'chup-man-hinh', name: 'Chụp màn hình' },
      { taxonomy: 'category', slug: 'iphone', name: 'iPhone' },
      { taxonomy: 'post_tag', slug: 'iphone', name: 'iPhone' },
      { taxonomy: 'category', slug: 'thu-thuat', name: 'Thủ thuật' },
    ])
  })

  it('keeps block editor and classic editor content as written', () => {
    expect(item(7).content).toMatch(/^<!-- wp:paragraph -->\n<p>Chụp màn hình là thao tác/)
    expect(item(7).content).toContain('<!-- wp:list-item -->\n<li>Thả tay ngay')
    expect(item(7).content).toContain(
      '<figcaption class="wp-element-caption">Nút sườn và nút tăng âm lượng</figcaption>',
    )
    expect(item(7).content).toContain('<!-- wp:embed {"url":"https://www.youtube.com/watch?v=M7lc1UVf-VE"')
    expect(item(7).content).toContain('từ nhanh nhất đến tiện nhất 📱.')
    expect(item(7).excerpt).toBe('Hai nút, một giây: ảnh màn hình đã nằm trong thư viện ảnh.')
    expect(item(8).content).toContain('[caption id="attachment_5" align="aligncenter" width="300"]<img class=')
    expect(item(8).content).toContain('tiet-kiem-pin-android-300x200.jpg')
    expect(item(8).content).toContain('[gallery ids="5,6,4"]')
    expect(item(8).content).toContain('[embed]https://www.youtube.com/watch?v=M7lc1UVf-VE[/embed]')
    expect(item(8).content).toContain('<em>Tiết kiệm pin</em>.&nbsp;Máy')
    expect(meta(item(8), 'classic-editor-remember')).toBe('classic-editor')
  })

  it('keeps the Elementor layout of a page: its JSON tree, escaped as Elementor saves it, and its settings', () => {
    const page = item(17)
    expect(meta(page, '_elementor_edit_mode')).toBe('builder')
    expect(meta(page, '_wp_page_template')).toBe('elementor_header_footer')
    expect(meta(page, '_elementor_data')).toContain(
      '"title":"S\\u1eeda \\u0111i\\u1ec7n tho\\u1ea1i t\\u1eadn t\\u00e2m"',
    )
    expect(meta(page, '_elementor_data')).toContain('"url":"https:\\/\\/thuthuat.example\\/wp-content\\/uploads')
    const tree = JSON.parse(meta(page, '_elementor_data')!) as {
      elType: string
      elements: { elements: { widgetType: string; settings: Record<string, unknown> }[] }[]
    }[]
    expect(tree.map((section) => section.elType)).toEqual(['section', 'section'])
    const widgets = tree[0].elements.flatMap((column) => column.elements)
    expect(widgets.map((widget) => widget.widgetType)).toEqual(['heading', 'text-editor', 'button', 'image'])
    expect(widgets[0].settings).toMatchObject({ title: 'Sửa điện thoại tận tâm', align_mobile: 'center' })
    expect(widgets[3].settings.image).toEqual({
      url: 'https://thuthuat.example/wp-content/uploads/2024/03/chup-man-hinh-iphone.jpg',
      id: 4,
      alt: '',
      source: 'library',
      size: '',
    })
    expect(unserialized(meta(page, '_elementor_page_settings'))).toEqual({
      hide_title: 'yes',
      background_background: 'classic',
      background_color: '#FFFFFF',
    })
  })

  it('reads the theme builder’s header and popup with their conditions and triggers', () => {
    expect([24, 25].map((id) => [item(id).type, item(id).title, meta(item(id), '_elementor_template_type')])).toEqual([
      ['elementor_library', 'Đầu trang chính', 'header'],
      ['elementor_library', 'Đăng ký nhận mẹo hay', 'popup'],
    ])
    expect(unserialized(meta(item(24), '_elementor_conditions'))).toEqual(['include/general'])
    expect(unserialized(meta(item(25), '_elementor_popup_display_settings'))).toEqual({
      triggers: { page_load: 'yes', page_load_delay: 5 },
      timing: { page_views: 'yes', page_views_views: 2 },
    })
    // Elementor writes a widget-less section's empty settings as a JSON array.
    expect(meta(item(25), '_elementor_data')).toMatch(/^\[\{"id":"9f8e7d6","elType":"section","settings":\[\]/)
  })

  it('reads the attachments with their addresses, and their sizes are in the uploads beside the export', () => {
    const attachments = items.filter((entry) => entry.type === 'attachment')
    expect(attachments.map(({ id, parentId, attachmentUrl, guid }) => [id, parentId, attachmentUrl, guid])).toEqual([
      [4, 7, 'https://thuthuat.example/wp-content/uploads/2024/03/chup-man-hinh-iphone.jpg', expect.any(String)],
      [5, 8, 'https://thuthuat.example/wp-content/uploads/2024/03/tiet-kiem-pin-android.jpg', expect.any(String)],
      [6, 8, 'https://thuthuat.example/wp-content/uploads/2024/03/cai-dat-pin.png', expect.any(String)],
    ])
    expect(attachments.every((entry) => entry.guid === entry.attachmentUrl && entry.status === 'inherit')).toBe(true)
    expect(meta(item(4), '_wp_attachment_image_alt')).toBe('Hai nút cần nhấn để chụp màn hình iPhone')
    expect(item(4).excerpt).toBe('Nhấn đồng thời nút sườn và nút tăng âm lượng')
    for (const attachment of attachments) {
      const sizes = unserialized(meta(attachment, '_wp_attachment_metadata')) as {
        file: string
        sizes: Record<string, { file: string }>
      }
      const folder = path.dirname(sizes.file)
      const files = [sizes.file, ...Object.values(sizes.sizes).map((size) => `${folder}/${size.file}`)]
      expect(files.length).toBeGreaterThanOrEqual(3)
      for (const name of files) expect(fs.existsSync(path.join(FIXTURES, 'uploads', name)), name).toBe(true)
    }
  })

  it('reads the menu’s items, a child pointing at its parent item', () => {
    const menu = items.filter((entry) => entry.type === 'nav_menu_item')
    expect(menu.map((entry) => [entry.id, meta(entry, '_menu_item_type'), meta(entry, '_menu_item_object')])).toEqual([
      [19, 'custom', 'custom'],
      [20, 'taxonomy', 'category'],
      [21, 'taxonomy', 'category'],
      [22, 'post_type', 'page'],
      [23, 'post_type', 'post'],
    ])
    expect(menu.every((entry) => entry.terms[0]?.slug === 'menu-chinh')).toBe(true)
    expect(meta(item(21), '_menu_item_menu_item_parent')).toBe('20')
    // WordPress sets a category item's post parent to the category's parent term (3), not to a post.
    expect(item(21).parentId).toBe(3)
    expect(meta(item(19), '_menu_item_url')).toBe('https://thuthuat.example/')
    expect(item(22).title).toBe('Sửa chữa')
    expect(item(20).title).toBe('')
  })
})
