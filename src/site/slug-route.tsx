import type { Metadata } from 'next'
import { getHomePage, getPageBySlug, getSiteChrome } from '@/cms/queries'
import { getPostBySlug, getRelatedPosts } from '@/content/reads/posts'
import { previewAt } from '@/cms/preview'
import type { Page, Post } from '@/payload-types'
import { absoluteUrl } from '@/lib/site-url'
import { ArticleFrame } from '../content/views/article/ArticleFrame'
import { ArticleView } from '../content/views/article/ArticleView'
import { articleSeo } from '../content/views/article/seo'
import { BuilderPageView, TemplateRender } from './builder/BuilderRender'
import { builderPageSeo } from './builder/seo'
import { SiteFrame, themeDataOf } from './layout/SiteFrame'
import { NotFoundAnswer, notFoundMetadata } from './not-found/NotFoundAnswer'
import { withSiteOpenGraph } from './open-graph'
import { PreviewBar } from './preview/PreviewBar'
import { categoryLineage } from './display-conditions/logic'
import { templateFor } from './templates/pick'

/** What `/{slug}` shows: the published post or page there, or, in an editor's preview, its newest version. */
async function contentAt(
  slug: string,
): Promise<{ post: Post | null; page: Page | null; preview: boolean; popups: boolean }> {
  const preview = await previewAt(slug)
  if (preview) return { ...preview, preview: true }
  const post = await getPostBySlug(slug)
  return { post, page: post ? null : await getPageBySlug(slug), preview: false, popups: true }
}

const notIndexed: Metadata = { robots: { index: false, follow: false } }

/**
 * Metadata of `/{slug}`; `query` is the address's query when it names loop pages or filters (`?e-page-…`): such a
 * page is its own canonical address.
 */
export async function slugMetadata(slug: string, query = ''): Promise<Metadata> {
  const { post, page, preview } = await contentAt(slug)
  const { settings, shareImage } = await getSiteChrome()
  if (post) {
    const seo = articleSeo(post)
    const canonical = query ? { alternates: { canonical: `/${post.slug}${query}` } } : {}
    return withSiteOpenGraph({ ...seo, ...canonical, ...(preview && notIndexed) }, settings.siteName, shareImage)
  }
  if (!page) return notFoundMetadata
  // The page chosen as home is also reachable by its slug; search engines are sent to `/`.
  const isHome = (await getHomePage(settings))?.id === page.id
  const path = `${isHome ? '/' : `/${page.slug}`}${query}`
  return withSiteOpenGraph({ ...builderPageSeo(page, path), ...(preview && notIndexed) }, settings.siteName, shareImage)
}

/** The post or builder page at `/{slug}`, its loops at the pages and filters `query` names. */
export async function SlugView({ slug, query = '' }: { slug: string; query?: string }) {
  const { post, page, preview, popups } = await contentAt(slug)
  const address = { path: `/${slug}`, query }
  if (!post) {
    if (!page) return <NotFoundAnswer />
    const chrome = await getSiteChrome()
    return (
      <SiteFrame view={{ kind: 'page', id: page.id, categoryIds: [] }} popups={popups} preview={preview}>
        {preview && <PreviewBar collection="pages" id={page.id} slug={slug} status={page._status} popups={popups} />}
        <BuilderPageView page={page} theme={themeDataOf(chrome)} address={address} />
      </SiteFrame>
    )
  }
  const view = { kind: 'post' as const, id: post.id, categoryIds: categoryLineage(post.categories) }
  const [chrome, related, single] = await Promise.all([
    getSiteChrome(),
    getRelatedPosts(post),
    templateFor('single', view),
  ])
  return (
    <SiteFrame view={view} popups={popups} preview={preview}>
      {preview && <PreviewBar collection="posts" id={post.id} slug={slug} status={post._status} popups={popups} />}
      {single ? (
        <ArticleFrame post={post} settings={chrome.settings}>
          <TemplateRender
            template={single}
            data={{
              ...themeDataOf(chrome),
              address,
              single: { post, related },
              page: { url: absoluteUrl(`/${post.slug}`), title: post.title },
            }}
          />
        </ArticleFrame>
      ) : (
        <ArticleView post={post} related={related} settings={chrome.settings} />
      )}
    </SiteFrame>
  )
}
