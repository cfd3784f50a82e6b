import type { Payload } from 'payload'
import { slugify } from '@/lib/vi'
import { pickedImage } from '@/widgets/image/logic'
import { seedArticles } from './articles'
import { seedAuthors, seedCategories, seedNavigation } from './catalog'
import { drawAhead, type SeedImageRequest } from './images'
import { storeAhead } from './store-media'
import { figuresOf, markdownToLexical } from './markdown'
import { aboutPage, consultationPage, contactPage, ebookPage, homePage, tipsPage } from './pages'
import { widgetsPage } from './widgets-page'
import { EBOOK_SKU, seedShop, storeProductPictures } from './shop'
import { callbackPopup, securityCheckPopup, tipsPopup } from './popups'
import { themeTemplates } from './templates'
import type { SeedScreen } from './screens'
import type { SeedArticle, SeedImage } from './types'

/** Draws an image, a featured illustration or the phone screen of an in-body figure, and stores it as a media document. */
function uploadImage(
  payload: Payload,
  image: SeedImage,
  seed: string,
  drawing: 'featured' | SeedScreen,
): Promise<number> {
  return storeAhead(payload, image, seed, drawAhead(imageRequest(image, seed, drawing)))
}

function imageRequest(image: SeedImage, seed: string, drawing: 'featured' | SeedScreen): SeedImageRequest {
  return drawing === 'featured'
    ? { kind: drawing, topic: image.topic, seed }
    : { kind: 'figure', topic: image.topic, seed, screen: drawing }
}

/** An article's pictures: its featured image, then its in-body figures in order. */
function articlePictures(article: SeedArticle): { image: SeedImage; seed: string; drawing: 'featured' | SeedScreen }[] {
  return [
    { image: article.featuredImage, seed: article.slug, drawing: 'featured' },
    ...figuresOf(article.body).map((figure, index) => ({
      image: figure,
      seed: `${article.slug}-${index + 1}`,
      drawing: article.screens[index],
    })),
  ]
}

