/**
 * The site's public address from the environment. Plain JavaScript: the app (site-url.ts, Payload's `csrf` list)
 * and the HTTP front (front/serve.mjs, which runs without TypeScript) share it.
 */
export function siteUrlFrom(env) {
  return (env.SITE_URL || `http://localhost:${env.PORT || 3000}`).replace(/\/+$/, '')
}

const loopbackNames = ['localhost', '127.0.0.1', '[::1]']

/** Whether the site is this machine itself (the default, or a SITE_URL on localhost). */
export function isLoopbackSite(env) {
  return loopbackNames.includes(new URL(siteUrlFrom(env)).hostname)
}

/**
 * The origins requests of the site's own pages come from: SITE_URL's, and on this machine every name of it on the
 * same port, so a new site opened at http://127.0.0.1:3000 works as well as at http://localhost:3000.
 */
export function siteOrigins(env) {
  const site = new URL(siteUrlFrom(env))
  if (!isLoopbackSite(env)) return [site.origin]
  return loopbackNames.map((hostname) => {
    const alias = new URL(site.origin)
    alias.hostname = hostname
    return alias.origin
  })
}
