import { block } from './blocks'
import { subscribeForm } from './forms'
import type { RequiredDataFromCollectionSlug } from 'payload'

/**
 * The demo popup: on every article, when the reader's pointer heads for the top edge to leave, an invitation to get
 * tips by e-mail (the newsletter form); at most once a week, counted when it is closed.
 */
export function tipsPopup(): RequiredDataFromCollectionSlug<'popups'> {
  return {
    title: 'Mời nhận mẹo qua e-mail',
    _status: 'published',
    conditions: [{ mode: 'include', scope: 'posts' }],
    timing: { times: true, times_times: 1, times_count: 'close', times_period: 'week' },
    triggers: { exit_intent: true },
    settings: { width: 480, position: 'center', entrance_animation: 'zoomIn', exit_animation: 'fadeIn', entrance_animation_duration: 0.3 },
    layout: {
      root: { props: {} },
      content: [
        block('Heading', 'popup-meo', { text: 'Khoan đã, nhận mẹo hay mỗi tuần nhé?', level: 'h2', align: 'left' }),
        block('Text', 'popup-meo', {
          text: 'Mỗi sáng thứ Hai, một thư ngắn với 3 mẹo điện thoại dễ làm nhất trong tuần. Không quảng cáo, hủy bất cứ lúc nào.',
          align: 'left',
        }),
        subscribeForm('popup-subscribe', 'Nhận tin trong cửa sổ bật lên'),
      ],
    },
  }
}
