import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { firstAdminMessage, formatDuration, startMessages } from './start-messages.mjs'

describe('formatDuration', () => {
  it('says seconds, then minutes and seconds, rounded to the second', () => {
    expect(formatDuration(0)).toBe('0 giây')
    expect(formatDuration(42_400)).toBe('42 giây')
    expect(formatDuration(59_600)).toBe('1 phút')
    expect(formatDuration(511_000)).toBe('8 phút 31 giây')
    expect(formatDuration(180_000)).toBe('3 phút')
  })

  it('reads back as the rounded number of seconds', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10 * 3_600_000 }), (milliseconds) => {
        const match = /^(?:(\d+) phút)? ?(?:(\d+) giây)?$/.exec(formatDuration(milliseconds))
        expect(match).not.toBeNull()
        const [, minutes = '0', seconds = '0'] = match!
        expect(Number(seconds)).toBeLessThan(60)
        expect(Number(minutes) * 60 + Number(seconds)).toBe(Math.round(milliseconds / 1000))
      }),
    )
  })

  it('is part of what the build and the seed report', () => {
    expect(startMessages.built(511_000)).toBe('Đã build xong sau 8 phút 31 giây.')
    expect(startMessages.seeded(27_000)).toBe('Đã tạo dữ liệu mẫu sau 27 giây.')
  })
})

describe('firstAdminMessage', () => {
  it("gives the link at the site's address, and at the machine's own addresses for a local site", () => {
    const message = firstAdminMessage({ PORT: '3000' }, 'abc', ['192.168.1.20', 'fd00::5'])
    expect(message.split('\n')).toEqual([
      '',
      '  Chưa có tài khoản quản trị. Mở liên kết dùng một lần này để tạo:',
      '  http://localhost:3000/admin/first-user?token=abc',
      '  Từ máy khác trong cùng mạng:',
      '  http://192.168.1.20:3000/admin/first-user?token=abc',
      '  http://[fd00::5]:3000/admin/first-user?token=abc',
      '',
    ])
  })

  it('gives only the public address of a site on the internet', () => {
    const message = firstAdminMessage({ SITE_URL: 'https://thuthuat.vn/' }, 'a+b', ['192.168.1.20'])
    expect(message).toContain('https://thuthuat.vn/admin/first-user?token=a%2Bb')
    expect(message).not.toContain('192.168')
    expect(message).not.toContain('cùng mạng')
  })
})
