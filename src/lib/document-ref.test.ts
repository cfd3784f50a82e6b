import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { documentRefText, parseDocumentRef } from './document-ref'

describe('document refs', () => {
  it('round-trips every page and template id', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('pages' as const, 'templates' as const, 'popups' as const),
        fc.integer({ min: 1, max: 2_147_483_647 }),
        (collection, id) => {
          expect(parseDocumentRef(documentRefText({ collection, id }))).toEqual({ collection, id })
        },
      ),
    )
  })

  it('refuses anything else', () => {
    for (const text of ['', '12', 'pages:0', 'pages:-1', 'pages:1.5', 'users:1', 'pages:01', ' pages:1'])
      expect(parseDocumentRef(text)).toBeNull()
  })
})
