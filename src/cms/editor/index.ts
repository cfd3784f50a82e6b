import {
  BlocksFeature,
  createServerFeature,
  EXPERIMENTAL_TableFeature,
  LinkFeature,
  lexicalEditor,
  RelationshipFeature,
  UploadFeature,
} from '@payloadcms/richtext-lexical'
import type { Field } from 'payload'
import { deepMergeSimple } from 'payload/shared'
import { MAX_CAPTION_LENGTH } from '@/content/views/article/caption'
import { embedBlock, htmlBlock } from './blocks'
import { blockLabels } from './logic'

/** Adds feature.client.tsx to the editor: Vietnamese keywords for the "/" menu, Vietnamese names for its buttons. */
const VietnameseFeature = createServerFeature({
  key: 'vietnamese',
  feature: { ClientFeature: '@/cms/editor/feature.client#VietnameseFeatureClient' },
})

/** What an article may show or point at: public content only, never a private collection (orders, paid downloads). */
const publicContent = ['posts', 'pages'] as const

/** What shows under an image in an article, written by the editor where the image is placed. */
const captionField: Field = {
  name: 'caption',
  type: 'text',
  label: 'Chú thích (hiện dưới ảnh)',
  maxLength: MAX_CAPTION_LENGTH,
}

/**
 * A default feature, or, for those that choose documents, the same limited to what an article may carry: images and
 * files from the media library only (never the shop's paid downloads or readers' form attachments), references and
 * internal links to public content. The same options refuse any other collection when a document is saved.
 */
function forArticles<Feature extends { key: string }>(feature: Feature) {
  switch (feature.key) {
    case 'upload':
      // The caption is written where the image is placed: the media item's title may come from a file name.
      return UploadFeature({ enabledCollections: ['media'], collections: { media: { fields: [captionField] } } })
    case 'relationship':
      return RelationshipFeature({ enabledCollections: [...publicContent] })
    case 'link':
      return LinkFeature({ enabledCollections: [...publicContent] })
    default:
      return feature
  }
}

/**
 * The rich text editor: Lexical's default features, in Vietnamese, and `extra` features after them. Block names are translations (`lexical:<feature>:label`),
 * merged once the editor has merged its own: a feature's translations replace the config's `i18n.translations`, so
 * they cannot be overridden there.
 */
export function vietnameseEditor(
  extra: ReturnType<typeof BlocksFeature | typeof EXPERIMENTAL_TableFeature>[] = [],
): ReturnType<typeof lexicalEditor> {
  const editor = lexicalEditor({
    features: ({ defaultFeatures }) => [...defaultFeatures.map(forArticles), ...extra, VietnameseFeature()],
  })
  return async (args) => {
    const adapter = await editor(args)
    args.config.i18n.translations = deepMergeSimple(args.config.i18n.translations, { vi: { lexical: blockLabels } })
    return adapter
  }
}

/** An article's editor: the rich text editor with tables and the article's own blocks (HTML, embeds). */
export const articleEditor = (): ReturnType<typeof lexicalEditor> =>
  vietnameseEditor([EXPERIMENTAL_TableFeature(), BlocksFeature({ blocks: [htmlBlock, embedBlock] })])
