'use client'

import { useEffect, useState } from 'react'
import { analyticsDashboard as words } from '@/i18n/analytics-dashboard'
import { formatAmount } from '@/lib/vi'

const EVERY_MS = 30_000

/** The readers seen in the last 30 minutes, asked again every 30 seconds while the tab is in view. */
export function LiveVisitors({ initial, endpoint }: { initial: number; endpoint: string }) {
  const [visitors, setVisitors] = useState(initial)

  useEffect(() => {
    const ask = async () => {
      const response = await fetch(endpoint, { cache: 'no-store', credentials: 'same-origin' }).catch(() => null)
      if (response?.ok) setVisitors(Number((await response.json()).visitors) || 0)
    }
    const timer = setInterval(() => {
      if (!document.hidden) void ask()
    }, EVERY_MS)
    return () => clearInterval(timer)
  }, [endpoint])

  return (
    <p className="analytics-live">
      <span className="analytics-live__dot" aria-hidden="true" />
      {words.live(formatAmount(visitors))}
    </p>
  )
}
