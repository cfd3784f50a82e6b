/**
 * The largest WordPress export the admin's "Nhập từ WordPress" takes, in bytes, and where it is sent
 * (docs/import.md, From the admin): the endpoint and the HTTP front's body limit (front/body-limits.mjs) both read
 * them. Plain JavaScript so the front can import it.
 */
export const maxExportBytes = 512 * 1024 * 1024
export const WORDPRESS_IMPORT_START_PATH = '/api/wordpress-import/start'
