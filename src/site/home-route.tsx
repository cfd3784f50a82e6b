import type { Metadata } from 'next'
import { getHomePage, getSiteChrome } from '@/cms/queries'
import { BuilderPageView } from './builder/BuilderRender'
import { HomeView } from './HomeView'
import { SiteFrame, themeDataOf } from './layout/SiteFrame'

/** The home page's canonical address: itself, with the loop pages and filters its query names. */
export const homeMetadata = (query = ''): Metadata => ({ alternates: { canonical: `/${query}` } })

/** The home page: the builder page chosen in "Cài đặt trang" (its loops at the pages and filters `query` names), or the built-in one. */
export async function HomeRouteView({ query = '' }: { query?: string }) {
  const chrome = await getSiteChrome()
  const home = await getHomePage(chrome.settings)
  const { siteName, tagline } = chrome.settings
  return (
    <SiteFrame view={{ kind: 'home', id: home?.id, categoryIds: [] }}>
      {home ? (
        <BuilderPageView
          page={home}
          theme={themeDataOf(chrome)}
          address={{ path: '/', query }}
          hiddenHeading={`${siteName} – ${tagline ?? ''}`}
        />
      ) : (
        <HomeView />
      )}
    </SiteFrame>
  )
}
