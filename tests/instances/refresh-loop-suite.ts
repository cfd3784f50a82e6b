import type { Payload } from 'payload'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { block } from '@demo/blocks'
import { vi } from '@/i18n/vi'
import { createUser, richText, type TestDatabase, startPayload } from '../int/payload'
import { startSiteServer } from './site-server'

/**
 * The loop refresh call (`POST /wp-json/thuthuat-pro/v1/refresh-loop`) on the production server over a real
 * database: the filtered posts as the grid's HTML, kept like pages, and every bad input refused with a Vietnamese
 * reason and the right status, or answered with an empty grid.
 */
export function refreshLoopSuite(database: TestDatabase, port: number) {
  const GRID = 'PostGrid-loc'
  let payload: Payload
  let stopPayload: () => Promise<void>
  let stopSite: () => void
  let pageId: number
  let iphoneId: number
  let templateId: number
  const origin = `http://localhost:${port}`

  const refresh = (body: unknown, headers: Record<string, string> = {}) =>
    fetch(`${origin}/wp-json/thuthuat-pro/v1/refresh-loop`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: typeof body === 'string' ? body : JSON.stringify(body),
    })
  const valid = (filters: Record<string, unknown>, extra: Record<string, unknown> = {}) => ({
    post_id: `pages:${pageId}`,
    widget_id: GRID,
    widget_filters: { taxonomy: filters },
    pagination_base_url: `${origin}/loc-bai`,
    ...extra,
  })
  /** The post titles of a refreshed grid. */
  const titlesOf = (html: string) =>
    [...html.matchAll(/class="post-card__title"[^>]*>(?:<a[^>]*>)?([^<]+)/g)].map((match) => match[1]).sort()

  beforeAll(async () => {
    ;({ payload, stop: stopPayload } = await startPayload(database))
    const category = (name: string, slug: string) => payload.create({ collection: 'categories', data: { name, slug } })
    const tag = (name: string, slug: string) => payload.create({ collection: 'tags', data: { name, slug } })
    const [iphone, android] = [await category('iPhone', 'iphone'), await category('Android', 'android')]
    iphoneId = iphone.id
    const [pin, security] = [await tag('Pin', 'pin'), await tag('Bảo mật', 'bao-mat')]
    const posts: [string, number[], number[]][] = [
      ['Pin iPhone bền hơn', [iphone.id], [pin.id]],
      ['Khoá ứng dụng trên iPhone', [iphone.id], [security.id]],
      ['Pin và bảo mật iPhone', [iphone.id], [pin.id, security.id]],
      ['Sạc nhanh Android', [android.id], [pin.id]],
      ['Bảo mật Android', [android.id], [security.id]],
      ['Mẹo chung', [iphone.id, android.id], []],
    ]
    for (const [index, [title, categories, tags]] of posts.entries()) {
      await payload.create({
        collection: 'posts',
        data: {
          title,
          slug: `bai-${index + 1}`,
          content: richText(title),
          categories,
          tags,
          publishedAt: new Date(Date.UTC(2026, 0, index + 1)).toISOString(),
          _status: 'published',
        },
      })
    }
    const page = await payload.create({
      collection: 'pages',
      draft: false,
      data: {
        title: 'Lọc bài',
        slug: 'loc-bai',
        _status: 'published',
        layout: {
          root: { props: {} },
          content: [
            block('TaxonomyFilter', 'loc', {
              target: GRID,
              taxonomy: 'category',
              terms: [],
              multiple: true,
              logicalJoin: 'OR',
            }),
            block('PostGrid', 'loc', { count: 3, columns: '3', pagination: 'numbers' }),
          ],
        },
      },
    })
    pageId = page.id
    // The iPhone archive's template: a grid of the archive shown, filtered by tags.
    const template = await payload.create({
      collection: 'templates',
      draft: false,
      data: {
        title: 'Lưu trữ iPhone',
        kind: 'archive',
        _status: 'published',
        conditions: [{ mode: 'include', scope: 'category', category: iphone.id }],
        layout: {
          root: { props: {} },
          content: [block('PostGrid', 'luu-tru', { source: 'archive', count: 6, pagination: 'numbers' })],
        },
      },
    })
    templateId = template.id
    ;({ stop: stopSite } = await startSiteServer(port))
  })

  afterAll(async () => {
    stopSite?.()
    await stopPayload?.()
  })

  it('answers the grid’s container for one category, several with OR, tags with AND, and NOT', async () => {
    const cases: [Record<string, unknown>, string[]][] = [
      [{ category: { terms: ['android'], logicalJoin: 'AND' } }, ['Bảo mật Android', 'Mẹo chung', 'Sạc nhanh Android']],
      [{ post_tag: { terms: ['pin', 'bao-mat'], logicalJoin: 'AND' } }, ['Pin và bảo mật iPhone']],
      // Five posts have either tag: the grid's first page shows the three newest.
      [
        { post_tag: { terms: ['pin', 'bao-mat'], logicalJoin: 'OR' } },
        ['Bảo mật Android', 'Pin và bảo mật iPhone', 'Sạc nhanh Android'],
      ],
      [
        { category: { terms: ['iphone'], logicalJoin: 'AND' }, post_tag: { terms: ['pin'], logicalJoin: 'NOT' } },
        ['Khoá ứng dụng trên iPhone', 'Mẹo chung'],
      ],
    ]
    for (const [filters, titles] of cases) {
      const answer = await refresh(valid(filters))
      expect(answer.status).toBe(200)
      const { data } = (await answer.json()) as { data: string }
      expect(data).toMatch(new RegExp(`^<div class="builder-post-grid" data-id="${GRID}"`))
      expect(titlesOf(data)).toEqual(titles)
    }
  })

  it('answers a template’s grid from the archive its page shows', async () => {
    const answer = await refresh({
      post_id: `templates:${templateId}`,
      widget_id: 'PostGrid-luu-tru',
      widget_filters: { taxonomy: { post_tag: { terms: ['pin'], logicalJoin: 'AND' } } },
      pagination_base_url: `${origin}/chuyen-muc/iphone`,
    })
    expect(answer.status).toBe(200)
    const { data } = (await answer.json()) as { data: string }
    expect(data).toMatch(/^<div class="builder-post-grid" data-id="PostGrid-luu-tru"/)
    // iPhone posts with the "Pin" tag: not "Sạc nhanh Android", which has the tag but not the category.
    expect(titlesOf(data)).toEqual(['Pin iPhone bền hơn', 'Pin và bảo mật iPhone'])
    // The same filter as a link, without JavaScript: the archive's page at that address shows it.
    const linked = await fetch(`${origin}/chuyen-muc/iphone?e-filter-PostGrid-luu-tru-post_tag=pin`)
    expect(linked.status).toBe(200)
    expect(titlesOf(await linked.text())).toEqual(['Pin iPhone bền hơn', 'Pin và bảo mật iPhone'])
  })

  it('writes the filter into the grid’s page links, and drops the grid’s page and WordPress’s page from the base', async () => {
    const answer = await refresh(
      valid(
        { category: { terms: ['iphone', 'android'], logicalJoin: 'OR' } },
        { pagination_base_url: `${origin}/loc-bai?e-page-${GRID}=2&paged=4&utm=x` },
      ),
    )
    const { data } = (await answer.json()) as { data: string }
    // Five posts in iPhone or Android, three a page: page 1 of 2, linking to page 2 with the filter.
    expect(titlesOf(data)).toHaveLength(3)
    expect(data).toContain(`href="/loc-bai?e-filter-${GRID}-category=iphone~android&amp;e-page-${GRID}=2"`)
  })

  it('keeps answers like pages: the same call again is answered from the cache', async () => {
    const body = valid({ category: { terms: ['iphone'], logicalJoin: 'AND' } })
    const first = await refresh(body)
    expect(first.status).toBe(200)
    const again = await refresh(body)
    expect(again.headers.get('x-page-cache')).toBe('HIT')
    expect(await again.json()).toEqual(await first.json())
    // Readers never see the tags the front keeps with it.
    expect(again.headers.get('x-cache-tags')).toBeNull()
  })

  it('answers the same to many readers asking at once', async () => {
    const body = valid({ post_tag: { terms: ['bao-mat'], logicalJoin: 'AND' } })
    const answers = await Promise.all(
      Array.from({ length: 20 }, () =>
        refresh(body).then(async (answer) => [answer.status, await answer.text()] as const),
      ),
    )
    expect(new Set(answers.map(([status]) => status))).toEqual(new Set([200]))
    expect(new Set(answers.map(([, text]) => text)).size).toBe(1)
  })

  it('shows the grid’s empty message for an unknown term or taxonomy, not an error', async () => {
    for (const filters of [
      { category: { terms: ['khong-co'], logicalJoin: 'AND' } },
      { product_cat: { terms: ['ao'], logicalJoin: 'AND' } },
    ]) {
      const answer = await refresh(valid(filters))
      expect(answer.status).toBe(200)
      const { data } = (await answer.json()) as { data: string }
      expect(data).toContain(vi.loops.noPosts)
      expect(titlesOf(data)).toEqual([])
    }
  })

  it('answers 404 with a Vietnamese message for an unknown page or widget', async () => {
    for (const body of [
      valid({}, { post_id: `pages:${pageId + 999}` }),
      valid({}, { widget_id: 'PostGrid-khong-co' }),
      valid({}, { post_id: 'templates:1' }),
    ]) {
      const answer = await refresh(body)
      expect(answer.status).toBe(404)
      expect(await answer.json()).toEqual({
        code: 'thuthuat_loop_unknown_widget',
        message: vi.loops.refresh.unknownWidget,
        data: { status: 404 },
      })
    }
  })

  it('refuses malformed JSON, wrong types and script in terms with 400, and an oversized body with 413', async () => {
    const notJson = await refresh('{"post_id": ')
    expect(notJson.status).toBe(400)
    expect(((await notJson.json()) as { message: string }).message).toBe(vi.loops.refresh.notJson)
    for (const body of [
      [],
      { ...valid({}), post_id: [1] },
      { ...valid({}), widget_filters: 'category=iphone' },
      { ...valid({}), pagination_base_url: 1e12 },
    ]) {
      const answer = await refresh(body)
      expect(answer.status).toBe(400)
      expect(((await answer.json()) as { message: string }).message).toBe(vi.loops.refresh.badRequest)
    }
    const script = await refresh(valid({ category: { terms: ['<script>alert(1)</script>'], logicalJoin: 'AND' } }))
    expect(script.status).toBe(400)
    expect(((await script.json()) as { message: string }).message).toBe(vi.loops.refresh.badTerm)
    const outside = await refresh(valid({}, { pagination_base_url: `${origin}/api/users` }))
    expect(outside.status).toBe(400)
    const huge = await refresh(valid({}, { widget_model: { text: 'x'.repeat(70_000) } }))
    expect(huge.status).toBe(413)
  })

  it('previews unsaved grid settings for an editor with their nonce, and for nobody else', async () => {
    const { loopPreviewNonce } = await import('@/loops/cms/preview-nonce')
    const editor = await createUser(payload, `bientap-${database}@example.vn`, ['editor'])
    const author = await createUser(payload, `tacgia-${database}@example.vn`, ['author'])
    const cookieOf = async (email: string) => {
      const login = await fetch(`${origin}/api/users/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email, password: 'mat-khau-du-dai-123' }),
      })
      return `payload-token=${((await login.json()) as { token: string }).token}`
    }
    // A grid the page does not have yet, of two iPhone posts: what the builder shows before the page is saved.
    const model = { count: 2, category: { id: iphoneId, name: 'iPhone' }, pagination: 'numbers' }
    const preview = valid({}, { widget_id: 'PostGrid-moi', widget_model: model, is_edit_mode: true })
    const answer = await refresh(preview, {
      cookie: await cookieOf(editor.email),
      'x-wp-nonce': loopPreviewNonce(editor.id),
    })
    expect(answer.status).toBe(200)
    const { data } = (await answer.json()) as { data: string }
    expect(titlesOf(data)).toEqual(['Mẹo chung', 'Pin và bảo mật iPhone'])
    // Another user's nonce, or an author's own, is refused.
    expect(
      (await refresh(preview, { cookie: await cookieOf(editor.email), 'x-wp-nonce': loopPreviewNonce(author.id) }))
        .status,
    ).toBe(403)
    expect(
      (await refresh(preview, { cookie: await cookieOf(author.email), 'x-wp-nonce': loopPreviewNonce(author.id) }))
        .status,
    ).toBe(403)
    expect((await refresh(preview, { 'x-wp-nonce': loopPreviewNonce(editor.id) })).status).toBe(403)
  })

  it('answers afresh once a post is published: the kept answer and the kept page of ids both give way', async () => {
    const body = valid({ category: { terms: ['android'], logicalJoin: 'AND' } })
    expect(titlesOf(((await (await refresh(body)).json()) as { data: string }).data)).toEqual([
      'Bảo mật Android',
      'Mẹo chung',
      'Sạc nhanh Android',
    ])
    expect((await refresh(body)).headers.get('x-page-cache')).toBe('HIT')
    const editor = await createUser(payload, `bientap-moi-${database}@example.vn`, ['editor'])
    const login = await fetch(`${origin}/api/users/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: editor.email, password: 'mat-khau-du-dai-123' }),
    })
    const cookie = `payload-token=${((await login.json()) as { token: string }).token}`
    const androidId = (await payload.find({ collection: 'categories', where: { slug: { equals: 'android' } } })).docs[0]
      .id
    const created = await fetch(`${origin}/api/posts`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie },
      body: JSON.stringify({
        title: 'Android 17 có gì mới',
        slug: 'android-17',
        categories: [androidId],
        _status: 'published',
        publishedAt: '2026-02-01T00:00:00.000Z',
      }),
    })
    expect(created.status).toBe(201)
    const fresh = await refresh(body)
    expect(fresh.headers.get('x-page-cache')).not.toBe('HIT')
    expect(titlesOf(((await fresh.json()) as { data: string }).data)).toEqual([
      'Android 17 có gì mới',
      'Bảo mật Android',
      'Mẹo chung',
    ])
  })

  it('refuses the builder’s preview (a widget model) without an editor’s nonce', async () => {
    for (const headers of [{}, { 'x-wp-nonce': 'sai-nonce' }] as Record<string, string>[]) {
      const answer = await refresh(valid({}, { widget_model: { count: 1 }, is_edit_mode: true }), headers)
      expect(answer.status).toBe(403)
      expect(((await answer.json()) as { message: string }).message).toBe(vi.loops.refresh.editorOnly)
    }
  })
}
