import { cache, type ReactNode } from 'react'
import { getSiteChrome } from '@/cms/queries'
import { payloadSecret } from '@/cms/secret'
import { issueNonce } from '@/lib/nonce'
import type { Category, Navigation, SiteSetting } from '@/payload-types'
import type { DisplayView } from '../display-conditions/logic'
import { templateFor } from '../templates/pick'
import { TemplateRender } from '../builder/BuilderRender'
import { CacheTags } from '../CacheTags'
import { FLOATING_BUTTONS_NONCE } from '@/widgets/floating-buttons/logic'
import { SHOP_NONCE } from '@/shop/rules/cart-request'
import type { ThemeData } from '@/widgets/theme-data'
import { SiteFooter } from './SiteFooter'
import { SiteHeader } from './SiteHeader'
import { publicCaptcha } from '@/forms/rules/captcha-provider'
import { SitePopups } from '../../popups/pages/SitePopups'
import { GoogleTagMarker } from '../../analytics/views/GoogleTagMarker'
import { MeasurementMarker } from '../../analytics/views/MeasurementMarker'
import { PrivacyBanner } from '../../analytics/views/PrivacyBanner'

/**
 * What theme widgets need of the site: name, tagline, menus, top-level categories, the share address, the forms'
 * captcha, the floating buttons' click-tracking nonce and the cart's nonce.
 */
export function themeDataOf({
  settings,
  navigation,
  categories,
}: {
  settings: SiteSetting
  navigation: Navigation
  categories: Category[]
}): ThemeData {
  return {
    siteName: settings.siteName,
    tagline: settings.tagline,
    categories: categories.filter((category) => !category.parent).map(({ id, name, slug }) => ({ id, name, slug })),
    navigation: { main: navigation.main, footer: navigation.footer },
    shareUrl: settings.shareUrl,
    shareNetworks: settings.shareNetworks,
    contact: settings.contact,
    captcha: publicCaptcha(settings.captcha),
    floatingButtonsNonce: issueNonce(payloadSecret(), FLOATING_BUTTONS_NONCE, Date.now()),
    shopNonce: issueNonce(payloadSecret(), SHOP_NONCE, Date.now()),
  }
}

/**
 * One element per header or footer and request. Every page's answer also carries its 404 boundary, whose frame is
 * nearly always the same header and footer: handing React the same element lets it send them once, not twice.
 */
const sharedElements = cache((): Map<string, ReactNode> => new Map())
function sharedElement(key: string, make: () => ReactNode): ReactNode {
  const elements = sharedElements()
  if (!elements.has(key)) elements.set(key, make())
  return elements.get(key)
}

/**
 * Header, main and footer around a page's content, the privacy banner, and the popups whose display conditions fit
 * the view (`view`), unless `popups` is false (an editor's preview that did not ask for them). The header and footer
 * come from the templates whose display conditions fit the view, or from the built-in theme when none does. The page
 * is measured (docs/measurement.md, How a page sends), and Google's tag offered where the owner keeps it, unless it is
 * an editor's preview (`preview`).
 */
export async function SiteFrame({
  view,
  popups = true,
  preview = false,
  children,
}: {
  view: DisplayView
  popups?: boolean
  preview?: boolean
  children: ReactNode
}) {
  const [chrome, header, footer] = await Promise.all([
    getSiteChrome(),
    templateFor('header', view),
    templateFor('footer', view),
  ])
  const { settings, navigation } = chrome
  const data = themeDataOf(chrome)
  return (
    <>
      <CacheTags />
      {/* First in the page: after a choice, the keyboard goes on to the header (docs/measurement.md, Consent). */}
      {sharedElement('privacy', () => (
        <PrivacyBanner version={settings.measurement?.consentVersion ?? 1} />
      ))}
      {sharedElement(`header:${header?.id ?? 'theme'}`, () =>
        header ? (
          <TemplateRender template={header} data={data} />
        ) : (
          <SiteHeader siteName={settings.siteName} navigation={navigation} shopNonce={data.shopNonce ?? ''} />
        ),
      )}
      <main id="main" className="site-main">
        {children}
      </main>
      {sharedElement(`footer:${footer?.id ?? 'theme'}`, () =>
        footer ? (
          <TemplateRender template={footer} data={data} />
        ) : (
          <SiteFooter
            siteName={settings.siteName}
            tagline={settings.tagline}
            navigation={navigation}
            categories={data.categories}
            contact={settings.contact}
          />
        ),
      )}
      {popups && <SitePopups popups={chrome.popups} view={view} data={data} />}
      {!preview && <MeasurementMarker measurement={settings.measurement} />}
      {!preview && settings.analyticsId && (
        <GoogleTagMarker measurementId={settings.analyticsId} consentVersion={settings.measurement.consentVersion} />
      )}
    </>
  )
}
