import { vi } from '@/i18n/vi'

export interface CategoryLink {
  id: number
  name: string
  slug?: string | null
}

/** The top-level categories as footer links, under "Chuyên mục". */
export function CategoryLinks({ categories }: { categories: CategoryLink[] }) {
  return (
    <nav aria-label={vi.category}>
      <h2 className="site-footer__heading">{vi.category}</h2>
      <ul className="site-footer__links">
        {categories.map((category) => (
          <li key={category.id}>
            <a href={`/chuyen-muc/${category.slug}`}>{category.name}</a>
          </li>
        ))}
      </ul>
    </nav>
  )
}
