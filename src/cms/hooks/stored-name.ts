import { randomUUID } from 'node:crypto'
import { fileTypeFromBuffer } from 'file-type'
import { type CollectionBeforeOperationHook, ValidationError } from 'payload'
import { ANIMATION_MIME_TYPE } from './animation-upload'
import { headOf } from './file-head'
import { VIDEO_MIME_TYPES } from './video-type'

/** The extension a stored file gets for each type the media library keeps. */
const STORED_EXTENSIONS: Record<string, string> = {
  'image/jpeg': '.jpg',
  'image/png': '.png',
  'image/webp': '.webp',
  'image/avif': '.avif',
  'image/gif': '.gif',
  [ANIMATION_MIME_TYPE]: '.json',
  'video/mp4': '.mp4',
  'video/webm': '.webm',
}

/** Bytes `file-type` reads to recognise an image. */
const SNIFF_BYTES = 4100

/** Animations and videos were recognised by their own hooks, which run first; anything else must be an image. */
async function recognisedType(file: {
  mimetype: string
  data?: Buffer
  tempFilePath?: string
}): Promise<string | undefined> {
  if (file.mimetype === ANIMATION_MIME_TYPE || (VIDEO_MIME_TYPES as readonly string[]).includes(file.mimetype))
    return file.mimetype
  const detected = await fileTypeFromBuffer(await headOf(file, SNIFF_BYTES))
  return detected?.mime.startsWith('image/') ? detected.mime : undefined
}

/**
 * Uploads are stored under a random name with the extension of the type their content was recognised as: the
 * uploader's file name never reaches the disk, and a PNG named `x.html` is kept as `….png`, served as an image.
 */
export const storeUnderRandomName: CollectionBeforeOperationHook = async ({ operation, req }) => {
  const file = req.file
  if ((operation !== 'create' && operation !== 'update') || !file) return
  const type = await recognisedType(file)
  const extension = type && STORED_EXTENSIONS[type]
  if (!type || !extension) {
    throw new ValidationError({
      errors: [
        {
          path: 'file',
          message: 'Chỉ nhận ảnh JPEG, PNG, WebP, AVIF, GIF, hoạt ảnh Lottie (.json) hoặc video MP4, WebM.',
        },
      ],
    })
  }
  file.mimetype = type
  file.name = `${randomUUID()}${extension}`
}
