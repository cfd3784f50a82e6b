import type { SlotComponent } from '@puckeditor/core'
import type { CSSProperties } from 'react'
import { BehaviourMarker } from '@/lib/behaviour'
import {
  type BackgroundProps,
  type BackgroundVideo,
  columnsPerDevice,
  hiddenClasses,
  lightTextOver,
  type ShapeDivider,
  type ShapeProps,
  sectionBackground,
  sectionPadding,
  shapeDivider,
} from './logic'

type Props = BackgroundProps & {
  columns: string
  columnsTablet?: string
  columnsMobile?: string
  spacing: string
  shapeTop?: ShapeProps
  shapeBottom?: ShapeProps
  hideOn?: string[]
  isEditing?: boolean
  /** The blocks inside the section (Puck's slot). */
  content: SlotComponent
}

function Shape({ shape, edge }: { shape: ShapeDivider | null; edge: 'top' | 'bottom' }) {
  if (!shape) return null
  const style = { '--shape': `url(${shape.src})`, height: shape.height, backgroundColor: shape.colour } as CSSProperties
  return (
    <div
      className={`builder-shape builder-shape--${edge}${shape.flip ? ' builder-shape--flip' : ''}`}
      style={style}
      aria-hidden="true"
    />
  )
}

/**
 * A video behind the content and the overlay, hidden from assistive technology and never focusable: a poster
 * (the background image, loaded like one) until the video plays. In the editor only the poster shows.
 */
function VideoLayer({ video, isEditing }: { video: BackgroundVideo; isEditing: boolean }) {
  if (isEditing) {
    return (
      <div className="builder-section__video" aria-hidden="true">
        <div className="builder-section__poster" />
      </div>
    )
  }
  return (
    <div className="builder-section__video" data-background-video={JSON.stringify(video)} aria-hidden="true" inert>
      {video.kind === 'file' && (
        <video
          className="builder-section__file"
          muted
          playsInline
          autoPlay
          preload="none"
          disablePictureInPicture
          tabIndex={-1}
        />
      )}
      <div className="builder-section__poster" />
      <BehaviourMarker name="backgroundVideo" />
    </div>
  )
}

/**
 * A full-width band holding a grid of blocks, with its own columns per device. A background image loads only
 * when the section comes within 200 px of the viewport (at once in the editor); a background video starts there too.
 */
export function Section({ content: Content, isEditing = false, ...props }: Props) {
  const columns = columnsPerDevice(props.columns, props.columnsTablet, props.columnsMobile)
  const background = sectionBackground(props)
  const lazy = Boolean(background.image) && !isEditing
  const classes = [
    'builder-section',
    isEditing ? 'is-editing' : '',
    ...hiddenClasses(props.hideOn),
    background.image && !background.video ? 'builder-section--image' : '',
    background.video ? 'builder-section--video' : '',
    background.image && !lazy ? 'is-background-loaded' : '',
    lightTextOver(background.overlay || background.colour) ? 'builder-section--on-dark' : '',
  ].filter(Boolean)
  const style = {
    backgroundColor: background.colour,
    backgroundImage: background.gradient,
    paddingBlock: sectionPadding(props.spacing),
    ...(background.image && {
      '--builder-bg-small': `url(${background.image.small})`,
      '--builder-bg-large': `url(${background.image.large})`,
    }),
  } as CSSProperties
  return (
    <section className={classes.join(' ')} style={style} data-lazy-background={lazy || undefined}>
      {background.video && <VideoLayer video={background.video} isEditing={isEditing} />}
      {background.overlay && (
        <div className="builder-section__overlay" style={{ backgroundColor: background.overlay }} aria-hidden="true" />
      )}
      <Shape shape={shapeDivider(props.shapeTop)} edge="top" />
      <div className="builder-section__inner">
        <Content
          className={`builder-section__grid builder-cols-${columns.desktop} builder-cols-tablet-${columns.tablet} builder-cols-mobile-${columns.mobile}`}
          minEmptyHeight={80}
        />
      </div>
      <Shape shape={shapeDivider(props.shapeBottom)} edge="bottom" />
      {lazy && <BehaviourMarker name="lazyBackground" />}
    </section>
  )
}
