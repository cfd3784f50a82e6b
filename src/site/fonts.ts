import localFont from 'next/font/local'

/**
 * Be Vietnam Pro, self-hosted from @fontsource. Two families (Latin, then the Vietnamese letters)
 * so each file stays small; the browser takes a letter from the second when the first lacks it.
 * `optional` display: text never re-flows after first paint (CLS 0). Two weights only (semibold
 * labels use the bold file): every preloaded byte competes with the first image on a slow phone.
 */
export const latinFont = localFont({
  src: [
    { path: '../../node_modules/@fontsource/be-vietnam-pro/files/be-vietnam-pro-latin-400-normal.woff2', weight: '400' },
    { path: '../../node_modules/@fontsource/be-vietnam-pro/files/be-vietnam-pro-latin-700-normal.woff2', weight: '700' },
  ],
  variable: '--font-latin',
  display: 'optional',
  fallback: ['system-ui', 'Arial', 'sans-serif'],
})

export const vietnameseFont = localFont({
  src: [
    { path: '../../node_modules/@fontsource/be-vietnam-pro/files/be-vietnam-pro-vietnamese-400-normal.woff2', weight: '400' },
    { path: '../../node_modules/@fontsource/be-vietnam-pro/files/be-vietnam-pro-vietnamese-700-normal.woff2', weight: '700' },
  ],
  variable: '--font-vietnamese',
  display: 'optional',
  fallback: ['system-ui', 'Arial', 'sans-serif'],
})
