import type { Post } from '@/payload-types'
import { FeaturedPosts } from '@/site/posts/FeaturedPosts'
import { PostGrid } from '@/site/posts/PostGrid'
import type { PostGridQuery } from './logic'

/** A post grid's posts as cards, or as the featured layout (one large, the rest listed beside it). */
export function PostList({ posts, query }: { posts: Post[]; query: PostGridQuery }) {
  return (
    <div className="builder-post-grid">
      {query.layout === 'featured' ? <FeaturedPosts posts={posts} /> : <PostGrid posts={posts} columns={query.columns} phoneRows />}
    </div>
  )
}
