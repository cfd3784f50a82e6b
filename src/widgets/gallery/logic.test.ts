import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { slideshowOf } from '@/features/lightbox/logic'
import { ALL_FILTER, isShown } from '../filter-bar/logic'
import { galleryItems, gallerySettings, GALLERY_MAX_COLUMNS, masonryApplies, tileSizes } from './logic'

const image = (name: string, alt = name) => ({
  image: { id: 1, url: `/api/media/file/${name}.webp`, alt, width: 1600, height: 900 },
})

describe('gallery settings', () => {
  it('reads stored settings, with defaults for anything missing or wrong', () => {
    expect(gallerySettings({})).toEqual({
      layout: 'grid',
      columns: { desktop: 4, tablet: 3, mobile: 2 },
      gap: 12,
      ratio: '3:2',
      showFilter: true,
      allLabel: '',
    })
    expect(
      gallerySettings({
        layout: 'masonry',
        columns: { desktop: '9', tablet: 0, mobile: 'x' },
        gap: -4,
        ratio: 'toString',
        showFilter: false,
        allLabel: '  Mọi ảnh ',
      }),
    ).toEqual({
      layout: 'masonry',
      columns: { desktop: GALLERY_MAX_COLUMNS, tablet: 1, mobile: 2 },
      gap: 0,
      ratio: '3:2',
      showFilter: false,
      allLabel: 'Mọi ảnh',
    })
  })

  it('property: any stored value gives usable settings', () => {
    fc.assert(
      fc.property(
        fc.dictionary(fc.constantFrom('layout', 'columns', 'gap', 'ratio', 'showFilter', 'allLabel'), fc.anything()),
        (props) => {
          const settings = gallerySettings(props)
          for (const columns of Object.values(settings.columns))
            expect(Number.isInteger(columns) && columns >= 1 && columns <= GALLERY_MAX_COLUMNS).toBe(true)
          expect(settings.gap).toBeGreaterThanOrEqual(0)
          expect(tileSizes(settings.columns)).not.toMatch(/NaN|Infinity/)
        },
      ),
    )
  })

  it('applies masonry only at 2 or more columns', () => {
    expect(masonryApplies('masonry', 1)).toBe(false)
    expect(masonryApplies('masonry', 2)).toBe(true)
    expect(masonryApplies('grid', 4)).toBe(false)
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: GALLERY_MAX_COLUMNS }),
        (columns) => masonryApplies('masonry', columns) === columns >= 2,
      ),
    )
  })
})

describe('gallery items', () => {
  it('makes one filter per named gallery and shows each image once, with every gallery it is in', () => {
    const { terms, items } = galleryItems([
      { title: 'Ảnh chụp màn hình', images: [image('a'), image('b')] },
      { title: 'Phụ kiện', images: [image('b'), image('c')] },
      { title: 'Phụ kiện', images: [image('d')] },
      { title: '', images: [image('e')] },
      { title: 'Trống', images: [{ image: null }, { image: { url: 'https://tracker.example/x.png' } }] },
    ])
    expect(terms).toEqual([
      { value: 'anh-chup-man-hinh', label: 'Ảnh chụp màn hình' },
      { value: 'phu-kien', label: 'Phụ kiện' },
      { value: 'phu-kien-2', label: 'Phụ kiện' },
      { value: 'bo-anh-4', label: 'Bộ ảnh 4' },
    ])
    expect(items.map((item) => [item.image.url.slice(16), item.filters])).toEqual([
      ['a.webp', ['anh-chup-man-hinh']],
      ['b.webp', ['anh-chup-man-hinh', 'phu-kien']],
      ['c.webp', ['phu-kien']],
      ['d.webp', ['phu-kien-2']],
      ['e.webp', ['bo-anh-4']],
    ])
  })

  it('property: never throws, values unique and never `__all`, every item in a gallery that has a button', () => {
    fc.assert(
      fc.property(fc.anything(), (galleries) => {
        const { terms, items } = galleryItems(galleries)
        const values = terms.map((term) => term.value)
        expect(new Set(values).size).toBe(values.length)
        expect(values).not.toContain(ALL_FILTER)
        for (const item of items) expect(item.filters.every((filter) => values.includes(filter))).toBe(true)
      }),
    )
  })

  it('property: after a filter, the lightbox opens the clicked image at its place among the images shown', () => {
    const galleries = fc.array(
      fc.record({
        title: fc.constantFrom('Ảnh chụp màn hình', 'Phụ kiện', 'Camera'),
        images: fc.array(
          fc.constantFrom('a', 'b', 'c', 'd', 'e', 'f').map((name) => image(name)),
          { maxLength: 6 },
        ),
      }),
      { maxLength: 4 },
    )
    fc.assert(
      fc.property(galleries, fc.nat(), fc.nat(), (stored, pick, click) => {
        const { terms, items } = galleryItems(stored)
        const filter = [ALL_FILTER, ...terms.map((term) => term.value)][pick % (terms.length + 1)]
        // The page's lightbox links: an image block before and after the gallery, then the gallery's links that the
        // filter island leaves marked (the shown items'), all in this gallery's slideshow.
        const shown = items.filter((item) => isShown(item.filters, filter))
        if (shown.length === 0) return
        const page = [undefined, ...shown.map(() => 'Gallery-1'), undefined]
        const clicked = click % shown.length
        const { members, index } = slideshowOf(page, clicked + 1)
        expect(members).toHaveLength(
          filter === ALL_FILTER ? items.length : items.filter((item) => item.filters.includes(filter)).length,
        )
        expect(index).toBe(clicked)
      }),
    )
  })
})
