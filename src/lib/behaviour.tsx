/**
 * Public pages carry no framework runtime: each interactive part is a behaviour module, started by the page loader
 * (src/site/behaviours) from a hidden marker inside the element it drives, and in the builder's canvas by the editor.
 */

/** Every behaviour of the public site, by the name its marker carries in `data-behaviour`. */
export type BehaviourName =
  | 'addToCart'
  | 'addressUnits'
  | 'analytics'
  | 'anchors'
  | 'backgroundVideo'
  | 'carousel'
  | 'captchaForm'
  | 'cartPage'
  | 'checkout'
  | 'countdown'
  | 'filter'
  | 'floatingButtons'
  | 'form'
  | 'frameOnClick'
  | 'googleTag'
  | 'hashActions'
  | 'headline'
  | 'hotspots'
  | 'lazyBackground'
  | 'lightbox'
  | 'livePreview'
  | 'loopFilter'
  | 'loopGrid'
  | 'lottie'
  | 'megaMenu'
  | 'menuCart'
  | 'nav'
  | 'popups'
  | 'popupVisits'
  | 'privacyBanner'
  | 'share'
  | 'tabs'
  | 'templateScroll'
  | 'toc'

/** Where a behaviour runs: the builder's canvas (where a click selects a block) or a public page. */
export type BehaviourContext = { editing: boolean }

/** Starts a behaviour from its marker; returns what stops it (the canvas removes blocks, pages never do). */
export type Behaviour = (marker: HTMLElement, context: BehaviourContext) => (() => void) | void

/** The hidden marker that starts behaviour `name` for the element around it. */
export function BehaviourMarker({ name }: { name: BehaviourName }) {
  return <span hidden data-behaviour={name} />
}
