import fs from 'node:fs'
import path from 'node:path'
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { mailFolder } from '@/server/mail'
import { createUser, startPayload } from './payload'
import { restClient, type Rest } from './rest'

let payload: Payload
let stop: () => Promise<void>
let dataDir: string
let rest: Rest

beforeAll(async () => {
  ;({ payload, stop, dataDir } = await startPayload())
  await createUser(payload, 'quan-tri@example.vn', ['admin'])
  rest = restClient(payload)
})

afterAll(async () => stop())

const messages = () =>
  fs.existsSync(mailFolder(dataDir)) ? fs.readdirSync(mailFolder(dataDir)).filter((name) => name.endsWith('.eml')) : []

describe('mail without an SMTP server', () => {
  it('writes the password-reset mail as an .eml file under data/mail', async () => {
    const response = await rest('POST', '/api/users/forgot-password', { body: { email: 'quan-tri@example.vn' } })
    expect(response.status).toBe(200)
    const [file] = messages()
    expect(file).toBeDefined()
    const mail = fs.readFileSync(path.join(mailFolder(dataDir), file), 'utf8')
    expect(mail).toMatch(/^To: quan-tri@example\.vn$/m)
    expect(mail).toContain('<no-reply@localhost>')
    const user = await payload.find({
      collection: 'users',
      where: { email: { equals: 'quan-tri@example.vn' } },
      showHiddenFields: true,
    })
    const token = (user.docs[0] as { resetPasswordToken?: string }).resetPasswordToken
    expect(token).toBeTruthy()
    expect(mail.replace(/=\r?\n/g, '')).toContain(`/admin/reset/${token}`)
  })

  it('sends nothing for an unknown address, with the same answer', async () => {
    const before = messages().length
    const response = await rest('POST', '/api/users/forgot-password', { body: { email: 'khong-co@example.vn' } })
    expect(response.status).toBe(200)
    expect(messages()).toHaveLength(before)
  })
})
