import type { Metadata, Viewport } from 'next'
import type React from 'react'
import { getSiteChrome } from '@/cms/queries'
import { vi } from '@/i18n/vi'
import { BehaviourMarker } from '@/lib/behaviour'
import { siteUrl } from '@/lib/site-url'
import { PageScripts } from '@/site/behaviours/PageScripts'
import { WidgetSheets } from '@/site/behaviours/WidgetSheets'
import { siteOpenGraph } from '@/site/open-graph'
import '@/site/styles/site.css'
import '@/popups/views/popups.css'
import '@/analytics/views/privacy.css'
import '@/shop/views/mini-cart.css'
import '@/widgets/widgets.css'

export async function generateMetadata(): Promise<Metadata> {
  const { settings, shareImage } = await getSiteChrome()
  return {
    metadataBase: new URL(siteUrl()),
    title: { default: `${settings.siteName} – ${settings.tagline ?? ''}`, template: `%s – ${settings.siteName}` },
    description: settings.description ?? undefined,
    applicationName: settings.siteName,
    icons: { icon: '/icon.svg' },
    alternates: { types: { 'application/rss+xml': [{ url: '/feed', title: settings.siteName }] } },
    openGraph: { ...siteOpenGraph(settings.siteName, shareImage), type: 'website' },
    twitter: { card: 'summary_large_image' },
  }
}

export const viewport: Viewport = { themeColor: '#0b5cd5', width: 'device-width', initialScale: 1 }

/** The document shell; each page wraps its content in SiteFrame (header and footer for its view). */
export default function SiteLayout({ children }: { children: React.ReactNode }) {
  return (
    <html lang="vi" dir="ltr">
      <body className="site-body">
        <WidgetSheets />
        <a className="skip-link" href="#main">
          {vi.skipToContent}
        </a>
        {children}
        <BehaviourMarker name="anchors" />
        <BehaviourMarker name="hashActions" />
        <PageScripts />
      </body>
    </html>
  )
}
