import { describe, expect, it } from 'vitest'
import type { Category } from '@/payload-types'
import { categoryLineage } from './relations'

const category = (id: number, parent?: number | Category | null) => ({ id, name: `c${id}`, slug: `c${id}`, parent, updatedAt: '', createdAt: '' }) as Category

describe('categoryLineage', () => {
  it('lists each category and its parent once, by id or populated', () => {
    expect(categoryLineage([category(5, 1), category(6, category(1)), 9])).toEqual([5, 1, 6, 9])
    expect(categoryLineage(null)).toEqual([])
  })
})
