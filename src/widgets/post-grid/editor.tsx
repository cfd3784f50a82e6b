import type { ComponentConfig } from '@puckeditor/core'
import { postGridConfig } from './config'
import { postGridQuery } from './logic'
import { PostGridPreview } from './preview.client'

/** In the editor the grid previews its posts live from the REST API, following the query as it changes. */
export const postGridEditorConfig = { ...postGridConfig, render: (props) => <PostGridPreview query={postGridQuery(props)} /> } as ComponentConfig
