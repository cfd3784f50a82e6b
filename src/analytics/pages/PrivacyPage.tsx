import { privacy } from '@/i18n/privacy'
import { SiteFrame } from '@/site/layout/SiteFrame'

/**
 * `/quyen-rieng-tu` (docs/measurement.md, Consent): what the site keeps and measures, and how the reader changes their
 * choice. Where the footer's "Cài đặt quyền riêng tư" leads when no script opens the banner: without JavaScript nothing
 * is measured, and the page says so.
 */
export function PrivacyPage() {
  return (
    <SiteFrame view={{ kind: 'page', categoryIds: [] }} popups={false}>
      <article className="privacy-page container container--narrow">
        <h1 className="archive-header__title">{privacy.page.title}</h1>
        <p className="privacy-page__lead">{privacy.page.lead}</p>
        {privacy.page.sections.map(({ heading, text }) => (
          <section key={heading}>
            <h2>{heading}</h2>
            <p>{text}</p>
          </section>
        ))}
      </article>
    </SiteFrame>
  )
}
