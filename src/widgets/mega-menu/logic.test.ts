import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { opensOnClick, toggledIndex } from './logic'

const desktop = { isEditing: false, viewportWidth: 1280, openOn: 'hover', itemLayout: 'horizontal' }

describe('mega menu', () => {
  it('opens on hover only on a desktop, on the site, with hover chosen and the horizontal layout', () => {
    expect(opensOnClick(desktop)).toBe(false)
    expect(opensOnClick({ ...desktop, isEditing: true })).toBe(true)
    expect(opensOnClick({ ...desktop, viewportWidth: 1024 })).toBe(true)
    expect(opensOnClick({ ...desktop, viewportWidth: 390 })).toBe(true)
    expect(opensOnClick({ ...desktop, openOn: 'click' })).toBe(true)
    expect(opensOnClick({ ...desktop, itemLayout: 'dropdown' })).toBe(true)
    expect(opensOnClick({ ...desktop, viewportWidth: 1025 })).toBe(false)
  })

  it('property: hover mode needs every condition at once', () => {
    fc.assert(
      fc.property(
        fc.boolean(),
        fc.integer({ min: 320, max: 3000 }),
        fc.constantFrom('hover', 'click', ''),
        fc.constantFrom('horizontal', 'dropdown'),
        (isEditing, viewportWidth, openOn, itemLayout) => {
          const hover = !opensOnClick({ isEditing, viewportWidth, openOn, itemLayout })
          expect(hover).toBe(!isEditing && viewportWidth > 1024 && openOn === 'hover' && itemLayout === 'horizontal')
        },
      ),
    )
  })

  it('keeps at most one submenu open', () => {
    expect(toggledIndex(null, 2)).toBe(2)
    expect(toggledIndex(2, 2)).toBeNull()
    expect(toggledIndex(1, 3)).toBe(3)
  })
})
