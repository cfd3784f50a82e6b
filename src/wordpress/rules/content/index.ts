export {
  convertPostContent,
  MAX_CONTENT_CHARS,
  type MediaMatch,
  type MediaQuery,
  type PostContent,
  type PostContentInput,
} from './convert'
export { originalUploadUrl } from './addresses'
export type { ContentProblem, ProblemKind } from './problems'
