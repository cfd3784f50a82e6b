import { NotFoundView } from '@/site/not-found/NotFoundView'

/** The boundary Next shows when a `notFound()` is thrown (pages themselves answer with NotFoundAnswer). */
export default NotFoundView
