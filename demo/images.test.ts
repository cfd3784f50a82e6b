import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import { seedArticles } from './articles'
import { renderSeedImage, seedImageSize, type SeedImageRequest } from './images'
import { screenKinds, type SeedScreen } from './screens'
import { imageTopics } from './types'

/** JPEG's start-of-image marker. */
function isJpeg(image: Buffer): boolean {
  return image[0] === 0xff && image[1] === 0xd8 && image[2] === 0xff
}

const seedScreens: SeedScreen[] = seedArticles.flatMap((article) => article.screens)
const figureOf = (screen: SeedScreen, seed = 'figure-check'): SeedImageRequest => ({
  kind: 'figure',
  topic: 'settings',
  seed,
  screen,
})

async function expectJpegOfSize(image: Buffer, kind: SeedImageRequest['kind']): Promise<void> {
  expect(isJpeg(image)).toBe(true)
  const metadata = await sharp(image).metadata()
  expect(metadata.format).toBe('jpeg')
  expect({ width: metadata.width, height: metadata.height }).toEqual(seedImageSize[kind])
}

describe('renderSeedImage', () => {
  it('renders a featured image as JPEG at its declared size', async () => {
    await expectJpegOfSize(
      await renderSeedImage({ kind: 'featured', topic: 'battery', seed: 'size-check' }),
      'featured',
    )
  })

  it.each(screenKinds)('renders a %s screen as JPEG at the figure size', async (kind) => {
    const screen = seedScreens.find((candidate) => candidate.kind === kind)
    expect(screen, `no seed article shows a ${kind} screen`).toBeDefined()
    await expectJpegOfSize(await renderSeedImage(figureOf(screen as SeedScreen)), 'figure')
  })

  it.each([
    ['featured', { kind: 'featured', topic: 'camera', seed: 'cach-chup-anh-dep' }],
    ['figure', figureOf(seedScreens[0], 'cach-chup-anh-dep-1')],
  ] as const)('gives identical bytes for the same %s request', async (_kind, request) => {
    const [first, second] = await Promise.all([renderSeedImage(request), renderSeedImage({ ...request })])
    expect(first.equals(second)).toBe(true)
  })

  it.each([
    ['featured', (seed: string): SeedImageRequest => ({ kind: 'featured', topic: 'wifi', seed })],
    ['figure', (seed: string): SeedImageRequest => figureOf(seedScreens[0], seed)],
  ] as const)('gives different %s images for different seeds', async (_kind, request) => {
    const [first, second] = await Promise.all([
      renderSeedImage(request('first-article')),
      renderSeedImage(request('second-article')),
    ])
    expect(first.equals(second)).toBe(false)
  })

  it('renders a product photo as a square JPEG at the product size', async () => {
    await expectJpegOfSize(
      await renderSeedImage({ kind: 'product', seed: 'sac-nhanh-20w', product: 'charger', colour: '#1f2937' }),
      'product',
    )
  })

  it('renders every topic as a featured image', { timeout: 60_000 }, async () => {
    const images = await Promise.all(
      imageTopics.map((topic) => renderSeedImage({ kind: 'featured', topic, seed: `every-topic-${topic}` })),
    )
    images.forEach((image, index) => expect(isJpeg(image), imageTopics[index]).toBe(true))
  })

  it('renders the screen of every seed figure as a small JPEG', { timeout: 180_000 }, async () => {
    const figures = seedArticles.flatMap((article) =>
      article.screens.map((screen, index) => ({ name: `${article.slug}-${index + 1}`, screen })),
    )
    for (const { name, screen } of figures) {
      const image = await renderSeedImage(figureOf(screen, name))
      expect(isJpeg(image), name).toBe(true)
      expect(image.length, `${name}: ${image.length} bytes`).toBeLessThanOrEqual(150_000)
    }
  })
})
