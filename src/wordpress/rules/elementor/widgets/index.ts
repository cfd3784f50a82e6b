import { basicWidgets } from './basic'
import { formWidgets } from './form'
import { loopWidgets } from './loops'
import { mediaWidgets } from './media'
import { siteWidgets } from './site'
import type { WidgetConverter } from './types'

/** Every Elementor widget type we carry over, by its `widgetType` (docs/import.md, Elementor layouts). */
export const WIDGETS: Record<string, WidgetConverter> = {
  ...basicWidgets,
  ...mediaWidgets,
  ...formWidgets,
  ...loopWidgets,
  ...siteWidgets,
}
