import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { readCartRequest } from './cart-request'

const fields = (entries: Record<string, string | string[]>): [string, string][] =>
  Object.entries(entries).flatMap(([name, value]) =>
    Array.isArray(value) ? value.map((one): [string, string] => [name, one]) : [[name, value]],
  )

describe('readCartRequest', () => {
  it('reads an add with its options and quantity', () => {
    expect(
      readCartRequest(
        'add_to_cart',
        fields({ product_id: '12', quantity: '2', option_0: 'Đen', option_1: ' 10.000 mAh ', _nonce: 'x' }),
      ),
    ).toEqual({
      ok: true,
      request: { action: 'add_to_cart', productId: 12, optionValues: ['Đen', '10.000 mAh'], quantity: 2 },
    })
  })

  it('refuses every bad quantity and product in Vietnamese', () => {
    for (const quantity of ['0', '-1', '1e9', '1.5', 'abc', '', '1000']) {
      const read = readCartRequest('add_to_cart', fields({ product_id: '1', quantity }))
      expect(read.ok).toBe(false)
      if (!read.ok) expect(read.error).toMatch(/Số lượng|số lượng|tối đa/)
    }
    for (const product_id of ['0', '-3', 'abc', '<script>', '1e3', ['1', '2']]) {
      expect(readCartRequest('add_to_cart', fields({ product_id, quantity: '1' }))).toEqual({
        ok: false,
        error: 'Không rõ sản phẩm cần thêm vào giỏ. Hãy tải lại trang rồi thử lại.',
      })
    }
    expect(readCartRequest('add_to_cart', fields({ product_id: '1', option_0: '' })).ok).toBe(false)
  })

  it('reads cart updates (0 removes a line) and removals', () => {
    expect(
      readCartRequest(
        'update_cart',
        fields({ line_0: '3:', quantity_0: '4', line_1: '5:Đen / 20.000 mAh', quantity_1: '0' }),
      ),
    ).toEqual({
      ok: true,
      request: {
        action: 'update_cart',
        lines: [
          { key: '3:', quantity: 4 },
          { key: '5:Đen / 20.000 mAh', quantity: 0 },
        ],
      },
    })
    expect(readCartRequest('remove_from_cart', fields({ line: '3:' }))).toEqual({
      ok: true,
      request: { action: 'remove_from_cart', key: '3:' },
    })
    expect(readCartRequest('remove_from_cart', fields({ line: 'x' })).ok).toBe(false)
    expect(readCartRequest('empty_cart', []).ok).toBe(false)
  })

  it('never throws, whatever is sent', () => {
    fc.assert(
      fc.property(fc.option(fc.string()), fc.array(fc.tuple(fc.string(), fc.string())), (action, body) => {
        const read = readCartRequest(action, body)
        expect(typeof read.ok).toBe('boolean')
      }),
    )
  })
})
