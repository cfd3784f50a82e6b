import { hashActionHref } from '@/features/hash-actions/logic'
import type { PickedImage } from '@/widgets/image/logic'
import { block } from './blocks'
import type { SeedPage } from './pages'

/** One demo section: a heading, a line saying what the widget does, then the widget. */
function demo(id: string, title: string, text: string, content: unknown[]) {
  return block('Section', id, {
    columns: '1',
    spacing: 'medium',
    content: [
      block('Heading', `${id}-title`, { text: title, level: 'h2', align: 'left', style: 'section' }),
      block('Text', `${id}-text`, { text: `<p>${text}</p>`, align: 'left' }),
      ...content,
    ],
  })
}

/** "Tiện ích": every interactive widget at work, so editors see what they can use and tests exercise them. */
export function widgetsPage(images: PickedImage[]): SeedPage {
  const [first] = images
  return {
    title: 'Tiện ích',
    slug: 'tien-ich',
    layout: {
      root: { props: {} },
      content: [
        block('Section', 'widgets-hero', {
          columns: '1',
          spacing: 'large',
          backgroundType: 'gradient',
          background: '#e8f0fe',
          gradientTo: '#f5f3ff',
          gradientAngle: 135,
          content: [
            block('Heading', 'widgets-title', { text: 'Tiện ích trên trang', level: 'h1', align: 'center' }),
            block('Text', 'widgets-intro', {
              text: '<p>Trang này giới thiệu các khối tương tác mà tòa soạn dùng trong bài viết và trang chuyên đề: trình chiếu ảnh, cảm nhận bạn đọc, trang chiếu và ảnh mở bằng liên kết.</p>',
              align: 'center',
            }),
          ],
        }),
        demo('media', 'Trình chiếu ảnh', 'Vuốt hoặc dùng mũi tên để xem thêm ảnh; bấm vào ảnh để phóng to.', [
          block('MediaCarousel', 'media', { label: 'Ảnh minh họa các bài hướng dẫn', skin: 'carousel', items: images.map((image) => ({ image, caption: image.alt })), loop: true, lazyload: true, spaceBetween: 16 }),
        ]),
        demo('slideshow', 'Ảnh lớn và ảnh nhỏ', 'Bấm ảnh nhỏ bên dưới để xem ảnh lớn tương ứng.', [
          block('MediaCarousel', 'slideshow', { label: 'Bộ ảnh chụp màn hình', skin: 'slideshow', items: images.map((image) => ({ image, caption: '' })), lazyload: true, showArrows: true, pagination: false }),
        ]),
        demo('testimonials', 'Cảm nhận bạn đọc', 'Lời nhận xét tự chuyển sau vài giây; nút “Tạm dừng” giữ nguyên lời đang đọc.', [
          block('TestimonialCarousel', 'readers', {
            label: 'Cảm nhận của bạn đọc',
            autoplay: true,
            autoplaySpeed: 6000,
            loop: true,
            items: [
              { quote: 'Nhờ bài hướng dẫn sao lưu, tôi chuyển dữ liệu sang máy mới trong một buổi tối mà không mất tấm ảnh nào.', name: 'Chị Lan', role: 'Giáo viên, Hà Nội', avatar: null },
              { quote: 'Các bước có ảnh chụp màn hình rõ ràng, bố mẹ tôi cũng tự làm theo được.', name: 'Anh Minh', role: 'Kỹ sư, Đà Nẵng', avatar: null },
              { quote: 'Mẹo tiết kiệm pin giúp chiếc điện thoại cũ của tôi dùng thêm được nửa ngày.', name: 'Bạn Hòa', role: 'Sinh viên, Cần Thơ', avatar: null },
            ],
          }),
        ]),
        demo('slides', 'Trang chiếu', 'Mỗi trang là một lời mời đọc chuyên mục; dùng chấm hoặc mũi tên để chuyển trang.', [
          block('Slides', 'topics', {
            label: 'Chuyên mục nổi bật',
            height: 320,
            autoplay: false,
            navigation: 'both',
            transition: 'fade',
            slides: [
              { heading: 'Làm chủ chiếc iPhone của bạn', description: 'Hàng trăm mẹo nhỏ cho iOS, từ chụp màn hình đến Face ID.', buttonText: 'Đọc chuyên mục iPhone', buttonUrl: '/chuyen-muc/iphone', image: null, background: '#0b5cd5' },
              { heading: 'Android dễ hiểu', description: 'Cài đặt, bảo mật và tiết kiệm pin cho máy Android.', buttonText: 'Đọc chuyên mục Android', buttonUrl: '/chuyen-muc/android', image: first ?? null, background: '#0f766e' },
              { heading: 'An toàn trên mạng', description: 'Nhận biết tin nhắn lừa đảo và bảo vệ tài khoản của bạn.', buttonText: 'Đọc chuyên mục Bảo mật', buttonUrl: '/chuyen-muc/bao-mat', image: null, background: '#7c2d12' },
            ],
          }),
        ]),
        demo('background-video', 'Video nền', 'Khu vực có thể lấy video làm nền: tắt tiếng, tự lặp lại và chỉ tải khi bạn cuộn tới. Trên điện thoại (trừ khi được bật riêng) và khi máy đặt chế độ giảm chuyển động, ảnh nền hiện thay cho video.', [
          block('Section', 'background-video-youtube', {
            columns: '1',
            spacing: 'large',
            backgroundType: 'video',
            background: '#0f172a',
            backgroundImage: images[1] ?? null,
            overlay: '#0f172acc',
            background_video_link: 'https://www.youtube.com/watch?v=Xm4rHq7bT2c',
            background_video_start: 12,
            background_video_end: 42,
            background_play_once: false,
            background_play_on_mobile: false,
            background_privacy_mode: true,
            content: [
              block('Heading', 'background-video-youtube-title', { text: 'Quay màn hình điện thoại trong 30 giây', level: 'h3', align: 'center' }),
              block('Text', 'background-video-youtube-text', {
                text: '<p>Đoạn video phía sau chạy từ giây 12 đến giây 42 rồi lặp lại, phát từ YouTube ở chế độ riêng tư (không cookie).</p>',
                align: 'center',
              }),
              block('Button', 'background-video-youtube-link', { label: 'Xem các bài quay màn hình', href: '/tim-kiem?s=quay+m%C3%A0n+h%C3%ACnh', variant: 'primary', align: 'center' }),
            ],
          }),
          block('Section', 'background-video-vimeo', {
            columns: '1',
            spacing: 'medium',
            backgroundType: 'video',
            background: '#1e1b4b',
            backgroundImage: images[2] ?? null,
            overlay: '#1e1b4bcc',
            background_video_link: 'https://vimeo.com/76979871',
            background_video_start: 0,
            background_video_end: 0,
            background_play_once: true,
            background_play_on_mobile: true,
            background_privacy_mode: true,
            content: [
              block('Heading', 'background-video-vimeo-title', { text: 'Mở khóa bằng khuôn mặt, xem một lần là nhớ', level: 'h3', align: 'center' }),
              block('Text', 'background-video-vimeo-text', {
                text: '<p>Video Vimeo này phát một lần, kể cả trên điện thoại, rồi dừng lại ở ảnh nền.</p>',
                align: 'center',
              }),
            ],
          }),
        ]),
        demo('hash-actions', 'Mở ảnh bằng liên kết', 'Một liên kết có thể mở ảnh, video hoặc cả bộ ảnh trong trình xem ảnh mà không rời trang.', [
          first
            ? block('Button', 'open-image', { label: 'Xem ảnh minh họa', href: hashActionHref('lightbox', { type: 'image', url: first.url, title: first.alt }), variant: 'secondary', align: 'left' })
            : block('Spacer', 'open-image', { height: '8' }),
        ]),
      ],
    },
  }
}
