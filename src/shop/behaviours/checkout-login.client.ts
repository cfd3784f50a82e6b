/**
 * What the checkout's inline login sends (docs/shop.md, AJAX actions): the form's fields with `remember` always among them, '1'
 * when the box is ticked and '0' when not (a form leaves an unticked box out). Pure.
 */
export function checkoutLoginBody(fields: FormData): FormData {
  const body = new FormData()
  for (const [name, value] of fields) body.append(name, value)
  body.set('remember', fields.get('remember') === '1' ? '1' : '0')
  return body
}
