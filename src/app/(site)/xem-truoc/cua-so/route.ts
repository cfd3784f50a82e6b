export { choosePreviewPopups as GET } from '@/cms/preview'
