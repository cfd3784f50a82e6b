import { getPostBySlug, getRelatedPosts, listPosts } from '@/content/reads/posts'
import { getSiteChrome } from '@/cms/queries'
import { absoluteUrl } from '@/lib/site-url'
import type { Page, Popup, Template } from '@/payload-types'
import { loadArchive } from '@/content/views/archives'
import { themeDataOf } from '@/site/layout/SiteFrame'
import type { ThemeData } from '@/widgets/theme-data'

/**
 * What the editor's canvas shows theme widgets: the site's name and menus, and for single-post and archive
 * templates the newest post or the first category as a sample; a popup's frame for popups.
 */
export async function editorThemeData(designed: { popup: Popup } | { doc: Page | Template }): Promise<ThemeData> {
  const chrome = await getSiteChrome()
  const data: ThemeData = themeDataOf(chrome)
  if ('popup' in designed)
    return {
      ...data,
      page: { url: absoluteUrl('/'), title: designed.popup.title },
      popupFrame: designed.popup.settings ?? {},
    }
  const { doc } = designed
  if (!('kind' in doc)) return { ...data, page: { url: absoluteUrl(`/${doc.slug ?? ''}`), title: doc.title } }
  const template = doc
  data.template = { id: template.id, kind: template.kind, sticky: template.sticky }
  if (template.kind === 'single') {
    const newest = (await listPosts({}, 1, 1)).posts[0]
    const post = newest?.slug ? await getPostBySlug(newest.slug) : null
    if (post) data.single = { post, related: await getRelatedPosts(post) }
  }
  const category = data.categories[0]
  if (template.kind === 'archive' && category?.slug)
    data.archive = (await loadArchive('category', category.slug)) ?? undefined
  return data
}
