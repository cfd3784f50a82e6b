import type { ReactNode } from 'react'
import type { Config } from '@puckeditor/core'
import { buttonConfig } from './button/config'
import { dividerConfig } from './divider/config'
import { headingConfig } from './heading/config'
import { imageConfig } from './image/config'
import { sectionConfig } from './section/config'
import { spacerConfig } from './spacer/config'
import { textConfig } from './text/config'

/** Every widget an editor can place, with the builder's block categories. One config for the editor and the site. */
export const builderConfig: Config = {
  categories: {
    layout: { title: 'Bố cục', components: ['Section', 'Spacer', 'Divider'] },
    basic: { title: 'Cơ bản', components: ['Heading', 'Text', 'Image', 'Button'] },
  },
  components: {
    Section: sectionConfig,
    Heading: headingConfig,
    Text: textConfig,
    Image: imageConfig,
    Button: buttonConfig,
    Spacer: spacerConfig,
    Divider: dividerConfig,
  } as Config['components'],
  // The page's title and address are Payload fields, so the layout's root has none of its own.
  root: { fields: {}, render: ({ children }: { children: ReactNode }) => <div className="builder-page">{children}</div> },
}
