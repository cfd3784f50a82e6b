import { safeHref } from '@/lib/url'

/** A menu entry: a link when its stored address is safe (the rule the widgets use), its label alone otherwise. */
export function MenuLink({ url, label, className }: { url: string; label: string; className?: string }) {
  const href = safeHref(url)
  if (!href) return <span className={className}>{label}</span>
  return (
    <a className={className} href={href}>
      {label}
    </a>
  )
}
