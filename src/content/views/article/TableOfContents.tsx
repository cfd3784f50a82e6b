import { BehaviourMarker } from '@/lib/behaviour'
import { buildToc, defaultTocSettings, type TocHeading, type TocItem, type TocSettings } from '@/features/toc/logic'
import { vi } from '@/i18n/vi'

/** Numbered lists show each entry's place in the hierarchy (1., 1.1., 1.2.); bulleted ones the browser's bullets. */
function TocList({ items, ordered, prefix = '' }: { items: TocItem[]; ordered: boolean; prefix?: string }) {
  const List = ordered ? 'ol' : 'ul'
  return (
    <List className={ordered ? 'toc__list toc__list--numbers' : 'toc__list'}>
      {items.map((item, index) => {
        const number = `${prefix}${index + 1}.`
        return (
          <li key={item.id} className="toc__item">
            {ordered && <span className="toc__number">{number}</span>}
            <a className="toc__link" href={`#${item.id}`} data-toc-link>
              {item.text}
            </a>
            {item.children.length > 0 && <TocList items={item.children} ordered={ordered} prefix={number} />}
          </li>
        )
      })}
    </List>
  )
}

/** The article's table of contents: server-rendered links; an island adds collapsing and the active entry. */
export function TableOfContents({
  headings,
  settings = defaultTocSettings,
}: {
  headings: TocHeading[]
  settings?: TocSettings
}) {
  const items = buildToc(headings, settings)
  return (
    <nav
      className="toc"
      aria-labelledby="toc-title"
      data-toc
      data-minimized-on={settings.minimized_on}
      data-minimize={settings.minimize_box}
    >
      <div className="toc__header">
        <h2 id="toc-title" className="toc__title">
          {vi.tableOfContents}
        </h2>
        {settings.minimize_box && (
          <button type="button" className="toc__toggle" aria-expanded="true" aria-controls="toc-body" data-toc-toggle>
            <span className="visually-hidden">{vi.toggleToc}</span>
            <svg viewBox="0 0 12 12" width="14" height="14" aria-hidden="true">
              <path d="M2 4l4 4 4-4" fill="none" stroke="currentColor" strokeWidth="1.8" />
            </svg>
          </button>
        )}
      </div>
      <div id="toc-body" className="toc__body">
        {items.length ? (
          <TocList items={items} ordered={settings.marker_view === 'numbers'} />
        ) : (
          <p className="toc__empty">{vi.noHeadings}</p>
        )}
      </div>
      <BehaviourMarker name="toc" />
    </nav>
  )
}
