import { categoryFamilyIds } from '@/content/reads/terms'
import { getSiteChrome } from '@/cms/queries'
import { listPosts } from '@/content/reads/posts'
import { vi } from '@/i18n/vi'
import { CacheTags } from './CacheTags'
import { FeaturedPosts } from './posts/FeaturedPosts'
import { PostGrid } from './posts/PostGrid'

/** The built-in home page (featured, latest, a section per category), used when no builder page is chosen as home. */
export async function HomeView() {
  const { settings, categories } = await getSiteChrome()
  const [featured, latest] = await Promise.all([listPosts({ featured: { equals: true } }, 1, 5), listPosts({}, 1, 7)])
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
    <div className="home">
      <CacheTags />
      <h1 className="visually-hidden">{`${settings.siteName} – ${settings.tagline ?? ''}`}</h1>
      {lead && (
        <section className="home-hero container" aria-labelledby="home-featured">
          <h2 id="home-featured" className="section-heading">
            {vi.featured}
          </h2>
          <FeaturedPosts posts={[lead, ...sideFeatured]} />
        </section>
      )}
      <section className="container home-section" aria-labelledby="home-latest">
        <h2 id="home-latest" className="section-heading">
          {vi.latest}
        </h2>
        <PostGrid posts={latestPosts} />
      </section>
      {sections
        .filter((section) => section.posts.length > 0)
        .map(({ category, posts }) => (
          <section key={category.id} className="container home-section" aria-labelledby={`home-${category.slug}`}>
            <div className="section-head">
              <h2 id={`home-${category.slug}`} className="section-heading">
                {category.name}
              </h2>
              <a className="section-head__more" href={`/chuyen-muc/${category.slug}`}>
                {vi.seeAll} <span className="visually-hidden">{category.name}</span>
                <span aria-hidden="true"> →</span>
              </a>
            </div>
            <PostGrid posts={posts} columns={posts.length === 4 ? 4 : 3} />
          </section>
        ))}
    </div>
  )
}
