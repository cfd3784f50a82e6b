/**
 * YouTube's and Vimeo's players in a page's frames (docs/measurement.md, Events): who speaks from which origin, what a
 * page says to a player to hear from it, and what a player's message tells. Pure, carried by the browser.
 */

/** What a player's message tells: it is ready to be spoken to, it plays, it ended, where it is and how long it is. */
export interface PlayerNews {
  ready: boolean
  playing: boolean
  ended: boolean
  /** Seconds; NaN when the message does not say. */
  currentTime: number
  duration: number
}

/** The player behind a message's or a frame's origin (its `video_provider`), or undefined for any other. */
export const playerAt = (origin = '') =>
  /^https:\/\/(www\.youtube(-nocookie)?\.com|player\.vimeo\.com)$/.test(origin)
    ? origin.includes('vimeo')
      ? 'vimeo'
      : 'youtube'
    : undefined

/** What a page posts to a player's frame once it loaded (or said it is ready) to be told of its playing. */
export const PLAYER_GREETINGS = [
  // YouTube's
  '{"event":"listening","id":1,"channel":"widget"}',
  // Vimeo's; each player leaves the other's unread.
  '{"method":"addEventListener","value":"play"}',
  '{"method":"addEventListener","value":"timeupdate"}',
  '{"method":"addEventListener","value":"ended"}',
]

type Fields = Record<string, unknown>

/**
 * What one message of a player says (JSON text or an object), or null when it is neither. YouTube's frame API, asked
 * by `listening`, sends `infoDelivery` with the fields that changed (`playerState`, `currentTime`, `duration`) and
 * `onStateChange`; Vimeo sends `ready`, then the events asked for (`play`, `timeupdate`, `ended`) with `seconds` and
 * `duration`. YouTube's player state 1 is playing, 0 ended.
 */
export function playerNews(data: unknown): PlayerNews | null {
  try {
    const message = (typeof data === 'string' ? JSON.parse(data) : data) as Fields
    const details = Object(message.data ?? message.info) as Fields
    const state = message.event === 'onStateChange' ? message.info : details.playerState
    return {
      ready: message.event === 'ready',
      playing: message.event === 'play' || state === 1,
      ended: message.event === 'ended' || state === 0,
      currentTime: Number(details.seconds ?? details.currentTime),
      duration: Number(details.duration),
    }
  } catch {
    // Not JSON, or nothing (null or undefined).
    return null
  }
}
