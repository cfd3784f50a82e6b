import { wordpressImport } from '@/i18n/wordpress-import'
import { wordpressImportScreen as words } from '@/i18n/wordpress-import-screen'
import { formatDateTime } from '@/lib/vi'
import { kindLabel } from '@/wordpress/rules/import/report'
import type { ShownStatus } from '../import-run'

const COUNTS = ['found', 'imported', 'existing', 'skipped', 'failed'] as const
const REPORT_PATH = '/api/wordpress-import/report'

/**
 * The last import's report (docs/import.md, The report): its numbers per kind, then each line (skips, failures,
 * notes), and its CSV file. Wide tables scroll inside themselves, reachable by keyboard.
 */
export function ImportReportView({ status }: { status: Extract<ShownStatus, { state: 'done' }> }) {
  const { report, moreLines } = status
  const { report: labels } = words
  return (
    <section className="wp-import__panel" aria-labelledby="wp-import-report">
      <div className="wp-import__head">
        <h2 id="wp-import-report">{labels.heading}</h2>
        <a className="wp-import__download" href={REPORT_PATH} download>
          {labels.download}
        </a>
      </div>
      <p>{words.status.finishedAt(status.file, formatDateTime(status.finishedAt))}</p>
      {report.site && <p>{labels.site(report.site)}</p>}
      <p>{labels.summary(report.media.fetched, report.media.failed, report.redirects)}</p>
      <div className="wp-import__scroll" role="region" tabIndex={0} aria-label={labels.countsCaption}>
        <table>
          <caption>{labels.countsCaption}</caption>
          <thead>
            <tr>
              <th scope="col">{labels.columns.kind}</th>
              {COUNTS.map((count) => (
                <th scope="col" key={count}>
                  {labels.columns[count]}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {Object.entries(report.counts).map(([kind, counts]) => (
              <tr key={kind}>
                <th scope="row">{kindLabel(kind)}</th>
                {COUNTS.map((count) => (
                  <td key={count}>{counts[count]}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <h3>{labels.linesHeading}</h3>
      {report.lines.length === 0 ? (
        <p>{labels.noLines}</p>
      ) : (
        <div className="wp-import__scroll" role="region" tabIndex={0} aria-label={labels.linesCaption}>
          <table className="wp-import__lines">
            <caption>{labels.linesCaption}</caption>
            <thead>
              <tr>
                <th scope="col">{labels.lineColumns.kind}</th>
                <th scope="col">{labels.lineColumns.key}</th>
                <th scope="col">{labels.lineColumns.outcome}</th>
                <th scope="col">{labels.lineColumns.message}</th>
              </tr>
            </thead>
            <tbody>
              {report.lines.map((line, index) => (
                <tr key={index} className={`wp-import__line--${line.outcome}`}>
                  <td>{kindLabel(line.kind)}</td>
                  <td>{line.wpKey}</td>
                  <td>{wordpressImport.csv.outcomes[line.outcome]}</td>
                  <td>{line.message}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {moreLines ? <p>{labels.moreLines(moreLines)}</p> : null}
    </section>
  )
}
