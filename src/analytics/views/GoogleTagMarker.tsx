/**
 * Google Analytics on a public page, while the owner's id is set (docs/measurement.md, Google Analytics): the marker
 * that opens the page's policy to Google's hosts (the front reads and removes it) and the behaviour that loads the tag
 * after consent.
 */
export function GoogleTagMarker({ measurementId, consentVersion }: { measurementId: string; consentVersion: number }) {
  return (
    <>
      <meta name="measurement-provider" content="google-analytics" />
      <span
        hidden
        data-behaviour="googleTag"
        data-measurement-id={measurementId}
        data-consent-version={consentVersion}
      />
    </>
  )
}
