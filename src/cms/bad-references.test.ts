import { describe, expect, it } from 'vitest'
import { clientMistakeIn } from './bad-references'

describe('clientMistakeIn', () => {
  it('names a reference to nothing, found in the error or any error it was caused by', () => {
    const postgres = Object.assign(new Error('insert violates foreign key constraint'), { code: '23503' })
    expect(clientMistakeIn(new Error('Failed query', { cause: postgres }))).toMatch(/liên kết/)
    expect(clientMistakeIn(new Error('FOREIGN KEY constraint failed'))).toMatch(/liên kết/)
    const tooLarge = Object.assign(new Error('value "2147483649" is out of range for type integer'), { code: '22003' })
    expect(clientMistakeIn(new Error('Failed query', { cause: tooLarge }))).toMatch(/liên kết/)
  })

  it('names a date PostgreSQL cannot read or hold', () => {
    const empty = Object.assign(new Error('invalid input syntax for type timestamp with time zone: ""'), {
      code: '22007',
    })
    expect(clientMistakeIn(new Error('Failed query', { cause: empty }))).toBe('Một ngày giờ gửi lên không hợp lệ.')
    expect(clientMistakeIn(Object.assign(new Error('date/time field value out of range'), { code: '22008' }))).toMatch(
      /ngày giờ/,
    )
  })

  it('leaves every other error to be answered as the server’s own', () => {
    expect(clientMistakeIn(Object.assign(new Error('deadlock detected'), { code: '40P01' }))).toBeUndefined()
    expect(clientMistakeIn(new Error('SQLITE_BUSY'))).toBeUndefined()
    expect(clientMistakeIn('not an error')).toBeUndefined()
  })
})
