import type { EventName } from '../rules/events'
import { downloadExtension, fileName, isOutbound, urlOf } from '../rules/links'
import { PLAYER_GREETINGS, playerAt, playerNews } from '../rules/players'
import {
  boundedNumber,
  MAX_ENGAGEMENT_MSEC,
  MAX_LENGTH,
  pageAddress,
  type PageEvent,
  parameterText,
  SCROLL_PERCENT,
  scrolledPercent,
  videoPercentsPassed,
} from '../rules/sending'

/** Queues one event as the page's measurement does; false when the page may not send it (no consent). */
export type Emit = (name: EventName, params: PageEvent['params']) => boolean

const address = (value: string | null | undefined) => parameterText(value, MAX_LENGTH.address)

/**
 * What a reader who consented to analytics does on the page (docs/measurement.md, Events), followed from the moment
 * they did: the page read to 90 % (once a page view), how long it was seen and how far it was read (once, when it is
 * first hidden or left, then `send` goes at once), downloads and links leaving the site, floating buttons, forms
 * started and sent, and our own videos. Loaded by the page's measurement only with consent.
 */
export function followInteractions(emit: Emit, send: () => void): void {
  const depth = () => scrolledPercent(scrollY, innerHeight, document.documentElement.scrollHeight)
  let deepest = depth()
  /** The page view (its address) the 90 % scroll was last sent for. */
  let scrolledAt = ''
  /** Time the page was seen; `visibleFrom` is -1 while it is hidden. */
  let engaged = 0
  let visibleFrom = document.hidden ? -1 : performance.now()
  let engagementSent = false
  const formsStarted = new WeakSet<HTMLFormElement>()
  const videoMarks = new WeakMap<Element, Set<number>>()
  const durations = new WeakMap<HTMLIFrameElement, number>()

  const onScroll = () => {
    const percent = depth()
    const page = pageAddress(location.href)
    deepest = Math.max(deepest, percent)
    if (percent >= SCROLL_PERCENT && scrolledAt !== page && emit('scroll', { percent_scrolled: SCROLL_PERCENT }))
      scrolledAt = page
  }

  const onVisibility = (event: Event) => {
    const now = performance.now()
    if (visibleFrom >= 0) engaged += now - visibleFrom
    visibleFrom = document.hidden || event.type === 'pagehide' ? -1 : now
    if (visibleFrom >= 0) return
    engagementSent ||= emit('user_engagement', {
      engagement_time_msec: boundedNumber(engaged, MAX_ENGAGEMENT_MSEC),
      percent_scrolled: deepest,
    })
    send()
  }

  /** A download or a link leaving the site (a download elsewhere counts as a download), or a floating button. */
  const onClick = (event: Event) => {
    const element = (event.target as Element).closest?.<HTMLElement>('a[href], [data-floating-button]')
    if (!element) return
    const url = element instanceof HTMLAnchorElement ? element.href : ''
    const floating = element.dataset.floatingButton
    const extension = downloadExtension(url, location.href)
    const outbound = isOutbound(url, location.href)
    if (!extension && !outbound && !floating) return
    const link = {
      link_id: floating ? `floating-${floating}` : parameterText(element.id),
      link_classes: parameterText(element.className),
      link_text: parameterText(element.textContent),
      link_url: address(url),
    }
    if (extension)
      emit('file_download', {
        ...link,
        file_extension: extension,
        file_name: parameterText(fileName(url, location.href)),
      })
    else emit('click', { ...link, link_domain: urlOf(url)?.hostname, outbound })
  }

  const formParams = (form: HTMLFormElement) => ({
    form_id: parameterText(form.getAttribute('id')),
    form_name: parameterText(form.getAttribute('name')),
    form_destination: address(urlOf(form.getAttribute('action') ?? '', location.href)?.href),
  })
  /** The first time the reader enters or changes (as autofill does) a field of a form on this page. */
  const onField = (event: Event) => {
    const form = (event.target as HTMLInputElement).form
    if (form instanceof HTMLFormElement && !formsStarted.has(form) && emit('form_start', formParams(form)))
      formsStarted.add(form)
  }
  const onSubmit = (event: Event) => {
    const { submitter, target } = event as SubmitEvent
    emit('form_submit', {
      ...formParams(target as HTMLFormElement),
      form_submit_text: parameterText(submitter?.textContent || (submitter as HTMLInputElement | null)?.value),
    })
  }

  /**
   * A video's start, 10/25/50/75 % and end, each once a video, followed from its first play: seeking or loading a video
   * nobody played says nothing.
   */
  const onPlaying = (
    player: Element,
    type: string,
    provider: string,
    title: string | null,
    url: string,
    currentTime: number,
    duration: number,
  ) => {
    const sent = videoMarks.get(player) ?? (type === 'play' ? new Set<number>() : undefined)
    if (!sent) return
    videoMarks.set(player, sent)
    const marks =
      type === 'play' ? [0] : type === 'ended' ? [100] : videoPercentsPassed((currentTime / duration) * 100, sent)
    for (const percent of marks)
      if (
        !sent.has(percent) &&
        emit(percent ? (percent < 100 ? 'video_progress' : 'video_complete') : 'video_start', {
          video_provider: provider,
          video_title: parameterText(title),
          video_url: address(url),
          video_percent: percent,
          video_current_time: boundedNumber(currentTime),
          video_duration: boundedNumber(duration),
        })
      )
        sent.add(percent)
  }

  /** Our own videos, in the browser's player (a background video has none). */
  const onVideo = (event: Event) => {
    const video = event.target
    if (video instanceof HTMLVideoElement && video.controls)
      onPlaying(
        video,
        event.type,
        'html5',
        video.getAttribute('aria-label') || video.title,
        video.currentSrc,
        video.currentTime,
        video.duration,
      )
  }

  /** YouTube's and Vimeo's players: greeted once their frame loads (or says it is ready), then heard. */
  const greet = (frame: HTMLIFrameElement) => {
    const origin = urlOf(frame.src)?.origin ?? ''
    if (playerAt(origin)) for (const greeting of PLAYER_GREETINGS) frame.contentWindow?.postMessage(greeting, origin)
  }
  const onMessage = (event: MessageEvent) => {
    const player = playerAt(event.origin)
    const frame = [...document.querySelectorAll('iframe')].find((each) => each.contentWindow === event.source)
    const news = player && frame && playerNews(event.data)
    if (!news || !frame) return
    if (news.ready) greet(frame)
    // YouTube tells a player's length once, and where it is while it plays.
    const duration = news.duration || durations.get(frame) || 0
    durations.set(frame, duration)
    const type = news.ended ? 'ended' : news.playing ? 'play' : 'timeupdate'
    onPlaying(frame, type, player, frame.title, frame.src, news.currentTime, duration)
  }

  addEventListener('pagehide', onVisibility)
  addEventListener('message', onMessage)
  // Captured: a form's, a video's and a frame's events do not bubble, and no listener of the page hides a click from these.
  const listeners: Record<string, (event: Event) => void> = {
    scroll: onScroll,
    visibilitychange: onVisibility,
    click: onClick,
    submit: onSubmit,
    focusin: onField,
    change: onField,
    play: onVideo,
    timeupdate: onVideo,
    ended: onVideo,
    // A frame's (an image's or a script's finds no player there).
    load: (event) => greet(event.target as HTMLIFrameElement),
  }
  for (const type in listeners) document.addEventListener(type, listeners[type], true)
}
