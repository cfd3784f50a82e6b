/**
 * An Elementor layout (`_elementor_data`) as our builder's document (docs/import.md, Elementor layouts): sections,
 * columns and containers as Section blocks, widgets as ours, everything not carried over listed. Pure, never throws.
 */

import { isRecord, storedRecord } from '@/lib/stored-values'
import { Conversion, Run } from './conversion'
import { columnsForWidth, hiddenOn, sectionProps } from './layout'
import { sliderNumber } from '@/lib/number'
import { text, whole, type Settings } from './read'
import type { Block, ElementorContext, ElementorConversion, ElementorElement } from './types'
import { WIDGETS } from './widgets'

/** How deep elements may nest: Elementor's own layouts stay under ten; deeper ones are left out and reported. */
export const MAX_DEPTH = 30

/** What a Section block's props take in a layout's JSON, about, without its content. */
const SECTION_CHARS = 500

/** The most elements read of one list (a section's columns, a container's children, the layout). */
const MAX_CHILDREN = 1_000

/** An element as read: its id, kind, settings and children, whatever was stored. */
interface Element {
  id: string
  elType: string
  widgetType: string
  settings: Settings
  children: unknown[]
}

function read(value: unknown): Element | null {
  if (!isRecord(value)) return null
  const element = value as ElementorElement
  return {
    id: text(element.id, 100),
    elType: text(element.elType, 40),
    widgetType: text(element.widgetType, 80),
    settings: storedRecord(element.settings),
    children: Array.isArray(element.elements) ? element.elements.slice(0, MAX_CHILDREN) : [],
  }
}

const typeOf = (element: Element) => (element.elType === 'widget' ? element.widgetType : element.elType) || 'unknown'

/** Reports an element left out for its depth, and everything inside it, without recursion. */
function reportTooDeep(run: Run, value: unknown) {
  const pending = [value]
  while (pending.length) {
    const element = read(pending.pop())
    if (!element) continue
    run.report(element.id, typeOf(element), 'too-deep')
    pending.push(...element.children)
  }
}

/** Whether Section props add nothing around their blocks (no background, spacing, shape or hiding). */
function isPlain(props: Settings): boolean {
  return (
    props.backgroundType === 'none' &&
    props.spacing === 'none' &&
    (props.hideOn as string[]).length === 0 &&
    (props.shapeTop as Settings).shape === 'none' &&
    (props.shapeBottom as Settings).shape === 'none'
  )
}

/** A Section holding `content`, unless it adds nothing around a single block. */
function cell(run: Run, element: Element, content: Block[], props: Settings): Block[] {
  if (isPlain(props) && content.length <= 1) return content
  return [section(run, element, props, 1, content)]
}

function section(run: Run, element: Element, props: Settings, columns: number, content: Block[], devices?: Settings) {
  return {
    type: 'Section',
    props: {
      id: run.id('Section', element.id),
      columns: String(Math.min(4, Math.max(1, columns))),
      columnsTablet: 'auto',
      columnsMobile: 'auto',
      ...props,
      ...devices,
      content,
    },
  }
}

/** Columns per device from the children's widths on tablets and phones, when every child has one. */
function deviceColumns(children: Element[], key: (device: string) => string): Settings {
  const devices: Settings = {}
  for (const device of ['tablet', 'mobile']) {
    const widths = children.map((child) => columnsForWidth(child.settings[key(device)]))
    if (widths.length && widths.every((width) => width !== null && width === widths[0]))
      devices[device === 'tablet' ? 'columnsTablet' : 'columnsMobile'] = String(Math.min(widths[0]!, children.length))
  }
  return devices
}

/** Reports columns of unequal widths: our sections' columns share the width equally. */
function reportWidths(run: Run, children: Element[], key: string) {
  const widths = children.flatMap((child) => {
    const width = sliderNumber(child.settings[key])
    return width === null ? [] : [Math.round(width)]
  })
  if (new Set(widths).size > 1) children.forEach((child) => run.report(child.id, typeOf(child), 'setting', key))
}

