import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { asMedia, getPostBySlug, getRelatedPosts, getSiteChrome } from '@/cms/queries'
import { ArticleView } from '@/site/article/ArticleView'
import { articleSeo } from '@/site/article/seo'

export const revalidate = 3600

/** Articles render on their first visit and stay cached until an editor changes content. */
export function generateStaticParams() {
  return []
}

type Props = { params: Promise<{ slug: string }> }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const post = await getPostBySlug((await params).slug)
  return post ? articleSeo(post) : {}
}

export default async function ArticlePage({ params }: Props) {
  const post = await getPostBySlug((await params).slug)
  if (!post) notFound()
  const [{ settings }, related] = await Promise.all([getSiteChrome(), getRelatedPosts(post)])
  return <ArticleView post={post} related={related} settings={settings} featuredImage={asMedia(post.featuredImage)} />
}
