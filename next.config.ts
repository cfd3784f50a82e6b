import { withPayload } from '@payloadcms/next/withPayload'
import type { NextConfig } from 'next'

const nextConfig: NextConfig = {
  poweredByHeader: false,
  images: {
    formats: ['image/avif', 'image/webp'],
    deviceSizes: [390, 640, 828, 1080, 1280, 1600],
    imageSizes: [96, 160, 320, 480],
    minimumCacheTTL: 31536000,
    // Uploads are served by Payload from the data folder.
    localPatterns: [{ pathname: '/api/media/file/**' }],
  },
  serverExternalPackages: ['sharp', '@libsql/client', 'libsql'],
}

export default withPayload(nextConfig, { devBundleServerPackages: false })
