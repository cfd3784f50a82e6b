import type { CSSProperties } from 'react'
import { vi } from '@/i18n/vi'
import type { Align } from '../fields'
import { safeHref } from '@/lib/url'
import { BehaviourMarker } from '@/lib/behaviour'
import { aspectRatio, boxWidth, type LottieProps, needsPauseButton, playerSettings } from './logic'
import { storedText } from '@/lib/stored-values'

type Props = LottieProps & {
  link?: unknown
  label?: unknown
  decorative?: unknown
  caption?: unknown
  width?: unknown
  ratio?: unknown
  align?: unknown
  isEditing: boolean
}

/**
 * A vector animation. The server reserves its box (width and ratio, so nothing shifts) and says what to play;
 * the island loads the Lottie player and the file only when the box comes near the viewport. Clicking plays it
 * (on_click) through a real button; a link wraps it otherwise; alone it is an image with a label, or decorative.
 * One that starts by itself and loops gets a visible pause button.
 */
export function LottieAnimation({ link, label, decorative, caption, width, ratio, align, isEditing, ...props }: Props) {
  const href = safeHref(link)
  const settings = playerSettings(props, { hasLink: Boolean(href), isEditing })
  const name = storedText(label, 200) || vi.lottie.animation
  const hidden = decorative === true
  const side: Align = align === 'left' || align === 'right' ? align : 'center'
  const box = { '--lottie-width': `${boxWidth(width)}px`, '--lottie-ratio': aspectRatio(ratio) } as CSSProperties
  const stage = (labelled: boolean) =>
    labelled ? (
      <div className="builder-lottie__stage" data-lottie-stage role="img" aria-label={name} />
    ) : (
      <div className="builder-lottie__stage" data-lottie-stage aria-hidden="true" />
    )
  const note = storedText(caption, 300)
  return (
    <figure className={`builder-lottie builder-lottie--${side}`} style={box} data-lottie={JSON.stringify(settings)}>
      {href ? (
        <a className="builder-lottie__box" href={href} aria-label={name}>
          {stage(false)}
        </a>
      ) : settings.trigger === 'on_click' && !isEditing ? (
        <button
          type="button"
          className="builder-lottie__box"
          data-lottie-play
          aria-label={vi.lottie.play(name)}
          aria-pressed="false"
        >
          {stage(false)}
        </button>
      ) : (
        <div className="builder-lottie__box">{stage(!hidden)}</div>
      )}
      {note && <figcaption>{note}</figcaption>}
      {needsPauseButton(settings) && (
        <button type="button" className="builder-lottie__pause" data-lottie-pause>
          {vi.lottie.pause}
        </button>
      )}
      <BehaviourMarker name="lottie" />
    </figure>
  )
}
