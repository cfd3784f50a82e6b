import type { Payload } from 'payload'
import { keptRead, type MeasurementSettings, memoryCaches } from '@/cms/cache/memory'
import { SITE_TAG } from '@/cms/cache/tags'

/** The measurement settings, kept in memory until an editor saves the site settings. */
export const readMeasurementSettings = (payload: Payload): Promise<MeasurementSettings> =>
  keptRead(memoryCaches.measurementSettings, '', [SITE_TAG], () =>
    payload.findGlobal({
      slug: 'site-settings',
      depth: 0,
      overrideAccess: true,
      select: { measurement: true, analyticsId: true },
    }),
  )

/** The query parameters the owner listed to drop from every measured address, one a line. */
export function strippedParameters(settings: MeasurementSettings): string[] {
  return (settings.measurement?.strippedParameters ?? '')
    .split(/[\s,]+/)
    .map((name) => name.trim())
    .filter(Boolean)
}
