import { describe, expect, it } from 'vitest'
import type { Popup } from '@/payload-types'
import { popupConditions, popupData, popupViewOf } from './popup-data'

const popup = {
  id: 5,
  title: 'Mời nhận mẹo',
  conditions: [
    { mode: 'include', scope: 'category', category: { id: 3 }, post: 9 },
    { mode: 'exclude', scope: 'post', post: 9 },
    { mode: 'include', scope: 'site', page: 4 },
  ],
  timing: {
    schedule: true,
    schedule_start_date: '2026-11-30T17:00:00.000Z',
    schedule_end_date: null,
    page_views: false,
  },
  triggers: { exit_intent: true, page_load_delay: null },
  settings: { width: 480, classes: null },
} as unknown as Popup

describe('popup data', () => {
  it('reads each condition with the target its scope names, and nothing else', () => {
    expect(popupConditions(popup)).toEqual([
      { mode: 'include', scope: 'category', target: 3 },
      { mode: 'exclude', scope: 'post', target: 9 },
      { mode: 'include', scope: 'site', target: null },
    ])
  })

  it('gives the behaviour the settings that are set, the schedule in Vietnam’s wall clock and the server’s time', () => {
    expect(JSON.parse(popupData(popup, 1234))).toEqual({
      id: 5,
      timing: { schedule: true, schedule_start_date: '2026-12-01 00:00', page_views: false },
      triggers: { exit_intent: true },
      settings: { width: 480 },
      serverDatetime: 1234,
    })
  })

  it('sees an article, a page, an archive and other pages as the conditions name them', () => {
    expect(popupViewOf({ postId: 7, categoryIds: [1], kind: 'post' })).toEqual({
      kind: 'post',
      id: 7,
      categoryIds: [1],
    })
    expect(popupViewOf({ categoryIds: [], kind: 'page', pageId: 4 })).toEqual({ kind: 'page', id: 4, categoryIds: [] })
    expect(popupViewOf({ categoryIds: [] })).toEqual({ kind: 'other', id: undefined, categoryIds: [] })
  })
})
