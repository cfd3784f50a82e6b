/**
 * Shapes of the demo content that `npm start` seeds into an empty database.
 * Articles are plain data modules under ./articles; images are drawn locally by ./images.ts.
 */
import type { SeedScreen } from './screens'

/** What a locally generated illustration shows. */
export const imageTopics = [
  'screenshot',
  'screen-record',
  'battery',
  'charging',
  'camera',
  'photo',
  'security',
  'lock',
  'backup',
  'cloud',
  'wifi',
  'mobile-data',
  'chat',
  'contacts',
  'call',
  'settings',
  'storage',
  'update',
  'notification',
  'location',
  'speed',
  'qr',
  'split-screen',
  'phone',
] as const
export type ImageTopic = (typeof imageTopics)[number]

/** An image with the texts the lightbox and screen readers show. */
export interface SeedImage {
  topic: ImageTopic
  /** Describes what the picture shows, for screen readers (Vietnamese). */
  alt: string
  /** Lightbox title (Vietnamese). */
  title: string
  /** Lightbox description, one sentence (Vietnamese). */
  description: string
}

export const categorySlugs = [
  'iphone',
  'android',
  'samsung',
  'pin-sac',
  'camera-anh',
  'bao-mat',
  'wifi-du-lieu',
  'ung-dung',
  'sao-luu',
] as const
export type CategorySlug = (typeof categorySlugs)[number]

export const authorKeys = ['minh-anh', 'quoc-bao', 'thu-ha'] as const
export type AuthorKey = (typeof authorKeys)[number]

export interface SeedArticle {
  title: string
  /** Lower-case ASCII, words joined by '-', diacritics removed and 'đ' → 'd'. Unique. */
  slug: string
  /** One or two sentences shown on cards and in meta descriptions (≤ 160 characters). */
  excerpt: string
  /** First entry is the primary category. */
  categories: CategorySlug[]
  /** Tag names in Vietnamese, e.g. 'Chụp màn hình'; the seed makes their slugs. */
  tags: string[]
  author: AuthorKey
  featuredImage: SeedImage
  /** Shown in the home page's featured strip. */
  featured?: boolean
  /** ISO date-time, e.g. '2026-10-03T08:30:00+07:00'. */
  publishedAt: string
  /**
   * The article body in a small Markdown subset:
   * paragraphs separated by a blank line; '## ' and '### ' headings; numbered lists ('1. ');
   * bullet lists ('- '); '> ' for a tip box; inline **bold** and [text](/other-slug) links;
   * a line of its own `![alt](topic "title | description")` places an in-body image.
   */
  body: string
  /** The phone screen each in-body image shows, in the order of the image lines in `body`. */
  screens: SeedScreen[]
}
