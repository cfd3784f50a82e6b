import { randomUUID } from 'node:crypto'
import { fileTypeFromBuffer } from 'file-type'
import { type CollectionBeforeOperationHook, ValidationError } from 'payload'
import { headOf } from '../../../cms/hooks/file-head'

/** What a downloadable product may deliver, by the type its content is recognised as, with the extension it is kept under. */
export const DOWNLOAD_EXTENSIONS: Record<string, string> = {
  'application/pdf': '.pdf',
  'application/epub+zip': '.epub',
  'application/zip': '.zip',
}

/** Bytes `file-type` reads to recognise a file. */
const SNIFF_BYTES = 4100

/**
 * A product's file is kept only when its content is a PDF, an EPUB or a ZIP (whatever its name says), under a random
 * name with that type's extension: the uploader's file name never reaches the disk.
 */
export const storeDownloadUnderRandomName: CollectionBeforeOperationHook = async ({ operation, req }) => {
  const file = req.file
  if ((operation !== 'create' && operation !== 'update') || !file) return
  const detected = await fileTypeFromBuffer(await headOf(file, SNIFF_BYTES))
  const extension = detected && DOWNLOAD_EXTENSIONS[detected.mime]
  if (!detected || !extension)
    throw new ValidationError({ errors: [{ path: 'file', message: 'Chỉ nhận tệp PDF, EPUB hoặc ZIP.' }] })
  file.mimetype = detected.mime
  file.name = `${randomUUID()}${extension}`
}
