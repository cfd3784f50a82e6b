import { ResponsiveImage } from '@/site/ResponsiveImage'
import { Carousel } from '../carousel/Carousel'
import { type CarouselSettings, carouselOptions, DEFAULT_PER_VIEW, perViewFor } from '../carousel/logic'
import { pickedImage } from '../image/logic'
import { ThemePlaceholder } from '../ThemePlaceholder'
import { vi } from '@/i18n/vi'

export type MediaCarouselSkin = 'carousel' | 'slideshow'

type Props = CarouselSettings & {
  /** The block's id: its images form the lightbox slideshow a hash action can open by this id. */
  id: string
  label: string
  skin: MediaCarouselSkin
  items: { image: unknown; caption?: string }[]
  isEditing: boolean
}

/**
 * Images in a carousel (several in view) or a slideshow (one large image with a thumbnail strip). Each image opens
 * the page's lightbox; a `lightbox` hash action with `{type: 'slideshow', slideshow: id}` opens them all.
 */
export function MediaCarousel({ id, label, skin, items, isEditing, ...settings }: Props) {
  const images = (items ?? []).flatMap((item) => {
    const image = pickedImage(item.image)
    return image ? [{ image, caption: item.caption?.slice(0, 300) ?? '' }] : []
  })
  if (images.length === 0) return isEditing ? <ThemePlaceholder text={vi.builder.empty.mediaCarousel} /> : <></>
  const slideshow = skin === 'slideshow'
  const defaults = slideshow ? { desktop: 1, tablet: 1, mobile: 1 } : DEFAULT_PER_VIEW.media
  const effective = slideshow ? { ...settings, perView: defaults } : settings
  const options = carouselOptions(effective, { slideCount: images.length, isEditing, defaults })
  const sizes = slideshow
    ? '(max-width: 1200px) 100vw, 1200px'
    : '(max-width: 767px) 100vw, (max-width: 1024px) 50vw, 400px'
  return (
    <Carousel
      label={label || vi.builder.mediaCarousel}
      options={options}
      perView={perViewFor(effective.perView, defaults, images.length)}
      className={`builder-media-carousel builder-media-carousel--${slideshow ? 'slideshow' : 'carousel'}`}
      slides={images.map(({ image, caption }, index) => (
        <figure className="builder-media-carousel__item" key={index}>
          <a
            href={image.url}
            data-lightbox-item
            data-lightbox-slideshow={id}
            data-title={image.title || caption}
            data-description={image.description}
            data-width={image.width}
            data-height={image.height}
          >
            <ResponsiveImage src={image.url} alt={image.alt} width={image.width} height={image.height} sizes={sizes} />
          </a>
          {caption && <figcaption>{caption}</figcaption>}
        </figure>
      ))}
      thumbnails={
        slideshow
          ? images.map(({ image }, index) => (
              <ResponsiveImage
                key={index}
                src={image.url}
                alt=""
                width={image.width}
                height={image.height}
                sizes="200px"
              />
            ))
          : undefined
      }
    />
  )
}
