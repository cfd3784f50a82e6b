import { analyticsDashboard as words } from '@/i18n/analytics-dashboard'
import { formatPercent } from '@/lib/vi'
import type { Tile } from '../../rules/headline'

/** A change from the period before: an arrow and a word as well as a colour, so the colour is never the only sign. */
function Change({ change, good }: Pick<Tile, 'change' | 'good'>) {
  const { headline } = words
  if (change === null) return <span className="analytics-change analytics-change--none">{headline.noPrevious}</span>
  const direction = change > 0 ? 'up' : change < 0 ? 'down' : 'same'
  const tone = good === null ? 'same' : good ? 'good' : 'bad'
  return (
    <span className={`analytics-change analytics-change--${tone}`}>
      <span aria-hidden="true">{direction === 'up' ? '▲' : direction === 'down' ? '▼' : '■'} </span>
      <span className="analytics-sr-only">{headline[direction]} </span>
      {formatPercent(Math.abs(change))}
      {good !== null && <span className="analytics-sr-only">, {good ? headline.better : headline.worse}</span>}
    </span>
  )
}

/** The headline numbers, each with its change from the period before. */
export function HeadlineTiles({ tiles, label }: { tiles: Tile[]; label: string }) {
  return (
    <ul className="analytics-tiles" aria-label={label}>
      {tiles.map((tile) => (
        <li key={tile.id} className="analytics-tile">
          <span className="analytics-tile__label">{tile.label}</span>
          <strong className="analytics-tile__value">{tile.value}</strong>
          <Change change={tile.change} good={tile.good} />
        </li>
      ))}
    </ul>
  )
}
