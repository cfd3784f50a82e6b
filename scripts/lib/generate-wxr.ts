/**
 * A WordPress export (WXR 1.2) of `posts` articles, written as a stream: the memory test and the bench read it
 * (docs/import.md, Measured). Each article is like a real one: Vietnamese paragraphs, a category, two tags, a
 * handful of meta, one in ten laid out with Elementor, one in five with a comment.
 */
import fs from 'node:fs'
import { Readable } from 'node:stream'
import { pipeline } from 'node:stream/promises'

const SITE = 'https://thuthuat.example'
const CATEGORIES = ['tin-tuc', 'thu-thuat', 'dien-thoai', 'may-tinh', 'mang-xa-hoi']
const TAGS = ['iphone', 'android', 'pin', 'wi-fi', 'zalo', 'bao-mat', 'sao-luu', 'camera']
const PARAGRAPH =
  'Để chụp màn hình trên điện thoại, hãy nhấn đồng thời nút nguồn và nút giảm âm lượng trong khoảng một giây. ' +
  'Ảnh chụp được lưu ngay vào thư viện, bạn có thể chỉnh sửa, cắt hoặc chia sẻ qua Zalo, Messenger và thư điện tử.'

/** WordPress's CDATA: a `]]>` inside is split across two sections. */
const cdata = (text: string) => `<![CDATA[${text.replaceAll(']]>', ']]]]><![CDATA[>')}]]>`

function header(posts: number): string {
  const categories = CATEGORIES.map(
    (slug, index) =>
      `\t<wp:category><wp:term_id>${index + 1}</wp:term_id><wp:category_nicename>${cdata(slug)}` +
      `</wp:category_nicename><wp:category_parent>${cdata('')}</wp:category_parent>` +
      `<wp:cat_name>${cdata(`Chuyên mục ${index + 1}`)}</wp:cat_name></wp:category>\n`,
  )
  const tags = TAGS.map(
    (slug, index) =>
      `\t<wp:tag><wp:term_id>${100 + index}</wp:term_id><wp:tag_slug>${cdata(slug)}</wp:tag_slug>` +
      `<wp:tag_name>${cdata(slug)}</wp:tag_name></wp:tag>\n`,
  )
  return (
    '<?xml version="1.0" encoding="UTF-8" ?>\n' +
    `<!-- generated: ${posts} posts -->\n` +
    '<rss version="2.0" xmlns:excerpt="http://wordpress.org/export/1.2/excerpt/" ' +
    'xmlns:content="http://purl.org/rss/1.0/modules/content/" xmlns:wfw="http://wellformedweb.org/CommentAPI/" ' +
    'xmlns:dc="http://purl.org/dc/elements/1.1/" xmlns:wp="http://wordpress.org/export/1.2/">\n<channel>\n' +
    `\t<title>Thủ Thuật Điện Thoại</title>\n\t<link>${SITE}</link>\n\t<language>vi</language>\n` +
    `\t<wp:wxr_version>1.2</wp:wxr_version>\n\t<wp:base_site_url>${SITE}</wp:base_site_url>\n` +
    `\t<wp:base_blog_url>${SITE}</wp:base_blog_url>\n` +
    `\t<wp:author><wp:author_id>1</wp:author_id><wp:author_login>${cdata('admin')}</wp:author_login>` +
    `<wp:author_email>${cdata('admin@thuthuat.example')}</wp:author_email>` +
    `<wp:author_display_name>${cdata('Quản Trị')}</wp:author_display_name></wp:author>\n` +
    categories.join('') +
    tags.join('')
  )
}

const meta = (key: string, value: string) =>
  `\t\t<wp:postmeta>\n\t\t<wp:meta_key>${cdata(key)}</wp:meta_key>\n` +
  `\t\t<wp:meta_value>${cdata(value)}</wp:meta_value>\n\t\t</wp:postmeta>\n`

function elementorData(id: number): string {
  const widget = (type: string, settings: object) => ({
    id: `w${id}${type}`,
    elType: 'widget',
    widgetType: type,
    settings,
  })
  return JSON.stringify([
    {
      id: `c${id}`,
      elType: 'container',
      settings: { content_width: 'boxed' },
      elements: [
        widget('heading', { title: `Bài số ${id}` }),
        widget('text-editor', { editor: `<p>${PARAGRAPH}</p>` }),
      ],
    },
  ])
}

function item(id: number): string {
  const day = String(1 + (id % 28)).padStart(2, '0')
  const slug = `meo-hay-so-${id}`
  const category = CATEGORIES[id % CATEGORIES.length]
  const content = Array.from({ length: 4 }, () => `<!-- wp:paragraph -->\n<p>${PARAGRAPH}</p>\n<!-- /wp:paragraph -->`)
  const comment =
    id % 5 === 0
      ? `\t\t<wp:comment><wp:comment_id>${id}</wp:comment_id><wp:comment_content>${cdata('Cảm ơn bạn!')}` +
        '</wp:comment_content></wp:comment>\n'
      : ''
  return (
    `\t<item>\n\t\t<title>${cdata(`Mẹo hay số ${id}: chụp màn hình điện thoại`)}</title>\n` +
    `\t\t<link>${SITE}/2024/05/${day}/${slug}/</link>\n\t\t<dc:creator>${cdata('admin')}</dc:creator>\n` +
    `\t\t<guid isPermaLink="false">${SITE}/?p=${id}</guid>\n\t\t<description></description>\n` +
    `\t\t<content:encoded>${cdata(content.join('\n\n'))}</content:encoded>\n` +
    `\t\t<excerpt:encoded>${cdata('')}</excerpt:encoded>\n\t\t<wp:post_id>${id}</wp:post_id>\n` +
    `\t\t<wp:post_date>${cdata(`2024-05-${day} 09:00:00`)}</wp:post_date>\n` +
    `\t\t<wp:post_date_gmt>${cdata(`2024-05-${day} 02:00:00`)}</wp:post_date_gmt>\n` +
    `\t\t<wp:post_name>${cdata(slug)}</wp:post_name>\n\t\t<wp:status>${cdata('publish')}</wp:status>\n` +
    `\t\t<wp:post_parent>0</wp:post_parent>\n\t\t<wp:menu_order>0</wp:menu_order>\n` +
    `\t\t<wp:post_type>${cdata('post')}</wp:post_type>\n\t\t<wp:is_sticky>0</wp:is_sticky>\n` +
    `\t\t<category domain="category" nicename="${category}">${cdata('Chuyên mục')}</category>\n` +
    [TAGS[id % TAGS.length], TAGS[(id * 7) % TAGS.length]]
      .map((tag) => `\t\t<category domain="post_tag" nicename="${tag}">${cdata(tag)}</category>\n`)
      .join('') +
    meta('_edit_last', '1') +
    meta('_thumbnail_id', String(id + 1_000_000)) +
    (id % 10 === 0 ? meta('_elementor_edit_mode', 'builder') + meta('_elementor_data', elementorData(id)) : '') +
    comment +
    '\t</item>\n'
  )
}

/** The export's text, a piece per article. */
export function* generateWxr(posts: number): Generator<string> {
  yield header(posts)
  for (let id = 1; id <= posts; id++) yield item(id)
  yield '</channel>\n</rss>\n'
}

/** Writes the export to `file`, never holding more than a piece of it. */
export async function writeWxr(file: string, posts: number): Promise<void> {
  await pipeline(Readable.from(generateWxr(posts)), fs.createWriteStream(file))
}
