import { ResponsiveImage } from '@/site/ResponsiveImage'
import { Carousel } from '../carousel/Carousel'
import { carouselOptions, perViewFor, slidesSettings } from '../carousel/logic'
import { pickedImage } from '../image/logic'
import { safeHref } from '@/lib/url'
import { ThemePlaceholder } from '../ThemePlaceholder'
import { vi } from '@/i18n/vi'

export type Slide = {
  heading: string
  description: string
  buttonText: string
  buttonUrl: string
  image: unknown
  background: string
}

type Props = Parameters<typeof slidesSettings>[0] & {
  label: string
  height: number
  slides: Slide[]
  isEditing: boolean
}

const COLOUR = /^#[0-9a-f]{6}$/i
const ONE = { desktop: 1, tablet: 1, mobile: 1 }

/** Full-width slides, each a heading (a real one: it looks like one), a line of text and a button over a colour or an image. */
export function Slides({ label, height, slides, isEditing, ...props }: Props) {
  const shown = (slides ?? []).filter((slide) => slide.heading?.trim() || pickedImage(slide.image))
  if (shown.length === 0) return isEditing ? <ThemePlaceholder text={vi.builder.empty.slides} /> : <></>
  const settings = slidesSettings(props)
  const minHeight = Math.min(900, Math.max(200, Math.round(Number(height) || 400)))
  return (
    <Carousel
      label={label}
      options={carouselOptions(settings, { slideCount: shown.length, isEditing, defaults: ONE })}
      perView={perViewFor(settings.perView, ONE, shown.length)}
      className="builder-slides"
      slides={shown.map((slide, index) => {
        const image = pickedImage(slide.image)
        const href = safeHref(slide.buttonUrl)
        return (
          <div
            className="builder-slide"
            key={index}
            style={{ minHeight, backgroundColor: COLOUR.test(slide.background) ? slide.background : undefined }}
          >
            {image && (
              <ResponsiveImage
                className="builder-slide__image"
                src={image.url}
                alt=""
                width={image.width}
                height={image.height}
                sizes="100vw"
              />
            )}
            <div className="builder-slide__content">
              {slide.heading && <h2 className="builder-slide__heading">{slide.heading}</h2>}
              {slide.description && <p className="builder-slide__text">{slide.description}</p>}
              {slide.buttonText && href && (
                <a className="builder-button builder-button--primary" href={href}>
                  {slide.buttonText}
                </a>
              )}
            </div>
          </div>
        )
      })}
    />
  )
}
