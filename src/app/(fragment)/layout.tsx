import type React from 'react'

/** The bare document of the app's own fragments (src/app/(fragment)): no frame, no styles, no scripts. */
export default function FragmentLayout({ children }: { children: React.ReactNode }) {
  return (
    <html lang="vi">
      <body>{children}</body>
    </html>
  )
}
