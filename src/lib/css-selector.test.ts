import { describe, expect, it } from 'vitest'
import { isValidSelector } from './css-selector'

describe('CSS selector check', () => {
  it('takes what the browser takes and refuses the rest', () => {
    for (const good of ['#dang-ky', '.mo-popup a', 'button[data-popup="1"]', 'div:not(.x) > p', '.a, .b'])
      expect(isValidSelector(good), good).toBe(true)
    for (const bad of ['', '  ', 'a[', '..x', '<script>', '.a,,b', 'a:hover(', '.1a'])
      expect(isValidSelector(bad), bad).toBe(false)
  })
})
