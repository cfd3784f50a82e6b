import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createUser, startPayload } from './payload'
import { logIn, type Rest, restClient } from './rest'

let payload: Payload
let stop: () => Promise<void>
let rest: Rest
let admin: string

beforeAll(async () => {
  ;({ payload, stop } = await startPayload())
  await createUser(payload, 'quan-tri@example.vn', ['admin'])
  rest = restClient(payload)
  admin = await logIn(rest, 'quan-tri@example.vn')
})

afterAll(async () => stop())

const saveMenu = (url: string, place: 'main' | 'footer' | 'child') =>
  rest('POST', '/api/globals/navigation', {
    token: admin,
    body:
      place === 'footer'
        ? { footer: [{ label: 'Liên hệ', url }] }
        : {
            main: [
              {
                label: 'Pin',
                url: place === 'main' ? url : '/chuyen-muc/pin',
                children: place === 'child' ? [{ label: 'Mẹo', url }] : [],
              },
            ],
          },
  })

describe('stored links', () => {
  it('refuses menu links that would run script, carry a document or leave the site without a scheme', async () => {
    for (const url of [
      'data:text/html,<script>alert(1)</script>',
      'javascript:alert(1)',
      '//evil.example',
      '/\\evil.example',
    ]) {
      for (const place of ['main', 'footer', 'child'] as const) {
        const response = await saveMenu(url, place)
        expect(response.status, `${place}: ${url}`).toBe(400)
        expect(JSON.stringify(await response.json())).toContain('Đường dẫn phải bắt đầu bằng')
      }
    }
    const menu = await payload.findGlobal({ slug: 'navigation' })
    expect(JSON.stringify(menu)).not.toMatch(/evil|script|data:/)
  })

  it('keeps site, web, mail and phone links', async () => {
    for (const url of [
      '/chuyen-muc/pin',
      'https://zalo.me/0901234567',
      'mailto:toasoan@example.vn',
      'tel:+84901234567',
    ]) {
      expect((await saveMenu(url, 'footer')).status, url).toBe(200)
    }
  })

  it('takes only a web address as the fixed share URL', async () => {
    const refused = await rest('POST', '/api/globals/site-settings', {
      token: admin,
      body: { shareUrl: 'javascript:alert(1)' },
    })
    expect(refused.status).toBe(400)
    const kept = await rest('POST', '/api/globals/site-settings', {
      token: admin,
      body: { shareUrl: 'https://thuthuat.vn' },
    })
    expect(kept.status).toBe(200)
  })
})
