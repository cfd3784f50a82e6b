import type { Metadata } from 'next'
import { getHomePage, getPageBySlug, getPostBySlug, getRelatedPosts, getSiteChrome } from '@/cms/queries'
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
import { templateFor } from '@/site/templates/pick'

export const revalidate = 3600

/** Articles and builder pages share `/{slug}`; both render on their first visit and stay cached until content changes. */
export function generateStaticParams() {
  return []
}

type Props = { params: Promise<{ slug: string }> }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { slug } = await params
  const post = await getPostBySlug(slug)
  const { settings } = await getSiteChrome()
  if (post) return withSiteOpenGraph(articleSeo(post), settings.siteName)
  const page = await getPageBySlug(slug)
  if (!page) return notFoundMetadata
  // The page chosen as home is also reachable by its slug; search engines are sent to `/`.
  const isHome = (await getHomePage(settings))?.id === page.id
  return withSiteOpenGraph(builderPageSeo(page, isHome ? '/' : `/${page.slug}`), settings.siteName)
}

export default async function SlugPage({ params }: Props) {
  const { slug } = await params
  const post = await getPostBySlug(slug)
  if (!post) {
    const page = await getPageBySlug(slug)
    if (!page) return <NotFoundAnswer />
    const chrome = await getSiteChrome()
    return (
      <SiteFrame view={{ categoryIds: [] }}>
        <BuilderPageView page={page} theme={themeDataOf(chrome)} />
      </SiteFrame>
    )
  }
  const view = { postId: post.id, categoryIds: categoryLineage(post.categories) }
  const [chrome, related, single] = await Promise.all([getSiteChrome(), getRelatedPosts(post), templateFor('single', view)])
  return (
    <SiteFrame view={view}>
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
