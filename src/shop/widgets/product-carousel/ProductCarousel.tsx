import type { Product } from '@/payload-types'
import { ProductCard } from '@/shop/views/ProductCard'
import { Carousel } from '../../../widgets/carousel/Carousel'
import { type CarouselSettings, carouselOptions, DEFAULT_PER_VIEW, perViewFor } from '../../../widgets/carousel/logic'

type Props = CarouselSettings & { label: string; products: Product[]; nonce: string; isEditing: boolean }

/** Product cards in a carousel (four, three, two at a time by device), with the carousels' arrows, dots and pause control. */
export function ProductCarousel({ label, products, nonce, isEditing, ...settings }: Props) {
  const defaults = DEFAULT_PER_VIEW.product
  return (
    <Carousel
      label={label}
      options={carouselOptions(settings, { slideCount: products.length, isEditing, defaults })}
      perView={perViewFor(settings.perView, defaults, products.length)}
      className="builder-product-carousel"
      slides={products.map((product) => (
        <ProductCard key={product.id} product={product} now={new Date()} nonce={nonce} />
      ))}
    />
  )
}
