import { machineAddresses } from './machine-addresses.mjs'

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
 * The origins requests of the site's own pages come from: SITE_URL's, and for a site on this machine every name of
 * it on the same port, its loopback names and its own network addresses, so a new site opened at
 * http://127.0.0.1:3000 or from another computer at http://192.168.1.20:3000 works as well as at
 * http://localhost:3000. The server answers on all of them, so each is the same site; a page of another site
 * cannot be served from one.
 */
export function siteOrigins(env, ownAddresses = machineAddresses()) {
  const site = new URL(siteUrlFrom(env))
  if (!isLoopbackSite(env)) return [site.origin]
  const hostnames = [
    ...loopbackNames,
    ...ownAddresses.map((address) => (address.includes(':') ? `[${address}]` : address)),
  ]
  return [
    ...new Set(
      hostnames.map((hostname) => {
        const alias = new URL(site.origin)
        alias.hostname = hostname
        return alias.origin
      }),
    ),
  ]
}
