import type { Metadata } from 'next'
import { getHomePage, getPageBySlug, getPostBySlug, getRelatedPosts, getSiteChrome } from '@/cms/queries'
import { previewAt } from '@/cms/preview'
import type { Page, Post } from '@/payload-types'
import { categoryLineage } from '@/site/templates/logic'
import { absoluteUrl } from '@/lib/site-url'
import { ArticleFrame } from '@/site/article/ArticleFrame'
import { ArticleView } from '@/site/article/ArticleView'
import { articleSeo } from '@/site/article/seo'
import { SiteFrame, themeDataOf } from '@/site/layout/SiteFrame'
import { BuilderPageView, TemplateRender } from '@/site/builder/BuilderRender'
import { builderPageSeo } from '@/site/builder/seo'
import { NotFoundAnswer, notFoundMetadata } from '@/site/not-found/NotFoundAnswer'
import { withSiteOpenGraph } from '@/site/open-graph'
import { PreviewBar } from '@/site/preview/PreviewBar'
import { templateFor } from '@/site/templates/pick'

export const revalidate = 3600

/** Articles and builder pages share `/{slug}`; both render on their first visit and stay cached until content changes. */
export function generateStaticParams() {
  return []
}

type Props = { params: Promise<{ slug: string }> }

/** What `/{slug}` shows: the published post or page there, or, in an editor's preview, its newest version. */
async function contentAt(slug: string): Promise<{ post: Post | null; page: Page | null; preview: boolean }> {
  const preview = await previewAt(slug)
  if (preview) return { ...preview, preview: true }
  const post = await getPostBySlug(slug)
  return { post, page: post ? null : await getPageBySlug(slug), preview: false }
}

const notIndexed: Metadata = { robots: { index: false, follow: false } }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { slug } = await params
  const { post, page, preview } = await contentAt(slug)
  const { settings, shareImage } = await getSiteChrome()
  if (post) return withSiteOpenGraph({ ...articleSeo(post), ...(preview && notIndexed) }, settings.siteName, shareImage)
  if (!page) return notFoundMetadata
  // The page chosen as home is also reachable by its slug; search engines are sent to `/`.
  const isHome = (await getHomePage(settings))?.id === page.id
  return withSiteOpenGraph({ ...builderPageSeo(page, isHome ? '/' : `/${page.slug}`), ...(preview && notIndexed) }, settings.siteName, shareImage)
}

export default async function SlugPage({ params }: Props) {
  const { slug } = await params
  const { post, page, preview } = await contentAt(slug)
  if (!post) {
    if (!page) return <NotFoundAnswer />
    const chrome = await getSiteChrome()
    return (
      <SiteFrame view={{ categoryIds: [] }}>
        {preview && <PreviewBar collection="pages" id={page.id} slug={slug} status={page._status} />}
        <BuilderPageView page={page} theme={themeDataOf(chrome)} />
      </SiteFrame>
    )
  }
  const view = { postId: post.id, categoryIds: categoryLineage(post.categories) }
  const [chrome, related, single] = await Promise.all([getSiteChrome(), getRelatedPosts(post), templateFor('single', view)])
  return (
    <SiteFrame view={view}>
      {preview && <PreviewBar collection="posts" id={post.id} slug={slug} status={post._status} />}
      {single ? (
        <ArticleFrame post={post} settings={chrome.settings}>
          <TemplateRender
            template={single}
            data={{ ...themeDataOf(chrome), single: { post, related }, page: { url: absoluteUrl(`/${post.slug}`), title: post.title } }}
          />
        </ArticleFrame>
      ) : (
        <ArticleView post={post} related={related} settings={chrome.settings} />
      )}
    </SiteFrame>
  )
}
