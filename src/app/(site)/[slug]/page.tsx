import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { asMedia, getPageBySlug, getPostBySlug, getRelatedPosts, getSiteChrome } from '@/cms/queries'
import { ArticleView } from '@/site/article/ArticleView'
import { articleSeo } from '@/site/article/seo'
import { BuilderPageView, builderPageSeo } from '@/site/page/BuilderPageView'

export const revalidate = 3600

/** Articles and builder pages share `/{slug}`; both render on their first visit and stay cached until content changes. */
export function generateStaticParams() {
  return []
}

type Props = { params: Promise<{ slug: string }> }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { slug } = await params
  const post = await getPostBySlug(slug)
  if (post) return articleSeo(post)
  const page = await getPageBySlug(slug)
  return page ? builderPageSeo(page) : {}
}

export default async function SlugPage({ params }: Props) {
  const { slug } = await params
  const post = await getPostBySlug(slug)
  if (!post) {
    const page = await getPageBySlug(slug)
    if (!page) notFound()
    return <BuilderPageView page={page} />
  }
  const [{ settings }, related] = await Promise.all([getSiteChrome(), getRelatedPosts(post)])
  return <ArticleView post={post} related={related} settings={settings} featuredImage={asMedia(post.featuredImage)} />
}
