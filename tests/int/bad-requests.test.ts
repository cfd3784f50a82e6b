import type { Payload } from 'payload'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { logDestination } from '@/cms/logger'
import { vi as text } from '@/i18n/vi'
import { createUser, startPayload } from './payload'
import { logIn, type Rest, type RestOptions, restClient } from './rest'

let payload: Payload
let stop: () => Promise<void>
let rest: Rest
let editor: string
let customer: string

beforeAll(async () => {
  ;({ payload, stop } = await startPayload())
  rest = restClient(payload)
  await createUser(payload, 'admin@example.vn', ['admin'])
  await createUser(payload, 'bien-tap@example.vn', ['editor'])
  await createUser(payload, 'khach@example.vn', ['customer'])
  editor = await logIn(rest, 'bien-tap@example.vn')
  customer = await logIn(rest, 'khach@example.vn')
})

afterAll(async () => stop())

/** The status and the first error message of an answer. */
async function answer(method: string, path: string, options?: RestOptions) {
  const response = await rest(method, path, options)
  const body = (await response.json()) as { errors?: { message: string }[] }
  return { status: response.status, message: body.errors?.[0]?.message }
}

const json = (body: string, token?: string): RestOptions => ({
  body,
  token,
  headers: { 'content-type': 'application/json' },
})

async function pngUpload(name: string) {
  const png = await sharp({ create: { width: 2, height: 2, channels: 3, background: '#fff' } })
    .png()
    .toBuffer()
  const form = new FormData()
  form.append('file', new Blob([new Uint8Array(png)], { type: 'image/png' }), name)
  form.append('_payload', JSON.stringify({ alt: 'Ảnh thử' }))
  return form
}

describe('anonymous requests with bad input', () => {
  it('answers 404 for a media file that does not exist', async () => {
    expect(await answer('GET', '/api/media/file/nope.png')).toEqual({ status: 404, message: text.api.fileNotFound })
  })

  it('answers 400 for a media file name with a NUL byte', async () => {
    expect(await answer('GET', '/api/media/file/%00.png')).toEqual({ status: 400, message: text.api.badFileName })
  })

  it('answers 400 for a limit beyond any number the database stores', async () => {
    expect(await answer('GET', '/api/posts?limit=99999999999999999999')).toEqual({
      status: 400,
      message: text.api.badParameter('limit'),
    })
  })

  it('answers 400 for a list where a single value is expected', async () => {
    expect(await answer('GET', '/api/posts?where[id][equals][0]=1')).toEqual({
      status: 400,
      message: text.api.badFilter('id'),
    })
  })

  it('answers 400 for a geographic operator on a text field', async () => {
    expect(await answer('GET', '/api/posts?where[title][near]=1,2')).toEqual({
      status: 400,
      message: text.api.badFilter('title'),
    })
  })

  it('answers 400 for matching part of a number, as PostgreSQL cannot', async () => {
    expect(await answer('GET', '/api/posts?where[id][contains]=1')).toEqual({
      status: 400,
      message: text.api.badFilter('id'),
    })
    expect(await answer('GET', '/api/posts?where[categories][like]=1')).toEqual({
      status: 400,
      message: text.api.badFilter('categories'),
    })
  })

  it('answers 400 for a date that is not one', async () => {
    expect(await answer('GET', '/api/posts?where[publishedAt][greater_than]=notadate')).toEqual({
      status: 400,
      message: text.api.badFilter('publishedAt'),
    })
  })

  it('answers 400 for an unknown field, repeating its name only when it looks like one', async () => {
    expect(await answer('GET', '/api/posts?where[nope][equals]=1')).toEqual({
      status: 400,
      message: text.api.badFilter('nope'),
    })
    expect(await answer('GET', '/api/posts?where[a%0Ab%20c][equals]=1')).toEqual({
      status: 400,
      message: text.api.badFilter('where'),
    })
  })

  it('answers 400 for a value a select field does not offer (PostgreSQL stores options as an enum)', async () => {
    expect(await answer('GET', '/api/posts?where[_status][in]=published,nope')).toEqual({
      status: 400,
      message: text.api.badFilter('_status'),
    })
  })

  it('answers 400 for a query sent as a body that is no JSON object', async () => {
    const headers = { 'content-type': 'application/json', 'x-http-method-override': 'GET' }
    expect(await answer('POST', '/api/posts', { body: '{"where": ', headers })).toEqual({
      status: 400,
      message: text.api.notAnObject,
    })
    expect(await answer('POST', '/api/posts', { body: 'null', headers })).toEqual({
      status: 400,
      message: text.api.notAnObject,
    })
    expect((await rest('POST', '/api/posts', { body: '{}', headers })).status).toBe(200)
  })

  it('answers 400 in Vietnamese for a bulk change without a filter', async () => {
    expect(await answer('DELETE', '/api/posts')).toEqual({ status: 400, message: text.api.filterRequired })
    expect(await answer('PATCH', '/api/posts', json('{}'))).toEqual({ status: 400, message: text.api.filterRequired })
  })

  it('answers 404 in Vietnamese for a path without an endpoint, the migrations included (Payload says 501)', async () => {
    expect(await answer('GET', '/api/nope')).toEqual({ status: 404, message: text.api.notFound })
    expect(await answer('PATCH', '/api/globals/site-settings')).toEqual({ status: 404, message: text.api.notFound })
    expect(await answer('GET', '/api/payload-migrations')).toEqual({ status: 404, message: text.api.notFound })
  })

  it('answers 404 for a document id that is not a number', async () => {
    expect(await answer('GET', '/api/posts/abc')).toEqual({ status: 404, message: text.api.notFound })
  })
})

