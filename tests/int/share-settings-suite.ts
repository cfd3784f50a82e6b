import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { articleShareTargets, defaultShareTargets, shareRows } from '@/features/share/logic'
import { fieldErrors, startPayload, type TestDatabase } from './payload'

/** "Cài đặt trang › Nút chia sẻ dưới bài viết" on a database: run by one test file per database. */
export function shareSettingsSuite(database: TestDatabase) {
  let payload: Payload
  let stop: () => Promise<void>

  beforeAll(async () => {
    ;({ payload, stop } = await startPayload(database))
  })

  afterAll(async () => stop())

  describe(`the article share bar's networks (${database})`, () => {
    it('reads as the default bar while nothing is chosen, as on sites whose settings predate the choice', async () => {
      const settings = await payload.findGlobal({ slug: 'site-settings' })
      expect(settings.shareNetworks ?? []).toEqual([])
      expect(shareRows(articleShareTargets(settings.shareNetworks))).toEqual({ row: defaultShareTargets, more: [] })
    })

    it('keeps the networks an administrator switches on, in their order, and refuses an unknown one in Vietnamese, keeping what was stored', async () => {
      await payload.updateGlobal({
        slug: 'site-settings',
        data: { shareNetworks: ['facebook', 'stumbleupon', 'skype', 'pocket'] },
      })
      const settings = await payload.findGlobal({ slug: 'site-settings' })
      expect(settings.shareNetworks).toEqual(['facebook', 'stumbleupon', 'skype', 'pocket'])
      expect(articleShareTargets(settings.shareNetworks)).toEqual(['facebook', 'skype', 'stumbleupon', 'pocket'])

      const errors = await fieldErrors(
        payload.updateGlobal({ slug: 'site-settings', data: { shareNetworks: ['myspace'] as never } }),
      )
      expect(errors).toEqual(['Lựa chọn ở trường này không hợp lệ.'])
      expect((await payload.findGlobal({ slug: 'site-settings' })).shareNetworks).toEqual([
        'facebook',
        'stumbleupon',
        'skype',
        'pocket',
      ])
    })
  })
}
