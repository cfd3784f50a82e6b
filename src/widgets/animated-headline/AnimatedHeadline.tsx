import type { CSSProperties } from 'react'
import { ThemePlaceholder } from '../ThemePlaceholder'
import { BehaviourMarker } from '@/lib/behaviour'
import {
  type HeadlineScript,
  type HeadlineSettings,
  headlineSentence,
  isLetterAnimation,
  separatorBefore,
  splitLetters,
} from './logic'
import { SHAPE_PATHS } from './shapes'
import { vi } from '@/i18n/vi'

/** The text after the animated part, with the space before it (none before closing punctuation). */
const After = ({ text }: { text: string }) => (text ? <>{separatorBefore(text) + text}</> : null)

function Highlight({ settings }: { settings: HeadlineSettings }) {
  const { before, highlighted, after, shape } = settings
  return (
    <>
      {before && `${before} `}
      <span className="builder-headline__highlight">
        {highlighted}
        <svg
          className="builder-headline__shape"
          viewBox="0 0 500 150"
          preserveAspectRatio="none"
          aria-hidden="true"
          focusable="false"
        >
          {SHAPE_PATHS[shape].map((path, index) => (
            <path key={index} d={path} pathLength={1} />
          ))}
        </svg>
      </span>
      <After text={after} />
    </>
  )
}

/**
 * The words stacked in one grid cell, so the cell is as wide as the widest word from the first paint (no layout
 * shift); the first is shown. Letter animations get one element per letter (grapheme), the first word's shown.
 */
function RotatingWords({ settings }: { settings: HeadlineSettings }) {
  const { before, words, after, animation } = settings
  return (
    <>
      {/* Screen readers get one stable sentence; the moving letters are hidden from them. */}
      <span className="visually-hidden">{headlineSentence([before, words[0] ?? '', after])}</span>
      <span className="builder-headline__visual" aria-hidden="true">
        {before && `${before} `}
        <span className="builder-headline__words">
          {words.map((word, index) => (
            <span key={index} className={`builder-headline__word${index === 0 ? ' is-current' : ''}`}>
              {isLetterAnimation(animation)
                ? splitLetters(word).map((letter, position) => (
                    <span key={position} className={`builder-headline__letter${index === 0 ? '' : ' is-out'}`}>
                      {letter}
                    </span>
                  ))
                : word}
            </span>
          ))}
        </span>
        <After text={after} />
      </span>
    </>
  )
}

/**
 * A headline whose highlighted words get a hand-drawn shape, or whose word rotates through a list. It renders its
 * final, readable state on the server; the island animates it once it is 100 px into the viewport, never in the
 * editor and never for readers who asked for less motion.
 */
export function AnimatedHeadline({ settings, isEditing }: { settings: HeadlineSettings; isEditing: boolean }) {
  const { tag: Tag, style, align, timing } = settings
  const rotating = style === 'rotating' && settings.words.length > 0
  const highlight = style === 'highlight' && Boolean(settings.highlighted)
  if (!rotating && !highlight && !settings.before && !settings.after) {
    return isEditing ? <ThemePlaceholder text={vi.builder.empty.animatedHeadline} /> : null
  }
  const script: HeadlineScript = { style, animation: settings.animation, loop: settings.loop, timing }
  const animated = !isEditing && (rotating ? settings.words.length > 1 : highlight)
  const cssTimes = {
    '--headline-draw': `${timing.highlightDuration}ms`,
    '--headline-reveal': `${timing.revealDuration}ms`,
  } as CSSProperties
  return (
    <Tag
      className={`builder-heading builder-headline builder-headline--${style}${rotating ? ` builder-headline--${settings.animation}` : ''} builder-align--${align}`}
      style={cssTimes}
      data-headline={animated ? JSON.stringify(script) : undefined}
      data-editing={isEditing || undefined}
    >
      {rotating ? (
        <RotatingWords settings={settings} />
      ) : highlight ? (
        <Highlight settings={settings} />
      ) : (
        headlineSentence([settings.before, settings.after])
      )}
      {animated && <BehaviourMarker name="headline" />}
    </Tag>
  )
}
