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
 * A captcha provider the site settings may choose instead of the site's own (src/forms/rules/captcha-provider.ts):
 * what its script and frames need, added only to the pages that show such a form (the page says so with a
 * `<meta name="captcha-provider">` marker, which the front removes). reCAPTCHA's paths keep the rest of google.com out.
 */
const captchaSources = {
  recaptcha: {
    scripts: ['https://www.google.com/recaptcha/', 'https://www.gstatic.com/recaptcha/'],
    frames: ['https://www.google.com/recaptcha/'],
  },
  turnstile: { scripts: ['https://challenges.cloudflare.com'], frames: ['https://challenges.cloudflare.com'] },
}

const captchaMarker = /<meta name="captcha-provider" content="(recaptcha|turnstile)"\s*\/?>/g

/**
 * A page's HTML without its captcha-provider markers, and its policy `csp` with the sources of the provider they
 * name (unchanged when they name none).
 */
export function allowCaptchaProvider(html, csp) {
  let provider = null
  const body = html.replace(captchaMarker, (_, name) => {
    provider = name
    return ''
  })
  if (!provider || typeof csp !== 'string') return { body, csp }
  const { scripts, frames } = captchaSources[provider]
  const widened = csp
    .split('; ')
    .map((directive) =>
      directive.startsWith('script-src ')
        ? `${directive} ${scripts.join(' ')}`
        : directive.startsWith('frame-src ')
          ? `${directive} ${frames.join(' ')}`
          : directive,
    )
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
