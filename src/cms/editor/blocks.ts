import type { Block } from 'payload'
import { articleEmbed } from '@/lib/article-embed'
import { cleanHtml, MAX_HTML_CHARS } from '@/lib/sanitize-html'
import { articleBlockNames } from './logic'

/** The post editor's own blocks (docs/import.md, Post content): what Lexical's default features do not hold. */

/** Markup the editor writes, kept only as the allow-list leaves it: cleaned when saved, and again when shown. */
export const htmlBlock: Block = {
  slug: 'html',
  interfaceName: 'ArticleHtmlBlock',
  labels: { singular: articleBlockNames.html, plural: articleBlockNames.html },
  fields: [
    {
      name: 'html',
      type: 'textarea',
      label: 'Mã HTML',
      required: true,
      maxLength: MAX_HTML_CHARS,
      admin: {
        rows: 8,
        description: 'Mã chạy (script), khung nhúng, kiểu dáng và thuộc tính sự kiện được bỏ đi khi lưu.',
      },
      hooks: { beforeChange: [({ value }) => cleanHtml(value)] },
    },
  ],
}

/** A video or a social post, shown as the builder's widgets show it: loaded only when the reader asks. */
export const embedBlock: Block = {
  slug: 'embed',
  interfaceName: 'ArticleEmbedBlock',
  labels: { singular: articleBlockNames.embed, plural: articleBlockNames.embed },
  fields: [
    {
      name: 'url',
      type: 'text',
      label: 'Địa chỉ video hoặc bài đăng',
      required: true,
      admin: { description: 'YouTube, Vimeo, hoặc một bài đăng Facebook, X (Twitter), TikTok, Instagram.' },
      validate: (value: unknown) =>
        articleEmbed(value)
          ? true
          : 'Chỉ nhúng được video YouTube, Vimeo hoặc bài đăng Facebook, X (Twitter), TikTok, Instagram.',
    },
    // Not `title`: a block's field ids are its names, and the post's own title has that one.
    { name: 'videoTitle', type: 'text', label: 'Tên video (đọc cho trình đọc màn hình)', maxLength: 200 },
  ],
}
