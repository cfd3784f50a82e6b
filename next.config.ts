import { withPayload } from '@payloadcms/next/withPayload'
import type { NextConfig } from 'next'

const nextConfig: NextConfig = {
  poweredByHeader: false,
  images: {
    formats: ['image/avif', 'image/webp'],
    // Few widths keep srcset short (HTML weight) while covering phones (1x–2x) and desktops.
    deviceSizes: [640, 828, 1200, 1600],
    imageSizes: [256, 400],
    minimumCacheTTL: 31536000,
    // Uploads are served by Payload from the data folder.
    localPatterns: [{ pathname: '/api/media/file/**' }],
  },
  serverExternalPackages: ['sharp', '@libsql/client', 'libsql'],
}

export default withPayload(nextConfig, { devBundleServerPackages: false })
