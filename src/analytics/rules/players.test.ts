import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { PLAYER_GREETINGS, playerAt, playerNews } from './players'

describe('playerAt', () => {
  it("knows YouTube's hosts (privacy mode too) and Vimeo's player, nothing else", () => {
    expect(playerAt('https://www.youtube-nocookie.com')).toBe('youtube')
    expect(playerAt('https://www.youtube.com')).toBe('youtube')
    expect(playerAt('https://player.vimeo.com')).toBe('vimeo')
    for (const origin of ['http://www.youtube.com', 'https://www.youtube.com.vidu.vn', 'https://vimeo.com', '', 'null'])
      expect(playerAt(origin)).toBeUndefined()
  })
})

describe('PLAYER_GREETINGS', () => {
  it('asks YouTube to speak, and Vimeo for its play, time and end, as JSON text each player reads', () => {
    expect(PLAYER_GREETINGS.map((greeting) => JSON.parse(greeting) as unknown)).toEqual([
      { event: 'listening', id: 1, channel: 'widget' },
      { method: 'addEventListener', value: 'play' },
      { method: 'addEventListener', value: 'timeupdate' },
      { method: 'addEventListener', value: 'ended' },
    ])
  })
})

describe('playerNews', () => {
  it("reads YouTube's deliveries: the state, where the player is and its length", () => {
    const delivery = (info: object) => JSON.stringify({ event: 'infoDelivery', info, channel: 'widget' })
    expect(playerNews(delivery({ playerState: 1, currentTime: 0, duration: 212.4 }))).toEqual({
      ready: false,
      playing: true,
      ended: false,
      currentTime: 0,
      duration: 212.4,
    })
    expect(playerNews(delivery({ currentTime: 53.1 }))).toMatchObject({ playing: false, currentTime: 53.1 })
    expect(playerNews(delivery({ playerState: 0 }))).toMatchObject({ ended: true, playing: false })
    expect(playerNews(delivery({ playerState: 2, currentTime: 9 }))).toMatchObject({ playing: false, ended: false })
    expect(playerNews('{"event":"onStateChange","info":1}')).toMatchObject({ playing: true })
  })

  it("reads Vimeo's events, as text or as an object", () => {
    expect(playerNews('{"event":"ready","player_id":"p"}')).toMatchObject({ ready: true, playing: false })
    expect(playerNews({ event: 'play', data: { seconds: 0, percent: 0, duration: 60 } })).toEqual({
      ready: false,
      playing: true,
      ended: false,
      currentTime: 0,
      duration: 60,
    })
    expect(playerNews({ event: 'timeupdate', data: { seconds: 31.5, duration: 60 } })).toMatchObject({
      playing: false,
      currentTime: 31.5,
    })
    expect(playerNews('{"event":"ended","data":{"seconds":60,"duration":60}}')).toMatchObject({ ended: true })
  })

  it('says nothing of what is not a message, and never throws', () => {
    expect(playerNews('<html>')).toBeNull()
    expect(playerNews(null)).toBeNull()
    expect(playerNews(undefined)).toBeNull()
    fc.assert(
      fc.property(fc.oneof(fc.anything(), fc.json()), (data) => {
        const news = playerNews(data)
        if (news) expect(typeof news.playing).toBe('boolean')
      }),
    )
  })
})
