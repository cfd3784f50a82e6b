import { describe, expect, it } from 'vitest'
import { bodyHeadingTag } from './headings'

describe('bodyHeadingTag', () => {
  it('keeps h2–h6 and turns anything else stored as a heading tag into h2', () => {
    for (const tag of ['h2', 'h3', 'h4', 'h5', 'h6']) expect(bodyHeadingTag(tag)).toBe(tag)
    for (const tag of ['h1', 'script', 'img', 'H2', 'h7', '', null, undefined, 2, { toString: () => 'h3' }])
      expect(bodyHeadingTag(tag)).toBe('h2')
  })
})
