import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { iconListItems } from './logic'

describe('icon list items', () => {
  it('reads lines and drops unsafe links but keeps their text', () => {
    expect(
      iconListItems([
        { icon: 'check', text: 'An toàn', href: '/chuyen-muc/bao-mat' },
        { icon: 'warning', text: 'Không an toàn', href: 'javascript:alert(1)' },
        { icon: 'wifi', text: 'Dữ liệu', href: 'data:text/html,<script>alert(1)</script>' },
        { icon: 42, text: null },
      ]),
    ).toEqual([
      { icon: 'check', text: 'An toàn', href: '/chuyen-muc/bao-mat' },
      { icon: 'warning', text: 'Không an toàn', href: null },
      { icon: 'wifi', text: 'Dữ liệu', href: null },
      { icon: '', text: '', href: null },
    ])
  })

  it('reads anything stored without throwing', () => {
    for (const value of [undefined, null, 'x', 42, {}, [null, 'x', 42, []]])
      expect(() => iconListItems(value)).not.toThrow()
    expect(iconListItems([null, 'x', 42])).toEqual([])
    fc.assert(
      fc.property(fc.anything(), (value) => {
        for (const item of iconListItems(value)) {
          expect(typeof item.icon).toBe('string')
          expect(typeof item.text).toBe('string')
          if (item.href !== null) expect(item.href).not.toMatch(/^\s*(javascript|data|vbscript):/i)
        }
      }),
    )
  })
})