/** Fills an empty database with the demo site. Does nothing when any post exists. Returns whether it seeded. */
export async function seedDemoContent(payload: Payload, log: (message: string) => void = () => {}): Promise<boolean> {
  if ((await payload.count({ collection: 'posts' })).totalDocs > 0) return false

  await payload.updateGlobal({
    slug: 'site-settings',
    data: {
      siteName: 'Thủ Thuật Điện Thoại',
      tagline: 'Mẹo hay cho điện thoại của bạn',
      description:
        'Hướng dẫn dùng điện thoại iPhone, Samsung và Android bằng tiếng Việt dễ hiểu: pin, camera, bảo mật, sao lưu, Wi-Fi, Zalo và hơn thế nữa.',
    },
  })

  const authorIds = new Map<string, number>()
  for (const [key, author] of Object.entries(seedAuthors)) {
    authorIds.set(key, (await payload.create({ collection: 'authors', data: { ...author, slug: key } })).id)
  }

  const categoryIds = new Map<string, number>()
  for (const [order, category] of seedCategories.entries()) {
    const parent = category.parent ? categoryIds.get(category.parent) : undefined
    const created = await payload.create({ collection: 'categories', data: { ...category, parent, order } })
    categoryIds.set(category.slug, created.id)
  }

  const tagIds = new Map<string, number>()
  for (const name of new Set(seedArticles.flatMap((article) => article.tags))) {
    tagIds.set(name, (await payload.create({ collection: 'tags', data: { name, slug: slugify(name) } })).id)
  }

  // Every article's pictures are drawn and stored ahead, a few at a time (./images.ts, ./store-media.ts), while the
  // articles before them are stored.
  const pictures = seedArticles.map((article) =>
    articlePictures(article).map((picture) => uploadImage(payload, picture.image, picture.seed, picture.drawing)),
  )
  const productPictures = storeProductPictures(payload)
  const featuredImages: number[] = []
  for (const [index, article] of seedArticles.entries()) {
    log(`Bài ${index + 1}/${seedArticles.length}: ${article.title}`)
    const [featuredImage, ...figureIds] = await Promise.all(pictures[index])
    featuredImages.push(featuredImage)
    const content = markdownToLexical(article.body, (_figure, figureIndex) => figureIds[figureIndex])
    await payload.create({
      collection: 'posts',
      draft: false,
      depth: 0,
      data: {
        title: article.title,
        slug: article.slug,
        excerpt: article.excerpt,
        featuredImage,
        content,
        categories: article.categories.map((slug) => categoryIds.get(slug)!),
        tags: article.tags.map((name) => tagIds.get(name)!),
        author: authorIds.get(article.author),
        // Never after the moment of seeding: a post dated later would be scheduled, not shown (cms/schedule/).
        publishedAt: new Date(Math.min(Date.parse(article.publishedAt), Date.now())).toISOString(),
        featured: article.featured ?? false,
        _status: 'published',
      },
    })
  }

  const heroImage = pickedImage(await payload.findByID({ collection: 'media', id: featuredImages[0] }))
  if (heroImage)
    await payload.create({ collection: 'pages', draft: false, data: { ...aboutPage(heroImage), _status: 'published' } })
  const topCategories = seedCategories.flatMap((category) =>
    category.parent ? [] : [{ id: categoryIds.get(category.slug)!, name: category.name, slug: category.slug }],
  )
  const home = await payload.create({
    collection: 'pages',
    draft: false,
    data: { ...homePage(topCategories), _status: 'published' },
  })
  await payload.updateGlobal({ slug: 'site-settings', data: { homePage: home.id } })
  await payload.create({ collection: 'pages', draft: false, data: { ...contactPage(), _status: 'published' } })
  await payload.create({ collection: 'pages', draft: false, data: { ...consultationPage(), _status: 'published' } })
  const tipTags = ['Pin', 'Bảo mật', 'iOS', 'Android', 'Camera', 'Zalo'].flatMap((name) =>
    tagIds.has(name) ? [{ id: tagIds.get(name)!, name }] : [],
  )
  await payload.create({
    collection: 'pages',
    draft: false,
    data: { ...tipsPage({ id: categoryIds.get('iphone')!, name: 'iPhone' }, tipTags), _status: 'published' },
  })
  const demoImages = await Promise.all(
    featuredImages.slice(0, 6).map(async (id) => pickedImage(await payload.findByID({ collection: 'media', id }))),
  )
  await payload.create({
    collection: 'pages',
    draft: false,
    data: { ...widgetsPage(demoImages.filter((image) => image !== null)), _status: 'published' },
  })
  // The image a page without its own is shared with (Open Graph): the site's, not one article's.
  const shareImage = await uploadImage(
    payload,
    {
      topic: 'phone',
      alt: 'Thủ Thuật Điện Thoại: mẹo hay cho điện thoại của bạn',
      title: 'Thủ Thuật Điện Thoại',
      description: 'Hướng dẫn dùng điện thoại bằng tiếng Việt.',
    },
    'anh-chia-se',
    'featured',
  )
  await payload.updateGlobal({ slug: 'site-settings', data: { shareImage } })
  await seedShop(payload, new Date(), productPictures, log)
  const ebook = (
    await payload.find({ collection: 'products', where: { sku: { equals: EBOOK_SKU } }, depth: 0, limit: 1 })
  ).docs[0]
  await payload.create({
    collection: 'pages',
    draft: false,
    data: { ...ebookPage({ id: ebook.id, name: ebook.name }), _status: 'published' },
  })
  const pages = await payload.find({ collection: 'pages', depth: 0, pagination: false, select: { slug: true } })
  const pageIds = new Map(pages.docs.map((page) => [page.slug, page.id]))
  await payload.updateGlobal({
    slug: 'navigation',
    data: seedNavigation(
      (slug) => categoryIds.get(slug)!,
      (slug) => pageIds.get(slug)!,
    ),
  })
  for (const template of themeTemplates()) {
    await payload.create({ collection: 'templates', draft: false, data: { ...template, _status: 'published' } })
  }
  const popupImage = pickedImage(
    await payload.findByID({
      collection: 'media',
      id: await uploadImage(
        payload,
        { topic: 'notification', alt: 'Thông báo thư mới trên điện thoại', title: 'Mẹo mỗi tuần', description: '' },
        'moi-nhan-meo',
        'featured',
      ),
    }),
  )
  await payload.create({ collection: 'popups', draft: false, data: tipsPopup(popupImage) })
  await payload.create({
    collection: 'popups',
    draft: false,
    data: securityCheckPopup(categoryIds.get('bao-mat')!, new Date()),
  })
  const contactId = pageIds.get('lien-he')!
  const callback = await payload.create({ collection: 'popups', draft: false, data: callbackPopup(contactId) })
  await payload.update({
    collection: 'pages',
    id: contactId,
    draft: false,
    data: { layout: contactPage(callback.id).layout, _status: 'published' },
  })
  return true
}
