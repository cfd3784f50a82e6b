import type { Payload } from 'payload'
import type { FormMail } from '@/forms/rules/mail'
import { vi } from '@/i18n/vi'
import { escapeHtml } from '@/lib/html'
import { signToken, verifyToken } from '@/lib/signed-token'
import { absoluteUrl } from '@/lib/site-url'
import { queueMails } from '@/server/mail/send-mail-task'
import { payloadSecret } from '../../cms/secret'

/**
 * The newsletter's double opt-in (the form action "subscribe"): a new address waits for its owner to open the
 * signed link mailed to it; every mail carries a signed unsubscribe link. Links: `/dang-ky-nhan-tin?hanh-dong=…`.
 */
export const NEWSLETTER_PATH = '/dang-ky-nhan-tin'
const ACTIONS = { confirm: 'xac-nhan', unsubscribe: 'huy' } as const
type LinkAction = keyof typeof ACTIONS

/** A link for `email` that only this site can make: confirm the subscription, or leave. */
export function newsletterLink(action: LinkAction, email: string): string {
  const token = signToken(payloadSecret(), `newsletter:${action}`, email)
  const query = new URLSearchParams({ 'hanh-dong': ACTIONS[action], email, ma: token })
  return absoluteUrl(`${NEWSLETTER_PATH}?${query}`)
}

function confirmationMail(email: string): FormMail {
  const text = vi.forms.newsletter.confirmBody(newsletterLink('confirm', email), newsletterLink('unsubscribe', email))
  const linked = escapeHtml(text).replace(/https?:\/\/\S+/g, (url) => `<a href="${url}">${url}</a>`)
  return {
    to: email,
    subject: vi.forms.newsletter.confirmSubject,
    text,
    html: `<div style="font-family:Arial,sans-serif;line-height:1.6">${linked.replace(/\n/g, '<br>\n')}</div>`,
  }
}

/**
 * Adds `email` to the list as pending and mails the confirmation; an address already confirmed gets nothing (the
 * reader is told the same either way, so the form never tells who is on the list). Two submissions of one address
 * at once make one subscriber.
 */
export async function subscribe(payload: Payload, address: string, source: string): Promise<void> {
  const email = address.trim().toLowerCase()
  const find = async () =>
    (await payload.find({ collection: 'subscribers', where: { email: { equals: email } }, limit: 1, depth: 0 })).docs[0]
  const existing = await find()
  if (existing?.status === 'confirmed') return
  if (existing)
    await payload.update({ collection: 'subscribers', id: existing.id, data: { status: 'pending', source } })
  else {
    try {
      await payload.create({ collection: 'subscribers', data: { email, status: 'pending', source } })
    } catch (error) {
      // Another submission of the same address got there first (the e-mail is unique): that one mails the link.
      if (await find()) return
      throw error
    }
  }
  await queueMails(payload, [confirmationMail(email)])
}

/** What a newsletter link answers: a title and a sentence for the reader, and the page's status. */
export interface NewsletterAnswer {
  title: string
  text: string
  status: 200 | 400 | 404
}

/**
 * `GET /dang-ky-nhan-tin?hanh-dong=xac-nhan|huy&email=…&ma=…`, a link from a newsletter mail: confirms or ends the
 * subscription when the link was signed for that address, and says so.
 */
export async function answerNewsletterLink(payload: Payload, query: URLSearchParams): Promise<NewsletterAnswer> {
  const email = query.get('email') ?? ''
  const action = (Object.keys(ACTIONS) as LinkAction[]).find((key) => ACTIONS[key] === query.get('hanh-dong'))
  const { newsletter } = vi.forms
  const badLink = (status: 400 | 404): NewsletterAnswer => ({
    title: newsletter.badLink,
    text: newsletter.badLinkText,
    status,
  })
  if (!action || !verifyToken(payloadSecret(), `newsletter:${action}`, email, query.get('ma'))) return badLink(400)
  const [subscriber] = (
    await payload.find({ collection: 'subscribers', where: { email: { equals: email } }, limit: 1, depth: 0 })
  ).docs
  if (action === 'confirm') {
    if (!subscriber) return badLink(404)
    if (subscriber.status !== 'confirmed') {
      await payload.update({
        collection: 'subscribers',
        id: subscriber.id,
        data: { status: 'confirmed', confirmedAt: new Date().toISOString() },
      })
    }
    return { title: newsletter.confirmed, text: newsletter.confirmedText, status: 200 }
  }
  if (subscriber && subscriber.status !== 'unsubscribed')
    await payload.update({ collection: 'subscribers', id: subscriber.id, data: { status: 'unsubscribed' } })
  return { title: newsletter.unsubscribed, text: newsletter.unsubscribedText, status: 200 }
}
