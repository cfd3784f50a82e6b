import '@/shop/views/checkout.css'
import type { Metadata } from 'next'
import { headers } from 'next/headers'
import { getPayloadClient } from '@/cms/queries'
import { vi } from '@/i18n/vi'
import { cartOwnerOf } from '@/shop/cms/owner'
import { SiteFrame } from '@/site/layout/SiteFrame'
import { CheckoutView } from '@/shop/views/CheckoutView'
import { loadCheckout } from '@/shop/cms/checkout/checkout-page'

export const metadata: Metadata = { title: vi.cart.checkout, robots: { index: false, follow: false } }

/** The checkout (`/thanh-toan`): the visitor's own, read per request, never kept. */
export default async function CheckoutPage() {
  const payload = await getPayloadClient()
  const requestHeaders = await headers()
  const owner = await cartOwnerOf(payload, requestHeaders)
  const user =
    owner.customerId !== null
      ? await payload.findByID({
          collection: 'users',
          id: owner.customerId,
          depth: 0,
          overrideAccess: true,
        })
      : null
  return (
    <SiteFrame view={{ kind: 'page', categoryIds: [] }} popups={false}>
      <CheckoutView checkout={await loadCheckout(payload, owner, user)} />
    </SiteFrame>
  )
}
