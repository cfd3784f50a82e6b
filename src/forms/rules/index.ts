/** What other slices use of the forms slice's rules (their only way in: src/forms/CONTEXT.md). */
export type { FormMail } from './mail'
export { readCaptchaAnswers } from './request'
export { cleanText, vietnamesePhone } from './values'
export { csvCell } from './csv'
