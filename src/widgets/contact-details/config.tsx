import type { ComponentConfig } from '@puckeditor/core'
import { ContactDetails, hasContact } from '@/site/layout/ContactDetails'
import { themeData } from '../theme-data'
import { ThemePlaceholder } from '../ThemePlaceholder'

/**
 * The newsroom's e-mail, phone, address and hours as entered in "Cài đặt trang › Liên hệ" (only those set), under a
 * heading (in a footer template, as footer lines). With none set, visitors see nothing at all (not an empty heading); the editor sees where to enter them.
 */
export const contactDetailsConfig: ComponentConfig<{ title: string }> = {
  label: 'Thông tin liên hệ',
  fields: { title: { type: 'text', label: 'Tiêu đề' } },
  defaultProps: { title: 'Cách liên hệ' },
  render: ({ title, puck }) => {
    const data = themeData(puck.metadata)
    const contact = data?.contact
    if (!hasContact(contact)) {
      return puck.isEditing ? (
        <ThemePlaceholder text="Thông tin liên hệ: nhập thư điện tử, điện thoại, địa chỉ trong Cài đặt trang › Liên hệ." />
      ) : (
        <></>
      )
    }
    return (
      <section className="contact-block" aria-label={title || undefined}>
        {title && <h2 className="contact-block__title">{title}</h2>}
        <ContactDetails
          contact={contact}
          className={data?.template?.kind === 'footer' ? 'contact-details contact-details--footer' : undefined}
        />
      </section>
    )
  },
}
