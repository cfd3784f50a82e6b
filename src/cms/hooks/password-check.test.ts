import { describe, expect, it } from 'vitest'
// Not exported by Payload: read from its build, so a change of its password hashing fails here.
import {
  generatePasswordSaltHash,
  getPasswordHashParameters,
} from '../../../node_modules/payload/dist/auth/strategies/local/generatePasswordSaltHash.js'
import { PASSWORD_HASH_BYTES, PASSWORD_HASH_ITERATIONS, passwordMatches } from './password-check'

describe('the work spent on unknown e-mails', () => {
  it('is the work of checking a password hashed by this Payload', () => {
    expect(getPasswordHashParameters('pbkdf2-sha256-v1:00')).toMatchObject({
      iterations: PASSWORD_HASH_ITERATIONS,
      keyLength: PASSWORD_HASH_BYTES,
    })
  })
})

describe('checking a password against a stored account', () => {
  it('accepts the password Payload stored and nothing else', async () => {
    const stored = await generatePasswordSaltHash({
      password: 'mat-khau-du-dai-123',
      isPasswordAuthenticated: true,
    } as never)
    expect(await passwordMatches(stored, 'mat-khau-du-dai-123')).toBe(true)
    expect(await passwordMatches(stored, 'mat-khau-du-dai-124')).toBe(false)
    expect(await passwordMatches({}, 'mat-khau-du-dai-123')).toBe(false)
  })
})
