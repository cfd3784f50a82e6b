import type { Behaviour } from '@/lib/behaviour'
import { countVisit } from './visit-counter'

/** On a page without a popup of its own: only counts the page view and the visit, for the popups of other pages. */
const start: Behaviour = (_marker, { editing }) => {
  if (!editing) countVisit()
}

export default start
