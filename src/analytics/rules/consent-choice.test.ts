import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { privacy } from '@/i18n/privacy'
import { readConsentChoice } from './consent-choice'

const refused = { error: privacy.refusals.badChoice }

describe('readConsentChoice', () => {
  it('reads exactly a yes or no per purpose, in either order (property)', () => {
    fc.assert(
      fc.property(fc.boolean(), fc.boolean(), fc.boolean(), (analytics, advertising, reversed) => {
        const text = reversed ? JSON.stringify({ advertising, analytics }) : JSON.stringify({ analytics, advertising })
        expect(readConsentChoice(text)).toEqual({ choice: { analytics, advertising } })
      }),
    )
  })

  it('refuses, with the reason in Vietnamese, whatever is not exactly that', () => {
    for (const text of [
      '',
      '{',
      'null',
      'true',
      '[true, false]',
      '{}',
      '{"analytics": true}',
      '{"analytics": "true", "advertising": false}',
      '{"analytics": 1, "advertising": 0}',
      '{"analytics": true, "advertising": null}',
      '{"analytics": true, "advertising": false, "necessary": true}',
      '{"analytics": true, "advertising": false, "__proto__": {}}',
    ])
      expect(readConsentChoice(text), text).toEqual(refused)
  })

  it('never throws, and accepts only the two members (property)', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.string(),
          fc.json(),
          fc.jsonValue().map((value) => JSON.stringify(value)),
        ),
        (text) => {
          const read = readConsentChoice(text)
          if ('choice' in read) expect(Object.keys(JSON.parse(text)).toSorted()).toEqual(['advertising', 'analytics'])
          else expect(read).toEqual(refused)
        },
      ),
    )
  })
})
