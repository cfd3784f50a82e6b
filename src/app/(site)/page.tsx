import type { Metadata } from 'next'
import { getHomePage, getSiteChrome } from '@/cms/queries'
import { HomeView } from '@/site/HomeView'
import { SiteFrame, themeDataOf } from '@/site/layout/SiteFrame'
import { BuilderPageView } from '@/site/builder/BuilderRender'

export const revalidate = 3600

export const metadata: Metadata = { alternates: { canonical: '/' } }

/** The home page: the builder page chosen in "Cài đặt trang", or the built-in one. */
export default async function HomePage() {
  const chrome = await getSiteChrome()
  const home = await getHomePage(chrome.settings)
  const { siteName, tagline } = chrome.settings
  return (
    <SiteFrame view={{ categoryIds: [] }}>
      {home ? <BuilderPageView page={home} theme={themeDataOf(chrome)} hiddenHeading={`${siteName} – ${tagline ?? ''}`} /> : <HomeView />}
    </SiteFrame>
  )
}
