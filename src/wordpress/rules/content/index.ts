export { convertPostContent, type PostContent, type PostContentInput } from './convert'
export type { MediaMatch, MediaQuery } from './references'
export { originalUploadUrl } from './addresses'
export type { ContentProblem, ProblemKind } from './problems'
