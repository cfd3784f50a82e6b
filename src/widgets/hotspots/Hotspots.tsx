import type { CSSProperties } from 'react'
import { vi } from '@/i18n/vi'
import { ResponsiveImage } from '@/site/ResponsiveImage'
import { IconSvg, isIconName } from '../icon/icons'
import { pickedImage } from '../image/logic'
import { entranceTimings, entranceTotal, type Hotspot, hotspotTrigger, readHotspots } from './logic'
import { BehaviourMarker } from '@/lib/behaviour'

type Props = {
  id: string
  image: unknown
  hotspots: unknown
  trigger: unknown
  duration: unknown
  pulse: unknown
  caption: unknown
  isEditing: boolean
}

/** The hotspot's mark: its number, one of the built-in icons, or a plus sign. Its name is the button's label. */
function Marker({ hotspot, number }: { hotspot: Hotspot; number: number }) {
  if (hotspot.marker === 'number') return <span aria-hidden="true">{number}</span>
  if (isIconName(hotspot.marker)) return <IconSvg name={hotspot.marker} size={18} />
  return (
    <svg
      className="hotspot__plus"
      viewBox="0 0 24 24"
      width={18}
      height={18}
      fill="none"
      stroke="currentColor"
      strokeWidth="2.6"
      strokeLinecap="round"
      aria-hidden="true"
    >
      <path d="M12 5v14M5 12h14" />
    </svg>
  )
}

/**
 * An image with hotspots placed in percent; each is a button that opens its tooltip (one at a time). The
 * hotspots appear one after another when the image scrolls into view, together in the editor and with reduced
 * motion. The image keeps its width and height, so nothing shifts while it loads.
 */
export function Hotspots({ id, image, hotspots, trigger, duration, pulse, caption, isEditing }: Props) {
  const picked = pickedImage(image)
  if (!picked) return <p className="builder-image builder-image--empty">{vi.builder.noImage}</p>
  const items = readHotspots(hotspots, vi.hotspots.fallbackLabel)
  const timings = entranceTimings(items.length, entranceTotal(duration))
  const classes = ['builder-hotspots', pulse === true && !isEditing ? 'has-pulse' : ''].filter(Boolean)
  return (
    <figure
      className={classes.join(' ')}
      data-hotspots={isEditing ? undefined : hotspotTrigger(trigger)}
      data-animate={isEditing ? undefined : ''}
    >
      <div className="builder-hotspots__stage">
        <ResponsiveImage
          src={picked.url}
          alt={picked.alt}
          width={picked.width}
          height={picked.height}
          sizes="(max-width: 767px) 100vw, 1200px"
        />
        <ul className="builder-hotspots__list">
          {items.map((hotspot, index) => {
            const tipId = `${id}-tip-${index}`
            const style = {
              left: `${hotspot.x}%`,
              top: `${hotspot.y}%`,
              '--hotspot-delay': `${timings[index].delay}ms`,
              '--hotspot-duration': `${timings[index].duration}ms`,
            } as CSSProperties
            return (
              <li key={index} className="hotspot" style={style} data-hotspot>
                <button
                  type="button"
                  className="hotspot__button"
                  aria-label={hotspot.label}
                  aria-expanded="false"
                  aria-controls={tipId}
                  data-hotspot-button
                >
                  <Marker hotspot={hotspot} number={index + 1} />
                </button>
                <div id={tipId} className="hotspot__tip" data-position={hotspot.position} hidden>
                  <p className="hotspot__title">{hotspot.label}</p>
                  {hotspot.text && <p className="hotspot__text">{hotspot.text}</p>}
                  {hotspot.link && (
                    <a className="hotspot__link" href={hotspot.link.href}>
                      {hotspot.link.text || vi.hotspots.readMore}
                    </a>
                  )}
                </div>
              </li>
            )
          })}
        </ul>
      </div>
      {typeof caption === 'string' && caption.trim() && <figcaption>{caption.trim()}</figcaption>}
      {!isEditing && <BehaviourMarker name="hotspots" />}
    </figure>
  )
}
