import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { TaggedCache } from './tagged-cache'

const tag = fc.constantFrom('site', 'posts', 'slug:a', 'slug:b', 'category-posts:1')
const operation = fc.oneof(
  fc.record({
    kind: fc.constant('set' as const),
    key: fc.constantFrom('a', 'b', 'c', 'd', 'e', 'f'),
    tags: fc.array(tag, { maxLength: 3 }),
  }),
  fc.record({ kind: fc.constant('get' as const), key: fc.constantFrom('a', 'b', 'c', 'd', 'e', 'f') }),
  fc.record({ kind: fc.constant('invalidate' as const), tags: fc.array(tag, { minLength: 1, maxLength: 2 }) }),
)

describe('TaggedCache', () => {
  it('drops exactly the entries stating a changed tag', () => {
    const cache = new TaggedCache<string>(10)
    cache.set('article', 'A', ['site', 'slug:a'])
    cache.set('other', 'B', ['site', 'slug:b'])
    cache.set('search', 'S', ['posts'])
    cache.invalidate(['slug:a', 'posts'])
    expect(cache.get('article')).toBeUndefined()
    expect(cache.get('search')).toBeUndefined()
    expect(cache.get('other')).toBe('B')
    cache.invalidate(['site'])
    expect(cache.size).toBe(0)
  })

  it('forgets the least recently used entry when full', () => {
    const cache = new TaggedCache<number>(2)
    cache.set('1', 1, [])
    cache.set('2', 2, [])
    cache.get('1')
    cache.set('3', 3, [])
    expect([cache.get('1'), cache.get('2'), cache.get('3')]).toEqual([1, undefined, 3])
  })

  it('behaves like a model: never over its size, never answers an invalidated or unknown key', () => {
    fc.assert(
      fc.property(fc.array(operation, { maxLength: 60 }), (operations) => {
        const cache = new TaggedCache<string>(4)
        const model = new Map<string, { value: string; tags: string[] }>()
        operations.forEach((op, index) => {
          if (op.kind === 'set') {
            cache.set(op.key, String(index), op.tags)
            model.set(op.key, { value: String(index), tags: op.tags })
          } else if (op.kind === 'invalidate') {
            cache.invalidate(op.tags)
            for (const [key, entry] of model)
              if (entry.tags.some((t) => (op.tags as string[]).includes(t))) model.delete(key)
          } else {
            const value = cache.get(op.key)
            // The cache may have forgotten an entry (size), but what it answers is what the model holds.
            if (value !== undefined) expect(value).toBe(model.get(op.key)?.value)
          }
          expect(cache.size).toBeLessThanOrEqual(4)
        })
      }),
    )
  })
})
