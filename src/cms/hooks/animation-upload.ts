import fs from 'node:fs/promises'
import path from 'node:path'
import { type CollectionBeforeOperationHook, ValidationError } from 'payload'
import { LOTTIE_MAX_BYTES, parseLottie } from '@/widgets/lottie/logic'

/** The one kind of upload that is not an image: a Lottie animation, named .json (or sent as application/json). */
export const ANIMATION_MIME_TYPE = 'application/json'

/**
 * A .json upload must be a Lottie animation (an object with numeric fr, ip, op and a layers array) of at most
 * 2 MB; anything else named or sent as JSON is refused with a message the editor can act on.
 */
export const checkAnimationUpload: CollectionBeforeOperationHook = async ({ operation, req }) => {
  const file = req.file
  if ((operation !== 'create' && operation !== 'update') || !file) return
  const isJson = path.extname(file.name).toLowerCase() === '.json' || file.mimetype === ANIMATION_MIME_TYPE
  if (!isJson) return
  const data = file.data?.length
    ? file.data
    : file.tempFilePath
      ? await fs.readFile(file.tempFilePath)
      : Buffer.alloc(0)
  if (data.length > LOTTIE_MAX_BYTES || !parseLottie(data.toString('utf8'))) {
    throw new ValidationError({
      errors: [
        { path: 'file', message: 'Tệp .json phải là hoạt ảnh Lottie hợp lệ (có fr, ip, op và layers), tối đa 2 MB.' },
      ],
    })
  }
  file.mimetype = ANIMATION_MIME_TYPE
}
