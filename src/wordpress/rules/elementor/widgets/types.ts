import type { Conversion } from '../conversion'
import type { Settings } from '../read'
import type { Block } from '../types'

/** One Elementor widget type as our blocks: none when it has nothing to show, several when it needs them. */
export type WidgetConverter = (settings: Settings, conversion: Conversion) => Block | Block[] | null
