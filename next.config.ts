import { withPayload } from '@payloadcms/next/withPayload'
import type { NextConfig } from 'next'

const nextConfig: NextConfig = {
  poweredByHeader: false,
  images: {
    formats: ['image/avif', 'image/webp'],
    // Few widths keep srcset short (HTML weight) while covering phones (1x–2x; 750: a 375–412 px phone's full width
    // at 1.75–2x) and desktops.
    deviceSizes: [640, 750, 828, 1200, 1600],
    imageSizes: [256, 400],
    minimumCacheTTL: 31536000,
    // Uploads are served by Payload from the data folder.
    localPatterns: [{ pathname: '/api/media/file/**' }],
  },
  // Payload is loaded from node_modules, once per process: bundled, the instrumentation (which starts Payload for the
  // HTTP front's answers, such as the redirects it loads at start) and the routes each had their own copy, and an
  // instance started by the first no longer recognised the second's errors (a validation error lost its fields, so
  // the admin showed no field's message).
  serverExternalPackages: ['sharp', '@libsql/client', 'libsql', 'payload'],
  // Next streams a page's metadata (title, description, canonical, Open Graph) to browsers it does not take for bots,
  // after the page, for a script to move into place. Every reader gets it in the <head>: public pages carry no
  // framework script, and the few milliseconds of `generateMetadata` are not worth a head that depends on one.
  htmlLimitedBots: /.*/,
  // Cached pages and reads stay in memory: on disk they would outlive the process that knows their tags were
  // changed (a restart, a new database under the same build, another instance).
  // Turbopack's build cache on disk takes 15–35 s to write and barely shortens a later build here (npm start builds
  // again only when the sources changed): a first start is quicker without it.
  experimental: { isrFlushToDisk: false, turbopackFileSystemCacheForBuild: false },
  // The type check is `npm run typecheck` (tsc over the whole project, first in `npm test`); the build need not repeat
  // it, which saves a minute or more of every first start on a 2-core machine.
  typescript: { ignoreBuildErrors: true },
}

const payloadConfig = withPayload(nextConfig, { devBundleServerPackages: false })
const payloadHeaders = payloadConfig.headers!

/**
 * Payload asks every path for the colour-scheme client hint with `Critical-CH`, which makes Chrome send a reader's
 * first request twice and varies every cached page on the hint. Only the admin reads it, so only the admin asks.
 */
async function headers() {
  return (await payloadHeaders()).map((rule) =>
    rule.source === '/:path*' ? { ...rule, source: '/admin/:path*' } : rule,
  )
}

export default { ...payloadConfig, headers } satisfies NextConfig
