import { homeMetadata, HomeRouteView } from '@/site/home-route'

export const revalidate = 3600

export const metadata = homeMetadata()

export default function HomePage() {
  return <HomeRouteView />
}
