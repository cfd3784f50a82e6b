import { describe, expect, it } from 'vitest'
import { context, fixture } from '../../../../tests/fixtures/wordpress/elementor/context'
import { convertElementorLayout } from './convert'
import type { Block } from './types'

const content = (block: Block) => block.props.content as Block[]

describe('Elementor sections and columns', () => {
  const { document, unmapped } = convertElementorLayout(fixture('layout.json'), {}, context)
  const [hero] = document.content

  it('become a Section with a column each, its background image, overlay, padding and shape divider', () => {
    expect(hero.props).toMatchObject({
      columns: '3',
      columnsTablet: '1',
      columnsMobile: 'auto',
      spacing: 'large',
      backgroundType: 'image',
      backgroundImage: { url: '/api/media/file/nen-hero.jpg' },
      overlay: '#00000099',
      shapeBottom: { shape: 'wave', colour: '#ffffff', height: 80 },
      hideOn: [],
    })
  })

  it('keep a column with one block as that block, and a column with a look or several blocks as a Section', () => {
    const [first, second, third] = content(hero)
    expect(first).toMatchObject({ type: 'Heading', props: { text: 'Nhanh' } })
    expect(second.props).toMatchObject({ backgroundType: 'colour', background: '#f5f5f5', spacing: 'none' })
    expect(content(second).map((block) => block.type)).toEqual(['Heading', 'Text'])
    expect(third).toMatchObject({ type: 'Section', props: { id: 'Section-d1d1d1d', columns: '2' } })
  })

  it('report columns of unequal widths', () => {
    expect(unmapped).toEqual([
      { elementId: 'e1e1e1e', type: 'column', reason: 'setting', setting: '_inline_size' },
      { elementId: 'e2e2e2e', type: 'column', reason: 'setting', setting: '_inline_size' },
    ])
  })
})

describe('Elementor containers', () => {
  const { document, mediaUrls } = convertElementorLayout(fixture('layout.json'), {}, context)
  const band = document.content[1]

  it('in a row become a Section with a column per child, one column on phones when they stack there', () => {
    expect(band.props).toMatchObject({
      columns: '2',
      columnsMobile: '1',
      spacing: 'small',
      backgroundType: 'gradient',
      background: '#0b5cd5',
      gradientTo: '#00bcd4',
      gradientAngle: 135,
      hideOn: ['mobile'],
    })
  })

  it('inside keep their blocks, and a background video with its poster', () => {
    const [left, right] = content(band)
    expect(content(left).map((block) => block.props.id)).toEqual(['Heading-a4a4a4a', 'Button-a4a4a4b'])
    expect(right.props).toMatchObject({
      backgroundType: 'video',
      background_video_link: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
      background_video_start: 5,
      background_play_on_mobile: true,
      backgroundImage: { url: '/api/media/file/poster.jpg' },
    })
    expect(mediaUrls).toEqual([
      'https://thuthuat.vn/wp-content/uploads/2024/04/nen-hero.jpg',
      'https://thuthuat.vn/wp-content/uploads/2024/04/poster.jpg',
    ])
  })
})

describe('Elementor grid containers', () => {
  it('become a Section with the grid’s columns per device', () => {
    const grid = convertElementorLayout(fixture('layout.json'), {}, context).document.content[2]
    expect(grid.props).toMatchObject({ columns: '3', columnsTablet: 'auto', columnsMobile: '1', spacing: 'small' })
    expect(content(grid).map((block) => block.props.text)).toEqual(['Một', 'Hai', 'Ba'])
  })
})
