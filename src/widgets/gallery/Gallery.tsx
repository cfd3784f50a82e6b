import type { CSSProperties } from 'react'
import { vi } from '@/i18n/vi'
import { ResponsiveImage } from '@/site/ResponsiveImage'
import { FilterBar } from '../filter-bar/FilterBar'
import { BehaviourMarker } from '@/lib/behaviour'
import { ThemePlaceholder } from '../ThemePlaceholder'
import { ASPECT_RATIOS, DEVICES, galleryItems, gallerySettings, masonryApplies, tileSizes } from './logic'

/**
 * Images of several named galleries with a filter button per gallery. Each image opens the lightbox, in a slideshow
 * of this gallery's images; a filter leaves the hidden ones out. Grid tiles of one shape, or masonry from 2 columns.
 */
export function Gallery({
  id,
  galleries,
  isEditing,
  ...props
}: { id: string; galleries: unknown; isEditing: boolean } & Record<string, unknown>) {
  const settings = gallerySettings(props)
  const { terms, items } = galleryItems(galleries)
  if (items.length === 0) return isEditing ? <ThemePlaceholder text={vi.builder.empty.gallery} /> : <></>
  const masonry = DEVICES.filter((device) => masonryApplies(settings.layout, settings.columns[device])).map(
    (device) => `builder-gallery--masonry-${device}`,
  )
  const style = {
    '--cols-desktop': settings.columns.desktop,
    '--cols-tablet': settings.columns.tablet,
    '--cols-mobile': settings.columns.mobile,
    '--gallery-gap': `${settings.gap}px`,
    '--tile-ratio': ASPECT_RATIOS[settings.ratio],
  } as CSSProperties
  const sizes = tileSizes(settings.columns)
  return (
    <div className={['builder-gallery', ...masonry].join(' ')} style={style} data-filterable>
      {settings.showFilter && terms.length > 0 && (
        <FilterBar label={vi.filter.gallery} allLabel={settings.allLabel || vi.filter.all} terms={terms} />
      )}
      <ul className="builder-gallery__items" aria-label={vi.filter.galleryImages}>
        {items.map(({ image, filters }, index) => (
          <li key={image.url} className="builder-gallery__item" data-filters={filters.join(' ')}>
            <a
              href={image.url}
              data-lightbox-item
              data-lightbox-slideshow={id}
              data-title={image.title || image.alt}
              data-description={image.description}
              data-width={image.width}
              data-height={image.height}
            >
              <ResponsiveImage
                src={image.url}
                alt={image.alt || image.title || vi.filter.image(index + 1)}
                width={image.width}
                height={image.height}
                sizes={sizes}
              />
            </a>
          </li>
        ))}
      </ul>
      {!isEditing && <BehaviourMarker name="filter" />}
    </div>
  )
}
