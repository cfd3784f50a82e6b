import type { Payload } from 'payload'
import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ArticleBody } from '@/content/views/article/ArticleBody'
import { articleHeadings } from '@/content/views/article/headings'
import { type LexicalNode, walk } from '@/lib/lexical'
import type { User } from '@/payload-types'
import { convertPostContent, originalUploadUrl } from '@/wordpress/rules/content'
import { createUser, startPayload } from './payload'

let payload: Payload
let stop: () => Promise<void>
let editor: User
let author: number

beforeAll(async () => {
  ;({ payload, stop } = await startPayload())
  editor = await createUser(payload, 'bien-tap@example.vn', ['editor'])
  author = (await payload.create({ collection: 'authors', data: { name: 'Tác giả', user: editor.id } })).id
})

afterAll(async () => stop())

const SITE = 'https://thuthuat.vn'

/** A block editor post: a heading, a captioned image in a resized copy, a list with a nested list, a link. */
const POST = `<!-- wp:heading -->
<h2>Kiểm tra pin iPhone</h2>
<!-- /wp:heading -->

<!-- wp:image {"id":41,"sizeSlug":"medium"} -->
<figure class="wp-block-image size-medium"><img src="https://thuthuat.vn/wp-content/uploads/2024/02/pin-300x200.png"
alt="Mục Pin" class="wp-image-41"/><figcaption>Mục Pin trong Cài đặt</figcaption></figure>
<!-- /wp:image -->

<!-- wp:list {"ordered":true} -->
<ol><!-- wp:list-item --><li>Mở <strong>Cài đặt</strong><!-- wp:list --><ul><!-- wp:list-item --><li>Chọn Pin</li>
<!-- /wp:list-item --></ul><!-- /wp:list --></li><!-- /wp:list-item --><!-- wp:list-item --><li>Xem
<a href="https://thuthuat.vn/2023/05/tinh-trang-pin/">Tình trạng pin</a></li><!-- /wp:list-item --></ol>
<!-- /wp:list -->`

