import type { Post } from '@/payload-types'
import { PostCard } from './PostCard'

/** The lead post large (the page's first image, loaded first) and the next ones as a compact list beside it. */
export function FeaturedPosts({ posts }: { posts: Post[] }) {
  const [lead, ...side] = posts
  if (!lead) return null
  return (
    <div className="home-hero__grid">
      <PostCard post={lead} variant="hero" priority />
      <div className="home-hero__side">
        {side.map((post) => (
          <PostCard key={post.id} post={post} variant="compact" />
        ))}
      </div>
    </div>
  )
}
