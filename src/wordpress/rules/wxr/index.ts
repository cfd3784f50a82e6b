/** The WordPress export read as a stream of records, and PHP-serialized meta (docs/import.md, The export file). */
export { createWxrReader, type WxrReader, type WxrReaderOptions } from './reader'
export { DEFAULT_UTC_OFFSET_MINUTES } from './dates'
export { metaOf } from './meta'
export { unserializePhp, type PhpValue, type Unserialized } from './php-unserialize'
export { MAX_CONTENT_BYTES, MAX_ELEMENTOR_DATA_BYTES, MAX_FIELD_BYTES, MAX_META_VALUE_BYTES } from './limits'
export {
  WXR_VERSIONS,
  WxrRefusal,
  type WxrAuthor,
  type WxrItem,
  type WxrItemTerm,
  type WxrMeta,
  type WxrProblem,
  type WxrRecord,
  type WxrSite,
  type WxrTerm,
  type WxrVersion,
} from './types'
