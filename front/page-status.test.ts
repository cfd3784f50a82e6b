import { describe, expect, it } from 'vitest'
import { takePageStatus } from './page-status.mjs'

describe('takePageStatus', () => {
  it('takes the status a page states and removes its marker', () => {
    expect(takePageStatus('<html><head><meta name="http-status" content="404"/></head><body>x</body></html>')).toEqual({
      body: '<html><head></head><body>x</body></html>',
      status: 404,
    })
  })

  it('leaves a page without a marker as it is, and reads only error statuses', () => {
    expect(takePageStatus('<p>ok</p>')).toEqual({ body: '<p>ok</p>', status: null })
    expect(takePageStatus('<meta name="http-status" content="200"/>').status).toBeNull()
  })
})
