export { endPreview as GET } from '@/cms/preview'
