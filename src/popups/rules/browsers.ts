/** The browser a popup's "browsers" rule compares with, read from the user agent. Pure. */

export const BROWSERS = ['chrome', 'firefox', 'safari', 'edge', 'opera', 'samsung', 'coccoc', 'ie'] as const
export type BrowserName = (typeof BROWSERS)[number]

/** Browsers that name others in their user agent come first (Edge, Opera, Samsung Internet and Cốc Cốc say "Chrome"). */
const SIGNS: [BrowserName, RegExp][] = [
  ['edge', /\bEdg(?:e|A|iOS)?\//],
  ['opera', /\b(?:OPR|Opera)\//],
  ['samsung', /\bSamsungBrowser\//],
  ['coccoc', /\bcoc_coc_browser\//i],
  ['ie', /\b(?:MSIE |Trident\/)/],
  ['firefox', /\b(?:Firefox|FxiOS)\//],
  // Chromium without a window (kiosks, previews, tests) says "HeadlessChrome": still Chrome, not the Safari it also names.
  ['chrome', /\b(?:HeadlessChrome|Chrome|CriOS)\//],
  ['safari', /\bSafari\//],
]

/** The browser of a user agent, or null when it is none of those a rule can name. */
export function browserOf(userAgent: string): BrowserName | null {
  return SIGNS.find(([, sign]) => sign.test(userAgent))?.[0] ?? null
}
