import { ProductRouteView, productMetadata } from '@/shop/pages/product-route'

type Props = { params: Promise<{ slug: string }> }

/** A product's page: rendered on first visit and kept until the product or the shop's lists change. */
export const revalidate = 3600
export const generateStaticParams = () => []
export async function generateMetadata({ params }: Props) {
  return productMetadata((await params).slug)
}
export default async function ProductPage({ params }: Props) {
  return <ProductRouteView slug={(await params).slug} />
}
