import { describe, expect, it } from 'vitest'
import { checkoutLoginBody } from './checkout-login.client'

const form = (remember: boolean) => {
  const fields = new FormData()
  fields.append('action', 'thuthuat_shop_checkout_login_user')
  fields.append('nonce', 'n0nce')
  fields.append('username', 'khach@vidu.vn')
  fields.append('password', 'mat-khau')
  if (remember) fields.append('remember', '1')
  return fields
}

describe('the checkout login request', () => {
  it('always sends remember: 0 when the box is unticked, 1 when ticked', () => {
    expect(checkoutLoginBody(form(false)).getAll('remember')).toEqual(['0'])
    expect(checkoutLoginBody(form(true)).getAll('remember')).toEqual(['1'])
  })

  it('keeps the other fields as the form has them', () => {
    const body = checkoutLoginBody(form(false))
    expect([...body.keys()]).toEqual(['action', 'nonce', 'username', 'password', 'remember'])
    expect(body.get('username')).toBe('khach@vidu.vn')
    expect(body.get('password')).toBe('mat-khau')
  })
})
