const loading = new Map<string, Promise<void>>()

/**
 * Adds a stylesheet of the page bundle (a behaviour's own styles, built beside it) to the page once; resolves when it
 * has loaded or failed, so what it styles never shows bare. No address (the admin, tests): nothing to load.
 */
export function loadStylesheet(href: string | undefined): Promise<void> {
  if (typeof href !== 'string') return Promise.resolve()
  let promise = loading.get(href)
  if (!promise) {
    promise = new Promise((resolve) => {
      const link = Object.assign(document.createElement('link'), { rel: 'stylesheet', href })
      link.addEventListener('load', () => resolve())
      link.addEventListener('error', () => resolve())
      document.head.append(link)
    })
    loading.set(href, promise)
  }
  return promise
}
