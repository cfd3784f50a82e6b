import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { jsonForScript } from './json-script'

describe('jsonForScript', () => {
  it('never contains a closing script tag and parses back to the value', () => {
    fc.assert(
      fc.property(fc.jsonValue(), (value) => {
        const text = jsonForScript(value)
        expect(text.toLowerCase()).not.toContain('</script')
        expect(JSON.parse(text)).toEqual(JSON.parse(JSON.stringify(value)))
      }),
    )
    expect(jsonForScript({ t: '</script><script>alert(1)</script>' })).not.toContain('<')
  })
})
