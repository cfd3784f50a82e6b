import { populated } from '@/lib/stored-values'
import { highlightParts, snippetAround } from '@/features/search/logic'
import type { SearchCard } from '@/cms/cache/memory'
import { CategoryBadge, PostDate } from '../posts/PostMeta'
import { ResponsiveImage } from '../ResponsiveImage'

/** Text with the searched words in <mark>. */
function Highlighted({ text, terms }: { text: string; terms: string[] }) {
  return <>{highlightParts(text, terms).map((part, index) => (part.match ? <mark key={index}>{part.text}</mark> : part.text))}</>
}

export function SearchResultItem({ card: { post, text }, terms }: { card: SearchCard; terms: string[] }) {
  const image = populated(post.featuredImage)
  const snippet = snippetAround(text, terms)
  return (
    <article className="search-result">
      {image?.url && (
        <a href={`/${post.slug}`} className="search-result__media" tabIndex={-1} aria-hidden="true">
          <ResponsiveImage src={image.url} alt="" width={image.width ?? 1600} height={image.height ?? 900} sizes="160px" />
        </a>
      )}
      <div>
        <CategoryBadge post={post} />
        <h2 className="search-result__title">
          <a href={`/${post.slug}`}>
            <Highlighted text={post.title} terms={terms} />
          </a>
        </h2>
        <p className="search-result__snippet">
          <Highlighted text={snippet} terms={terms} />
        </p>
        <PostDate post={post} />
      </div>
    </article>
  )
}
