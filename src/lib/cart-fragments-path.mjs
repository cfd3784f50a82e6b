/**
 * The mini-cart's fragments call (docs/shop.md, Fragments), which every page with a cart asks after
 * load: answered by the app for the front without a Next.js request (src/shop/cms/front-fragments.ts, offered
 * through front-bridge.mjs). Plain JavaScript: both sides use it.
 */

/** The CMS AJAX endpoint the call is posted to. */
export const ADMIN_AJAX_PATH = '/wp-admin/admin-ajax.php'

/** Its action, as the body names it. */
export const CART_FRAGMENTS_ACTION = 'thuthuat_menu_cart_fragments'

/** The largest body the front reads for it (the action, the nonce, a few template ids): anything larger is a form. */
export const CART_FRAGMENTS_MAX_BYTES = 4096
