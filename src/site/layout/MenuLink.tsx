import Link from 'next/link'
import { safeHref } from '@/lib/url'

/** A menu entry: a link when its stored address is safe (the rule the widgets use), its label alone otherwise. */
export function MenuLink({ url, label, className, prefetch }: { url: string; label: string; className?: string; prefetch?: false }) {
  const href = safeHref(url)
  if (!href) return <span className={className}>{label}</span>
  return (
    <Link className={className} href={href} prefetch={prefetch}>
      {label}
    </Link>
  )
}
