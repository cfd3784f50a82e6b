import type { PublicCaptcha } from '@/forms/rules/captcha-provider'
import type { TocHeading } from '@/features/toc/logic'
import type { Navigation, Order, Post, Product, SiteSetting, Template } from '@/payload-types'
import type { PaymentDue } from '@/shop/server/payments/payment-due'
import type { Archive } from '@/content/views/archives'
import type { CategoryLink } from '@/site/layout/CategoryLinks'
import type { PopupSettings } from '@/popups/views/PopupFrame'
import type { GridPage, LoopAddress } from '../loops/widgets/post-grid/logic'
import type { FilterTerm } from '../loops/widgets/taxonomy-filter/logic'

/**
 * What theme widgets read about the page being shown, handed to Puck as its `metadata` both on the site and
 * in the editor (where a recent post or archive stands in as a sample).
 */
export interface ThemeData {
  siteName: string
  tagline?: string | null
  /** Top-level categories, for footer menus. */
  categories: CategoryLink[]
  navigation: Pick<Navigation, 'main' | 'footer'>
  shareUrl?: string | null
  /** "Cài đặt trang › Nút chia sẻ dưới bài viết": the article's share bar (the default when empty). */
  shareNetworks?: SiteSetting['shareNetworks']
  /** "Cài đặt trang › Liên hệ": e-mail, phone, address and hours (each may be empty). */
  contact?: SiteSetting['contact']
  /** The page being shown (share buttons): its address and title. In the editor, the document's own. */
  page?: { url: string; title: string }
  /** The captcha forms use (site settings); ALTCHA when absent. */
  captcha?: PublicCaptcha
  /** The document whose layout is rendered (`pages:12`, `templates:3`): forms and loops send it as `post_id`. None in the editor. */
  documentRef?: string
  /** In the builder, a popup's frame settings: the canvas shows its content in the frame (width, position, overlay). */
  popupFrame?: PopupSettings
  /** The template being rendered or designed; none for pages. */
  template?: Pick<Template, 'id' | 'kind' | 'sticky'>
  single?: { post: Post; related: Post[] }
  /** The page of posts of each post grid block, by block id (loaded on the server before rendering). */
  postGrids?: Record<string, GridPage>
  /** The products of each product grid and carousel block, by block id (loaded on the server before rendering). */
  productLists?: Record<string, Product[]>
  /** The terms of each taxonomy filter block, by block id (loaded on the server before rendering). */
  loopFilters?: Record<string, FilterTerm[]>
  /** Where the layout is shown: grids write their page links from it. */
  address?: LoopAddress
  /** A builder page's h2–h4 headings: their ids by block id, and the list the table of contents shows. */
  headings?: { ids: Record<string, string>; headings: TocHeading[] }
  archive?: Archive
  /** In the builder, for a page: what its post grids send to preview unsaved settings through the loop refresh call. */
  loopPreview?: { nonce: string; document: string }
  /** The nonce floating buttons send with each click they report. */
  floatingButtonsNonce?: string
  /** The nonce the cart's calls send (`_nonce`): the header's cart asks for its fragments with it. */
  shopNonce?: string
  /** On the purchase summary page, the order just placed and how it is still to be paid (the purchase summary widget). */
  receivedOrder?: { order: Order; due: PaymentDue | null }
}

/** The theme data in Puck's metadata, or null when a widget is rendered without it. */
export function themeData(metadata: unknown): ThemeData | null {
  const data = metadata as Partial<ThemeData> | null | undefined
  return data && typeof data.siteName === 'string' && data.navigation ? (data as ThemeData) : null
}
