import { archiveRoute } from '@/content/pages/archive-route'

const route = archiveRoute('category')
export const revalidate = 3600
export const generateStaticParams = () => []
export const generateMetadata = route.generateMetadata
export default route.Page
