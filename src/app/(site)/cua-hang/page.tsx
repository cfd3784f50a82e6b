import { CatalogueRouteView, catalogueMetadata } from '@/shop/pages/catalogue-route'

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> }

/** The shop: every product, sorted, filtered and paged by its address; the front keeps each address's page. */
export const generateMetadata = ({ searchParams }: Props) => catalogueMetadata(null, searchParams)
export default function ShopPage({ searchParams }: Props) {
  return <CatalogueRouteView categorySlug={null} searchParams={searchParams} />
}
