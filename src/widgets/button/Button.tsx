import { isSafeUrl } from '@/lib/url'
import type { Align } from '../fields'

export type ButtonVariant = 'primary' | 'secondary' | 'link'

const VARIANTS: readonly ButtonVariant[] = ['primary', 'secondary', 'link']

/** A call-to-action link; an unsafe address (javascript:, data:…) leaves a plain label. */
export function Button({
  label,
  href,
  variant,
  align,
}: {
  label: string
  href: string
  variant: ButtonVariant
  align: Align
}) {
  const className = `builder-button builder-button--${VARIANTS.includes(variant) ? variant : 'primary'}`
  return (
    <p className={`builder-align--${align}`}>
      {isSafeUrl(href) ? (
        <a className={className} href={href}>
          {label}
        </a>
      ) : (
        <span className={className}>{label}</span>
      )}
    </p>
  )
}
