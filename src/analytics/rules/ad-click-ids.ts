/** Google's ad click identifiers, kept on an address only with advertising consent (docs/measurement.md, Google Analytics). */
export const AD_CLICK_IDS = ['gclid', 'gbraid', 'wbraid'] as const

/** `address` without its ad click identifiers (unchanged when it has none or is not an address). */
export function withoutAdClickIds(address: string): string {
  if (!URL.canParse(address)) return address
  const url = new URL(address)
  if (!AD_CLICK_IDS.some((name) => url.searchParams.has(name))) return address
  for (const name of AD_CLICK_IDS) url.searchParams.delete(name)
  return url.href
}
