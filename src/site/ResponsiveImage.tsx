import { getImageProps } from 'next/image'
import { preload } from 'react-dom'

type Props = {
  src: string
  alt: string
  width: number
  height: number
  sizes: string
  className?: string
  /** The page's largest image: loaded first, preloaded with its srcset. */
  priority?: boolean
}

/** An image's addresses through Next's optimizer (AVIF/WebP, one quality for the site): src, srcSet, sizes, size. */
export function optimizedImage(src: string, alt: string, width: number, height: number, sizes: string) {
  return getImageProps({ src, alt, width, height, sizes, quality: 75 }).props
}

/**
 * A responsive image (AVIF/WebP through Next's optimizer) rendered on the server as a plain <img>,
 * so no image component JavaScript reaches the browser.
 */
export function ResponsiveImage({ src, alt, width, height, sizes, className, priority = false }: Props) {
  const props = optimizedImage(src, alt, width, height, sizes)
  if (priority) preload(props.src, { as: 'image', imageSrcSet: props.srcSet, imageSizes: sizes, fetchPriority: 'high' })
  return (
    <img
      {...props}
      alt={alt}
      className={className}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : undefined}
      decoding="async"
    />
  )
}
