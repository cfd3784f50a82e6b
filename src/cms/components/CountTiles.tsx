/** A number with its name, linking to the list it counts when there is one. */
export interface CountTile {
  label: string
  value: number | string
  href?: string | null
}

/** The dashboard's row of numbers (newsroom, shop). */
export function CountTiles({ label, tiles }: { label: string; tiles: CountTile[] }) {
  return (
    <ul className="newsroom__counts" aria-label={label}>
      {tiles.map(({ label: name, value, href }) => (
        <li key={name}>
          {href ? (
            <a href={href}>
              <strong>{value}</strong> <span>{name}</span>
            </a>
          ) : (
            <p>
              <strong>{value}</strong> <span>{name}</span>
            </p>
          )}
        </li>
      ))}
    </ul>
  )
}
