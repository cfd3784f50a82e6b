import type { ReactNode } from 'react'
import type { Media } from '@/payload-types'
import { vi } from '@/i18n/vi'
import { BehaviourMarker } from '@/lib/behaviour'
import { ResponsiveImage } from '../../site/ResponsiveImage'

/**
 * A product's pictures: the first large, the others as thumbnails below; each a link to the full picture, which the
 * lightbox opens as one slideshow (without JavaScript the link opens the picture).
 */
export function ProductGallery({ images, name }: { images: Media[]; name: string }) {
  const shown = images.filter((image) => image.url)
  if (shown.length === 0) return <div className="product-gallery product-gallery--empty" aria-hidden="true" />
  const [first, ...rest] = shown
  const link = (image: Media, index: number, children: ReactNode, className: string) => (
    <a
      href={image.url!}
      className={className}
      data-lightbox-item
      data-title={image.title || name}
      data-description={image.description ?? ''}
      data-width={image.width ?? undefined}
      data-height={image.height ?? undefined}
      aria-label={vi.shop.viewImage(index + 1, shown.length)}
    >
      {children}
    </a>
  )
  return (
    <div className="product-gallery" data-lightbox-gallery>
      {link(
        first,
        0,
        <ResponsiveImage
          src={first.url!}
          alt={first.alt || name}
          width={first.width ?? 1200}
          height={first.height ?? 1200}
          sizes="(max-width: 767px) 100vw, 560px"
          className="product-gallery__image"
          priority
        />,
        'product-gallery__main',
      )}
      {rest.length > 0 && (
        <ul className="product-gallery__thumbs" aria-label={vi.shop.gallery}>
          {rest.map((image, index) => (
            <li key={image.id}>
              {link(
                image,
                index + 1,
                <ResponsiveImage
                  src={image.url!}
                  alt={image.alt || name}
                  width={image.width ?? 1200}
                  height={image.height ?? 1200}
                  sizes="96px"
                />,
                'product-gallery__thumb',
              )}
            </li>
          ))}
        </ul>
      )}
      <BehaviourMarker name="lightbox" />
    </div>
  )
}
