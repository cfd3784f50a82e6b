/**
 * Locally drawn illustrations for the seeded demo content. Nothing is downloaded and the images
 * contain no text, so they render the same on any machine. Each image is an SVG scene of shapes,
 * converted to WebP with sharp.
 */
import sharp from 'sharp'
import { drawFeatured } from './illustration/featured'
import { drawFigure } from './illustration/figure'
import { palettes } from './illustration/palettes'
import { createRandom } from './illustration/random'
import { createIdFactory } from './illustration/svg'
import type { ImageTopic } from './types'

export interface SeedImageRequest {
  topic: ImageTopic
  /** Picks palette and layout: the same seed always gives the same bytes. */
  seed: string
  /** `featured`: a bold hero illustration; `figure`: a lighter in-article screen mock-up. */
  kind: 'featured' | 'figure'
}

export const seedImageSize: Record<'featured' | 'figure', { width: number; height: number }> = {
  featured: { width: 1600, height: 900 },
  figure: { width: 1200, height: 800 },
}

/** Draws the requested illustration and returns it as a WebP image. */
export async function renderSeedImage(request: SeedImageRequest): Promise<Buffer> {
  const random = createRandom(request.seed)
  // The palette is the first draw, so a featured image and figures that share a seed share colours.
  const scene = {
    topic: request.topic,
    ...seedImageSize[request.kind],
    palette: random.pick(palettes),
    random,
    id: createIdFactory(),
  }
  const svg = request.kind === 'featured' ? drawFeatured(scene) : drawFigure(scene)
  return sharp(Buffer.from(svg)).webp({ quality: 82 }).toBuffer()
}
