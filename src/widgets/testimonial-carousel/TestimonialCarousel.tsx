import { ResponsiveImage } from '@/site/ResponsiveImage'
import { Carousel } from '../carousel/Carousel'
import { type CarouselSettings, carouselOptions, DEFAULT_PER_VIEW, perViewFor } from '../carousel/logic'
import { pickedImage } from '../image/logic'
import { ThemePlaceholder } from '../ThemePlaceholder'
import { vi } from '@/i18n/vi'

export type Testimonial = { quote: string; name: string; role: string; avatar: unknown }

type Props = CarouselSettings & { label: string; items: Testimonial[]; isEditing: boolean }

/** What readers say, one quote at a time by default, with the person's name, role and photo. */
export function TestimonialCarousel({ label, items, isEditing, ...settings }: Props) {
  const quotes = (items ?? []).filter((item) => item.quote?.trim())
  if (quotes.length === 0) return isEditing ? <ThemePlaceholder text={vi.builder.empty.testimonials} /> : <></>
  const defaults = DEFAULT_PER_VIEW.testimonial
  return (
    <Carousel
      label={label || vi.builder.testimonialCarousel}
      options={carouselOptions(settings, { slideCount: quotes.length, isEditing, defaults })}
      perView={perViewFor(settings.perView, defaults, quotes.length)}
      className="builder-testimonials"
      slides={quotes.map((item, index) => {
        const avatar = pickedImage(item.avatar)
        return (
          <figure className="builder-testimonial" key={index}>
            <blockquote className="builder-testimonial__quote">
              <p>{item.quote.slice(0, 1_000)}</p>
            </blockquote>
            <figcaption className="builder-testimonial__author">
              {avatar && (
                <ResponsiveImage
                  className="builder-testimonial__avatar"
                  src={avatar.url}
                  alt=""
                  width={avatar.width}
                  height={avatar.height}
                  sizes="56px"
                />
              )}
              <span>
                <strong>{item.name}</strong>
                {item.role && <span className="builder-testimonial__role">{item.role}</span>}
              </span>
            </figcaption>
          </figure>
        )
      })}
    />
  )
}