/** The blocks after an anchor for the element's CSS id (`_element_id`), which same-page links point at. */
function withAnchor(element: Element, conversion: Conversion, blocks: Block[]): Block[] {
  const anchor = text(element.settings._element_id, 100)
  return anchor && blocks.length ? [conversion.block('MenuAnchor', { anchor }, '-neo'), ...blocks] : blocks
}

class Walk {
  constructor(readonly run: Run) {}

  children(values: unknown[], depth: number): Block[] {
    return values.flatMap((value) => this.element(value, depth))
  }

  element(value: unknown, depth: number): Block[] {
    if (depth > MAX_DEPTH) {
      reportTooDeep(this.run, value)
      return []
    }
    const element = read(value)
    if (!element) {
      this.run.report('', typeof value === 'object' ? 'null' : typeof value, 'unknown-element')
      return []
    }
    const conversion = new Conversion(this.run, element.id, typeOf(element))
    const layout = ['section', 'column', 'container'].includes(element.elType)
    // A Section's props are some 500 characters: counted, so that thousands of empty ones cannot pass the limit.
    if (layout && !this.run.fits(SECTION_CHARS)) {
      this.run.report(element.id, typeOf(element), 'too-large')
      return []
    }
    switch (element.elType) {
      case 'section':
        return withAnchor(element, conversion, this.section(element, conversion, depth))
      case 'column':
        return this.column(element, conversion, depth)
      case 'container':
        return withAnchor(element, conversion, this.container(element, conversion, depth))
      case 'widget':
        return this.widget(element, conversion)
      default:
        // Its children still come across: an unknown wrapper must not lose what it holds.
        this.run.report(element.id, typeOf(element), 'unknown-element')
        return this.children(element.children, depth + 1)
    }
  }

  section(element: Element, conversion: Conversion, depth: number): Block[] {
    const columns = element.children.map(read).filter((child): child is Element => child?.elType === 'column')
    const nested = depth > 0
    const props = sectionProps(element.settings, conversion, nested)
    if (columns.length > 4) conversion.unmapped('structure')
    reportWidths(this.run, columns, '_inline_size')
    if (columns.length <= 1 && element.children.length <= 1) {
      // One column: its blocks are the section's, unless it has a look of its own.
      const only = columns[0]
      const columnProps = only && sectionProps(only.settings, new Conversion(this.run, only.id, 'column'), true)
      const content =
        columnProps && !isPlain(columnProps)
          ? [section(this.run, only, columnProps, 1, this.children(only.children, depth + 2))]
          : this.children(only ? only.children : element.children, depth + 2)
      return [section(this.run, element, props, 1, content)]
    }
    // Anything but columns in a section is not Elementor's own: carried as cells all the same.
    const cells = this.children(element.children, depth + 1)
    const devices = deviceColumns(columns, (device) => `_inline_size_${device}`)
    return [section(this.run, element, props, element.children.length, cells, devices)]
  }

  column(element: Element, conversion: Conversion, depth: number): Block[] {
    const content = this.children(element.children, depth + 1)
    return cell(this.run, element, content, sectionProps(element.settings, conversion, true))
  }

  container(element: Element, conversion: Conversion, depth: number): Block[] {
    const nested = depth > 0
    const props = sectionProps(element.settings, conversion, nested)
    const row = /^row/.test(text(element.settings.flex_direction))
    const children = element.children.map(read).filter((child): child is Element => child !== null)
    const content = this.children(element.children, depth + 1)
    if (element.settings.container_type === 'grid') return [this.grid(element, conversion, props, content)]
    if (!row) return nested ? cell(this.run, element, content, props) : [section(this.run, element, props, 1, content)]
    if (children.length > 4) conversion.unmapped('flex_direction')
    reportWidths(this.run, children, 'width')
    const devices: Settings = deviceColumns(children, (device) => `width_${device}`)
    for (const device of ['tablet', 'mobile']) {
      const direction = text(element.settings[`flex_direction_${device}`])
      const key = device === 'tablet' ? 'columnsTablet' : 'columnsMobile'
      if (/^column/.test(direction)) devices[key] = '1'
      if (/^row/.test(direction)) devices[key] = String(Math.min(4, Math.max(1, children.length)))
    }
    return [section(this.run, element, props, children.length, content, devices)]
  }

