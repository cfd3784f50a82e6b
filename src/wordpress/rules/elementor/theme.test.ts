import { describe, expect, it } from 'vitest'
import { context, fixture } from '../../../../tests/fixtures/wordpress/elementor/context'
import { convertElementorLayout } from './convert'
import { elementorPopup } from './popup'
import { themeTemplate } from './theme-template'

type Exported = Record<string, unknown>

const templates = fixture('theme/theme-templates.json') as Exported[]
const read = (template: Exported) =>
  themeTemplate(template._elementor_template_type, template._elementor_conditions, context)

describe('Elementor theme builder documents', () => {
  it('become header, footer, single and archive templates; other types have no kind', () => {
    expect(templates.map((template) => read(template).kind)).toEqual(['header', 'footer', 'single', 'archive', null])
  })

  it('keep the display conditions our templates have, and list the others', () => {
    expect(read(templates[0])).toMatchObject({
      conditions: [{ mode: 'include', scope: 'site' }],
      unmapped: ['exclude/singular/page/12'],
    })
    expect(read(templates[2])).toEqual({
      kind: 'single',
      conditions: [
        { mode: 'include', scope: 'site' },
        { mode: 'include', scope: 'category', category: 207 },
        { mode: 'exclude', scope: 'post', post: 1042 },
      ],
      unmapped: ['include/singular/post_tag/9'],
    })
    expect(read(templates[3])).toEqual({
      kind: 'archive',
      conditions: [{ mode: 'include', scope: 'category', category: 207 }],
      unmapped: ['include/archive/category', 'include/archive/author'],
    })
  })

  it('lay out with the theme widgets as ours', () => {
    const header = convertElementorLayout(templates[0]._elementor_data, {}, context).document.content[0]
    expect((header.props.content as { type: string }[]).map((block) => block.type)).toEqual([
      'SiteLogo',
      'NavMenu',
      'SearchForm',
    ])
  })

  it('read anything at all without throwing', () => {
    for (const value of [null, 42, 'include/general', ['bogus', 7, 'include/singular/post/abc'], { a: 1 }])
      expect(() => themeTemplate(value, value, context)).not.toThrow()
    expect(themeTemplate('header', 'include/general', context).conditions).toEqual([{ mode: 'include', scope: 'site' }])
  })
})

describe('Elementor popups', () => {
  const popup = fixture('theme/popup.json') as Exported
  const read = elementorPopup(
    popup._elementor_popup_display_settings,
    popup._elementor_page_settings,
    popup._elementor_conditions,
    context,
  )

  it('keep their triggers under the same names', () => {
    expect(read.triggers).toMatchObject({
      page_load: true,
      page_load_delay: 5,
      scrolling: true,
      scrolling_direction: 'down',
      scrolling_offset: 40,
      exit_intent: true,
      click: false,
      inactivity: false,
    })
  })

  it('keep their timing rules: page views, devices, times, roles, schedule in Vietnam’s time', () => {
    expect(read.timing).toMatchObject({
      page_views: true,
      page_views_views: 2,
      devices: true,
      devices_devices: ['desktop', 'mobile'],
      times: true,
      times_times: 3,
      times_count: 'open',
      logged_in: true,
      logged_in_users: 'custom',
      logged_in_roles: ['admin'],
      schedule: true,
      schedule_timezone: 'visitor',
      schedule_start_date: '2026-06-01T01:00:00.000Z',
      schedule_end_date: '2026-06-30T16:59:00.000Z',
      url: false,
    })
  })

  it('keep their frame and closing settings', () => {
    expect(read.settings).toMatchObject({
      width: 500,
      position: 'bottom',
      overlay: false,
      close_button: true,
      close_button_delay: 3,
      entrance_animation: 'zoomIn',
      exit_animation: 'fadeIn',
      prevent_scroll: true,
      open_selector: '.mo-uu-dai',
      close_automatically: 20,
    })
  })

  it('keep their display conditions, and list what did not come across', () => {
    expect(read.conditions).toEqual([
      { mode: 'include', scope: 'site' },
      { mode: 'exclude', scope: 'page', page: 1012 },
    ])
    expect(read.unmapped).toEqual([
      'triggers.adblock_detection',
      'timing.url_url',
      'settings.exit_animation',
      'include/archive/search',
    ])
  })

  it('read anything at all without throwing', () => {
    for (const value of [null, 42, 'x', [], { triggers: 'x', timing: [1] }, { triggers: { __proto__: 'yes' } }])
      expect(() => elementorPopup(value, value, value, context)).not.toThrow()
  })
})
