import type { Post } from '@/payload-types'
import { PostCard } from './PostCard'

/**
 * Cards in a grid: one column on phones, two from 640 px, `columns` (default 3) on desktops. `phoneRows`: on phones,
 * cards after the first are compact rows (the builder's post lists, styled by `.builder-post-grid`).
 */
export function PostGrid({
  posts,
  headingLevel = 3,
  columns = 3,
  phoneRows = false,
}: {
  posts: Post[]
  headingLevel?: 2 | 3
  columns?: 2 | 3 | 4
  phoneRows?: boolean
}) {
  return (
    <div className={columns === 3 ? 'post-grid' : `post-grid post-grid--cols-${columns}`}>
      {posts.map((post, index) => (
        <PostCard key={post.id} post={post} headingLevel={headingLevel} phoneRow={phoneRows && index > 0} />
      ))}
    </div>
  )
}
