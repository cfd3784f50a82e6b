import type { BehaviourName } from '@/lib/behaviour'
import type { SiteSetting } from '@/payload-types'

/**
 * Starts the page's measurement (docs/measurement.md, How a page sends) with the owner's settings: the banner's version
 * a reader's choice must be made under, and what may be counted before they choose. Public pages only: never in the
 * editor or an editor's preview.
 */
export function MeasurementMarker({ measurement }: { measurement: SiteSetting['measurement'] }) {
  return (
    <span
      hidden
      data-behaviour={'analytics' satisfies BehaviourName}
      data-consent-version={measurement.consentVersion}
      data-before-consent={measurement.beforeConsent}
    />
  )
}
