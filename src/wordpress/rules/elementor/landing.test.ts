import { describe, expect, it } from 'vitest'
import { context, fixture } from '../../../../tests/fixtures/wordpress/elementor/context'
import { convertElementorLayout } from './convert'
import type { Block } from './types'

/** The layout as an outline: each block's type, with the blocks of its slot. */
function outline(blocks: Block[]): unknown[] {
  return blocks.map((block) =>
    Array.isArray(block.props.content) ? { [block.type]: outline(block.props.content as Block[]) } : block.type,
  )
}

describe('a realistic Elementor landing page', () => {
  const { document, unmapped, mediaUrls } = convertElementorLayout(fixture('landing-page.json'), {}, context)

  it('comes across section by section, widget by widget', () => {
    expect(outline(document.content)).toEqual([
      { Section: [{ Section: ['Heading', 'Text', 'MenuAnchor', 'Button'] }, 'Image'] },
      {
        Section: [
          { Section: ['Icon', 'Heading', 'Text'] },
          { Section: ['Icon', 'Heading', 'Text'] },
          { Section: ['Icon', 'Heading', 'Text'] },
        ],
      },
      { Section: ['Heading', 'MediaCarousel', 'Spacer', 'TestimonialCarousel'] },
      { Section: [{ Section: ['Heading', 'PostGrid'] }, { Section: ['Heading', 'Form', 'Countdown'] }] },
      { Section: ['IconList'] },
    ])
  })

  it('keeps the hero, the features stacking on phones and the footer hidden there', () => {
    const [hero, features, , , footer] = document.content
    expect(hero.props).toMatchObject({
      columns: '2',
      columnsMobile: '1',
      spacing: 'large',
      backgroundType: 'image',
      overlay: '#0d1b2ab3',
      shapeBottom: { shape: 'curve' },
    })
    expect(features.props).toMatchObject({ columns: '3', columnsMobile: '1', spacing: 'medium' })
    expect(footer.props).toMatchObject({ backgroundType: 'colour', background: '#0d1b2a', hideOn: ['mobile'] })
  })

  it('reports what did not come across, and lists the media to fetch', () => {
    expect(unmapped.map(({ elementId, type, setting, reason }) => [elementId, type, setting ?? reason])).toEqual([
      ['e01a0b2', 'container', 'width'],
      ['e01a0b6', 'container', 'width'],
      ['e02a0c1', 'icon', 'selected_icon'],
      ['e05a0b4', 'wp-widget-recent-posts', 'unknown-widget'],
      ['e05a0b5', 'shortcode', 'shortcode'],
    ])
    expect(mediaUrls).toHaveLength(6)
  })
})
