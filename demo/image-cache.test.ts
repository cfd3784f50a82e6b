import { randomUUID } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { cachedSeedImage, seedImageKey } from './image-cache'

describe('seedImageKey', () => {
  it('changes with the drawing and with any setting, not with the order settings are listed in', () => {
    const key = seedImageKey('<svg/>', { quality: 82, vips: '8.17.3' })
    expect(key).toMatch(/^[0-9a-f]{64}$/)
    expect(seedImageKey('<svg/>', { vips: '8.17.3', quality: 82 })).toBe(key)
    expect(seedImageKey('<svg />', { quality: 82, vips: '8.17.3' })).not.toBe(key)
    expect(seedImageKey('<svg/>', { quality: 80, vips: '8.17.3' })).not.toBe(key)
    expect(seedImageKey('<svg/>', { quality: 82, vips: '8.18.0' })).not.toBe(key)
  })
})

describe('cachedSeedImage', () => {
  it('draws a picture once and reads it back the next time', async () => {
    const key = seedImageKey(`<svg id="${randomUUID()}"/>`, { test: 1 })
    let draws = 0
    const draw = async () => {
      draws += 1
      return Buffer.from('RIFF-test-picture')
    }
    expect((await cachedSeedImage(key, draw)).toString()).toBe('RIFF-test-picture')
    expect((await cachedSeedImage(key, draw)).toString()).toBe('RIFF-test-picture')
    expect(draws).toBe(1)
  })
})
