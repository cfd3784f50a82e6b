import localFont from 'next/font/local'

/**
 * Be Vietnam Pro, self-hosted from @fontsource. Two families (Latin, then the Vietnamese letters)
 * so each file stays small; the browser takes a letter from the second when the first lacks it.
 * `optional` display: text never re-flows after first paint (CLS 0).
 */
export const latinFont = localFont({
  src: [
    { path: '../../node_modules/@fontsource/be-vietnam-pro/files/be-vietnam-pro-latin-400-normal.woff2', weight: '400' },
    { path: '../../node_modules/@fontsource/be-vietnam-pro/files/be-vietnam-pro-latin-600-normal.woff2', weight: '600' },
    { path: '../../node_modules/@fontsource/be-vietnam-pro/files/be-vietnam-pro-latin-700-normal.woff2', weight: '700' },
  ],
  variable: '--font-latin',
  display: 'optional',
  fallback: ['system-ui', 'Arial', 'sans-serif'],
})

export const vietnameseFont = localFont({
  src: [
    { path: '../../node_modules/@fontsource/be-vietnam-pro/files/be-vietnam-pro-vietnamese-400-normal.woff2', weight: '400' },
    { path: '../../node_modules/@fontsource/be-vietnam-pro/files/be-vietnam-pro-vietnamese-600-normal.woff2', weight: '600' },
    { path: '../../node_modules/@fontsource/be-vietnam-pro/files/be-vietnam-pro-vietnamese-700-normal.woff2', weight: '700' },
  ],
  variable: '--font-vietnamese',
  display: 'optional',
  fallback: ['system-ui', 'Arial', 'sans-serif'],
})
