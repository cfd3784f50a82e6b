import type { Post } from '@/payload-types'
import { PostCard } from '@/site/posts/PostCard'
import { Carousel } from '../../../widgets/carousel/Carousel'
import { type CarouselSettings, carouselOptions, DEFAULT_PER_VIEW, perViewFor } from '../../../widgets/carousel/logic'

type Props = CarouselSettings & { label: string; posts: Post[]; isEditing: boolean }

/** Post cards in a carousel (three, two, one at a time by device), with the carousels' arrows, dots and pause control. */
export function PostCarousel({ label, posts, isEditing, ...settings }: Props) {
  const defaults = DEFAULT_PER_VIEW.media
  return (
    <Carousel
      label={label}
      options={carouselOptions(settings, { slideCount: posts.length, isEditing, defaults })}
      perView={perViewFor(settings.perView, defaults, posts.length)}
      className="builder-post-carousel"
      slides={posts.map((post) => (
        <PostCard key={post.id} post={post} headingLevel={3} />
      ))}
    />
  )
}
