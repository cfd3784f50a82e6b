export declare const ADMIN_AJAX_PATH: string
export declare const CART_FRAGMENTS_ACTION: string
export declare const CART_FRAGMENTS_MAX_BYTES: number
