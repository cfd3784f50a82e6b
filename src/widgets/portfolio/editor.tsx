import type { ComponentConfig } from '@puckeditor/core'
import { postGridQuery } from '../../loops/widgets/post-grid/logic'
import { PostGridPreview } from '../../loops/widgets/post-grid/preview.client'
import { portfolioConfig } from './config'
import { Portfolio } from './Portfolio'

/** In the editor the portfolio shows the posts of its query live, fetched like a post grid's. */
export const portfolioEditorConfig = {
  ...portfolioConfig,
  render: ({ puck, ...props }) => (
    <PostGridPreview
      query={postGridQuery(props)}
      render={(posts) => <Portfolio posts={posts} isEditing={puck.isEditing} {...props} />}
    />
  ),
} as ComponentConfig
