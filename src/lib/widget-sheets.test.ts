import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { classesIn, classesOf, sheetsAddress, sheetsFor, sheetsNamed } from './widget-sheets.mjs'

describe('widget sheets', () => {
  it('reads the classes a stylesheet defines, not those in values, comments or numbers', () => {
    const css =
      '/* .old-comment */.builder-countdown{width:.5em}.a .b__c,.d:hover>.e--f{background:url(x.png)}' +
      '@media (min-width:768px){.g{opacity:.9}}@keyframes spin{to{transform:rotate(1turn)}}'
    expect([...classesOf(css)].toSorted()).toEqual(['a', 'b__c', 'builder-countdown', 'd', 'e--f', 'g'])
  })

  it('reads the classes a page uses in its class attributes', () => {
    expect(
      classesIn('<div class="a  b"><p class="">x class=&quot;c&quot;</p><span data-class="d" class="e"></span></div>'),
    ).toEqual(new Set(['a', 'b', 'e']))
  })

  it('names and reads back any list of sheets (property)', () => {
    const hash = fc.stringMatching(/^[A-Z0-9]{8}$/)
    fc.assert(
      fc.property(fc.array(hash, { minLength: 1, maxLength: 12 }), (hashes) => {
        expect(sheetsNamed(sheetsAddress(hashes))).toEqual(hashes)
      }),
    )
    expect(sheetsNamed('/_b/sheets-abc.css')).toBeNull()
    expect(sheetsNamed('/_b/page-reading-ABCDEFGH.js')).toBeNull()
  })

  it('picks the sheets a page uses a class of, keeping their order', () => {
    const sheets = [
      { name: 'one', classes: ['x'] },
      { name: 'two', classes: ['y', 'z'] },
      { name: 'three', classes: ['w'] },
    ]
    expect(sheetsFor(new Set(['w', 'x', 'other']), sheets).map((sheet) => sheet.name)).toEqual(['one', 'three'])
    expect(sheetsFor(new Set(), sheets)).toEqual([])
  })
})
