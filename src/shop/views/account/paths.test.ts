import { describe, expect, it } from 'vitest'
import { ACCOUNT_TABS, accountTabOf, accountTabPath, englishAccountTab } from './paths'

describe('the account’s addresses', () => {
  it('are Vietnamese, one per tab, none taken by the downloads route or the password reset', () => {
    expect(accountTabPath('dashboard')).toBe('/tai-khoan')
    expect(accountTabPath('orders')).toBe('/tai-khoan/don-hang')
    expect(accountTabPath('view-order', 'TT-000123')).toBe('/tai-khoan/xem-don-hang/TT-000123')
    expect(accountTabPath('edit-address')).toBe('/tai-khoan/dia-chi')
    const segments = ACCOUNT_TABS.filter((tab) => tab !== 'dashboard').map((tab) => accountTabPath(tab).split('/')[2])
    expect(new Set(segments).size).toBe(segments.length)
    for (const segment of segments) {
      expect(segment).toMatch(/^[a-z-]+$/)
      expect(['tai-ve', 'gui', 'dat-lai-mat-khau', ...ACCOUNT_TABS]).not.toContain(segment)
    }
  })

  it('lead back to their tab, and the spec’s English names to the tab they redirect to', () => {
    for (const tab of ACCOUNT_TABS.filter((tab) => tab !== 'dashboard')) {
      expect(accountTabOf(accountTabPath(tab).split('/')[2])).toBe(tab)
      expect(englishAccountTab(tab)).toBe(tab)
      expect(accountTabOf(tab)).toBeNull()
    }
    expect(englishAccountTab('dashboard')).toBeNull()
    expect(englishAccountTab('don-hang')).toBeNull()
    expect(accountTabOf('tai-ve')).toBeNull()
  })
})
