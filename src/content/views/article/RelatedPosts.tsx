import { vi } from '@/i18n/vi'
import type { Post } from '@/payload-types'
import { PostGrid } from '../../../site/posts/PostGrid'

/** "Bài viết liên quan" under an article: on phones, rows with small pictures, which read (and load) quickly. */
export function RelatedPosts({ posts }: { posts: Post[] }) {
  if (!posts.length) return null
  return (
    <section className="container related" aria-labelledby="related-title">
      <h2 id="related-title" className="section-heading">
        {vi.related}
      </h2>
      <PostGrid posts={posts} phoneThumbs="all" />
    </section>
  )
}
