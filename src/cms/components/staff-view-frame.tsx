import { DefaultTemplate } from '@payloadcms/next/templates'
import { Gutter, SetStepNav } from '@payloadcms/ui'
import { redirect } from 'next/navigation'
import type { AdminViewServerProps } from 'payload'
import type { ReactNode } from 'react'

/**
 * The frame of a custom admin view for staff (docs/measurement.md, Dashboard; docs/import.md, From the admin):
 * Payload lets anyone reach a custom view, so a visitor is sent to the login (back to `href` after) and a customer
 * away; staff get the view inside the admin's own template, under its title in the step navigation. Which staff may
 * use it is the view's to say.
 */
export function staffViewFrame(
  { initPageResult, params, searchParams }: AdminViewServerProps,
  { href, title, className }: { href: string; title: string; className: string },
): (children: ReactNode) => ReactNode {
  const { req, permissions, locale, visibleEntities } = initPageResult
  const { user, payload } = req
  if (!user) redirect(`/admin/login?redirect=${encodeURIComponent(href)}`)
  if (!permissions.canAccessAdmin) redirect('/admin/unauthorized')
  return (children) => (
    <DefaultTemplate
      i18n={req.i18n}
      locale={locale}
      params={params}
      payload={payload}
      permissions={permissions}
      searchParams={searchParams}
      user={user}
      visibleEntities={visibleEntities}
    >
      <SetStepNav nav={[{ label: title }]} />
      <main>
        <Gutter className={className}>{children}</Gutter>
      </main>
    </DefaultTemplate>
  )
}
