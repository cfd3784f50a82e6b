import type { ComponentConfig } from '@puckeditor/core'
import { postGridQuery } from '../post-grid/logic'
import { PostGridPreview } from '../post-grid/preview.client'
import { postCarouselConfig, type PostCarouselFields } from './config'
import { PostCarousel } from './PostCarousel'

/** In the editor the carousel previews its posts live from the REST API, as the post grid does. */
export const postCarouselEditorConfig: ComponentConfig<PostCarouselFields> = {
  ...postCarouselConfig,
  render: ({ puck, ...props }) => (
    <PostGridPreview
      query={postGridQuery(props)}
      render={(posts) => <PostCarousel {...props} posts={posts} isEditing={puck.isEditing} />}
    />
  ),
}
