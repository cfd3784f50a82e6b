import { createHash } from 'node:crypto'
import { speculationRules } from '../src/lib/speculation-rules.mjs'
import { routePath } from './body-limits.mjs'

/**
 * The third-party origins the widgets really use: the players' API scripts (section background videos) and the
 * frames of video and social embeds (src/widgets/video, section, social-embed; the lightbox's video slides).
 */
const playerScripts = ['https://www.youtube.com', 'https://player.vimeo.com']
const embedFrames = [
  'https://www.youtube-nocookie.com',
  'https://www.youtube.com',
  'https://player.vimeo.com',
  'https://www.facebook.com',
  'https://platform.twitter.com',
  'https://www.tiktok.com',
  'https://www.instagram.com',
]

/**
 * The payment providers' scripts, frames and APIs, allowed on the checkout only, where each is loaded once the reader
 * picks it (src/shop/behaviours/card-payment.client.ts, wallet-payment.client.ts; Stripe's and PayPal's documented
 * sources).
 */
const CHECKOUT_PATH = '/thanh-toan'
const paymentProviders = {
  scripts: ['https://js.stripe.com', 'https://*.js.stripe.com', 'https://www.paypal.com', 'https://*.paypal.com'],
  frames: [
    'https://js.stripe.com',
    'https://*.js.stripe.com',
    'https://hooks.stripe.com',
    'https://www.paypal.com',
    'https://*.paypal.com',
  ],
  connect: ['https://api.stripe.com', 'https://www.paypal.com', 'https://*.paypal.com'],
}

/** The one inline script of a public page (front/strip-runtime.mjs removes Next.js's), allowed by its hash. */
const inlineScripts = [`'sha256-${createHash('sha256').update(speculationRules).digest('base64')}'`]

/**
 * Public pages run only the site's own files and the hashed inline prefetch rules. The admin and draft previews keep
 * Next.js's runtime, which starts with inline scripts, hence 'unsafe-inline' there; 'unsafe-eval' only in development
 * (`npm run dev`), where React's development build evaluates code for its error stacks.
 * Widgets and React set inline styles. Images: the site's own, and any https image the lightbox is asked to open.
 */
function contentSecurityPolicy({ frameAncestors, https, runtime, framesSite, payments, dev }) {
  const paying = (sources) => (payments ? ` ${sources.join(' ')}` : '')
  const runtimeScripts = dev ? "'unsafe-inline' 'unsafe-eval'" : "'unsafe-inline'"
  return [
    "default-src 'self'",
    `script-src 'self' ${runtime ? runtimeScripts : inlineScripts.join(' ')} ${playerScripts.join(' ')}${paying(paymentProviders.scripts)}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob: https:",
    "font-src 'self' data:",
    `connect-src 'self'${paying(paymentProviders.connect)}`,
    "media-src 'self' blob:",
    `frame-src ${framesSite ? "'self' " : ''}${embedFrames.join(' ')}${paying(paymentProviders.frames)}`,
    "worker-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    `frame-ancestors ${frameAncestors}`,
    ...(https ? ['upgrade-insecure-requests'] : []),
  ].join('; ')
}

/**
 * Third parties the site settings may turn on, whose sources are added only to the pages that use them (each page says
 * so with a `<meta name="…-provider" content="…">` marker, which the front removes):
 * - a captcha provider instead of the site's own (src/forms/rules/captcha-provider.ts), on pages showing such a form.
 *   reCAPTCHA's paths keep the rest of google.com out;
 * - Google Analytics, for owners who keep it beside first-party measurement (docs/measurement.md, Google Analytics):
 *   its tag's script and the hosts it reports to, on every public page while its id is set.
 */
const pageProviders = {
  'captcha-provider': {
    recaptcha: {
      'script-src': ['https://www.google.com/recaptcha/', 'https://www.gstatic.com/recaptcha/'],
      'frame-src': ['https://www.google.com/recaptcha/'],
    },
    turnstile: {
      'script-src': ['https://challenges.cloudflare.com'],
      'frame-src': ['https://challenges.cloudflare.com'],
    },
  },
  'measurement-provider': {
    'google-analytics': {
      'script-src': ['https://www.googletagmanager.com'],
      'connect-src': [
        'https://*.google-analytics.com',
        'https://*.analytics.google.com',
        'https://www.googletagmanager.com',
      ],
    },
  },
}

const providerMarker = /<meta name="(captcha-provider|measurement-provider)" content="([a-z-]+)"\s*\/?>/g

/**
 * A page's HTML without its provider markers, and its policy `csp` with the sources of the providers they name
 * (unchanged when they name none the site knows).
 */
export function allowPageProviders(html, csp) {
  const added = {}
  const body = html.replace(providerMarker, (_, kind, name) => {
    const sources = Object.hasOwn(pageProviders[kind], name) ? pageProviders[kind][name] : {}
    for (const [directive, list] of Object.entries(sources)) {
      added[directive] ??= new Set()
      for (const source of list) added[directive].add(source)
    }
    return ''
  })
  if (Object.keys(added).length === 0 || typeof csp !== 'string') return { body, csp }
  const widened = csp
    .split('; ')
    .map((directive) => {
      const name = directive.split(' ')[0]
      return added[name] ? `${directive} ${[...added[name]].join(' ')}` : directive
    })
    .join('; ')
  return { body, csp: widened }
}

/** Powerful features the site never uses, denied to it and to every frame it embeds. */
const permissionsPolicy = [
  'camera',
  'microphone',
  'geolocation',
  'payment',
  'usb',
  'serial',
  'hid',
  'midi',
  'display-capture',
]
  .map((feature) => `${feature}=()`)
  .join(', ')

/** Media files shown inline: images. Anything else (Lottie JSON, videos) downloads when opened directly. */
const inlineMedia = /\.(?:jpe?g|png|webp|avif|gif)$/i

/** The build's scripts, stylesheets and fonts (hashed names): no document, frame or worker is ever made of them. */
const buildCode = /^\/(?:_b|_next\/static)\/.+\.(?:js|css|woff2)$/

/**
 * The headers the front puts on every answer. Public pages may only be framed by the site itself; the admin by
 * nobody (the builder's canvas is a `srcdoc` frame of the admin page, not a framing of another document). `draft`:
 * an editor's draft preview, which keeps Next.js's runtime. `dev`: `npm run dev` (see contentSecurityPolicy).
 */
export function securityHeaders(url, { https, draft = false, dev = false }) {
  const path = routePath(url)
  const admin = path === '/admin' || path.startsWith('/admin/')
  // A document's policies mean nothing on a script or stylesheet: sent on each of a page's dozen modules, they would
  // weigh more than the modules themselves.
  if (buildCode.test(path))
    return {
      'x-content-type-options': 'nosniff',
      ...(https ? { 'strict-transport-security': 'max-age=31536000' } : {}),
    }
  const headers = {
    // The admin frames the site's own pages in its live preview.
    'content-security-policy': contentSecurityPolicy({
      frameAncestors: admin ? "'none'" : "'self'",
      https,
      runtime: admin || draft,
      framesSite: admin,
      payments: path === CHECKOUT_PATH,
      dev,
    }),
    'x-frame-options': admin ? 'DENY' : 'SAMEORIGIN',
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'strict-origin-when-cross-origin',
    'permissions-policy': permissionsPolicy,
  }
  if (https) headers['strict-transport-security'] = 'max-age=31536000'
  if (path.startsWith('/api/media/file/') && !inlineMedia.test(path)) headers['content-disposition'] = 'attachment'
  return headers
}
