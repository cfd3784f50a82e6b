const loading = new Map<string, Promise<boolean>>()

/**
 * Adds a third party's script to the page once (a player's or a captcha provider's API, loaded only when a reader
 * needs it); resolves when it has loaded (true) or failed (false).
 */
export function loadScript(src: string): Promise<boolean> {
  let promise = loading.get(src)
  if (!promise) {
    promise = new Promise((resolve) => {
      const script = Object.assign(document.createElement('script'), { src, async: true })
      script.addEventListener('load', () => resolve(true))
      script.addEventListener('error', () => resolve(false))
      document.head.append(script)
    })
    loading.set(src, promise)
  }
  return promise
}
