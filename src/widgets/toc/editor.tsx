import type { ComponentConfig } from '@puckeditor/core'
import { themeData } from '../theme-data'
import { tocConfig } from './config'
import { tocSettings } from './logic'
import { TocPreview } from './preview.client'

/** In the editor the table of contents follows the headings of the layout being edited. */
export const tocEditorConfig = {
  ...tocConfig,
  render: ({ puck, ...props }) => <TocPreview data={themeData(puck.metadata)} settings={tocSettings(props)} />,
} satisfies typeof tocConfig as ComponentConfig
