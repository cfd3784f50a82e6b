import type { CSSProperties } from 'react'
import { populated } from '@/lib/stored-values'
import { vi } from '@/i18n/vi'
import type { Post } from '@/payload-types'
import { ResponsiveImage } from '@/site/ResponsiveImage'
import { FilterBar } from '../filter-bar/FilterBar'
import { BehaviourMarker } from '@/lib/behaviour'
import { ASPECT_RATIOS, tileSizes } from '../gallery/logic'
import { portfolioSettings, portfolioTerms, postTerms } from './logic'

/**
 * Posts as image tiles with their titles, and a filter button per category. Without JavaScript every tile shows;
 * with it, filtered tiles fade and scale in or out over 450 ms.
 */
export function Portfolio({
  posts,
  isEditing,
  ...props
}: { posts: Post[]; isEditing: boolean } & Record<string, unknown>) {
  const settings = portfolioSettings(props)
  const terms = portfolioTerms(posts)
  const style = {
    '--cols-desktop': settings.columns.desktop,
    '--cols-tablet': settings.columns.tablet,
    '--cols-mobile': settings.columns.mobile,
    '--tile-ratio': ASPECT_RATIOS[settings.ratio],
  } as CSSProperties
  const sizes = tileSizes(settings.columns)
  return (
    <div className="builder-portfolio" style={style} data-filterable>
      {settings.showFilter && terms.length > 0 && (
        <FilterBar label={vi.filter.portfolio} allLabel={settings.allLabel || vi.filter.all} terms={terms} />
      )}
      <div className="builder-portfolio__items">
        {posts.map((post) => {
          const image = populated(post.featuredImage)
          const categories = postTerms(post)
          return (
            <article
              key={post.id}
              className="builder-portfolio__item"
              data-filters={categories.map((term) => term.value).join(' ')}
            >
              <a href={`/${post.slug}`} className="builder-portfolio__link">
                {image?.url ? (
                  <ResponsiveImage
                    src={image.url}
                    alt=""
                    width={image.width ?? 1600}
                    height={image.height ?? 900}
                    sizes={sizes}
                    className="builder-portfolio__image"
                  />
                ) : (
                  <span className="builder-portfolio__image" />
                )}
                <span className="builder-portfolio__caption">
                  {categories[0] && (
                    <span className="builder-portfolio__category">
                      {categories.map((term) => term.label).join(', ')}
                    </span>
                  )}
                  <h3 className="builder-portfolio__title">{post.title}</h3>
                </span>
              </a>
            </article>
          )
        })}
      </div>
      {!isEditing && <BehaviourMarker name="filter" />}
    </div>
  )
}
