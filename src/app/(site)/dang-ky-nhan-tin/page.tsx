import type { Metadata } from 'next'
import { answerNewsletterLink } from '@/forms/cms/newsletter'
import { getPayloadClient } from '@/cms/queries'
import { vi } from '@/i18n/vi'
import { SiteFrame } from '@/site/layout/SiteFrame'
import { PageStatus } from '@/site/PageStatus'

// Rendered for each link and never kept: the query carries the signed code, and opening it changes the subscription.
export const dynamic = 'force-dynamic'

export const metadata: Metadata = {
  title: vi.forms.newsletter.pageTitle,
  robots: { index: false, follow: false },
  referrer: 'no-referrer',
}

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> }

/** The newsletter's confirmation and unsubscribe links (src/forms/cms/newsletter.ts), answered as a page of the site. */
export default async function NewsletterLinkPage({ searchParams }: Props) {
  const query = new URLSearchParams()
  for (const [name, value] of Object.entries(await searchParams)) if (typeof value === 'string') query.set(name, value)
  const answer = await answerNewsletterLink(await getPayloadClient(), query)
  return (
    <SiteFrame view={{ kind: 'page', categoryIds: [] }} popups={false}>
      {answer.status !== 200 && <PageStatus status={answer.status} />}
      <div className="notice-page container container--narrow">
        <h1 className="archive-header__title">{answer.title}</h1>
        <p className="notice-page__text">{answer.text}</p>
        <p>
          <a className="button" href="/">
            {vi.forms.newsletter.home}
          </a>
        </p>
      </div>
    </SiteFrame>
  )
}
