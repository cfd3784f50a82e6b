import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import { seedArticles } from './articles'
import { renderSeedImage, seedImageSize, type SeedImageRequest } from './images'
import { screenKinds, type SeedScreen } from './screens'
import { imageTopics } from './types'

function isWebp(image: Buffer): boolean {
  return image.subarray(0, 4).toString('ascii') === 'RIFF' && image.subarray(8, 12).toString('ascii') === 'WEBP'
}

const seedScreens: SeedScreen[] = seedArticles.flatMap((article) => article.screens)
const figureOf = (screen: SeedScreen, seed = 'figure-check'): SeedImageRequest => ({
  kind: 'figure',
  topic: 'settings',
  seed,
  screen,
})

async function expectWebpOfSize(image: Buffer, kind: SeedImageRequest['kind']): Promise<void> {
  expect(isWebp(image)).toBe(true)
  const metadata = await sharp(image).metadata()
  expect(metadata.format).toBe('webp')
  expect({ width: metadata.width, height: metadata.height }).toEqual(seedImageSize[kind])
}

describe('renderSeedImage', () => {
  it('renders a featured image as WebP at its declared size', async () => {
    await expectWebpOfSize(
      await renderSeedImage({ kind: 'featured', topic: 'battery', seed: 'size-check' }),
      'featured',
    )
  })

  it.each(screenKinds)('renders a %s screen as WebP at the figure size', async (kind) => {
    const screen = seedScreens.find((candidate) => candidate.kind === kind)
    expect(screen, `no seed article shows a ${kind} screen`).toBeDefined()
    await expectWebpOfSize(await renderSeedImage(figureOf(screen as SeedScreen)), 'figure')
  })

  it.each([
    ['featured', { kind: 'featured', topic: 'camera', seed: 'cach-chup-anh-dep' }],
    ['figure', figureOf(seedScreens[0] as SeedScreen, 'cach-chup-anh-dep-1')],
  ] as const)('gives identical bytes for the same %s request', async (_kind, request) => {
    const [first, second] = await Promise.all([renderSeedImage(request), renderSeedImage({ ...request })])
    expect(first.equals(second)).toBe(true)
  })

  it.each([
    ['featured', (seed: string): SeedImageRequest => ({ kind: 'featured', topic: 'wifi', seed })],
    ['figure', (seed: string): SeedImageRequest => figureOf(seedScreens[0] as SeedScreen, seed)],
  ] as const)('gives different %s images for different seeds', async (_kind, request) => {
    const [first, second] = await Promise.all([
      renderSeedImage(request('first-article')),
      renderSeedImage(request('second-article')),
    ])
    expect(first.equals(second)).toBe(false)
  })

  it('renders a product photo as a square WebP at the product size', async () => {
    await expectWebpOfSize(
      await renderSeedImage({ kind: 'product', seed: 'sac-nhanh-20w', product: 'charger', colour: '#1f2937' }),
      'product',
    )
  })

  it('renders every topic as a featured image', { timeout: 60_000 }, async () => {
    const images = await Promise.all(
      imageTopics.map((topic) => renderSeedImage({ kind: 'featured', topic, seed: `every-topic-${topic}` })),
    )
    images.forEach((image, index) => expect(isWebp(image), imageTopics[index]).toBe(true))
  })

  it('renders the screen of every seed figure as a small WebP', { timeout: 180_000 }, async () => {
    const figures = seedArticles.flatMap((article) =>
      article.screens.map((screen, index) => ({ name: `${article.slug}-${index + 1}`, screen })),
    )
    for (const { name, screen } of figures) {
      const image = await renderSeedImage(figureOf(screen, name))
      expect(isWebp(image), name).toBe(true)
      expect(image.length, `${name}: ${image.length} bytes`).toBeLessThanOrEqual(60_000)
    }
  })
})
