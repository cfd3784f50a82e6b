import { analyticsDashboard as words } from '@/i18n/analytics-dashboard'
import { cellText, type Table } from '../../rules/dashboard-tables'

/** A key that opens what it names: a page of the site, or an address readers followed (never a script address). */
function KeyCell({ kind, value, label }: { kind: Table['keyKind']; value: string; label: string }) {
  const href =
    kind === 'path' && value.startsWith('/') ? value : kind === 'url' && /^https?:\/\//i.test(value) ? value : null
  return href ? (
    <a href={href} target="_blank" rel="noopener noreferrer">
      {label}
    </a>
  ) : (
    <>{label}</>
  )
}

/**
 * One table of the dashboard: its title, a link to download it as CSV, and its rows with a bar showing each row's
 * first number against the largest. Wide tables scroll inside themselves, reachable by keyboard.
 */
export function DataTable({
  table,
  exportHref,
  empty = words.none,
  headless = false,
}: {
  table: Table
  exportHref?: string
  empty?: string
  /** Shown inside another panel (the trend's numbers under its chart): no title or download of its own. */
  headless?: boolean
}) {
  const headingId = `analytics-${table.id}`
  const largest = Math.max(0, ...table.rows.map((row) => row.values[0] ?? 0))
  const rows =
    table.rows.length > 0 ? (
      <div
        className="analytics-table__scroll"
        role="region"
        tabIndex={0}
        {...(headless ? { 'aria-label': table.title } : { 'aria-labelledby': headingId })}
      >
        <table>
          <thead>
            <tr>
              <th scope="col">{table.keyHeader}</th>
              {table.columns.map((column) => (
                <th scope="col" key={column.header}>
                  {column.header}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {table.rows.map((row) => (
              <tr key={row.key}>
                <th
                  scope="row"
                  style={{ '--share': `${largest > 0 ? ((row.values[0] ?? 0) / largest) * 100 : 0}%` } as object}
                >
                  <KeyCell kind={table.keyKind} value={row.key} label={row.label} />
                </th>
                {row.values.map((value, index) => (
                  <td key={table.columns[index].header}>{cellText(table.columns[index].kind, value)}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    ) : (
      <p className="analytics-table__empty">{empty}</p>
    )
  if (headless) return rows
  return (
    // Not a landmark of its own: its rows' scrolling region carries the table's name.
    <section className="analytics-panel analytics-table">
      <div className="analytics-panel__head">
        <h3 id={headingId}>{table.title}</h3>
        {exportHref && <DownloadLink href={exportHref} title={table.title} />}
      </div>
      {rows}
    </section>
  )
}

/** A table's CSV file; its name read out with the table's, as several sit on one page. */
export function DownloadLink({ href, title }: { href: string; title: string }) {
  return (
    <a className="analytics-download" href={href} download>
      {words.download}
      <span className="analytics-sr-only"> – {title}</span>
    </a>
  )
}
