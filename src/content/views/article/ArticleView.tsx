import { populated } from '@/lib/stored-values'
import type { Post, SiteSetting } from '@/payload-types'
import { ArticleFrame } from './ArticleFrame'
import { ArticleHeader } from './ArticleHeader'
import { ArticleHero } from './ArticleHero'
import { ArticleMain } from './ArticleMain'
import { RelatedPosts } from './RelatedPosts'

/** The built-in article layout, used when no single-post template applies. */
export function ArticleView({ post, related, settings }: { post: Post; related: Post[]; settings: SiteSetting }) {
  return (
    <ArticleFrame post={post} settings={settings}>
      <ArticleHeader post={post} />
      <ArticleHero image={populated(post.featuredImage)} />
      <ArticleMain post={post} shareUrl={settings.shareUrl} shareNetworks={settings.shareNetworks} />
      <RelatedPosts posts={related} />
    </ArticleFrame>
  )
}
