/** What other slices use of the forms slice's cms (their only way in: src/forms/CONTEXT.md). */
export { verifyCaptcha } from './captcha.server'
