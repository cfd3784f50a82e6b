import { describe, expect, it } from 'vitest'
import { RedirectMap } from './redirect-map.mjs'

const map = new RedirectMap([
  { id: 1, from: '/bai-cu', to: '/bai-moi', status: 301 },
  { id: 2, from: '/?p=123', to: '/cach-chup-man-hinh', status: '301' },
  { id: 3, from: '/tam', to: 'https://shopee.vn/x?ref=tt#mua', status: '302' },
  { id: 4, from: '/a', to: '/b', status: 301 },
  { id: 5, from: '/b', to: '/c', status: 301 },
  { id: 6, from: '/vong-1', to: '/vong-2', status: 301 },
  { id: 7, from: '/vong-2', to: '/vong-1', status: 301 },
  { id: 8, from: '/?page_id=45', to: '/gioi-thieu', status: 301 },
])

describe('RedirectMap', () => {
  it('answers a path, whatever its case, encoding or trailing slash, keeping the visitor query', () => {
    expect(map.find('/bai-cu')).toEqual({ id: 1, status: 301, location: '/bai-moi' })
    expect(map.find('/Bai-Cu/?utm_source=fb&utm_medium=x')).toEqual({
      id: 1,
      status: 301,
      location: '/bai-moi?utm_source=fb&utm_medium=x',
    })
    expect(map.find('/bai%2Dcu')?.id).toBe(1)
  })

  it('answers a query redirect only for its own key and value, keeping the other pairs', () => {
    expect(map.find('/?p=123')).toEqual({ id: 2, status: 301, location: '/cach-chup-man-hinh' })
    expect(map.find('/?utm_source=zalo&p=123')?.location).toBe('/cach-chup-man-hinh?utm_source=zalo')
    expect(map.find('/?page_id=45')?.location).toBe('/gioi-thieu')
    expect(map.find('/?p=124')).toBeNull()
    expect(map.find('/?page_id=123')).toBeNull()
    expect(map.find('/')).toBeNull()
  })

  it('sends 302 and another site’s address as stored, the visitor query before its fragment', () => {
    expect(map.find('/tam?utm_source=x')).toEqual({
      id: 3,
      status: 302,
      location: 'https://shopee.vn/x?ref=tt&utm_source=x#mua',
    })
  })

  it('answers a chain in one hop, and stops at a loop', () => {
    expect(map.find('/a')).toEqual({ id: 4, status: 301, location: '/c' })
    expect(['/vong-1', '/vong-2']).toContain(map.find('/vong-1')?.location)
  })

  it('answers nothing for other addresses', () => {
    expect(map.find('/bai-cu/khac')).toBeNull()
    expect(map.find('/khong-co?p=123')).toBeNull()
  })
})
