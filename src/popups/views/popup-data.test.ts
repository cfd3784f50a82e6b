import { describe, expect, it } from 'vitest'
import type { Popup } from '@/payload-types'
import { popupData } from './popup-data'

const popup = {
  id: 5,
  title: 'Mời nhận mẹo',
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
  it('gives the behaviour the settings that are set, the schedule in Vietnam’s wall clock and the server’s time', () => {
    expect(JSON.parse(popupData(popup, 1234))).toEqual({
      id: 5,
      timing: { schedule: true, schedule_start_date: '2026-12-01 00:00', page_views: false },
      triggers: { exit_intent: true },
      settings: { width: 480 },
      serverDatetime: 1234,
    })
  })
})
