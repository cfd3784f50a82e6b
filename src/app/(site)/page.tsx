import Link from 'next/link'
import { categoryFamilyIds, getSiteChrome, listPosts } from '@/cms/queries'
import { vi } from '@/i18n/vi'
import { SiteFrame } from '@/site/layout/SiteFrame'
import { PostCard } from '@/site/posts/PostCard'
import { PostGrid } from '@/site/posts/PostGrid'

export const revalidate = 3600

export default async function HomePage() {
  const { settings, categories } = await getSiteChrome()
  const [featured, latest] = await Promise.all([
    listPosts({ featured: { equals: true } }, 1, 5),
    listPosts({}, 1, 7),
  ])
  const [lead, ...sideFeatured] = featured.posts.length ? featured.posts : latest.posts
  const shownIds = new Set([lead, ...sideFeatured].filter(Boolean).map((post) => post.id))
  const latestPosts = latest.posts.filter((post) => !shownIds.has(post.id)).slice(0, 6)
  const mainCategories = categories.filter((category) => !category.parent)
  const sections = await Promise.all(
    mainCategories.map(async (category) => ({
      category,
      posts: (await listPosts({ categories: { in: await categoryFamilyIds(category) } }, 1, 4)).posts,
    })),
  )

  return (
    <SiteFrame view={{ categoryIds: [] }}>
    <div className="home">
      <h1 className="visually-hidden">{`${settings.siteName} – ${settings.tagline ?? ''}`}</h1>
      {lead && (
        <section className="home-hero container" aria-labelledby="home-featured">
          <h2 id="home-featured" className="section-title">
            {vi.featured}
          </h2>
          <div className="home-hero__grid">
            <PostCard post={lead} variant="hero" priority />
            <div className="home-hero__side">
              {sideFeatured.map((post) => (
                <PostCard key={post.id} post={post} variant="compact" />
              ))}
            </div>
          </div>
        </section>
      )}
      <section className="container home-section" aria-labelledby="home-latest">
        <h2 id="home-latest" className="section-title">
          {vi.latest}
        </h2>
        <PostGrid posts={latestPosts} />
      </section>
      {sections
        .filter((section) => section.posts.length > 0)
        .map(({ category, posts }) => (
          <section key={category.id} className="container home-section" aria-labelledby={`home-${category.slug}`}>
            <div className="section-head">
              <h2 id={`home-${category.slug}`} className="section-title">
                {category.name}
              </h2>
              <Link className="section-head__more" href={`/chuyen-muc/${category.slug}`}>
                {vi.seeAll} <span className="visually-hidden">{category.name}</span>
                <span aria-hidden="true"> →</span>
              </Link>
            </div>
            <PostGrid posts={posts} />
          </section>
        ))}
    </div>
    </SiteFrame>
  )
}
