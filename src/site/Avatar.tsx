/** A round badge with the first letter of a Vietnamese given name (the last word of the full name). */
export function Avatar({ name, large = false }: { name: string; large?: boolean }) {
  return (
    <span className={large ? 'avatar avatar--large' : 'avatar'} aria-hidden="true">
      {name.trim().split(/\s+/).pop()?.[0]}
    </span>
  )
}
