import type { RequiredDataFromCollectionSlug } from 'payload'
import type { PickedImage } from '@/widgets/image/logic'
import { block } from './blocks'
import { callbackForm, subscribeForm } from './forms'

type SeedPopup = RequiredDataFromCollectionSlug<'popups'>

const DAY_MS = 86_400_000

/**
 * The invitation to get tips by e-mail, on every article: once the reader has read two more pages, after ten seconds
 * on a page or when the pointer heads for the top edge to leave; at most once a week (counted when closed), never for
 * the newsroom (administrators and editors).
 */
export function tipsPopup(image: PickedImage | null): SeedPopup {
  return {
    title: 'Mời nhận mẹo qua e-mail',
    _status: 'published',
    conditions: [{ mode: 'include', scope: 'posts' }],
    timing: {
      page_views: true,
      page_views_views: 2,
      logged_in: true,
      logged_in_users: 'custom',
      logged_in_roles: ['admin', 'editor'],
      times: true,
      times_times: 1,
      times_count: 'close',
      times_period: 'week',
    },
    triggers: { page_load: true, page_load_delay: 10, exit_intent: true },
    settings: {
      width: 480,
      position: 'center',
      entrance_animation: 'zoomIn',
      exit_animation: 'fadeIn',
      entrance_animation_duration: 0.3,
    },
    layout: {
      root: { props: {} },
      content: [
        ...(image ? [block('Image', 'popup-meo', { image, caption: '', zoom: false })] : []),
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

/**
 * A promotion on the articles of "Bảo mật": the ten-step security check, sliding up at the bottom of the screen (the
 * article stays readable) once the reader has scrolled 60 % down, for the 30 days after `now`, at most twice a day.
 */
export function securityCheckPopup(securityCategory: number, now: Date): SeedPopup {
  return {
    title: 'Kiểm tra bảo mật 10 bước',
    _status: 'published',
    conditions: [{ mode: 'include', scope: 'category', category: securityCategory }],
    timing: {
      schedule: true,
      schedule_timezone: 'site',
      schedule_start_date: now.toISOString(),
      schedule_end_date: new Date(now.getTime() + 30 * DAY_MS).toISOString(),
      times: true,
      times_times: 2,
      times_count: 'open',
      times_period: 'day',
    },
    triggers: { scrolling: true, scrolling_direction: 'down', scrolling_offset: 60 },
    settings: {
      width: 420,
      position: 'bottom',
      overlay: false,
      entrance_animation: 'slideInUp',
      exit_animation: 'fadeIn',
      entrance_animation_duration: 0.4,
      avoid_multiple_popups: true,
    },
    layout: {
      root: { props: {} },
      content: [
        block('Heading', 'popup-bao-mat', { text: 'Điện thoại của bạn đã an toàn chưa?', level: 'h2', align: 'left' }),
        block('Text', 'popup-bao-mat', {
          text: 'Mười bước kiểm tra trong 5 phút: khóa màn hình, xác thực hai lớp, quyền ứng dụng, sao lưu và tìm lại máy khi mất.',
          align: 'left',
        }),
        block('Button', 'popup-bao-mat', {
          label: 'Xem 10 bước kiểm tra',
          href: '/chuyen-muc/bao-mat',
          variant: 'primary',
          align: 'left',
        }),
      ],
    },
  }
}

/** "Nhờ tòa soạn gọi lại" on "Liên hệ": opened only by the page's link (a `popup:open` hash action), with a short form. */
export function callbackPopup(contactPage: number): SeedPopup {
  return {
    title: 'Nhờ tòa soạn gọi lại',
    _status: 'published',
    conditions: [{ mode: 'include', scope: 'page', page: contactPage }],
    settings: {
      width: 520,
      position: 'center',
      entrance_animation: 'zoomIn',
      exit_animation: 'fadeIn',
      entrance_animation_duration: 0.3,
    },
    layout: {
      root: { props: {} },
      content: [
        block('Heading', 'popup-goi-lai', { text: 'Để lại số, tòa soạn gọi lại cho bạn', level: 'h2', align: 'left' }),
        block('Text', 'popup-goi-lai', {
          text: 'Trong giờ làm việc, biên tập viên gọi lại trong vòng 2 giờ để cùng bạn xử lý lỗi trên máy.',
          align: 'left',
        }),
        callbackForm(),
      ],
    },
  }
}
