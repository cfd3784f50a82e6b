import type { Behaviour, BehaviourName } from '@/lib/behaviour'

type Entry = {
  load: () => Promise<{ default: Behaviour }>
  /** `visible`: loaded once its element comes near the viewport (heavy libraries); otherwise at once. */
  when?: 'visible'
}

/**
 * Every behaviour by the name its markers carry. On public pages, a page's bundle holds those of its kind and loads the
 * others from their own files when their markers are met (docs/widgets.md, "Behaviour bundles"); the editor's canvas
 * loads each as its own chunk.
 */
export const behaviours: Record<BehaviourName, Entry> = {
  addToCart: { load: () => import('@/shop/behaviours/add-to-cart.behaviour') },
  addressUnits: { load: () => import('@/shop/behaviours/address-units.behaviour') },
  analytics: { load: () => import('@/analytics/behaviours/collector.behaviour') },
  anchors: { load: () => import('@/features/anchors/anchors.behaviour') },
  backgroundVideo: { load: () => import('@/widgets/section/background-video.behaviour') },
  carousel: { load: () => import('@/widgets/carousel/carousel.behaviour'), when: 'visible' },
  captchaForm: { load: () => import('@/forms/widgets/form/captcha-form.behaviour') },
  cartPage: { load: () => import('@/shop/behaviours/cart-page.behaviour') },
  checkout: { load: () => import('@/shop/behaviours/checkout.behaviour') },
  countdown: { load: () => import('@/widgets/countdown/countdown.behaviour') },
  filter: { load: () => import('@/widgets/filter-bar/filter-bar.behaviour') },
  floatingButtons: { load: () => import('@/widgets/floating-buttons/floating-buttons.behaviour') },
  form: { load: () => import('@/forms/widgets/form/form.behaviour'), when: 'visible' },
  frameOnClick: { load: () => import('@/widgets/frame-on-click.behaviour') },
  googleTag: { load: () => import('@/analytics/behaviours/google-tag.behaviour') },
  hashActions: { load: () => import('@/features/hash-actions/hash-actions.behaviour') },
  headline: { load: () => import('@/widgets/animated-headline/animated-headline.behaviour') },
  hotspots: { load: () => import('@/widgets/hotspots/hotspots.behaviour') },
  lazyBackground: { load: () => import('@/widgets/section/background.behaviour') },
  lightbox: { load: () => import('@/features/lightbox/lightbox.behaviour') },
  livePreview: { load: () => import('@/features/preview/live-preview.behaviour') },
  loopFilter: { load: () => import('@/loops/widgets/taxonomy-filter/taxonomy-filter.behaviour') },
  loopGrid: { load: () => import('@/loops/widgets/post-grid/loop-grid.behaviour') },
  lottie: { load: () => import('@/widgets/lottie/lottie.behaviour'), when: 'visible' },
  megaMenu: { load: () => import('@/widgets/mega-menu/mega-menu.behaviour') },
  menuCart: { load: () => import('@/shop/behaviours/menu-cart.behaviour') },
  nav: { load: () => import('@/features/navigation/nav.behaviour') },
  popups: { load: () => import('@/popups/behaviours/popups.behaviour') },
  popupVisits: { load: () => import('@/popups/behaviours/visits.behaviour') },
  privacyBanner: { load: () => import('@/analytics/behaviours/privacy-banner.behaviour') },
  share: { load: () => import('@/features/share/share.behaviour') },
  tabs: { load: () => import('@/widgets/tabs/tabs.behaviour') },
  templateScroll: { load: () => import('@/site/templates/scroll.behaviour') },
  toc: { load: () => import('@/features/toc/toc.behaviour') },
}
