import { describe, expect, it } from 'vitest'
import { uploadFileSize } from '../src/lib/upload-size.mjs'
import { bodyLimit, declaresMoreThan, formatBytes, routePath } from './body-limits.mjs'

function request(url: string, headers: Record<string, string> = {}) {
  return { url, headers }
}

describe('bodyLimit', () => {
  it('gives click tracking 2 KB, wherever the path is written differently', () => {
    for (const url of [
      '/api/button-clicks/track',
      '/api/button-clicks/track?x=1',
      '/api/button-clicks/track/',
      '//api/button-clicks/%74rack',
    ]) {
      expect(bodyLimit(request(url, { 'content-type': 'application/json' }))).toBe(2048)
    }
  })

  it('gives a privacy choice 1 KB, and its records no more than everything else', () => {
    for (const url of ['/api/consent', '/api/consent/', '//api/%63onsent?x=1'])
      expect(bodyLimit(request(url, { 'content-type': 'application/json' }))).toBe(1024)
    expect(bodyLimit(request('/api/consent-records', { 'content-type': 'application/json' }))).toBe(1024 * 1024)
  })

  it("gives uploads to the media library Payload's file size and room for the form's other fields", () => {
    const multipart = { 'content-type': 'multipart/form-data; boundary=x' }
    expect(bodyLimit(request('/api/media', multipart))).toBe(uploadFileSize + 1024 * 1024)
    expect(bodyLimit(request('/api/media/12?depth=0', multipart))).toBe(uploadFileSize + 1024 * 1024)
    expect(uploadFileSize).toBe(10 * 1024 * 1024)
  })

  it('gives a form submission 30 MB for its attachments, when it is multipart', () => {
    expect(bodyLimit(request('/wp-admin/admin-ajax.php', { 'content-type': 'multipart/form-data; boundary=x' }))).toBe(
      30 * 1024 * 1024,
    )
    expect(
      bodyLimit(request('/wp-admin/admin-ajax.php', { 'content-type': 'application/x-www-form-urlencoded' })),
    ).toBe(1024 * 1024)
  })

  it('gives everything else 1 MB: JSON to the media library, forms to other collections, server actions', () => {
    expect(bodyLimit(request('/api/media', { 'content-type': 'application/json' }))).toBe(1024 * 1024)
    expect(bodyLimit(request('/api/media-library', { 'content-type': 'multipart/form-data; boundary=x' }))).toBe(
      1024 * 1024,
    )
    expect(bodyLimit(request('/api/posts/3', { 'content-type': 'multipart/form-data; boundary=x' }))).toBe(1024 * 1024)
    expect(bodyLimit(request('/api/users/login', { 'content-type': 'application/json' }))).toBe(1024 * 1024)
    expect(bodyLimit(request('/admin/collections/posts/3', { 'next-action': 'abc' }))).toBe(1024 * 1024)
  })
})

describe('declaresMoreThan', () => {
  it('reads Content-Length; a chunked body declares nothing', () => {
    expect(declaresMoreThan(request('/', { 'content-length': '2049' }), 2048)).toBe(true)
    expect(declaresMoreThan(request('/', { 'content-length': '2048' }), 2048)).toBe(false)
    expect(declaresMoreThan(request('/', { 'transfer-encoding': 'chunked' }), 2048)).toBe(false)
  })
})

describe('routePath', () => {
  it('drops the query, doubled and trailing slashes, and keeps a malformed escape as written', () => {
    expect(routePath('/api/posts/?where=1')).toBe('/api/posts')
    expect(routePath('http://localhost:3000/api//posts')).toBe('/api/posts')
    expect(routePath('/')).toBe('/')
    expect(routePath('/a%zz')).toBe('/a%zz')
  })
})

describe('formatBytes', () => {
  it('says sizes as a visitor reads them', () => {
    expect(formatBytes(2048)).toBe('2 KB')
    expect(formatBytes(11 * 1024 * 1024)).toBe('11 MB')
  })
})