describe('logged-in requests with bad input', () => {
  it('answers 404 for the versions of a collection without versions', async () => {
    expect(await answer('GET', '/api/categories/versions', { token: editor })).toEqual({
      status: 404,
      message: text.api.noVersions,
    })
    expect(await answer('GET', '/api/categories/versions/1', { token: editor })).toEqual({
      status: 404,
      message: text.api.noVersions,
    })
    expect(await answer('POST', '/api/categories/versions/1', { token: editor })).toEqual({
      status: 404,
      message: text.api.noVersions,
    })
  })

  it('answers 404 for the versions of a global without versions', async () => {
    expect(await answer('GET', '/api/globals/site-settings/versions', { token: editor })).toEqual({
      status: 404,
      message: text.api.noVersions,
    })
    expect(await answer('GET', '/api/globals/site-settings/versions/1', { token: editor })).toEqual({
      status: 404,
      message: text.api.noVersions,
    })
  })

  it('answers a customer asking for /api/users/access with 404 (it is no account id)', async () => {
    expect(await answer('GET', '/api/users/access', { token: customer })).toEqual({
      status: 404,
      message: text.api.notFound,
    })
  })

  it('answers 400 for a body of null, a bare string or an array', async () => {
    for (const body of ['null', '"x"', '[1]']) {
      expect(await answer('POST', '/api/categories', json(body, editor))).toEqual({
        status: 400,
        message: text.api.notAnObject,
      })
      expect(await answer('POST', '/api/globals/site-settings', json(body, editor))).toEqual({
        status: 400,
        message: text.api.notAnObject,
      })
    }
    expect(await answer('POST', '/api/categories', json('{"name": ', editor))).toEqual({
      status: 400,
      message: text.api.badJson,
    })
  })

  it('answers a write without a body, or with a body that is neither JSON nor a form, like an empty one', async () => {
    const required = { status: 400, message: 'Chưa lưu được, vì trường này chưa hợp lệ: Tên' }
    expect(await answer('POST', '/api/categories', { token: editor })).toEqual(required)
    expect(
      await answer('POST', '/api/categories', {
        token: editor,
        body: 'name=x',
        headers: { 'content-type': 'text/plain' },
      }),
    ).toEqual(required)
    expect((await rest('POST', '/api/globals/navigation', { token: editor })).status).toBe(200)
  })

  it('answers 404 for deleting a preference that does not exist', async () => {
    expect(await answer('DELETE', '/api/payload-preferences/nope', { token: editor })).toEqual({
      status: 404,
      message: text.api.notFound,
    })
  })

  it('answers 400 for an upload whose file name contains a NUL byte, and stores nothing', async () => {
    expect(await answer('POST', '/api/media', { token: editor, body: await pngUpload('a\u0000b.png') })).toEqual({
      status: 400,
      message: text.api.badUpload,
    })
    expect((await payload.count({ collection: 'media' })).totalDocs).toBe(0)
  })

  it('still accepts well-formed requests', async () => {
    expect((await rest('POST', '/api/media', { token: editor, body: await pngUpload('anh.png') })).status).toBe(201)
    const { docs } = await payload.find({ collection: 'media' })
    expect((await rest('GET', `/api/media/file/${docs[0].filename}`)).status).toBe(200)
    expect((await rest('POST', '/api/categories', { token: editor, body: { name: 'Mẹo hay' } })).status).toBe(201)
    const found = await rest(
      'GET',
      '/api/categories?where[name][like]=M%E1%BA%B9o&limit=5&page=1&sort=-createdAt&depth=1&select[name]=true',
    )
    expect(((await found.json()) as { docs: unknown[] }).docs).toHaveLength(1)
    expect(
      (await rest('GET', '/api/posts?where[or][0][publishedAt][less_than]=2030-01-01&where[or][1][id][in]=1,2', {}))
        .status,
    ).toBe(200)
    // The editor's post grid preview, and the admin's relationship field (a query sent as a form body).
    const grid =
      '/api/posts?limit=6&depth=1&sort=-publishedAt&where[_status][equals]=published&where[categories][in][0]=1&where[featured][equals]=true'
    expect((await rest('GET', grid, { token: editor })).status).toBe(200)
    const relationship = await rest('POST', '/api/categories', {
      token: editor,
      body: 'depth=0&draft=true&limit=10&page=1&select[name]=true&sort=name&where[and][0][id][not_in][0]=99&where[and][1][name][like]=M',
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-payload-http-method-override': 'GET' },
    })
    expect(((await relationship.json()) as { docs: unknown[] }).docs).toHaveLength(1)
    expect(
      (await rest('POST', '/api/payload-preferences/columns', { token: editor, body: { value: [] } })).status,
    ).toBe(200)
    expect((await rest('DELETE', '/api/payload-preferences/columns', { token: editor })).status).toBe(200)
  })
})

