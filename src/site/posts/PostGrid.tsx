import type { CSSProperties } from 'react'
import type { Post } from '@/payload-types'
import { type CardOptions, PostCard } from './PostCard'

/** A builder grid's columns on tablets and phones, the space between its rows (px), and masonry (CSS columns). */
export interface GridLayout {
  columnsTablet: number
  columnsMobile: number
  rowGap: number | null
  masonry: boolean
}

/**
 * Cards in a grid: one column on phones, two from 768 px, `columns` (default 3) on desktops. `phoneRows`: on phones,
 * cards after the first are compact rows (the builder's post lists, styled by `.builder-post-grid`). `phoneThumbs`: on
 * phones, every card (`all`: an article's related posts) or every card after the first (`after-first`: archives) is a
 * row with a small picture beside its title. `leadFirst`: the first card's picture loads first (a page's largest
 * paint).
 */
export function PostGrid({
  posts,
  headingLevel = 3,
  columns = 3,
  phoneRows = false,
  phoneThumbs,
  leadFirst = false,
  layout,
  card,
}: {
  posts: Post[]
  headingLevel?: 2 | 3
  columns?: 2 | 3 | 4
  phoneRows?: boolean
  phoneThumbs?: 'all' | 'after-first'
  leadFirst?: boolean
  layout?: GridLayout
  card?: CardOptions
}) {
  const classes = [
    'post-grid',
    columns === 3 ? '' : `post-grid--cols-${columns}`,
    layout ? 'post-grid--custom' : '',
    layout?.masonry ? 'post-grid--masonry' : '',
    layout?.columnsMobile === 2 ? 'post-grid--phone-pairs' : '',
    phoneRows ? 'post-grid--phone-rows' : '',
    phoneThumbs ? 'post-grid--phone-thumbs' : '',
  ]
  const style = layout && {
    '--cols-desktop': columns,
    '--cols-tablet': layout.columnsTablet,
    '--cols-mobile': layout.columnsMobile,
    ...(layout.rowGap === null ? {} : { '--row-gap': `${layout.rowGap}px` }),
  }
  return (
    <div className={classes.filter(Boolean).join(' ')} style={style as CSSProperties | undefined}>
      {posts.map((post, index) => (
        <PostCard
          key={post.id}
          post={post}
          headingLevel={headingLevel}
          phoneRow={phoneRows && index > 0}
          phoneThumb={phoneThumbs === 'all' || (phoneThumbs === 'after-first' && index > 0)}
          priority={leadFirst && index === 0}
          options={card}
        />
      ))}
    </div>
  )
}
