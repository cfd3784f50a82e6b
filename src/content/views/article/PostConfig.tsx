import { jsonForScript } from '@/lib/json-script'
import type { Post } from '@/payload-types'

/**
 * The post configuration (docs/routes.md, Article page) for front-end features: id, URL-encoded title, excerpt and featured
 * image URL, as JSON in `#thuthuat-frontend-config` (read with JSON.parse; never executed).
 */
export function PostConfig({ post, featuredImage }: { post: Post; featuredImage?: string }) {
  const config = {
    post: {
      id: post.id,
      title: encodeURIComponent(post.title),
      excerpt: post.excerpt ?? '',
      featuredImage: featuredImage ?? '',
    },
  }
  return (
    <script
      id="thuthuat-frontend-config"
      type="application/json"
      dangerouslySetInnerHTML={{ __html: jsonForScript(config) }}
    />
  )
}