describe('a WordPress post converted to rich text', () => {
  it('is saved as a post and renders as headings, a figure with its caption and lists', async () => {
    const image = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#0b5cd5' } })
      .png()
      .toBuffer()
    const media = await payload.create({
      collection: 'media',
      data: { alt: 'Mục Pin' },
      file: { data: image, name: 'pin.png', mimetype: 'image/png', size: image.length },
    })
    // The importer's lookup: the attachment 41, whose original is the address the resized copy comes from.
    const imported = new Map([[`${SITE}/wp-content/uploads/2024/02/pin.png`, media]])
    const { richText, problems } = convertPostContent({
      html: POST,
      siteUrl: SITE,
      mediaFor: ({ url, attachmentId }) => {
        const found = (url && imported.get(originalUploadUrl(url))) || (attachmentId === 41 ? media : null)
        return found ? { id: found.id, url: found.url ?? '' } : null
      },
    })
    expect(problems).toEqual([])

    const post = await payload.create({
      collection: 'posts',
      data: { title: 'Kiểm tra pin', author, _status: 'published', content: richText },
      user: editor,
      overrideAccess: false,
    })
    const stored = await payload.findByID({ collection: 'posts', id: post.id, depth: 1 })
    const html = renderToStaticMarkup(
      createElement(ArticleBody, { content: stored.content, headings: articleHeadings(stored.content) }),
    )

    expect(html).toContain('<h2 id="kiem-tra-pin-iphone">Kiểm tra pin iPhone</h2>')
    expect(html).toContain(`<figure class="article-figure"><a href="${media.url}"`)
    expect(html).toContain('<img alt="Mục Pin"')
    expect(html).toContain('<figcaption>Mục Pin trong Cài đặt</figcaption></figure>')
    expect(html).toContain('<ol class="list-number"><li class="" value="1">Mở <strong>Cài đặt</strong></li>')
    expect(html).toContain('<ul class="list-bullet"><li class="" value="1">Chọn Pin</li></ul>')
    expect(html).toContain('<li class="" value="2">Xem <a href="/2023/05/tinh-trang-pin/">Tình trạng pin</a></li></ol>')
    expect(stored.content?.root.children[1]).toMatchObject({ type: 'upload', value: { id: media.id } })
  })

  it('holds only nodes the article editor has, and is stored as converted (quotes, rules, formats…)', async () => {
    const { richText } = convertPostContent({
      html: `Mở <strong>Cài đặt</strong>, <em>Chung</em>, <u>Giới thiệu</u>, <s>cũ</s>, <code>iOS</code>, m<sup>2</sup>
rồi H<sub>2</sub>O.

<blockquote>Học, học nữa<cite>Lênin</cite></blockquote><hr>
<table><tr><th>Máy</th><th>Giá</th></tr><tr><td>iPhone</td><td>20 triệu</td></tr></table>
<a href="https://support.apple.com" target="_blank">Apple</a> https://youtu.be/dQw4w9WgXcQ
https://youtu.be/dQw4w9WgXcQ
<pre>sudo apt update</pre>
<h3>Bước cuối</h3><ol><li>Một<ul><li>Con</li></ul></li></ol>`,
      siteUrl: SITE,
      mediaFor: () => null,
    })
    const post = await payload.create({
      collection: 'posts',
      data: { title: 'Đủ loại nội dung', author, _status: 'published', content: richText },
      user: editor,
      overrideAccess: false,
    })
    const stored = await payload.findByID({ collection: 'posts', id: post.id, depth: 0 })
    expect(stored.content).toEqual(richText)

    // The editor's own nodes, and the ones Lexical always has.
    const content = payload.collections.posts.config.fields.find((field) => 'name' in field && field.name === 'content')
    const features = (
      content as { editor: { editorConfig: { features: { nodes: { node: { getType(): string } }[] } } } }
    ).editor.editorConfig.features
    const known = new Set([
      ...features.nodes.map(({ node }) => node.getType()),
      'root',
      'paragraph',
      'text',
      'linebreak',
    ])
    const used = new Set([...walk(richText.root as LexicalNode)].map((node) => node.type))
    expect([...used].filter((type) => !known.has(type))).toEqual([])
    expect([...used].sort()).toEqual(
      [
        'block',
        'heading',
        'horizontalrule',
        'linebreak',
        'link',
        'list',
        'listitem',
        'paragraph',
        'quote',
        'root',
        'table',
        'tablecell',
        'tablerow',
        'text',
      ].sort(),
    )
  })

  it('keeps a table, an embed and an HTML block, stored cleaned and shown as the article shows them', async () => {
    const { richText, problems } = convertPostContent({
      html: `<!-- wp:table --><figure class="wp-block-table"><table><thead><tr><th>Máy</th><th>Giá</th></tr></thead>
<tbody><tr><td>iPhone 15</td><td>22.990.000 ₫</td></tr></tbody></table></figure><!-- /wp:table -->
<!-- wp:embed {"url":"https://www.youtube.com/watch?v=dQw4w9WgXcQ","providerNameSlug":"youtube"} -->
<figure class="wp-block-embed"><div class="wp-block-embed__wrapper">https://www.youtube.com/watch?v=dQw4w9WgXcQ</div>
</figure><!-- /wp:embed -->
<!-- wp:html --><div class="hop-canh-bao"><p>Nhớ <b>sao lưu</b></p><script>alert(1)</script></div><!-- /wp:html -->`,
      siteUrl: SITE,
      mediaFor: () => null,
    })
    expect(problems.map((problem) => problem.kind)).toEqual(['table', 'embed', 'html'])
    const post = await payload.create({
      collection: 'posts',
      data: { title: 'Bảng, video và HTML', author, _status: 'published', content: richText },
      user: editor,
      overrideAccess: false,
    })
    const stored = await payload.findByID({ collection: 'posts', id: post.id, depth: 0 })
    expect(stored.content).toEqual(richText)
    const html = renderToStaticMarkup(createElement(ArticleBody, { content: stored.content, headings: [] }))

    expect(html).toContain('<div class="article-table" role="region"')
    expect(html).toContain('<thead><tr><th scope="col"><p>Máy</p></th><th scope="col"><p>Giá</p></th></tr></thead>')
    expect(html).toContain('<tbody><tr><td><p>iPhone 15</p></td><td><p>22.990.000 ₫</p></td></tr></tbody>')
    expect(html).toContain('data-embed="https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ')
    expect(html).not.toContain('<iframe')
    expect(html).toContain('<div class="article-html"><div class="hop-canh-bao"><p>Nhớ <b>sao lưu</b></p></div></div>')
    expect(html).not.toContain('script')
  })

  it("cleans an editor's HTML block when saved, and refuses an embed of an address it cannot show", async () => {
    const block = (fields: Record<string, unknown>) => ({
      root: {
        type: 'root',
        version: 1,
        direction: 'ltr' as const,
        format: '' as const,
        indent: 0,
        children: [{ type: 'block', version: 2, format: '', fields: { id: 'b00000000000000000000001', ...fields } }],
      },
    })
    const post = await payload.create({
      collection: 'posts',
      data: {
        title: 'HTML của biên tập viên',
        author,
        _status: 'published',
        content: block({ blockType: 'html', html: '<p onclick="x()">Chào<script>alert(1)</script></p>' }),
      },
      user: editor,
      overrideAccess: false,
    })
    const stored = await payload.findByID({ collection: 'posts', id: post.id, depth: 0 })
    expect(stored.content?.root.children[0]).toMatchObject({ fields: { blockType: 'html', html: '<p>Chào</p>' } })

    await expect(
      payload.create({
        collection: 'posts',
        data: {
          title: 'Nhúng lạ',
          author,
          _status: 'published',
          content: block({ blockType: 'embed', url: 'https://evil.example/video' }),
        },
        user: editor,
        overrideAccess: false,
      }),
    ).rejects.toMatchObject({
      data: {
        errors: expect.arrayContaining([
          expect.objectContaining({
            label: 'Nội dung > Địa chỉ video hoặc bài đăng',
            message: 'Chỉ nhúng được video YouTube, Vimeo hoặc bài đăng Facebook, X (Twitter), TikTok, Instagram.',
          }),
        ]),
      },
    })
  })
})
