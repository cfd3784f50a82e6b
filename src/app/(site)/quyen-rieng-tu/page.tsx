import type { Metadata } from 'next'
import { PrivacyPage } from '@/analytics/pages/PrivacyPage'
import { PRIVACY_PATH } from '@/analytics/views/PrivacySettingsLink'
import { privacy } from '@/i18n/privacy'

export const revalidate = 3600

export const metadata: Metadata = {
  title: privacy.page.title,
  description: privacy.page.description,
  alternates: { canonical: PRIVACY_PATH },
}

export default function PrivacyRoute() {
  return <PrivacyPage />
}
