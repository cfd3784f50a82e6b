import { lottie as lottieText } from '@/i18n/lottie'
import {
  DEFAULT_ANIMATION,
  LAZY_MARGIN,
  type LottieDocument,
  nextPass,
  parseLottie,
  type PlayerSettings,
  playPlan,
  scrollProgress,
  segmentFrames,
  zoneRootMargin,
} from './logic'

/** The animation's document: its own file, else the default one (a missing, foreign or broken file never shows). */
async function loadDocument(src: string): Promise<LottieDocument | null> {
  for (const url of src === DEFAULT_ANIMATION ? [src] : [src, DEFAULT_ANIMATION]) {
    try {
      const response = await fetch(url)
      const animation = response.ok ? parseLottie(await response.text()) : null
      if (animation) return animation
    } catch {
      // Unreachable or refused (CORS): try the next one.
    }
  }
  return null
}

/**
 * Plays the vector animation around it. Nothing is fetched until the block is 200 px from the viewport; then the
 * light Lottie player (SVG only) and the file load, and the block plays as its trigger says (see `playPlan`).
 */
export default function start(marker: HTMLElement): (() => void) | void {
  const root = marker.closest<HTMLElement>('[data-lottie]')
  const stage = root?.querySelector<HTMLElement>('[data-lottie-stage]')
  const settings = JSON.parse(root?.dataset.lottie ?? 'null') as PlayerSettings | null
  if (!root || !stage || !settings) return
  let cancelled = false
  const cleanups: (() => void)[] = []
  const listen = (target: EventTarget, type: string, listener: EventListener, options?: AddEventListenerOptions) => {
    target.addEventListener(type, listener, options)
    cleanups.push(() => target.removeEventListener(type, listener))
  }

  const start = async () => {
    const [{ default: lottie }, animation] = await Promise.all([
      import('lottie-web/build/player/lottie_light'),
      loadDocument(settings.src),
    ])
    if (cancelled || !animation) return
    const player = lottie.loadAnimation({
      container: stage,
      renderer: 'svg',
      loop: false,
      autoplay: false,
      animationData: animation,
      rendererSettings: { preserveAspectRatio: 'xMidYMid meet' },
    })
    cleanups.push(() => player.destroy())
    await new Promise((resolve) => player.addEventListener('DOMLoaded', resolve))
    if (cancelled) return

    const [from, to] = segmentFrames(animation.ip, animation.op, settings.frames)
    const span = to - from
    player.setSegment(from, to)
    player.setSpeed(settings.speed)
    const reducedMotion = matchMedia('(prefers-reduced-motion: reduce)').matches
    const plan = span >= 1 ? playPlan({ ...settings, reducedMotion }) : ({ mode: 'still', stillAt: 'start' } as const)
    player.goToAndStop(plan.stillAt === 'end' ? span : 0, true)
    root.classList.add('is-ready')

    const button = root.querySelector<HTMLButtonElement>('[data-lottie-play]')
    const pauseButton = root.querySelector<HTMLButtonElement>('[data-lottie-pause]')
    let passes = 0
    let playing = false
    let started = false
    let finished = false
    // Set while a hover-out plays the animation back to its start: that run is not one of the loop's passes.
    let rewinding = false
    // Set once the reader paused it with the pause button: coming back into view does not restart it.
    let held = false
    const setPlaying = (value: boolean) => {
      playing = value
      button?.setAttribute('aria-pressed', String(value))
      if (pauseButton) pauseButton.textContent = value ? lottieText.pause : lottieText.resume
    }
    const run = (direction: 1 | -1) => {
      player.setDirection(direction)
      const atEdge = direction === 1 ? player.currentFrame >= span - 0.01 : player.currentFrame <= 0.01
      if (atEdge) player.goToAndPlay(direction === 1 ? 0 : span, true)
      else player.play()
      setPlaying(true)
    }
    const begin = () => {
      started = true
      finished = false
      passes = 0
      run(1)
    }
    const pause = () => {
      player.pause()
      setPlaying(false)
    }
    player.addEventListener('complete', () => {
      if (rewinding) {
        rewinding = false
        setPlaying(false)
        return
      }
      const next = nextPass(settings.loop, ++passes)
      if (next !== 'stop') return run(next === 'forward' ? 1 : -1)
      finished = true
      setPlaying(false)
    })

    if (plan.mode === 'autoplay') begin()
    if (plan.mode === 'viewport') {
      const zone = new IntersectionObserver(
        ([entry]) => {
          if (!entry.isIntersecting) pause()
          else if (held) return
          else if (!started) begin()
          else if (!finished) run(player.playDirection === -1 ? -1 : 1)
        },
        { rootMargin: zoneRootMargin(settings.offsets) },
      )
      zone.observe(stage)
      cleanups.push(() => zone.disconnect())
    }
    if (plan.mode === 'scroll') {
      let frame = 0
      const follow = () => {
        frame = 0
        player.goToAndStop(
          scrollProgress(stage.getBoundingClientRect(), window.innerHeight, settings.offsets) * span,
          true,
        )
      }
      const onScroll = () => {
        frame ||= requestAnimationFrame(follow)
      }
      follow()
      listen(window, 'scroll', onScroll, { passive: true })
      listen(window, 'resize', onScroll)
      cleanups.push(() => cancelAnimationFrame(frame))
    }
    if (plan.mode === 'click' && button) {
      listen(button, 'click', () => {
        if (playing) pause()
        else if (started && !finished) run(player.playDirection === -1 ? -1 : 1)
        else begin()
      })
    }
    if (pauseButton) {
      setPlaying(playing)
      listen(pauseButton, 'click', () => {
        held = playing
        if (playing) pause()
        else if (started && !finished) run(player.playDirection === -1 ? -1 : 1)
        else begin()
      })
    }
    if (plan.mode === 'hover') {
      const enter = () => {
        rewinding = false
        begin()
      }
      const leave = () => {
        if (settings.hoverOut === 'pause') return pause()
        rewinding = true
        run(-1)
      }
      listen(root, 'mouseenter', enter)
      listen(root, 'mouseleave', leave)
      listen(root, 'focusin', enter)
      listen(root, 'focusout', leave)
    }
  }

  const near = new IntersectionObserver(
    (entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return
      near.disconnect()
      // Lottie comes as a chunk of its own: one that fails to load is told as site/behaviours/start.ts tells it.
      start().catch((error: unknown) => console.error('behaviour lottie:', error))
    },
    { rootMargin: LAZY_MARGIN },
  )
  near.observe(root)
  return () => {
    cancelled = true
    near.disconnect()
    cleanups.forEach((cleanup) => cleanup())
  }
}
