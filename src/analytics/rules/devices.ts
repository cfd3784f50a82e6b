import { UAParser } from 'ua-parser-js'

/** What kind of device a visit came from (docs/measurement.md, Visitors). */
export type Device = 'mobile' | 'tablet' | 'desktop'

/** The browser of an agent nobody recognises. */
export const OTHER_BROWSER = 'other'

/** In-app browsers Vietnamese readers arrive through, told apart from the engine they run on. */
const IN_APP: { name: string; pattern: RegExp }[] = [
  { name: 'Zalo', pattern: /\bZalo\b/i },
  { name: 'Facebook', pattern: /\bFB(?:AN|AV|_IAB)\b|\bFBIOS\b/ },
  { name: 'Instagram', pattern: /\bInstagram\b/ },
  { name: 'TikTok', pattern: /\b(?:musical_ly|BytedanceWebview|TikTok)\b/i },
]

/** Browser names as kept: engines' mobile variants under one name (the dashboard writes them for readers). */
const BROWSER_NAMES: Record<string, string> = {
  'Mobile Safari': 'Safari',
  'Chrome Mobile': 'Chrome',
  'Chrome WebView': 'Chrome',
  'Mobile Firefox': 'Firefox',
  'Samsung Browser': 'Samsung Internet',
  'Opera Mobi': 'Opera',
}

/**
 * The device kind and browser of a user agent, as an editor reads them ("mobile", "Coc Coc", "Zalo"). Only these two
 * words are kept, never the user agent itself. Unknown agents count as a desktop with the browser "khác" (other).
 */
export function deviceAndBrowser(userAgent: string): { device: Device; browser: string } {
  const result = new UAParser(userAgent.slice(0, 500)).getResult()
  const type = result.device.type
  const device: Device = type === 'mobile' || type === 'wearable' ? 'mobile' : type === 'tablet' ? 'tablet' : 'desktop'
  const inApp = IN_APP.find(({ pattern }) => pattern.test(userAgent))
  const name = inApp?.name ?? result.browser.name
  return { device, browser: name ? (BROWSER_NAMES[name] ?? name).slice(0, 40) : OTHER_BROWSER }
}
