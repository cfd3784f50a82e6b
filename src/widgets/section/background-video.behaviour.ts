import { loadScript } from '@/lib/script'
import { LAZY_MARGIN } from './lazy-margin'
import {
  atTime,
  type BackgroundVideo,
  fileVideoSrc,
  nextPoll,
  PLAYER_SCRIPTS,
  playsOnDevice,
  readPath,
  vimeoPlayerOptions,
  youtubePlayerOptions,
} from './logic'

type Embed = BackgroundVideo & { kind: 'youtube' | 'vimeo' }
type Action = ReturnType<typeof atTime>
/** How a player answers the island: playback reached a point, or it started showing frames. */
type Controls = { follow: (action: Action) => void; playing: (on: boolean) => void }

interface YouTubePlayer {
  mute(): void
  playVideo(): void
  pauseVideo(): void
  seekTo(seconds: number, allowSeekAhead: boolean): void
  destroy(): void
}
type YouTubeEvent = { target: YouTubePlayer; data?: number }
type YouTubeConstructor = new (element: HTMLElement, options: object) => YouTubePlayer

interface VimeoPlayer {
  on(event: string, callback: (data?: { seconds: number }) => void): void
  setCurrentTime(seconds: number): Promise<unknown>
  play(): Promise<unknown>
  pause(): Promise<unknown>
  destroy(): Promise<unknown>
}
type VimeoConstructor = new (element: HTMLElement, options: object) => VimeoPlayer

/** YT.PlayerState values the island reacts to. */
const YOUTUBE_ENDED = 0
const YOUTUBE_PLAYING = 1

const ignore = () => {}

/** One load per provider and page, shared by every section that needs it. */
const constructors = new Map<Embed['kind'], Promise<unknown>>()

/** Adds the provider's script once, then looks for its global every 350 ms; undefined when it never came. */
function playerConstructor(kind: Embed['kind']): Promise<unknown> {
  const known = constructors.get(kind)
  if (known) return known
  const script = PLAYER_SCRIPTS[kind]
  void loadScript(script.url)
  const pending = new Promise<unknown>((resolve) => {
    const look = (attempt: number) => {
      const found = readPath(window, script.global)
      const wait = nextPoll(attempt)
      if (typeof found === 'function' || wait === null) resolve(typeof found === 'function' ? found : undefined)
      else setTimeout(() => look(attempt + 1), wait)
    }
    look(1)
  })
  constructors.set(kind, pending)
  return pending
}

function playYouTube(
  Player: YouTubeConstructor,
  mount: HTMLElement,
  video: Embed & { kind: 'youtube' },
  controls: Controls,
) {
  let player: YouTubePlayer | undefined
  player = new Player(mount, {
    ...youtubePlayerOptions(video),
    events: {
      onReady: ({ target }: YouTubeEvent) => {
        target.mute()
        target.playVideo()
      },
      onStateChange: ({ data }: YouTubeEvent) => {
        if (data === YOUTUBE_PLAYING) controls.playing(true)
        if (data === YOUTUBE_ENDED) controls.follow(atTime(video, 0, true))
      },
    },
  })
  controls.follow = (action) => {
    if (action === 'restart') {
      player?.seekTo(video.start, true)
      player?.playVideo()
    } else if (action === 'stop') controls.playing(false)
  }
  return () => {
    player?.destroy()
    player = undefined
  }
}

function playVimeo(Player: VimeoConstructor, mount: HTMLElement, video: Embed & { kind: 'vimeo' }, controls: Controls) {
  const player = new Player(mount, vimeoPlayerOptions(video))
  controls.follow = (action) => {
    if (action === 'restart')
      player
        .setCurrentTime(video.start)
        .then(() => player.play())
        .catch(ignore)
    else if (action === 'stop') {
      player.pause().catch(ignore)
      controls.playing(false)
    }
  }
  player.on('playing', () => controls.playing(true))
  player.on('timeupdate', (data) => controls.follow(atTime(video, data?.seconds ?? 0)))
  player.on('ended', () => controls.follow(atTime(video, 0, true)))
  if (video.start) player.setCurrentTime(video.start).catch(ignore)
  return () => void player.destroy().catch(ignore)
}

/** An embedded player in a new element under the poster, once the provider's script is there. */
async function playEmbed(layer: HTMLElement, video: Embed, controls: Controls): Promise<() => void> {
  const Player = await playerConstructor(video.kind)
  if (!Player || !layer.isConnected) return ignore
  const mount = document.createElement('div')
  mount.className = 'builder-section__player'
  layer.prepend(mount)
  return video.kind === 'youtube'
    ? playYouTube(Player as YouTubeConstructor, mount, video, controls)
    : playVimeo(Player as VimeoConstructor, mount, video, controls)
}

/** One of our own files in the server-rendered <video>, which gets its address only now. */
function playFile(layer: HTMLElement, video: BackgroundVideo & { kind: 'file' }, controls: Controls): () => void {
  const element = layer.querySelector('video')
  if (!element) return ignore
  controls.follow = (action) => {
    if (action === 'restart') {
      element.currentTime = video.start
      element.play().catch(ignore)
    } else if (action === 'stop') {
      element.pause()
      controls.playing(false)
    }
  }
  const onPlaying = () => controls.playing(true)
  const onTime = () => controls.follow(atTime(video, element.currentTime, element.ended))
  element.addEventListener('playing', onPlaying)
  element.addEventListener('timeupdate', onTime)
  element.addEventListener('ended', onTime)
  // Browsers let only muted videos play by themselves; React does not render the attribute on the server.
  element.muted = true
  element.src = fileVideoSrc(video)
  element.play().catch(ignore)
  return () => {
    element.removeEventListener('playing', onPlaying)
    element.removeEventListener('timeupdate', onTime)
    element.removeEventListener('ended', onTime)
    element.pause()
  }
}

/**
 * Plays its section's background video once the section comes within 200 px of the viewport, unless this reader
 * is on a phone (and the section does not ask for phones) or prefers less motion: then the poster stays. The
 * poster fades out only when the video really plays; a player script that never arrives leaves it in place.
 */
export default function start(marker: HTMLElement): (() => void) | void {
  const layer = marker.closest<HTMLElement>('[data-background-video]')
  const video = JSON.parse(layer?.dataset.backgroundVideo ?? 'null') as BackgroundVideo | null
  if (!layer || !video) return
  if (
    !playsOnDevice(video, {
      width: window.innerWidth,
      reducedMotion: matchMedia('(prefers-reduced-motion: reduce)').matches,
    })
  )
    return
  let stop = ignore
  let cancelled = false
  const controls: Controls = { follow: ignore, playing: (on) => layer.classList.toggle('is-playing', on) }
  const observer = new IntersectionObserver(
    (entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return
      observer.disconnect()
      if (video.kind === 'file') stop = playFile(layer, video, controls)
      else
        void playEmbed(layer, video, controls).then((cleanup) => {
          if (cancelled) cleanup()
          else stop = cleanup
        })
    },
    { rootMargin: LAZY_MARGIN },
  )
  observer.observe(layer)
  return () => {
    cancelled = true
    observer.disconnect()
    stop()
  }
}
