import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { ReactElement, ReactNode } from 'react'
import type { Popup, User } from '@/payload-types'
import type { ThemeData } from '@/widgets/theme-data'
import { createUser, fieldErrors, startPayload, type TestDatabase } from './payload'
import { logIn, restClient } from './rest'

/** The popups collection on a database: run by one test file per database. */
export function popupsSuite(database: TestDatabase) {
  let payload: Payload
  let stop: () => Promise<void>
  let editor: User

  beforeAll(async () => {
    ;({ payload, stop } = await startPayload(database))
    editor = await createUser(payload, 'bien-tap-popup@example.vn', ['editor'])
  })

  afterAll(async () => stop())

  const layout = {
    root: { props: {} },
    content: [{ type: 'Text', props: { id: 'loi-chao', text: '<p>Giảm 10% phí kiểm tra máy.</p>' } }],
  }
  const emptyLayout = { root: { props: {} }, content: [] }
  const emptyMessage =
    'Cửa sổ bật lên chưa có nội dung. Hãy bấm “Thiết kế” và thêm ít nhất một khối trước khi xuất bản.'

  describe(`popups (${database})`, () => {
    it('keeps the spec’s settings, timing rules and triggers under their names', async () => {
      const popup = await payload.create({
        collection: 'popups',
        data: {
          title: 'Đăng ký nhận mẹo',
          layout,
          _status: 'published',
          conditions: [{ mode: 'include', scope: 'site' }],
          timing: {
            page_views: true,
            page_views_views: 3,
            url: true,
            url_url: '^https://(www\\.)?google\\.',
            url_action: 'regex',
          },
          triggers: { scrolling_to: true, scrolling_to_selector: '#dang-ky', exit_intent: true },
          settings: {
            open_selector: '.nut-dang-ky',
            close_button_delay: 2,
            prevent_close_on_esc_key: false,
            classes: 'popup-dang-ky',
          },
        },
        user: editor,
        overrideAccess: false,
      })
      expect(popup.timing).toMatchObject({ page_views: true, page_views_views: 3, url_action: 'regex' })
      expect(popup.triggers).toMatchObject({ scrolling_to_selector: '#dang-ky', exit_intent: true })
      expect(popup.settings).toMatchObject({
        open_selector: '.nut-dang-ky',
        close_button_delay: 2,
        width: 640,
        a11y_navigation: true,
      })
    })

    it('refuses an invalid pattern, selectors the browser would refuse and odd classes, in Vietnamese, and saves nothing', async () => {
      const errors = await fieldErrors(
        payload.create({
          collection: 'popups',
          data: {
            title: 'Hỏng',
            layout,
            conditions: [{ mode: 'include', scope: 'page' }],
            timing: { url: true, url_url: '(', url_action: 'regex' },
            triggers: { scrolling_to: true, scrolling_to_selector: 'a[' },
            settings: { open_selector: '<script>', classes: '"><script>' },
          },
        }),
      )
      expect(errors).toEqual(
        expect.arrayContaining([
          'Hãy chọn trang cho điều kiện này.',
          'Biểu thức chính quy không hợp lệ. Hãy sửa lại, nếu không cửa sổ sẽ không bao giờ hiện.',
          'Bộ chọn CSS không hợp lệ: "a[". Ví dụ hợp lệ: #dang-ky hoặc .nut-mo-popup',
          'Bộ chọn CSS không hợp lệ: "<script>". Ví dụ hợp lệ: #dang-ky hoặc .nut-mo-popup',
          'Lớp CSS chỉ gồm chữ không dấu, số, gạch ngang và gạch dưới, cách nhau bằng dấu cách.',
        ]),
      )
      expect((await payload.find({ collection: 'popups', where: { title: { equals: 'Hỏng' } } })).totalDocs).toBe(0)
      // The same text is fine as plain text to look for in the referrer.
      await expect(
        payload.create({
          collection: 'popups',
          data: { title: 'Chữ thường', layout, timing: { url: true, url_url: '(', url_action: 'show' } },
        }),
      ).resolves.toBeTruthy()
    })

    it('refuses to publish a popup without content (400 over REST, in Vietnamese), and keeps it as a draft', async () => {
      const rest = restClient(payload)
      const token = await logIn(rest, 'bien-tap-popup@example.vn')
      const refused = await rest('POST', '/api/popups', {
        token,
        body: { title: 'Trống', layout: emptyLayout, _status: 'published' },
      })
      expect(refused.status).toBe(400)
      expect(JSON.stringify(await refused.json())).toContain(emptyMessage)
      expect((await payload.find({ collection: 'popups', where: { title: { equals: 'Trống' } } })).totalDocs).toBe(0)

      const draft = await rest('POST', '/api/popups?draft=true', {
        token,
        body: { title: 'Trống', layout: emptyLayout, _status: 'draft' },
      })
      expect(draft.status).toBe(201)
      const { doc } = await draft.json()
      const publish = await rest('PATCH', `/api/popups/${doc.id}`, { token, body: { _status: 'published' } })
      expect(publish.status).toBe(400)
      expect(JSON.stringify(await publish.json())).toContain(emptyMessage)
      const published = await payload.find({
        collection: 'popups',
        where: { id: { equals: doc.id } },
        overrideAccess: false,
      })
      expect(published.docs).toEqual([])

      const filled = await rest('PATCH', `/api/popups/${doc.id}`, { token, body: { layout, _status: 'published' } })
      expect(filled.status).toBe(200)
      const emptied = await rest('PATCH', `/api/popups/${doc.id}`, { token, body: { layout: emptyLayout } })
      expect(emptied.status).toBe(400)
    })

    it('never renders a popup without content (one published before such were refused)', async () => {
      const { SitePopups } = await import('@/popups/pages/SitePopups')
      const popup = {
        id: 1,
        title: 'Trống',
        layout: emptyLayout,
        conditions: [{ mode: 'include', scope: 'site' }],
        updatedAt: '',
        createdAt: '',
      } as Popup
      const element = (await SitePopups({
        popups: [popup],
        view: { kind: 'other', categoryIds: [] },
        data: {} as ThemeData,
      })) as ReactElement<{ children: ReactNode[] }>
      const [dialogs, marker] = element.props.children as [unknown[], ReactElement<{ name: string }>]
      expect(dialogs).toEqual([])
      expect(marker.props.name).toBe('popupVisits')
      const withContent = (await SitePopups({
        popups: [{ ...popup, layout }],
        view: { kind: 'other', categoryIds: [] },
        data: {} as ThemeData,
      })) as typeof element
      expect((withContent.props.children as [unknown[]])[0]).toHaveLength(1)
    })

    it('lets visitors read published popups only, and only editors make them', async () => {
      const draft = await payload.create({
        collection: 'popups',
        data: { title: 'Nháp', layout },
        draft: true,
        user: editor,
        overrideAccess: false,
      })
      expect(
        (await payload.find({ collection: 'popups', where: { id: { equals: draft.id } }, overrideAccess: false })).docs,
      ).toEqual([])
      const author = await createUser(payload, 'tac-gia-popup@example.vn', ['author'])
      await expect(
        payload.create({
          collection: 'popups',
          data: { title: 'Của tác giả', layout },
          user: author,
          overrideAccess: false,
        }),
      ).rejects.toThrow()
    })

    it('are read by every page’s frame when published, with their display conditions', async () => {
      const page = await payload.create({
        collection: 'pages',
        data: { title: 'Liên hệ', slug: 'lien-he-popup', layout, _status: 'published' },
      })
      const shown = await payload.create({
        collection: 'popups',
        data: {
          title: 'Ở trang liên hệ',
          layout,
          _status: 'published',
          conditions: [{ mode: 'include', scope: 'page', page: page.id }],
        },
      })
      await payload.create({ collection: 'popups', data: { title: 'Còn nháp', layout }, draft: true })
      const { getSiteChrome } = await import('@/cms/queries')
      const { popups } = await getSiteChrome()
      expect(popups.map((popup) => popup.title)).toContain('Ở trang liên hệ')
      expect(popups.map((popup) => popup.title)).not.toContain('Còn nháp')
      expect(popups.find((popup) => popup.id === shown.id)?.conditions).toEqual([
        expect.objectContaining({ mode: 'include', scope: 'page', page: page.id }),
      ])
    })
  })
}
