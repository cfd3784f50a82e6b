import { describe, expect, it } from 'vitest'
import { createHash } from 'node:crypto'
import { speculationRules } from '../src/lib/speculation-rules.mjs'
import { allowPageProviders, securityHeaders } from './security-headers.mjs'

const directives = (policy: string) =>
  Object.fromEntries(policy.split('; ').map((directive) => [directive.split(' ')[0], directive.split(' ').slice(1)]))

describe('securityHeaders', () => {
  it('lets only the site frame its public pages, and nobody the admin', () => {
    expect(directives(securityHeaders('/', { https: false })['content-security-policy'])['frame-ancestors']).toEqual([
      "'self'",
    ])
    expect(securityHeaders('/cach-chup-man-hinh-iphone', { https: false })['x-frame-options']).toBe('SAMEORIGIN')
    for (const url of ['/admin', '/admin/thiet-ke/pages/3', '/admin?x=1']) {
      expect(directives(securityHeaders(url, { https: false })['content-security-policy'])['frame-ancestors']).toEqual([
        "'none'",
      ])
      expect(securityHeaders(url, { https: false })['x-frame-options']).toBe('DENY')
    }
    expect(
      directives(securityHeaders('/administrator', { https: false })['content-security-policy'])['frame-ancestors'],
    ).toEqual(["'self'"])
  })

  it('never allows eval, plugins or foreign scripts beyond the two video players', () => {
    const policy = directives(securityHeaders('/', { https: false })['content-security-policy'])
    expect(policy['script-src']).toEqual([
      "'self'",
      expect.stringMatching(/^'sha256-[A-Za-z0-9+/]{43}='$/),
      'https://www.youtube.com',
      'https://player.vimeo.com',
    ])
    expect(policy['object-src']).toEqual(["'none'"])
    expect(policy['connect-src']).toEqual(["'self'"])
    expect(policy['frame-src']).toContain('https://www.youtube-nocookie.com')
    expect(policy['frame-src']).not.toContain("'self'")
    // The admin's live preview frames the site's own pages.
    expect(
      directives(securityHeaders('/admin/collections/posts/1', { https: false })['content-security-policy'])[
        'frame-src'
      ],
    ).toContain("'self'")
    expect(Object.values(policy).flat()).not.toContain("'unsafe-eval'")
  })

  it('opens a page to the captcha provider its marker names, and only that one, removing the marker', () => {
    const csp = securityHeaders('/lien-he', { https: false })['content-security-policy']
    const recaptcha = allowPageProviders('<p>a</p><meta name="captcha-provider" content="recaptcha"/><p>b</p>', csp)
    expect(recaptcha.body).toBe('<p>a</p><p>b</p>')
    expect(directives(recaptcha.csp)['script-src']).toEqual([
      ...directives(csp)['script-src'],
      'https://www.google.com/recaptcha/',
      'https://www.gstatic.com/recaptcha/',
    ])
    expect(directives(recaptcha.csp)['frame-src']).toContain('https://www.google.com/recaptcha/')
    expect(directives(recaptcha.csp)['frame-src']).not.toContain('https://challenges.cloudflare.com')
    const turnstile = allowPageProviders('<meta name="captcha-provider" content="turnstile">', csp)
    expect(directives(turnstile.csp)['script-src']).toEqual([
      ...directives(csp)['script-src'],
      'https://challenges.cloudflare.com',
    ])
    // No marker, or one naming anything else: the policy stays as it was.
    expect(allowPageProviders('<p>a</p>', csp)).toEqual({ body: '<p>a</p>', csp })
    expect(allowPageProviders('<meta name="captcha-provider" content="https://evil.example">', csp).csp).toBe(csp)
    expect(allowPageProviders('<meta name="captcha-provider" content="google-analytics">', csp).csp).toBe(csp)
  })

  it('opens a page to Google Analytics only when its marker says the owner turned it on', () => {
    const csp = securityHeaders('/', { https: false })['content-security-policy']
    expect(directives(csp)['script-src'].join(' ')).not.toMatch(/google/)
    expect(directives(csp)['connect-src'].join(' ')).not.toMatch(/google/)
    const tagged = allowPageProviders('<meta name="measurement-provider" content="google-analytics"><p>a</p>', csp)
    expect(tagged.body).toBe('<p>a</p>')
    expect(directives(tagged.csp)['script-src']).toContain('https://www.googletagmanager.com')
    expect(directives(tagged.csp)['connect-src']).toEqual([
      "'self'",
      'https://*.google-analytics.com',
      'https://*.analytics.google.com',
      'https://www.googletagmanager.com',
    ])
    expect(directives(tagged.csp)['frame-src']).toEqual(directives(csp)['frame-src'])
  })

  it('allows inline scripts only where Next.js runs: the admin and draft previews; public pages allow the prefetch rules by hash', () => {
    const scripts = (url: string, draft = false) =>
      directives(securityHeaders(url, { https: false, draft })['content-security-policy'])['script-src']
    const hash = `'sha256-${createHash('sha256').update(speculationRules).digest('base64')}'`
    expect(scripts('/cach-chup-man-hinh-iphone')).toContain(hash)
    expect(scripts('/cach-chup-man-hinh-iphone')).not.toContain("'unsafe-inline'")
    expect(scripts('/tim-kiem?s=pin')).not.toContain("'unsafe-inline'")
    expect(scripts('/admin/collections/posts')).toContain("'unsafe-inline'")
    expect(scripts('/cach-chup-man-hinh-iphone', true)).toContain("'unsafe-inline'")
  })

  it('adds HSTS and upgrades requests only when the site is https', () => {
    expect(securityHeaders('/', { https: false })['strict-transport-security']).toBeUndefined()
    expect(securityHeaders('/', { https: false })['content-security-policy']).not.toContain('upgrade-insecure-requests')
    expect(securityHeaders('/', { https: true })['strict-transport-security']).toBe('max-age=31536000')
    expect(securityHeaders('/admin', { https: true })['content-security-policy']).toContain('upgrade-insecure-requests')
  })

  it('denies the powerful features the site never uses and sends nosniff and a referrer policy everywhere', () => {
    const headers = securityHeaders('/api/posts', { https: false })
    expect(headers['permissions-policy']).toContain('camera=(), microphone=(), geolocation=(), payment=()')
    expect(headers['x-content-type-options']).toBe('nosniff')
    expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin')
  })

  it("sends only nosniff (and HSTS) with the build's scripts, stylesheets and fonts, whose bytes they would outweigh", () => {
    for (const url of [
      '/_b/page-loader-QGRZML5B.js',
      '/_b/lightbox-S4PDGL7Y.css',
      '/_next/static/chunks/app.js?v=1',
      '/_next/static/css/a1.css',
      '/_next/static/media/be-vietnam-pro.woff2',
    ]) {
      expect(securityHeaders(url, { https: false })).toEqual({ 'x-content-type-options': 'nosniff' })
      expect(securityHeaders(url, { https: true })['strict-transport-security']).toBe('max-age=31536000')
    }
    for (const url of [
      '/_b/',
      '/_next/static/media/logo.svg',
      '/_next/image?url=x.js',
      '/api/media/file/a.js',
      '/_bai.js',
    ]) {
      expect(securityHeaders(url, { https: false })['content-security-policy']).toBeDefined()
    }
  })

  it('makes media files that are not images download when opened', () => {
    expect(securityHeaders('/api/media/file/anh.webp', { https: false })['content-disposition']).toBeUndefined()
    expect(
      securityHeaders('/api/media/file/anh-480x270.JPG?v=2', { https: false })['content-disposition'],
    ).toBeUndefined()
    for (const name of ['chuong.json', 'phim.mp4', 'phim.webm', 'trang.html', 'hinh.svg', 'khong-duoi']) {
      expect(securityHeaders(`/api/media/file/${name}`, { https: false })['content-disposition']).toBe('attachment')
    }
    expect(securityHeaders('/chuong.json', { https: false })['content-disposition']).toBeUndefined()
  })
})

describe('the payment providers in the policy', () => {
  it('are allowed on the checkout only: their scripts, frames and APIs', () => {
    const checkout = securityHeaders('/thanh-toan?x=1', { https: true })['content-security-policy']
    expect(checkout).toMatch(/script-src [^;]*https:\/\/js\.stripe\.com/)
    expect(checkout).toMatch(/frame-src [^;]*https:\/\/hooks\.stripe\.com/)
    expect(checkout).toMatch(/connect-src 'self' https:\/\/api\.stripe\.com/)
    expect(checkout).toMatch(/script-src [^;]*https:\/\/www\.paypal\.com/)
    expect(checkout).toMatch(/frame-src [^;]*https:\/\/\*\.paypal\.com/)
    for (const path of ['/', '/gio-hang', '/thanh-toan/don-hang/TT-000001', '/admin']) {
      expect(securityHeaders(path, { https: true })['content-security-policy']).not.toMatch(/stripe\.com|paypal\.com/)
    }
  })
})
