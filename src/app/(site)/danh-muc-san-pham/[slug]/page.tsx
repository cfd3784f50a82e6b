import { CatalogueRouteView, catalogueMetadata } from '@/shop/pages/catalogue-route'

type Props = { params: Promise<{ slug: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> }

/** A product category's archive, sorted, filtered and paged by its address. */
export async function generateMetadata({ params, searchParams }: Props) {
  return catalogueMetadata((await params).slug, searchParams)
}
export default async function ProductCategoryPage({ params, searchParams }: Props) {
  return <CatalogueRouteView categorySlug={(await params).slug} searchParams={searchParams} />
}
