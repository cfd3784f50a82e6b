import type { ComponentConfig } from '@puckeditor/core'
import { vi } from '@/i18n/vi'
import { carouselDefaults, carouselFields } from '../../../widgets/carousel/fields'
import type { CarouselSettings } from '../../../widgets/carousel/logic'
import { postQueryDefaults, postQueryFields, type PostQueryFields } from '../post-grid/config'
import { themeData } from '../../../widgets/theme-data'
import { PostCarousel } from './PostCarousel'

export type PostCarouselFields = PostQueryFields & Required<CarouselSettings> & { label: string }

/** A post grid's query shown as a carousel of cards (the original's posts carousel). */
export const postCarouselConfig: ComponentConfig<PostCarouselFields> = {
  label: 'Trình chiếu bài viết',
  fields: {
    label: { type: 'text', label: 'Tên trình chiếu (cho trình đọc màn hình)' },
    ...postQueryFields,
    ...carouselFields,
  },
  defaultProps: { label: 'Bài viết nổi bật', ...postQueryDefaults, ...carouselDefaults },
  // On the site the posts were loaded before rendering (post-grid/load.ts); the editor previews them live.
  render: ({ id, puck, ...props }) => {
    const posts = themeData(puck.metadata)?.postGrids?.[id]?.posts
    if (!posts?.length) return <p className="loop-empty">{vi.loops.noPosts}</p>
    return <PostCarousel {...props} posts={posts} isEditing={puck.isEditing} />
  },
}