  /** A grid container (Elementor 3.16 and later): its columns per device are ours, up to 4. */
  grid(element: Element, conversion: Conversion, props: Settings, content: Block[]): Block {
    const columns = (suffix: string) => {
      const count = whole(element.settings[`grid_columns_grid${suffix}`])
      return count === null ? null : Math.min(4, Math.max(1, count))
    }
    if ((whole(element.settings.grid_columns_grid) ?? 3) > 4) conversion.unmapped('grid_columns_grid')
    const tablet = columns('_tablet')
    const mobile = columns('_mobile')
    return section(this.run, element, props, columns('') ?? 3, content, {
      ...(tablet !== null && { columnsTablet: String(tablet) }),
      ...(mobile !== null && { columnsMobile: String(mobile) }),
    })
  }

  widget(element: Element, conversion: Conversion): Block[] {
    if (element.widgetType === 'shortcode') {
      this.run.report(element.id, 'shortcode', 'shortcode', 'shortcode')
      return []
    }
    const convert = Object.hasOwn(WIDGETS, element.widgetType) ? WIDGETS[element.widgetType] : undefined
    if (!convert) return this.unknownWidget(element, conversion)
    const dynamic = storedRecord(element.settings.__dynamic__)
    for (const key of Object.keys(dynamic).slice(0, 50)) conversion.unmapped(`__dynamic__.${key}`)
    const made = convert(element.settings, conversion)
    const blocks = made === null ? [] : Array.isArray(made) ? made : [made]
    const anchored = withAnchor(element, conversion, blocks)
    const hidden = hiddenOn(element.settings)
    const placed =
      hidden.length && anchored.length
        ? cell(this.run, element, anchored, { ...sectionProps({}, conversion, true), hideOn: hidden })
        : anchored
    return this.fit(element, placed)
  }

  /** A widget type we have no block for: its markup, when it has some, as an Html block. */
  unknownWidget(element: Element, conversion: Conversion): Block[] {
    this.run.report(element.id, typeOf(element), 'unknown-widget')
    const markup = element.settings.editor ?? element.settings.html
    const clean = conversion.html(markup)
    return clean ? this.fit(element, [conversion.block('Html', { html: clean })]) : []
  }

  /** The blocks when the layout still has room for them; otherwise none, reported. */
  fit(element: Element, blocks: Block[]): Block[] {
    if (!blocks.length || this.run.fits(JSON.stringify(blocks).length)) return blocks
    this.run.report(element.id, typeOf(element), 'too-large')
    return []
  }
}

/** Page settings (`_elementor_page_settings`) a reader sees that a layout of ours does not hold. */
const PAGE_SETTINGS = ['hide_title', 'template', 'background_background', 'custom_css']

/**
 * The builder document for an Elementor layout (the parsed `_elementor_data`) and its page settings, with what did
 * not come across and every media address it uses.
 */
export function convertElementorLayout(
  data: unknown,
  pageSettings: unknown,
  context: ElementorContext,
): ElementorConversion {
  const run = new Run(context)
  const walk = new Walk(run)
  const content = Array.isArray(data) ? walk.children(data.slice(0, MAX_CHILDREN), 0) : []
  if (!Array.isArray(data) && data !== null && data !== undefined && data !== '')
    run.report('', typeof data, 'unknown-element')
  const page = storedRecord(pageSettings)
  for (const key of PAGE_SETTINGS) {
    const value = page[key]
    if (value !== undefined && value !== '' && value !== 'default' && value !== null)
      run.report('page', 'page', 'setting', key)
  }
  return { document: { root: { props: {} }, content }, unmapped: run.unmapped, mediaUrls: [...run.mediaUrls] }
}
