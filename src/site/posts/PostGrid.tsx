import type { Post } from '@/payload-types'
import { PostCard } from './PostCard'

/** Cards in a grid: one column on phones, two from 640 px, `columns` (default 3) on desktops. */
export function PostGrid({ posts, headingLevel = 3, columns = 3 }: { posts: Post[]; headingLevel?: 2 | 3; columns?: 2 | 3 | 4 }) {
  return (
    <div className={columns === 3 ? 'post-grid' : `post-grid post-grid--cols-${columns}`}>
      {posts.map((post) => (
        <PostCard key={post.id} post={post} headingLevel={headingLevel} />
      ))}
    </div>
  )
}
