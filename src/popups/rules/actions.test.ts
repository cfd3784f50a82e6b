import { describe, expect, it } from 'vitest'
import { hashActionHref, parseHashAction } from '@/features/hash-actions/logic'
import { popupAction } from './actions'

const read = (name: string, settings: unknown) => popupAction(parseHashAction(hashActionHref(name, settings)))

describe('popup hash actions', () => {
  it('reads open, toggle and close with "do not show again"', () => {
    expect(read('popup:open', { id: '12', toggle: true })).toEqual({ kind: 'open', id: '12', toggle: true })
    expect(read('popup:open', { id: 12 })).toEqual({ kind: 'open', id: '12', toggle: false })
    expect(read('popup:close', { id: 12, do_not_show_again: 'yes' })).toEqual({
      kind: 'close',
      id: '12',
      doNotShowAgain: true,
    })
    expect(read('popup:close', {})).toEqual({ kind: 'close', id: null, doNotShowAgain: false })
    // The original's prefix is read too.
    expect(popupAction(parseHashAction('#elementor-action:action=popup:open&settings=eyJpZCI6IjMifQ=='))).toEqual({
      kind: 'open',
      id: '3',
      toggle: false,
    })
  })

  it('ignores other actions, and opens nothing without a proper id', () => {
    expect(read('lightbox', { id: 1 })).toBeNull()
    for (const id of [undefined, -1, 1.5, '<script>', 'x', 1e12])
      expect(read('popup:open', { id }), String(id)).toBeNull()
    expect(popupAction(null)).toBeNull()
  })
})
