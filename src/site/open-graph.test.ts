import { describe, expect, it } from 'vitest'
import type { Media } from '@/payload-types'
import { withSiteOpenGraph } from './open-graph'

const shareImage = {
  id: 1,
  url: '/api/media/file/anh-chia-se.webp',
  width: 1200,
  height: 630,
  alt: 'Thủ Thuật Điện Thoại',
} as Media
const own = { url: 'https://thuthuat.vn/api/media/file/pin.webp', width: 1600, height: 900, alt: 'Pin' }

describe('withSiteOpenGraph', () => {
  it('keeps a page’s own image and adds the site’s name and language', () => {
    const metadata = withSiteOpenGraph(
      { openGraph: { title: 'Pin', images: [own] } },
      'Thủ Thuật Điện Thoại',
      shareImage,
    )
    expect(metadata.openGraph).toMatchObject({
      title: 'Pin',
      siteName: 'Thủ Thuật Điện Thoại',
      locale: 'vi_VN',
      images: [own],
    })
  })

  it('shares a page without an image of its own with the default share image, on X too', () => {
    const metadata = withSiteOpenGraph(
      { openGraph: { title: 'Liên hệ', images: [] }, twitter: { card: 'summary_large_image' } },
      'Thủ Thuật Điện Thoại',
      shareImage,
    )
    const images = metadata.openGraph?.images as { url: string }[]
    expect(images).toHaveLength(1)
    expect(images[0].url).toMatch(/\/api\/media\/file\/anh-chia-se\.webp$/)
    expect(metadata.twitter).toMatchObject({ images: [images[0].url] })
  })

  it('has no image when neither the page nor the site has one', () => {
    const metadata = withSiteOpenGraph({ openGraph: { title: 'Liên hệ' } }, 'Thủ Thuật Điện Thoại', null)
    expect(metadata.openGraph?.images).toEqual([])
  })
})
