import type { Metadata } from 'next'
import { SlugView, slugMetadata } from '@/site/slug-route'

export const revalidate = 3600

/** Articles and builder pages share `/{slug}`; both render on their first visit and stay cached until content changes. */
export function generateStaticParams() {
  return []
}

type Props = { params: Promise<{ slug: string }> }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return slugMetadata((await params).slug)
}

export default async function SlugPage({ params }: Props) {
  return <SlugView slug={(await params).slug} />
}
