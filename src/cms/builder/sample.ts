import { getPostBySlug, getRelatedPosts, getSiteChrome, listPosts } from '@/cms/queries'
import { absoluteUrl } from '@/lib/site-url'
import type { Page, Template } from '@/payload-types'
import { loadArchive } from '@/site/archives'
import { themeDataOf } from '@/site/layout/SiteFrame'
import type { ThemeData } from '@/widgets/theme-data'

/**
 * What the editor's canvas shows theme widgets: the site's name and menus, and for single-post and archive
 * templates the newest post or the first category as a sample.
 */
export async function editorThemeData(doc: Page | Template): Promise<ThemeData> {
  const chrome = await getSiteChrome()
  const data: ThemeData = themeDataOf(chrome)
  if (!('kind' in doc)) return { ...data, page: { url: absoluteUrl(`/${doc.slug ?? ''}`), title: doc.title } }
  const template = doc
  data.template = { id: template.id, kind: template.kind, sticky: template.sticky }
  if (template.kind === 'single') {
    const newest = (await listPosts({}, 1, 1)).posts[0]
    const post = newest?.slug ? await getPostBySlug(newest.slug) : null
    if (post) data.single = { post, related: await getRelatedPosts(post) }
  }
  const category = data.categories[0]
  if (template.kind === 'archive' && category?.slug) data.archive = (await loadArchive('category', category.slug)) ?? undefined
  return data
}
