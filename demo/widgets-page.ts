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

const DAY = 86_400
const VIETNAM_OFFSET = 7 * 3_600

/** The demo offer's end, in unix seconds: 23:59 Vietnam time, thirty days after seeding. */
function offerEnd(): number {
  const today = Math.floor((Date.now() / 1000 + VIETNAM_OFFSET) / DAY)
  return (today + 30) * DAY + 23 * 3_600 + 59 * 60 - VIETNAM_OFFSET
}

/**
 * "Tiện ích": every interactive widget at work, so editors see what they can use and tests exercise them. An example
 * for editors, not an article: reachable by its address, out of the sitemap, the footer and search engines.
 */
export function widgetsPage(images: PickedImage[]): SeedPage {
  const [first] = images
  return {
    title: 'Tiện ích',
    slug: 'tien-ich',
    seo: { noindex: true },
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
              text: '<p>Trang này giới thiệu các khối tương tác mà tòa soạn dùng trong bài viết và trang chuyên đề: trình chiếu ảnh, cảm nhận bạn đọc, đồng hồ đếm ngược, tiêu đề động, hoạt ảnh, thư viện ảnh có bộ lọc, ảnh có điểm chú thích, video nền, ảnh mở bằng liên kết và nút liên hệ nổi.</p>',
              align: 'center',
            }),
          ],
        }),
        demo('media', 'Trình chiếu ảnh', 'Vuốt hoặc dùng mũi tên để xem thêm ảnh; bấm vào ảnh để phóng to.', [
          block('MediaCarousel', 'media', {
            label: 'Ảnh minh họa các bài hướng dẫn',
            skin: 'carousel',
            items: images.map((image) => ({ image, caption: image.alt })),
            loop: true,
            lazyload: true,
            spaceBetween: 16,
          }),
        ]),
        demo('slideshow', 'Ảnh lớn và ảnh nhỏ', 'Bấm ảnh nhỏ bên dưới để xem ảnh lớn tương ứng.', [
          block('MediaCarousel', 'slideshow', {
            label: 'Bộ ảnh chụp màn hình',
            skin: 'slideshow',
            items: images.map((image) => ({ image, caption: '' })),
            lazyload: true,
            showArrows: true,
            pagination: false,
          }),
        ]),
        demo(
          'testimonials',
          'Cảm nhận bạn đọc',
          'Lời nhận xét tự chuyển sau vài giây; nút “Tạm dừng” giữ nguyên lời đang đọc.',
          [
            block('TestimonialCarousel', 'readers', {
              label: 'Cảm nhận của bạn đọc',
              autoplay: true,
              autoplaySpeed: 6000,
              loop: true,
              items: [
                {
                  quote:
                    'Nhờ bài hướng dẫn sao lưu, tôi chuyển dữ liệu sang máy mới trong một buổi tối mà không mất tấm ảnh nào.',
                  name: 'Chị Lan',
                  role: 'Giáo viên, Hà Nội',
                  avatar: null,
                },
                {
                  quote: 'Các bước có ảnh chụp màn hình rõ ràng, bố mẹ tôi cũng tự làm theo được.',
                  name: 'Anh Minh',
                  role: 'Kỹ sư, Đà Nẵng',
                  avatar: null,
                },
                {
                  quote: 'Mẹo tiết kiệm pin giúp chiếc điện thoại cũ của tôi dùng thêm được nửa ngày.',
                  name: 'Bạn Hòa',
                  role: 'Sinh viên, Cần Thơ',
                  avatar: null,
                },
              ],
            }),
          ],
        ),
        demo(
          'slides',
          'Trang chiếu',
          'Mỗi trang là một lời mời đọc chuyên mục; dùng chấm hoặc mũi tên để chuyển trang.',
          [
            block('Slides', 'topics', {
              label: 'Chuyên mục nổi bật',
              height: 320,
              autoplay: false,
              navigation: 'both',
              transition: 'fade',
              slides: [
                {
                  heading: 'Làm chủ chiếc iPhone của bạn',
                  description: 'Hàng trăm mẹo nhỏ cho iOS, từ chụp màn hình đến Face ID.',
                  buttonText: 'Đọc chuyên mục iPhone',
                  buttonUrl: '/chuyen-muc/iphone',
                  image: null,
                  background: '#0b5cd5',
                },
                {
                  heading: 'Android dễ hiểu',
                  description: 'Cài đặt, bảo mật và tiết kiệm pin cho máy Android.',
                  buttonText: 'Đọc chuyên mục Android',
                  buttonUrl: '/chuyen-muc/android',
                  image: first ?? null,
                  background: '#0f766e',
                },
                {
                  heading: 'An toàn trên mạng',
                  description: 'Nhận biết tin nhắn lừa đảo và bảo vệ tài khoản của bạn.',
                  buttonText: 'Đọc chuyên mục Bảo mật',
                  buttonUrl: '/chuyen-muc/bao-mat',
                  image: null,
                  background: '#7c2d12',
                },
              ],
            }),
          ],
        ),
        demo(
          'gallery',
          'Thư viện ảnh theo chủ đề',
          'Chọn một bộ ảnh để chỉ xem ảnh của bộ đó; bấm vào ảnh để mở trình xem ảnh.',
          [
            block('Gallery', 'topics', {
              galleries: [
                {
                  title: 'Ảnh chụp màn hình',
                  images: [images[0], images[2], images[3]].flatMap((image) => (image ? [{ image }] : [])),
                },
                { title: 'Quay màn hình', images: images.slice(1, 2).map((image) => ({ image })) },
                { title: 'Chụp ảnh đẹp', images: images.slice(4, 6).map((image) => ({ image })) },
              ],
              showFilter: true,
              allLabel: '',
              layout: 'masonry',
              columns: { desktop: 3, tablet: 3, mobile: 2 },
              gap: 12,
              ratio: '3:2',
            }),
          ],
        ),
        demo(
          'portfolio',
          'Bài hướng dẫn theo chuyên mục',
          'Lọc các bài mới nhất theo chuyên mục bằng các nút bên dưới.',
          [
            block('Portfolio', 'latest', {
              category: null,
              tag: null,
              count: 9,
              showFilter: true,
              allLabel: '',
              columns: { desktop: 3, tablet: 2, mobile: 1 },
              ratio: '4:3',
            }),
          ],
        ),
        demo(
          'countdown',
          'Đồng hồ đếm ngược',
          'Đếm tới giờ bắt đầu của một sự kiện, hoặc cho mỗi bạn đọc một khoảng thời gian riêng kể từ lần đầu ghé trang.',
          [
            block('Countdown', 'offer', {
              mode: 'dueDate',
              dueDate: offerEnd(),
              interval: 7_200,
              title: 'Buổi hỏi đáp trực tuyến “Giữ an toàn cho Zalo và ứng dụng ngân hàng” bắt đầu sau',
              units: ['days', 'hours', 'minutes', 'seconds'],
              showLabels: true,
              align: 'center',
              actions: [
                {
                  type: 'message',
                  redirect_url: '',
                  message: 'Buổi hỏi đáp đã bắt đầu. Câu trả lời sẽ được đăng trong chuyên mục Bảo mật.',
                },
              ],
            }),
            block('Countdown', 'evergreen', {
              mode: 'evergreen',
              dueDate: null,
              interval: 7_200,
              title: 'Bài trắc nghiệm “Điện thoại của bạn đã an toàn chưa?” còn mở cho bạn trong',
              units: ['hours', 'minutes', 'seconds'],
              showLabels: true,
              align: 'center',
              actions: [
                { type: 'hide', redirect_url: '', message: '' },
                { type: 'message', redirect_url: '', message: 'Bài trắc nghiệm đã đóng. Hẹn bạn ở số sau!' },
              ],
            }),
          ],
        ),
        demo(
          'animations',
          'Hoạt ảnh minh họa',
          'Hoạt ảnh vector nhẹ, chỉ tải khi bạn cuộn gần tới: có cái chạy khi hiện ra, có cái chờ bạn bấm, có cái đi theo thanh cuộn.',
          [
            block('Section', 'animations-grid', {
              columns: '3',
              spacing: 'none',
              content: [
                block('Lottie', 'ringing', {
                  trigger: 'arriving_to_viewport',
                  loop: true,
                  numberOfTimes: 3,
                  label: 'Điện thoại đổ chuông khi có cuộc gọi đến',
                  caption: 'Chạy ba lần khi cuộn tới',
                  width: 240,
                }),
                block('Lottie', 'on-click', {
                  trigger: 'on_click',
                  loop: true,
                  numberOfTimes: 2,
                  reverse: true,
                  label: 'Điện thoại rung báo cuộc gọi',
                  caption: 'Bấm vào điện thoại để nghe chuông',
                  width: 240,
                }),
                block('Lottie', 'on-scroll', {
                  trigger: 'bind_to_scroll',
                  label: 'Điện thoại rung theo thanh cuộn',
                  caption: 'Cuộn trang để điều khiển hoạt ảnh',
                  width: 240,
                }),
              ],
            }),
          ],
        ),
        ...(first
          ? [
              demo(
                'hotspots',
                'Các bộ phận của điện thoại',
                'Rê chuột hoặc bấm vào từng điểm đánh số để xem bộ phận đó dùng làm gì.',
                [
                  block('Hotspots', 'phone-parts', {
                    image: first,
                    trigger: 'hover',
                    duration: 1000,
                    pulse: true,
                    caption: 'Mặt trước của một chiếc iPhone đời mới.',
                    hotspots: [
                      {
                        label: 'Camera trước',
                        x: 52.8,
                        y: 12.9,
                        marker: 'number',
                        text: 'Camera selfie nằm trong cụm Dynamic Island. Lau sạch kính trước khi gọi video để hình không bị mờ.',
                        linkText: '',
                        linkUrl: '',
                        position: 'right',
                      },
                      {
                        label: 'Nút nguồn',
                        x: 60.7,
                        y: 38.2,
                        marker: 'number',
                        text: 'Nhấn nhanh để khóa màn hình; nhấn cùng nút tăng âm lượng để chụp màn hình.',
                        linkText: 'Cách chụp màn hình iPhone',
                        linkUrl: '/cach-chup-man-hinh-iphone',
                        position: 'right',
                      },
                      {
                        label: 'Màn hình',
                        x: 47.5,
                        y: 61,
                        marker: 'number',
                        text: 'Bật Chế độ tối trong Cài đặt › Màn hình & Độ sáng để đỡ mỏi mắt và tiết kiệm pin.',
                        linkText: '',
                        linkUrl: '',
                        position: 'left',
                      },
                      {
                        label: 'Cổng sạc',
                        x: 45.9,
                        y: 91.8,
                        marker: 'number',
                        text: 'Cổng USB-C để sạc và chép dữ liệu. Giữ cổng sạch bụi và dùng củ sạc có chứng nhận.',
                        linkText: 'Sạc pin đúng cách',
                        linkUrl: '/sac-pin-dung-cach-nhung-hieu-lam-thuong-gap',
                        position: 'above',
                      },
                    ],
                  }),
                ],
              ),
            ]
          : []),
        demo(
          'headlines',
          'Tiêu đề động',
          'Hình vẽ tay và chữ thay phiên chỉ chuyển động khi bạn cuộn tới; máy bật chế độ giảm chuyển động sẽ thấy tiêu đề đứng yên.',
          [
            block('AnimatedHeadline', 'headline-shortcut', {
              style: 'highlight',
              before: 'Chụp màn hình iPhone chỉ với',
              highlighted: 'hai nút bấm',
              shape: 'circle',
              level: 'h3',
              align: 'center',
              loop: true,
            }),
            block('AnimatedHeadline', 'headline-phones', {
              style: 'rotating',
              animation: 'flip',
              before: 'Cách chụp màn hình trên',
              words: 'iPhone\nSamsung Galaxy\nOppo\nXiaomi',
              level: 'h3',
              align: 'center',
              loop: true,
            }),
            block('AnimatedHeadline', 'headline-speed', {
              style: 'rotating',
              animation: 'typing',
              before: 'Tăng tốc điện thoại bằng cách',
              words: 'xóa bộ nhớ đệm\ntắt hiệu ứng chuyển cảnh\ngỡ ứng dụng thừa',
              level: 'h3',
              align: 'center',
              loop: true,
            }),
          ],
        ),
        demo(
          'background-video',
          'Video nền',
          'Khu vực có thể lấy video làm nền: tắt tiếng, tự lặp lại và chỉ tải khi bạn cuộn tới. Trên điện thoại (trừ khi được bật riêng) và khi máy đặt chế độ giảm chuyển động, ảnh nền hiện thay cho video.',
          [
            block('Section', 'background-video-youtube', {
              columns: '1',
              spacing: 'large',
              backgroundType: 'video',
              background: '#0f172a',
              backgroundImage: images[1] ?? null,
              overlay: '#0f172acc',
              background_video_link: 'https://www.youtube.com/watch?v=aqz-KE-bpKQ',
              background_video_start: 12,
              background_video_end: 42,
              background_play_once: false,
              background_play_on_mobile: false,
              background_privacy_mode: true,
              content: [
                block('Heading', 'background-video-youtube-title', {
                  text: 'Khu vực nổi bật có video nền',
                  level: 'h3',
                  align: 'center',
                }),
                block('Text', 'background-video-youtube-text', {
                  text: '<p>Đoạn phim nền phía sau chỉ chạy từ giây 12 đến giây 42 rồi lặp lại, phát từ YouTube ở chế độ riêng tư (không cookie).</p>',
                  align: 'center',
                }),
                block('Button', 'background-video-youtube-link', {
                  label: 'Xem các bài quay màn hình',
                  href: '/tim-kiem?s=quay+m%C3%A0n+h%C3%ACnh',
                  variant: 'primary',
                  align: 'center',
                }),
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
                block('Heading', 'background-video-vimeo-title', {
                  text: 'Mở khóa bằng khuôn mặt, xem một lần là nhớ',
                  level: 'h3',
                  align: 'center',
                }),
                block('Text', 'background-video-vimeo-text', {
                  text: '<p>Video Vimeo này phát một lần, kể cả trên điện thoại, rồi dừng lại ở ảnh nền.</p>',
                  align: 'center',
                }),
              ],
            }),
          ],
        ),
        demo(
          'hash-actions',
          'Mở ảnh bằng liên kết',
          'Một liên kết có thể mở ảnh, video hoặc cả bộ ảnh trong trình xem ảnh mà không rời trang.',
          [
            first
              ? block('Button', 'open-image', {
                  label: 'Xem ảnh minh họa',
                  href: hashActionHref('lightbox', { type: 'image', url: first.url, title: first.alt }),
                  variant: 'secondary',
                  align: 'left',
                })
              : block('Spacer', 'open-image', { height: '8' }),
            block('Button', 'open-slideshow', {
              label: 'Xem cả bộ ảnh minh họa',
              href: hashActionHref('lightbox', { type: 'slideshow', slideshow: 'MediaCarousel-media' }),
              variant: 'link',
              align: 'left',
            }),
          ],
        ),
        demo(
          'floating',
          'Nút liên hệ nổi',
          'Các nút gọi điện, nhắn Zalo và lên đầu trang nằm ở góc phải màn hình; tòa soạn đếm số lượt bấm để biết bạn đọc cần gì.',
          [
            block('FloatingButtons', 'contact-buttons', {
              side: 'right',
              buttons: [
                { kind: 'call', value: '1900 6868', label: 'Gọi đường dây nóng 1900 6868' },
                { kind: 'zalo', value: '0901 234 567', label: '' },
                { kind: 'top', value: '', label: '' },
              ],
            }),
          ],
        ),
      ],
    },
  }
}
