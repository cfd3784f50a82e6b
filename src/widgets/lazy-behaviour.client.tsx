'use client'

import { useEffect, useRef } from 'react'

/**
 * The behaviours of the interactive widgets, each its own chunk: a page downloads only those of the widgets it
 * shows. Each starts from a hidden marker inside its widget and returns what stops it.
 */
const behaviours = {
  backgroundVideo: () => import('./section/background-video.behaviour'),
  carousel: () => import('./carousel/carousel.behaviour'),
  countdown: () => import('./countdown/countdown.behaviour'),
  filter: () => import('./filter-bar/filter-bar.behaviour'),
  floatingButtons: () => import('./floating-buttons/floating-buttons.behaviour'),
  headline: () => import('./animated-headline/animated-headline.behaviour'),
  hotspots: () => import('./hotspots/hotspots.behaviour'),
  lottie: () => import('./lottie/lottie.behaviour'),
} satisfies Record<string, () => Promise<{ default: (marker: HTMLElement) => (() => void) | void }>>

/** Loads and starts one widget's behaviour once the page is interactive; stops it when the widget goes away. */
export function LazyBehaviour({ name }: { name: keyof typeof behaviours }) {
  const marker = useRef<HTMLSpanElement>(null)

  useEffect(() => {
    let stop: (() => void) | void
    let cancelled = false
    void behaviours[name]().then(({ default: start }) => {
      if (!cancelled && marker.current) stop = start(marker.current)
    })
    return () => {
      cancelled = true
      stop?.()
    }
  }, [name])

  return <span ref={marker} hidden />
}
