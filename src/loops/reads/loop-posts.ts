import type { Post } from '@/payload-types'
import { cachedRead } from '@/cms/cache/cached-read'
import { POSTS_TAG } from '@/cms/cache/tags'
import { getPayloadClient } from '@/cms/queries'
import { getPostCards, publishedPostCount, type PostCardOptions } from '@/content/reads'
import type { LoopPlan } from '../rules/query'
import { loopPostIds } from '../server'

/** A loop's page of post ids, kept until posts change. */
const readLoopPage = cachedRead(
  'loop-page',
  async (plan: LoopPlan) => loopPostIds(await getPayloadClient(), plan, { publishedCount: publishedPostCount }),
  () => [POSTS_TAG],
)

/** The posts of a loop widget's page, in order, and how many posts the loop has in all. */
export async function listLoopPosts(
  plan: LoopPlan,
  options: PostCardOptions,
): Promise<{ posts: Post[]; total: number }> {
  const { ids, total } = await readLoopPage(plan)
  return { posts: await getPostCards(ids, options), total }
}
