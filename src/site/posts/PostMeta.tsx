import { populated } from '@/lib/stored-values'
import type { Author, Post } from '@/payload-types'
import { plainText } from '@/lib/lexical'
import { countWords, formatDate, readingMinutes } from '@/lib/vi'

export function primaryCategory(post: Post) {
  return populated(post.categories?.[0])
}

export function postAuthor(post: Post): Author | null {
  return populated(post.author)
}

/** Minutes to read a post's body. */
export function postReadingMinutes(post: Post): number {
  return readingMinutes(countWords(plainText(post.content)))
}

export function CategoryBadge({ post }: { post: Post }) {
  const category = primaryCategory(post)
  if (!category) return null
  return (
    <a className="badge" href={`/chuyen-muc/${category.slug}`}>
      {category.name}
    </a>
  )
}

/** Date (and author) under a card title. */
export function PostDate({ post }: { post: Post }) {
  if (!post.publishedAt) return null
  return (
    <time className="post-date" dateTime={post.publishedAt}>
      {formatDate(post.publishedAt)}
    </time>
  )
}
