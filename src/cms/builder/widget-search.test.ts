import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { builderConfig } from '@/widgets/config'
import { WIDGET_ICONS } from './widget-icons'
import { matchingWidgets, type PanelWidget } from './widget-search'

const panel: PanelWidget[] = Object.entries(builderConfig.components).map(([name, config]) => ({
  name,
  label: config.label ?? name,
}))
const found = (query: string) => matchingWidgets(query, panel).map((widget) => widget.label)

describe("the builder panel's search", () => {
  it('finds widgets by their Vietnamese name with or without accents, and by their English key', () => {
    expect(found('anh')).toEqual(expect.arrayContaining(['Hình ảnh', 'Trình chiếu ảnh', 'Ảnh đại diện bài viết']))
    expect(found('ẢNH')).toEqual(found('anh'))
    expect(found('dem nguoc')).toEqual(['Đồng hồ đếm ngược'])
    expect(found('button').length).toBeGreaterThan(0)
    expect(found('gio hang')).toContain(builderConfig.components.MenuCart.label)
  })

  it('finds nothing for an empty search or a word no widget has', () => {
    expect(found('   ')).toEqual([])
    expect(found('xyzzy')).toEqual([])
  })

  it("finds every widget by its own name, and keeps the panel's order", () => {
    for (const widget of panel) expect(matchingWidgets(widget.label, panel)).toContainEqual(widget)
    fc.assert(
      fc.property(fc.string({ maxLength: 6 }), (query) => {
        const names = matchingWidgets(query, panel).map((widget) => widget.name)
        expect(names).toEqual(panel.map((widget) => widget.name).filter((name) => names.includes(name)))
      }),
    )
  })

  it('has an icon for every widget', () => {
    expect(Object.keys(builderConfig.components).filter((name) => !WIDGET_ICONS[name])).toEqual([])
  })
})
