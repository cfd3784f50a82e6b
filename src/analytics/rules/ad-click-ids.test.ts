import { describe, expect, it } from 'vitest'
import { withoutAdClickIds } from './ad-click-ids'

describe('withoutAdClickIds', () => {
  it('drops gclid, gbraid and wbraid and keeps the rest of the address', () => {
    expect(withoutAdClickIds('https://thuthuat.vn/pin?gclid=abc&utm_source=google&wbraid=x&gbraid=y#muc-2')).toBe(
      'https://thuthuat.vn/pin?utm_source=google#muc-2',
    )
  })

  it('leaves an address without them, or a text that is no address, as it was', () => {
    expect(withoutAdClickIds('https://thuthuat.vn/pin?a=%20b')).toBe('https://thuthuat.vn/pin?a=%20b')
    expect(withoutAdClickIds('/pin?gclid=1')).toBe('/pin?gclid=1')
  })
})
