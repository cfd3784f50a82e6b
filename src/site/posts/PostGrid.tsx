import type { Post } from '@/payload-types'
import { PostCard } from './PostCard'

export function PostGrid({ posts, headingLevel = 3 }: { posts: Post[]; headingLevel?: 2 | 3 }) {
  return (
    <div className="post-grid">
      {posts.map((post) => (
        <PostCard key={post.id} post={post} headingLevel={headingLevel} />
      ))}
    </div>
  )
}
