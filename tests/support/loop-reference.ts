import { type LoopCondition, type LoopPlan, RANDOM_MODULUS } from '@/loops/rules/query'

/** A post as the loop tests describe it. */
export interface ReferencePost {
  id: number
  categories: number[]
  tags: number[]
  author: number | null
  featured: boolean
  publishedAt: string
  updatedAt: string
  title: string
}

function holds(post: ReferencePost, condition: LoopCondition): boolean {
  switch (condition.kind) {
    case 'anyTerm':
      return post[condition.field].some((id) => condition.ids.includes(id))
    case 'noTerm':
      return !post[condition.field].some((id) => condition.ids.includes(id))
    case 'author':
      return post.author !== null && condition.ids.includes(post.author)
    case 'featured':
      return post.featured
    case 'ids':
      return condition.ids.includes(post.id)
    case 'notIds':
      return !condition.ids.includes(post.id)
    case 'nothing':
      return false
  }
}

/** The sort key comparison of a plan, newest (or first) first, ties by id descending: what the database must do. */
function compare(plan: LoopPlan, a: ReferencePost, b: ReferencePost): number {
  const { sort } = plan
  let order = 0
  if (sort.by === 'random') order = ((a.id * sort.seed) % RANDOM_MODULUS) - ((b.id * sort.seed) % RANDOM_MODULUS)
  else {
    const key = (post: ReferencePost) =>
      sort.by === 'date' ? post.publishedAt : sort.by === 'modified' ? post.updatedAt : post.title
    order = key(a) < key(b) ? -1 : key(a) > key(b) ? 1 : 0
    if (sort.direction === 'desc') order = -order
  }
  return order || b.id - a.id
}

/** A plan run in memory: the ids of the page it selects, and how many posts match in all. */
export function runPlan(plan: LoopPlan, posts: ReferencePost[]): { ids: number[]; total: number } {
  const matching = posts
    .filter((post) => plan.conditions.every((condition) => holds(post, condition)))
    .sort((a, b) => compare(plan, a, b))
  return { ids: matching.slice(plan.offset, plan.offset + plan.limit).map((post) => post.id), total: matching.length }
}
