import type { MetadataRoute } from 'next'
import { absoluteUrl } from '@/lib/site-url'

// The site's address is read when asked, not at build time: a site served at another address than it was built for
// (SITE_URL set later, another instance on the same build) names itself right.
export const dynamic = 'force-dynamic'

export default function robots(): MetadataRoute.Robots {
  return {
    rules: [{ userAgent: '*', allow: '/', disallow: ['/admin', '/api/', '/tim-kiem'] }],
    sitemap: absoluteUrl('/sitemap.xml'),
  }
}
