/**
 * Locally drawn pictures for the seeded demo content; nothing is downloaded. Each picture is an SVG
 * document converted to JPEG with sharp, as a phone's photos are: Payload keeps a JPEG upload as it is, while it
 * decodes and encodes every WebP upload again (it could be animated), which made storing the seed's pictures most of
 * a first start. Pages never show these files as they are: they get AVIF/WebP through Next's optimizer
 * (src/site/ResponsiveImage.tsx), and JPEG is what every social network's link preview reads.
 * - Featured images are illustrations of shapes for the article's topic, without text.
 * - In-body figures draw the phone screen the step describes (see ./screens.ts): real Vietnamese menu
 *   labels, the item to tap highlighted and magnified beside the phone. Their text is turned into paths
 *   from the Be Vietnam Pro font files in node_modules (./illustration/text.ts), never from system fonts,
 *   so they render the same on any machine.
 * - Product photos show one of the shop's products on a podium in a light studio (./illustration/products.ts).
 */
import os from 'node:os'
import { Semaphore } from 'async-mutex'
import sharp from 'sharp'
import { cachedSeedImage, seedImageKey } from './image-cache'
import { drawFeatured } from './illustration/featured'
import { drawFigure } from './illustration/figure'
import { palettes } from './illustration/palettes'
import { drawProduct, type ProductDrawing } from './illustration/products'
import { createRandom } from './illustration/random'
import type { Scene } from './illustration/scene'
import { createIdFactory } from './illustration/svg'
import type { SeedScreen } from './screens'
import type { ImageTopic } from './types'

interface SeededRequest {
  /** Picks palette and layout: the same seed always gives the same bytes. */
  seed: string
}

/** A picture for an article, about its topic. */
interface TopicRequest extends SeededRequest {
  topic: ImageTopic
}

/** A catalogue photo of a shop product. */
interface ProductRequest extends SeededRequest {
  kind: 'product'
  product: ProductDrawing
  /** The product's body colour, `#rrggbb`; picked with the seed when absent. */
  colour?: string
}

/** `featured`: a bold hero illustration; `figure`: the phone screen of a step; `product`: a shop product's photo. */
export type SeedImageRequest =
  (TopicRequest & { kind: 'featured' }) | (TopicRequest & { kind: 'figure'; screen: SeedScreen }) | ProductRequest

export const seedImageSize: Record<SeedImageRequest['kind'], { width: number; height: number }> = {
  featured: { width: 1600, height: 900 },
  figure: { width: 1200, height: 800 },
  product: { width: 1200, height: 1200 },
}

/** Full chroma: the figures' small coloured labels stay sharp (4:2:0 blurs their edges). */
const jpegOptions = { quality: 86, chromaSubsampling: '4:4:4' } as const
/** What the JPEG bytes depend on besides the SVG document. */
const encoding = {
  ...jpegOptions,
  sharp: sharp.versions.sharp ?? '',
  vips: sharp.versions.vips,
  rsvg: sharp.versions.rsvg ?? '',
  jpeg: sharp.versions.mozjpeg ?? '',
}
/**
 * sharp rasterises each picture on one thread (its default on Linux without jemalloc): one picture per core at a
 * time keeps every core busy, and a seed that asks for many at once still writes its first documents early.
 */
const rasterising = new Semaphore(os.availableParallelism())

/** Draws the requested picture and returns it as a JPEG image (kept between seeds: ./image-cache.ts). */
export async function renderSeedImage(request: SeedImageRequest): Promise<Buffer> {
  const random = createRandom(request.seed)
  // The palette is the first draw, so a featured image and figures that share a seed share colours.
  const scene: Scene = {
    // Scene requires a topic; product drawings never read it.
    topic: request.kind === 'product' ? 'phone' : request.topic,
    ...seedImageSize[request.kind],
    palette: random.pick(palettes),
    random,
    id: createIdFactory(),
  }
  const svg = drawRequest(scene, request)
  return cachedSeedImage(seedImageKey(svg, encoding), () =>
    rasterising.runExclusive(() => sharp(Buffer.from(svg)).jpeg(jpegOptions).toBuffer()),
  )
}

/**
 * Starts drawing a picture that is awaited later (a seed draws ahead while it stores what came before). The drawing
 * is marked as handled, so that a failure is reported where it is awaited rather than ending the process first.
 */
export function drawAhead(request: SeedImageRequest): Promise<Buffer> {
  const drawing = renderSeedImage(request)
  drawing.catch(() => {})
  return drawing
}

/** The SVG document of the requested picture. */
function drawRequest(scene: Scene, request: SeedImageRequest): string {
  switch (request.kind) {
    case 'featured':
      return drawFeatured(scene)
    case 'figure':
      return drawFigure(scene, request.screen)
    case 'product':
      return drawProduct(scene, request.product, request.colour)
  }
}
