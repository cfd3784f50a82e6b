import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { escapeHtml } from './html'
import { SEARCH_QUERY_SLOT, SEARCH_RESULTS_SLOT, fillSearchFrame, isSearchFrame } from './search-frame.mjs'

const frame = `<title>Kết quả cho “${SEARCH_QUERY_SLOT}”</title><input value="${SEARCH_QUERY_SLOT}"><div>${SEARCH_RESULTS_SLOT}</div><footer>${SEARCH_QUERY_SLOT}</footer>`

describe('the search frame', () => {
  it('is usable only with exactly one results slot', () => {
    expect(isSearchFrame(frame)).toBe(true)
    expect(isSearchFrame('<p>trang thường</p>')).toBe(false)
    expect(isSearchFrame(`${SEARCH_RESULTS_SLOT}${SEARCH_RESULTS_SLOT}`)).toBe(false)
  })

  it('takes the escaped query in every query slot and the results in the results slot', () => {
    const page = fillSearchFrame(frame, escapeHtml('pin "iPhone" <b>'), '<ol><li>Kết quả</li></ol>')
    expect(page).toBe(
      '<title>Kết quả cho “pin &quot;iPhone&quot; &lt;b&gt;”</title><input value="pin &quot;iPhone&quot; &lt;b&gt;"><div><ol><li>Kết quả</li></ol></div><footer>pin &quot;iPhone&quot; &lt;b&gt;</footer>',
    )
  })

  it('reads slots from the frame only, whatever the query and results hold (property)', () => {
    const text = fc.oneof(fc.string(), fc.constantFrom(SEARCH_QUERY_SLOT, SEARCH_RESULTS_SLOT, '$&', "$'", '$`', '$1'))
    fc.assert(
      fc.property(
        fc.array(text, { maxLength: 4 }).map((parts) => parts.join('')),
        fc.array(text, { maxLength: 4 }).map((parts) => parts.join('')),
        (query, results) => {
          const escaped = escapeHtml(query)
          expect(fillSearchFrame(frame, escaped, results)).toBe(
            `<title>Kết quả cho “${escaped}”</title><input value="${escaped}"><div>${results}</div><footer>${escaped}</footer>`,
          )
        },
      ),
    )
  })
})
