import { vi } from '@/i18n/vi'
import { IconSvg, type IconName } from '../icon/icons'
import { ThemePlaceholder } from '../ThemePlaceholder'
import { BehaviourMarker } from '@/lib/behaviour'
import { type FloatingButtonKind, floatingButtonHref } from './logic'

export type FloatingButton = { kind: FloatingButtonKind; value: string; label: string }

const ICON: Record<FloatingButtonKind, IconName | null> = {
  call: 'phone',
  zalo: null,
  messenger: 'chat',
  top: 'arrow-up',
}

type Props = { buttons: FloatingButton[]; side: 'right' | 'left'; nonce?: string; isEditing: boolean }

/**
 * Round contact buttons fixed to a corner of the screen; on phones, a bar along the bottom with short names ("Gọi
 * điện", "Nhắn Zalo") that the page leaves room for, so they never cover its text. In the editor they sit in the page
 * flow, so they can be selected; there, clicks are not counted.
 */
export function FloatingButtons({ buttons, side, nonce, isEditing }: Props) {
  const usable = (buttons ?? []).flatMap((button) => {
    const href = floatingButtonHref(button.kind, button.value)
    return href ? [{ ...button, href, label: button.label?.trim() || vi.floatingButtons[button.kind] }] : []
  })
  if (usable.length === 0) return isEditing ? <ThemePlaceholder text={vi.builder.empty.floatingButtons} /> : <></>
  return (
    <nav
      className={`builder-floating builder-floating--${side === 'left' ? 'left' : 'right'} ${isEditing ? 'is-editing' : ''}`}
      aria-label={vi.floatingButtons.navigation}
      data-floating-buttons={isEditing ? undefined : ''}
      data-nonce={isEditing ? undefined : nonce}
    >
      <ul>
        {usable.map((button, index) => (
          <li
            key={index}
            data-floating-kind={button.kind}
            hidden={button.kind === 'top' && !isEditing ? true : undefined}
          >
            {button.kind === 'top' ? (
              <button
                type="button"
                className="builder-floating__button"
                data-floating-button="top"
                aria-label={button.label}
                title={button.label}
              >
                <IconSvg name="arrow-up" />
              </button>
            ) : (
              <a
                className={`builder-floating__button builder-floating__button--${button.kind}`}
                href={button.href}
                data-floating-button={button.kind}
                aria-label={button.label}
                title={button.label}
                {...(button.kind === 'call' ? {} : { target: '_blank', rel: 'noopener noreferrer' })}
              >
                {ICON[button.kind] ? (
                  <IconSvg name={ICON[button.kind] as IconName} />
                ) : (
                  <span className="builder-floating__badge" aria-hidden="true">
                    Zalo
                  </span>
                )}
                <span className="builder-floating__text" aria-hidden="true">
                  {vi.floatingButtons[button.kind]}
                </span>
              </a>
            )}
          </li>
        ))}
      </ul>
      {!isEditing && <BehaviourMarker name="floatingButtons" />}
    </nav>
  )
}
