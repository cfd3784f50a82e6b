import { describe, expect, it } from 'vitest'
// Not exported by Payload: read from its build, so a change of its password hashing fails here.
import { getPasswordHashParameters } from '../../../node_modules/payload/dist/auth/strategies/local/generatePasswordSaltHash.js'
import { PASSWORD_HASH_BYTES, PASSWORD_HASH_ITERATIONS } from './login-limits'

describe('the work spent on unknown e-mails', () => {
  it('is the work of checking a password hashed by this Payload', () => {
    expect(getPasswordHashParameters('pbkdf2-sha256-v1:00')).toMatchObject({ iterations: PASSWORD_HASH_ITERATIONS, keyLength: PASSWORD_HASH_BYTES })
  })
})
