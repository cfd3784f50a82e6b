import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  convertElementorLayout,
  elementorPopup,
  type ElementorContext,
  themeTemplate,
} from '@/wordpress/rules/elementor'
import { context as fixtureContext, fixture } from '../fixtures/wordpress/elementor/context'
import { startPayload } from './payload'

let payload: Payload
let stop: () => Promise<void>
/** The fixtures' lookups, with the old page 12 and category 7 as records of this database. */
let context: ElementorContext

beforeAll(async () => {
  ;({ payload, stop } = await startPayload())
  const page = await payload.create({ collection: 'pages', data: { title: 'Giới thiệu' } })
  const category = await payload.create({ collection: 'categories', data: { name: 'Điện thoại' } })
  context = {
    ...fixtureContext,
    postFor: (oldId) => (oldId === 12 ? page.id : null),
    categoryFor: (oldTermId) => (oldTermId === 7 ? category.id : null),
  }
})

afterAll(async () => stop())

type Exported = Record<string, unknown>

describe('converted Elementor documents, stored', () => {
  it('store a landing page as a published page', async () => {
    const { document } = convertElementorLayout(fixture('landing-page.json'), {}, context)
    const page = await payload.create({
      collection: 'pages',
      data: { title: 'Mẹo điện thoại', layout: document, _status: 'published' },
    })
    expect(page.layout).toEqual(document)
  })

  it('store theme builder documents as templates of their kind with their conditions', async () => {
    for (const template of fixture('theme/theme-templates.json') as Exported[]) {
      const { kind, conditions } = themeTemplate(
        template._elementor_template_type,
        template._elementor_conditions,
        context,
      )
      if (!kind) continue
      const { document } = convertElementorLayout(template._elementor_data, {}, context)
      const stored = await payload.create({
        collection: 'templates',
        data: { title: String(template.title), kind, layout: document, conditions, _status: 'published' },
      })
      expect(stored.conditions?.map(({ mode, scope }) => `${mode} ${scope}`)).toEqual(
        conditions.map(({ mode, scope }) => `${mode} ${scope}`),
      )
    }
    expect((await payload.find({ collection: 'templates' })).totalDocs).toBe(4)
  })

  it('store a popup with its triggers, timing rules, frame and conditions', async () => {
    const popup = fixture('theme/popup.json') as Exported
    const read = elementorPopup(
      popup._elementor_popup_display_settings,
      popup._elementor_page_settings,
      popup._elementor_conditions,
      context,
    )
    const { document } = convertElementorLayout(popup._elementor_data, {}, context)
    const stored = await payload.create({
      collection: 'popups',
      data: {
        title: String(popup.title),
        layout: document,
        conditions: read.conditions,
        triggers: read.triggers,
        timing: read.timing,
        settings: read.settings,
        _status: 'published',
      },
    })
    expect(stored.triggers).toMatchObject({ page_load: true, page_load_delay: 5, exit_intent: true })
    expect(stored.timing).toMatchObject({ devices_devices: ['desktop', 'mobile'], times_count: 'open' })
    expect(stored.settings).toMatchObject({ width: 500, position: 'bottom', open_selector: '.mo-uu-dai' })
    expect(stored.conditions?.map(({ mode, scope }) => `${mode} ${scope}`)).toEqual(['include site', 'exclude page'])
  })
})
