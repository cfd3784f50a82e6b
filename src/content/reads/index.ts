/** The content slice's reads, as other slices reach them (README, "Feature slices"). */
export { POSTS_PER_PAGE, getPostBySlug, getPostCards, getRelatedPosts, listPosts, publishedPostCount } from './posts'
export type { PostCardOptions, PostPage } from './posts'
export { categoryFamilyIds, getCategoryById, getFilterTags, tagIdsBySlug } from './terms'
