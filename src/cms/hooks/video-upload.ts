import { type CollectionBeforeOperationHook, ValidationError } from 'payload'
import { headOf } from './file-head'
import { acceptedVideoType, claimsVideo } from './video-type'

/** Bytes enough to recognise an MP4 `ftyp` box or a WebM EBML header. */
const HEAD_BYTES = 64

/**
 * Background videos in the media library: a file named or sent as a video must be an MP4 (.mp4, .m4v) or a WebM
 * (.webm) by its content, its name matching what it is; anything else is refused with a message the editor can act
 * on (the 10 MB upload limit applies as to every file).
 */
export const checkVideoUpload: CollectionBeforeOperationHook = async ({ operation, req }) => {
  const file = req.file
  if ((operation !== 'create' && operation !== 'update') || !file || !claimsVideo(file.name, file.mimetype)) return
  const type = acceptedVideoType(file.name, await headOf(file, HEAD_BYTES))
  if (!type) {
    throw new ValidationError({
      errors: [
        {
          path: 'file',
          message: 'Tệp video phải là MP4 (.mp4, .m4v) hoặc WebM (.webm) thật, đúng với đuôi tên tệp, tối đa 10 MB.',
        },
      ],
    })
  }
  file.mimetype = type
}
