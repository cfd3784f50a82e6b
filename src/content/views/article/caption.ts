import { storedRecord, storedText } from '@/lib/stored-values'

/** The longest caption an editor may write under an image placed in an article. */
export const MAX_CAPTION_LENGTH = 300

/** The caption an editor wrote on an image placed in an article (the upload node's fields), or ''. */
export const uploadCaption = (fields: unknown) => storedText(storedRecord(fields).caption, MAX_CAPTION_LENGTH)
