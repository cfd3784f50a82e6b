import type { ComponentConfig } from '@puckeditor/core'
import { themeData } from '../../../widgets/theme-data'
import { postGridConfig } from './config'
import { postGridQuery } from './logic'
import { LoopPreview, PostGridPreview } from './preview.client'

/**
 * In the editor the grid previews its posts live: on a page, through the loop refresh call, exactly as the site will
 * show them; in a template (whose posts depend on the post or archive shown), from the REST API.
 */
export const postGridEditorConfig = {
  ...postGridConfig,
  render: ({ id, puck, editMode: _editMode, ...props }) => {
    const preview = themeData(puck.metadata)?.loopPreview
    return preview ? (
      <LoopPreview id={id} settings={props} preview={preview} />
    ) : (
      <PostGridPreview query={postGridQuery(props)} />
    )
  },
} as ComponentConfig
