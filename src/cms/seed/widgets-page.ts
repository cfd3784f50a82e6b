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
        demo('headlines', 'Tiêu đề động', 'Hình vẽ tay và chữ thay phiên chỉ chuyển động khi bạn cuộn tới; máy bật chế độ giảm chuyển động sẽ thấy tiêu đề đứng yên.', [
          block('AnimatedHeadline', 'headline-shortcut', { style: 'highlight', before: 'Chụp màn hình iPhone chỉ với', highlighted: 'hai nút bấm', shape: 'circle', level: 'h3', align: 'center', loop: true }),
          block('AnimatedHeadline', 'headline-phones', { style: 'rotating', animation: 'flip', before: 'Cách chụp màn hình trên', words: 'iPhone\nSamsung Galaxy\nOppo\nXiaomi', level: 'h3', align: 'center', loop: true }),
          block('AnimatedHeadline', 'headline-speed', { style: 'rotating', animation: 'typing', before: 'Tăng tốc điện thoại bằng cách', words: 'xóa bộ nhớ đệm\ntắt hiệu ứng chuyển cảnh\ngỡ ứng dụng thừa', level: 'h3', align: 'center', loop: true }),
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
