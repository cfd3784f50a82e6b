/**
 * Locally drawn pictures for the seeded demo content; nothing is downloaded. Each picture is an SVG
 * document converted to WebP with sharp.
 * - Featured images are illustrations of shapes for the article's topic, without text.
 * - In-body figures draw the phone screen the step describes (see ./screens.ts): real Vietnamese menu
 *   labels, the item to tap highlighted and magnified beside the phone. Their text is turned into paths
 *   from the Be Vietnam Pro font files in node_modules (./illustration/text.ts), never from system fonts,
 *   so they render the same on any machine.
 */
import sharp from 'sharp'
import { drawFeatured } from './illustration/featured'
import { drawFigure } from './illustration/figure'
import { palettes } from './illustration/palettes'
import { createRandom } from './illustration/random'
import type { Scene } from './illustration/scene'
import { createIdFactory } from './illustration/svg'
import type { SeedScreen } from './screens'
import type { ImageTopic } from './types'

interface ImageRequestBase {
  topic: ImageTopic
  /** Picks palette and layout: the same seed always gives the same bytes. */
  seed: string
}

/** `featured`: a bold hero illustration; `figure`: the phone screen of a step. */
export type SeedImageRequest = (ImageRequestBase & { kind: 'featured' }) | (ImageRequestBase & { kind: 'figure'; screen: SeedScreen })

export const seedImageSize: Record<SeedImageRequest['kind'], { width: number; height: number }> = {
  featured: { width: 1600, height: 900 },
  figure: { width: 1200, height: 800 },
}

/** Draws the requested picture and returns it as a WebP image. */
export async function renderSeedImage(request: SeedImageRequest): Promise<Buffer> {
  const random = createRandom(request.seed)
  // The palette is the first draw, so a featured image and figures that share a seed share colours.
  const scene: Scene = {
    topic: request.topic,
    ...seedImageSize[request.kind],
    palette: random.pick(palettes),
    random,
    id: createIdFactory(),
  }
  const svg = request.kind === 'featured' ? drawFeatured(scene) : drawFigure(scene, request.screen)
  return sharp(Buffer.from(svg)).webp({ quality: 82 }).toBuffer()
}
