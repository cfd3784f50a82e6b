import { vi } from '@/i18n/vi'
import { telHref } from '@/lib/url'
import type { SiteSetting } from '@/payload-types'

export type Contact = SiteSetting['contact']

/** Whether "Cài đặt trang › Liên hệ" holds anything to show. */
export const hasContact = (contact: Contact | undefined): contact is NonNullable<Contact> =>
  Boolean(contact && (contact.email || contact.phone || contact.address || contact.hours))

/**
 * The newsroom's contact details from "Cài đặt trang", each only when it is set: nothing is stated that the site's
 * owner has not entered. E-mail and phone are links (mailto:, tel:).
 */
export function ContactDetails({
  contact,
  className = 'contact-details',
}: {
  contact: Contact | undefined
  className?: string
}) {
  if (!hasContact(contact)) return null
  const phone = contact.phone ? telHref(contact.phone) : null
  return (
    <dl className={className}>
      {contact.email && (
        <div>
          <dt>{vi.contact.email}</dt>
          <dd>
            <a href={`mailto:${contact.email}`}>{contact.email}</a>
          </dd>
        </div>
      )}
      {contact.phone && (
        <div>
          <dt>{vi.contact.phone}</dt>
          <dd>{phone ? <a href={phone}>{contact.phone}</a> : contact.phone}</dd>
        </div>
      )}
      {contact.address && (
        <div>
          <dt>{vi.contact.address}</dt>
          <dd className="contact-details__address">{contact.address}</dd>
        </div>
      )}
      {contact.hours && (
        <div>
          <dt>{vi.contact.hours}</dt>
          <dd>{contact.hours}</dd>
        </div>
      )}
    </dl>
  )
}
