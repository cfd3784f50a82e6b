import { getFilterTags } from '@/content/reads'
import { getSiteChrome } from '@/cms/queries'
import { vi } from '@/i18n/vi'
import { allBlocks, type BuilderDocument } from '../../../widgets/document'
import type { FilterTerm } from './logic'
import { taxonomyFilterSettings } from './logic'

/** The builder block type of the taxonomy filter. */
export const TAXONOMY_FILTER_TYPE = 'TaxonomyFilter'

/** Terms in the order the editor chose them (by id); a term since deleted is left out. */
const inOrder = <T extends { id: number }>(ids: number[], terms: T[]) =>
  ids.flatMap((id) => terms.find((term) => term.id === id) ?? [])

/**
 * The terms of every taxonomy filter block in a layout, by block id, loaded before the layout renders: the chosen
 * categories or tags, or, when none is chosen, the top-level categories in the site's order, or the tags by name.
 */
export async function loadLoopFilters(document: BuilderDocument): Promise<Record<string, FilterTerm[]>> {
  const loaded: Record<string, FilterTerm[]> = {}
  for (const block of allBlocks(document).filter((candidate) => candidate.type === TAXONOMY_FILTER_TYPE)) {
    const settings = taxonomyFilterSettings(block.props, vi.loops.filter.all)
    let terms: { id: number; name: string; slug?: string | null }[]
    if (settings.taxonomy === 'post_tag') {
      const tags = await getFilterTags(settings.termIds)
      terms = settings.termIds.length ? inOrder(settings.termIds, tags) : tags
    } else {
      const { categories } = await getSiteChrome()
      terms = settings.termIds.length
        ? inOrder(settings.termIds, categories)
        : categories.filter((category) => !category.parent)
    }
    loaded[String(block.props.id)] = terms.flatMap(({ name, slug }) => (slug ? [{ slug, name }] : []))
  }
  return loaded
}
