/**
 * The largest file the media library accepts, in bytes: Payload's `upload.limits.fileSize` and the HTTP front's
 * limit for upload bodies (front/body-limits.mjs) both read it. Plain JavaScript so the front can import it.
 */
export const uploadFileSize = 10 * 1024 * 1024
