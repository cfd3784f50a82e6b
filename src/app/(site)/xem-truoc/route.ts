export { startPreview as GET } from '@/cms/preview'
