import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  allLinks,
  isEmptyRow,
  type MenuLinkRow,
  targetIds,
  targetPath,
  withoutEmptyRows,
  withTargetAddresses,
} from './logic'

const targets = new Map([
  ['categories:3', { path: '/chuyen-muc/pin-sac', label: 'Pin và sạc' }],
  ['posts:7', { path: '/cach-kiem-tra-pin', label: 'Cách kiểm tra pin' }],
])

describe('targetPath', () => {
  it.each([
    ['posts', 5, '/cach-chup-man-hinh'],
    ['pages', 5, '/cach-chup-man-hinh'],
    ['pages', 1, '/'],
    ['categories', 5, '/chuyen-muc/cach-chup-man-hinh'],
    ['tags', 5, '/the/cach-chup-man-hinh'],
  ] as const)('a %s (id %i) is at its address', (collection, id, path) => {
    expect(targetPath(collection, { slug: 'cach-chup-man-hinh' }, id, 1)).toBe(path)
  })

  it('has no address without a slug', () => {
    expect(targetPath('posts', { slug: null }, 5, null)).toBeNull()
  })
})

describe('withTargetAddresses', () => {
  it('gives content links their content’s address and, when empty, its title; a label typed by the editor stays', () => {
    const rows: MenuLinkRow[] = [
      {
        kind: 'content',
        target: { relationTo: 'categories', value: 3 },
        label: '',
        url: '/cu',
        children: [{ kind: 'content', target: { relationTo: 'posts', value: { id: 7 } }, label: 'Kiểm tra pin' }],
      },
    ]
    expect(withTargetAddresses(rows, targets)).toEqual([
      {
        kind: 'content',
        target: { relationTo: 'categories', value: 3 },
        label: 'Pin và sạc',
        url: '/chuyen-muc/pin-sac',
        children: [
          {
            kind: 'content',
            target: { relationTo: 'posts', value: { id: 7 } },
            label: 'Kiểm tra pin',
            url: '/cach-kiem-tra-pin',
          },
        ],
      },
    ])
  })

  it('keeps typed addresses, and reads a link with an address but no content as one', () => {
    const rows: MenuLinkRow[] = [
      { kind: 'custom', label: 'RSS', url: '/feed', target: { relationTo: 'categories', value: 3 } },
      { label: 'Zalo', url: 'https://zalo.me/0901234567' },
    ]
    const [rss, zalo] = withTargetAddresses(rows, targets)
    expect(rss).toMatchObject({ kind: 'custom', label: 'RSS', url: '/feed' })
    expect(zalo).toMatchObject({ kind: 'custom', label: 'Zalo', url: 'https://zalo.me/0901234567' })
  })

  it('leaves a link whose content is gone as it was', () => {
    const row: MenuLinkRow = {
      kind: 'content',
      target: { relationTo: 'tags', value: 99 },
      label: 'Zalo',
      url: '/the/zalo',
    }
    expect(withTargetAddresses([row], targets)).toEqual([row])
  })

  it('keeps the shape of any menu: as many rows, children where there were children', () => {
    const link = fc.record({
      kind: fc.constantFrom('content' as const, 'custom' as const, undefined),
      label: fc.option(fc.string(), { nil: undefined }),
      url: fc.option(fc.constantFrom('/a', 'https://b.vn'), { nil: undefined }),
      target: fc.option(
        fc.record({
          relationTo: fc.constantFrom('posts' as const, 'categories' as const),
          value: fc.constantFrom(3, 7, 8),
        }),
        {
          nil: undefined,
        },
      ),
    })
    const menu = fc.array(
      fc.record({ link, children: fc.option(fc.array(link, { maxLength: 3 }), { nil: undefined }) }),
      { maxLength: 6 },
    )
    fc.assert(
      fc.property(menu, (entries) => {
        const rows: MenuLinkRow[] = entries.map(({ link, children }) => ({
          ...link,
          ...(children ? { children } : {}),
        }))
        const out = withTargetAddresses(rows, targets)
        expect(out).toHaveLength(rows.length)
        out.forEach((row, index) => expect(row.children?.length).toBe(rows[index].children?.length))
        expect(allLinks(out)).toHaveLength(allLinks(rows).length)
      }),
    )
  })
})

describe('targetIds', () => {
  it('lists each content link’s target once, by collection, children included, not typed addresses', () => {
    const rows = allLinks([
      {
        kind: 'content',
        target: { relationTo: 'categories', value: 3 },
        children: [{ kind: 'content', target: { relationTo: 'categories', value: { id: 3 } } }],
      },
      { kind: 'custom', url: '/feed', target: { relationTo: 'posts', value: 7 } },
      { kind: 'content', target: { relationTo: 'posts', value: 8 } },
    ])
    expect(Object.fromEntries(targetIds(rows))).toEqual({ categories: [3], posts: [8] })
  })
})

describe('rows left empty', () => {
  it('are rows with nothing chosen or typed, whatever their kind, and no sub-link worth keeping', () => {
    expect(isEmptyRow({ kind: 'content' })).toBe(true)
    expect(isEmptyRow({ kind: 'custom', label: '  ', url: '' })).toBe(true)
    expect(isEmptyRow({ kind: 'content', children: [{ kind: 'custom' }] })).toBe(true)
    expect(isEmptyRow({ kind: 'content', label: 'Pin' })).toBe(false)
    expect(isEmptyRow({ kind: 'custom', url: '/feed' })).toBe(false)
    expect(isEmptyRow({ kind: 'content', target: { relationTo: 'posts', value: 7 } })).toBe(false)
    expect(isEmptyRow({ kind: 'content', children: [{ kind: 'custom', label: 'RSS', url: '/feed' }] })).toBe(false)
  })

  const row: fc.Memo<MenuLinkRow> = fc.memo((depth) =>
    fc.record(
      {
        kind: fc.constantFrom('content' as const, 'custom' as const),
        label: fc.constantFrom(null, '', ' ', 'Pin'),
        url: fc.constantFrom(null, '', '/feed'),
        target: fc.constantFrom(null, { relationTo: 'posts' as const, value: 7 }),
        children: depth > 1 ? fc.array(row(depth - 1), { maxLength: 3 }) : fc.constant(null),
      },
      { requiredKeys: ['kind'] },
    ),
  )

  it('go at every level, every other row stays in its order, and dropping them twice changes nothing', () => {
    fc.assert(
      fc.property(fc.array(row(2), { maxLength: 5 }), (rows) => {
        const kept = withoutEmptyRows(rows)
        expect(allLinks(kept).some(isEmptyRow)).toBe(false)
        expect(kept.map((r) => r.label)).toEqual(rows.filter((r) => !isEmptyRow(r)).map((r) => r.label))
        expect(withoutEmptyRows(kept)).toEqual(kept)
      }),
    )
  })
})
