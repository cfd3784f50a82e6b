import { vi } from '@/i18n/vi'

export interface Crumb {
  name: string
  href: string
}

export function Breadcrumbs({ trail }: { trail: Crumb[] }) {
  return (
    <nav className="breadcrumbs" aria-label={vi.breadcrumb}>
      <ol>
        {trail.map((crumb, index) => (
          <li key={crumb.href}>
            {index === trail.length - 1 ? (
              <span aria-current="page">{crumb.name}</span>
            ) : (
              <a href={crumb.href}>{crumb.name}</a>
            )}
          </li>
        ))}
      </ol>
    </nav>
  )
}
