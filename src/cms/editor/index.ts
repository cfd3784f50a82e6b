import { createServerFeature, lexicalEditor } from '@payloadcms/richtext-lexical'
import { deepMergeSimple } from 'payload/shared'
import { blockLabels } from './logic'

/** Adds feature.client.tsx to the editor: Vietnamese keywords for the "/" menu, Vietnamese names for its buttons. */
const VietnameseFeature = createServerFeature({
  key: 'vietnamese',
  feature: { ClientFeature: '@/cms/editor/feature.client#VietnameseFeatureClient' },
})

/**
 * The post editor: Lexical's default features, in Vietnamese. Block names are translations (`lexical:<feature>:label`),
 * merged once the editor has merged its own: a feature's translations replace the config's `i18n.translations`, so
 * they cannot be overridden there.
 */
export function vietnameseEditor(): ReturnType<typeof lexicalEditor> {
  const editor = lexicalEditor({ features: ({ defaultFeatures }) => [...defaultFeatures, VietnameseFeature()] })
  return async (args) => {
    const adapter = await editor(args)
    args.config.i18n.translations = deepMergeSimple(args.config.i18n.translations, { vi: { lexical: blockLabels } })
    return adapter
  }
}
