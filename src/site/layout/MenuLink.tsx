import { safeHref } from '@/lib/url'

/**
 * A menu entry: a link when its stored address is safe (the rule the widgets use), its label alone otherwise. Saving
 * the menus fills in the address and label of a link to content (src/cms/menu/), so both are there once saved.
 */
export function MenuLink({
  url,
  label,
  className,
}: {
  url?: string | null
  label?: string | null
  className?: string
}) {
  const href = safeHref(url ?? '')
  if (!href) return <span className={className}>{label}</span>
  return (
    <a className={className} href={href}>
      {label}
    </a>
  )
}
