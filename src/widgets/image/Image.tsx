import { ResponsiveImage } from '@/site/ResponsiveImage'
import { vi } from '@/i18n/vi'
import { pickedImage } from './logic'

/** A picked upload; unless `zoom` is off, a link to the full file that the page's lightbox opens. */
export function Image({ image, caption, zoom = true }: { image: unknown; caption: string; zoom?: boolean }) {
  const picked = pickedImage(image)
  if (!picked) return <p className="builder-image builder-image--empty">{vi.builder.noImage}</p>
  const picture = (
    <ResponsiveImage
      src={picked.url}
      alt={picked.alt}
      width={picked.width}
      height={picked.height}
      sizes="(max-width: 767px) 100vw, 1200px"
    />
  )
  return (
    <figure className="builder-image">
      {zoom === false ? (
        picture
      ) : (
        <a
          href={picked.url}
          data-lightbox-item
          data-title={picked.title}
          data-description={picked.description}
          data-width={picked.width}
          data-height={picked.height}
        >
          {picture}
        </a>
      )}
      {caption && <figcaption>{caption}</figcaption>}
    </figure>
  )
}