describe('logs', () => {
  /** The lines logged while `run` runs, as pino writes them (JSON, before pretty printing). */
  async function logged(run: () => Promise<unknown>) {
    const write = vi.spyOn(logDestination, 'write')
    try {
      await run()
      return write.mock.calls.map(
        ([line]) => JSON.parse(String(line)) as { level: number; msg?: string; err?: { stack?: string } },
      )
    } finally {
      write.mockRestore()
    }
  }

  it('logs refusals (401, 403, 404, 400) at info, one line without a stack', async () => {
    const lines = await logged(async () => {
      expect((await rest('DELETE', '/api/payload-preferences/columns')).status).toBe(401)
      expect((await rest('GET', '/api/users')).status).toBe(403)
      expect((await rest('GET', '/api/posts/12345')).status).toBe(404)
      expect((await rest('GET', '/api/posts?limit=-1')).status).toBe(400)
    })
    expect(lines).toHaveLength(4)
    for (const line of lines) {
      expect(line.level).toBe(30)
      expect(line.err).toBeUndefined()
    }
    expect(lines[1].msg).toBe('Lỗi - Bạn không có quyền thực hiện lệnh này.')
    expect(lines[3].msg).toBe(text.api.badParameter('limit'))
  })

  it('logs a failure of the server at error, with its stack', async () => {
    const find = vi.spyOn(payload.db, 'find').mockRejectedValueOnce(new Error('Ổ đĩa không đọc được'))
    const lines = await logged(async () => expect((await rest('GET', '/api/categories')).status).toBe(500))
    find.mockRestore()
    expect(lines).toHaveLength(1)
    expect(lines[0].level).toBe(50)
    expect(lines[0].err?.stack).toMatch(/^Error: Ổ đĩa không đọc được\n\s+at /)
  })
})

describe('bodies with keys named like built-in properties', () => {
  it('answers 400 in Vietnamese, and stores nothing, for {"author": {"toString": 0}} (a fuzz finding that made Payload fail with 500)', async () => {
    const before = (await payload.count({ collection: 'posts', overrideAccess: true })).totalDocs
    for (const path of ['/api/posts?draft=true', '/api/posts']) {
      const response = await rest('POST', path, { token: editor, body: { title: 'Thử', author: { toString: 0 } } })
      expect(response.status, path).toBe(400)
      expect(JSON.stringify(await response.json())).toContain('trùng tên thuộc tính có sẵn')
    }
    expect((await payload.count({ collection: 'posts', overrideAccess: true })).totalDocs).toBe(before)
  })
})

describe('a group sent as null', () => {
  it('answers 400 in Vietnamese, as JSON or in an upload form, and stores nothing (a fuzz finding: 500)', async () => {
    const before = (await payload.count({ collection: 'posts', overrideAccess: true })).totalDocs
    const form = new FormData()
    form.append('file', new Blob([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], { type: 'image/png' }), ' ')
    form.append('_payload', '{"seo":null}')
    for (const body of [{ title: 'Thử', seo: null }, form]) {
      const response = await rest('POST', '/api/posts', { token: editor, body })
      expect(response.status).toBe(400)
      expect((await response.json()).errors[0].message).toBe(
        'Nhóm “seo” phải là một đối tượng (hoặc bỏ trống), không phải null.',
      )
    }
    const patched = await rest('PATCH', '/api/globals/site-settings', { token: editor, body: { measurement: null } })
    expect(patched.status).toBeLessThan(500)
    expect((await payload.count({ collection: 'posts', overrideAccess: true })).totalDocs).toBe(before)
  })
})
