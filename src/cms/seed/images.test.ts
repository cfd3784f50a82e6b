import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import { renderSeedImage, seedImageSize, type SeedImageRequest } from './images'
import { imageTopics } from './types'

function isWebp(image: Buffer): boolean {
  return image.subarray(0, 4).toString('ascii') === 'RIFF' && image.subarray(8, 12).toString('ascii') === 'WEBP'
}

describe('renderSeedImage', () => {
  it.each(['featured', 'figure'] as const)('renders a %s image as WebP at its declared size', async (kind) => {
    const image = await renderSeedImage({ topic: 'battery', seed: 'size-check', kind })
    expect(isWebp(image)).toBe(true)
    const metadata = await sharp(image).metadata()
    expect(metadata.format).toBe('webp')
    expect({ width: metadata.width, height: metadata.height }).toEqual(seedImageSize[kind])
  })

  it('gives identical bytes for the same request', async () => {
    const request: SeedImageRequest = { topic: 'camera', seed: 'cach-chup-anh-dep', kind: 'featured' }
    const [first, second] = await Promise.all([renderSeedImage(request), renderSeedImage({ ...request })])
    expect(first.equals(second)).toBe(true)
  })

  it.each(['featured', 'figure'] as const)('gives different %s images for different seeds', async (kind) => {
    const [first, second] = await Promise.all([
      renderSeedImage({ topic: 'wifi', seed: 'first-article', kind }),
      renderSeedImage({ topic: 'wifi', seed: 'second-article', kind }),
    ])
    expect(first.equals(second)).toBe(false)
  })

  it('renders every topic in both kinds', { timeout: 60_000 }, async () => {
    const requests = imageTopics.flatMap((topic) =>
      (['featured', 'figure'] as const).map((kind): SeedImageRequest => ({ topic, seed: `every-topic-${topic}`, kind })),
    )
    const images = await Promise.all(requests.map(renderSeedImage))
    images.forEach((image, index) => {
      const { topic, kind } = requests[index] as SeedImageRequest
      expect(isWebp(image), `${kind} ${topic}`).toBe(true)
    })
  })
})
