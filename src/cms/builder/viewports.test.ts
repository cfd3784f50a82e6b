import { describe, expect, it } from 'vitest'
import { initialViewport } from './viewports'

describe('the preview the builder opens at', () => {
  it('is the widest readable one for the window: the narrowest desktop on a 1280 px screen, the desktop on a wide one, the phone on a small one', () => {
    expect(initialViewport(1280).width).toBe(1025)
    expect(initialViewport(1920).width).toBe(1280)
    expect(initialViewport(1024).width).toBe(390)
    expect(initialViewport(320).width).toBe(390)
  })
})
