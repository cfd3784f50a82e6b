import { hashActionHref } from '@/features/hash-actions/logic'
import type { PickedImage } from '@/widgets/image/logic'
import type { BuilderDocument } from '@/widgets/document'
import { carouselDefaults } from '@/widgets/carousel/fields'
import { block } from './blocks'
import { consultationForm, contactForm } from './forms'

export type SeedPage = { title: string; slug: string; layout: BuilderDocument; seo?: { noindex?: boolean } }

/**
 * "Trang chủ": the home page as a builder layout, like the built-in one: featured posts, the latest (without
 * repeating the featured ones), then up to four posts for each top-level category, none shown twice on the page.
 */
export function homePage(categories: { id: number; name: string; slug: string }[]): SeedPage {
  const section = (id: string, content: unknown[]) => block('Section', id, { columns: '1', spacing: 'small', content })
  const title = (id: string, text: string) =>
    block('Heading', id, { text, level: 'h2', align: 'left', style: 'section' })
  return {
    title: 'Trang chủ',
    slug: 'trang-chu',
    layout: {
      root: { props: {} },
      content: [
        section('featured', [
          title('featured', 'Nổi bật'),
          block('PostGrid', 'featured', { featuredOnly: true, count: 5, layout: 'featured' }),
        ]),
        section('shop', [
          title('shop', 'Phụ kiện bán chạy'),
          block('ProductCarousel', 'home', {
            ...carouselDefaults,
            label: 'Phụ kiện bán chạy',
            source: 'popular',
            category: null,
            count: 8,
          }),
          block('Button', 'shop', { label: 'Xem cửa hàng', href: '/cua-hang', variant: 'link', align: 'right' }),
        ]),
        section('latest', [
          title('latest', 'Bài mới nhất'),
          block('TaxonomyFilter', 'latest', {
            target: 'PostGrid-latest',
            taxonomy: 'category',
            terms: [],
            allLabel: '',
            multiple: true,
            logicalJoin: 'OR',
          }),
          block('PostGrid', 'latest', {
            count: 6,
            columns: '3',
            layout: 'grid',
            avoidDuplicates: true,
            pagination: 'load_more_on_click',
          }),
        ]),
        ...categories.map((category) =>
          section(category.slug, [
            title(category.slug, category.name),
            block('PostGrid', category.slug, {
              category: { id: category.id, name: category.name },
              count: 4,
              columns: '4',
              layout: 'grid',
              avoidDuplicates: true,
            }),
            block('Button', category.slug, {
              label: `Xem tất cả bài ${category.name}`,
              href: `/chuyen-muc/${category.slug}`,
              variant: 'link',
              align: 'right',
            }),
          ]),
        ),
      ],
    },
  }
}

/**
 * "Mẹo hay": the featured tips in a carousel, then two loops, each paged on its own: the iPhone tips with numbered
 * pages (two columns on phones, titles and dates only), and every tip as raised cards (wider pictures, a short excerpt,
 * the reading time and a "read more" link), filtered by tags (all the chosen ones at once), loading more as the
 * reader scrolls.
 */
export function tipsPage(iphone: { id: number; name: string }, tags: { id: number; name: string }[]): SeedPage {
  const section = (id: string, content: unknown[]) => block('Section', id, { columns: '1', spacing: 'small', content })
  const title = (id: string, text: string) =>
    block('Heading', id, { text, level: 'h2', align: 'left', style: 'section' })
  return {
    title: 'Mẹo hay',
    slug: 'meo-hay',
    layout: {
      root: { props: {} },
      content: [
        section('meo-gioi-thieu', [
          block('Heading', 'meo-hay', { text: 'Mẹo hay cho điện thoại', level: 'h1', align: 'left' }),
          block('Text', 'meo-hay', {
            text: 'Những mẹo nhỏ giúp điện thoại chạy mượt, pin bền và an toàn hơn mỗi ngày. Chọn thẻ để xem đúng điều bạn cần.',
            align: 'left',
          }),
        ]),
        section('meo-noi-bat', [
          title('meo-noi-bat', 'Mẹo nổi bật'),
          block('PostCarousel', 'meo-noi-bat', {
            ...carouselDefaults,
            label: 'Mẹo nổi bật',
            featuredOnly: true,
            count: 8,
          }),
        ]),
        section('meo-iphone', [
          title('meo-iphone', `Mẹo ${iphone.name}`),
          block('PostGrid', 'meo-iphone', {
            category: iphone,
            count: 4,
            columns: '4',
            columnsMobile: '2',
            showExcerpt: false,
            showAuthor: false,
            layout: 'grid',
            pagination: 'numbers_and_prev_next',
          }),
        ]),
        section('meo-tat-ca', [
          title('meo-tat-ca', 'Tất cả mẹo'),
          block('TaxonomyFilter', 'meo-tat-ca', {
            target: 'PostGrid-meo-tat-ca',
            taxonomy: 'post_tag',
            terms: tags.map((tag) => ({ term: tag })),
            allLabel: 'Mọi chủ đề',
            multiple: true,
            logicalJoin: 'AND',
          }),
          block('PostGrid', 'meo-tat-ca', {
            count: 6,
            columns: '3',
            skin: 'cards',
            imageRatio: 0.5,
            excerptLength: 18,
            showReadingTime: true,
            readMore: 'Đọc tiếp',
            layout: 'grid',
            pagination: 'load_more_infinite_scroll',
          }),
        ]),
      ],
    },
  }
}

/** "Giới thiệu": a demo page laid out in the builder, so a new site shows the builder at work. */
export function aboutPage(image: PickedImage): SeedPage {
  const topic = (id: string, title: string, text: string) =>
    block('Section', id, {
      columns: '1',
      spacing: 'none',
      background: '',
      content: [
        block('Heading', `${id}-title`, { text: title, level: 'h3', align: 'left' }),
        block('Text', `${id}-text`, { text, align: 'left' }),
      ],
    })
  return {
    title: 'Giới thiệu',
    slug: 'gioi-thieu',
    layout: {
      root: { props: {} },
      content: [
        block('Section', 'hero', {
          columns: '2',
          spacing: 'large',
          background: '#e8f0fe',
          content: [
            block('Section', 'hero-copy', {
              columns: '1',
              spacing: 'none',
              background: '',
              content: [
                block('Heading', 'hero-title', { text: 'Về Thủ Thuật Điện Thoại', level: 'h1', align: 'left' }),
                block('Text', 'hero-text', {
                  text: 'Chúng tôi viết hướng dẫn dùng điện thoại bằng tiếng Việt dễ hiểu: từng bước một, có hình minh hoạ, thử lại trên máy thật trước khi đăng.\n\nDù bạn dùng iPhone, Samsung hay một chiếc Android bất kỳ, ở đây luôn có cách làm cho việc bạn cần.',
                  align: 'left',
                }),
                block('IconList', 'hero-promises', {
                  colour: '#0b5cd5',
                  items: [
                    { icon: 'phone', text: 'Làm thử từng bước trên máy thật', href: '' },
                    { icon: 'clock', text: 'Cập nhật sau mỗi bản iOS và Android mới', href: '' },
                    { icon: 'shield', text: 'Không quảng cáo trá hình', href: '' },
                  ],
                }),
                block('Button', 'hero-button', {
                  label: 'Đọc bài mới nhất',
                  href: '/',
                  variant: 'primary',
                  align: 'left',
                }),
              ],
            }),
            block('Image', 'hero-image', { image, caption: '' }),
          ],
        }),
        block('Section', 'about-toc', {
          columns: '2',
          spacing: 'medium',
          content: [
            block('TableOfContents', 'about', { levels: 'h3', marker: 'numbers', minimize: false }),
            block('Text', 'about-intro', {
              text: 'Mỗi bài hướng dẫn được một biên tập viên làm theo từng bước trên máy thật, chụp lại màn hình và kiểm tra lại sau mỗi lần hệ điều hành cập nhật. Trang này kể về cách chúng tôi làm việc và những chủ đề chúng tôi theo dõi.',
              align: 'left',
            }),
          ],
        }),
        block('Section', 'topics-intro', {
          columns: '1',
          spacing: 'medium',
          background: '',
          content: [
            block('Heading', 'topics-title', { text: 'Chúng tôi viết về điều gì?', level: 'h2', align: 'center' }),
          ],
        }),
        block('Section', 'topics', {
          columns: '3',
          spacing: 'small',
          background: '',
          content: [
            topic(
              'iphone',
              'iPhone và iPad',
              'Chụp màn hình, tiết kiệm pin, sao lưu iCloud, Face ID và những cài đặt ít người biết.',
            ),
            topic(
              'android',
              'Samsung và Android',
              'Từ One UI đến Android gốc: bảo vệ pin, thư mục bảo mật, chia sẻ Wi-Fi bằng mã QR.',
            ),
            topic(
              'safety',
              'An toàn và quyền riêng tư',
              'Nhận biết tin nhắn lừa đảo, khoá ứng dụng, bật xác thực hai bước cho Zalo và tài khoản ngân hàng.',
            ),
          ],
        }),
        block('Divider', 'divider', { style: 'solid' }),
        block('Section', 'contact', {
          columns: '1',
          spacing: 'medium',
          background: '',
          content: [
            block('Heading', 'contact-title', { text: 'Góp ý cho tòa soạn', level: 'h2', align: 'center' }),
            block('Text', 'contact-text', {
              text: 'Bạn muốn chúng tôi viết về mẹo nào, hay thấy một bước hướng dẫn đã cũ? Hãy cho chúng tôi biết.',
              align: 'center',
            }),
            block('Button', 'contact-button', {
              label: 'Liên hệ tòa soạn',
              href: '/lien-he',
              variant: 'secondary',
              align: 'center',
            }),
            block('ShareButtons', 'about', {
              networks: ['facebook', 'twitter', 'telegram', 'whatsapp', 'email', 'print'],
              align: 'center',
            }),
          ],
        }),
      ],
    },
  }
}

/**
 * "Liên hệ": how to reach the newsroom, laid out in the builder; with the callback popup's id, a link that opens it
 * (a `popup:open` hash action).
 */
export function contactPage(callbackPopup: number | null = null): SeedPage {
  const text = (id: string, value: string) => block('Text', id, { text: value, align: 'left' })
  return {
    title: 'Liên hệ',
    slug: 'lien-he',
    layout: {
      root: { props: {} },
      content: [
        block('Section', 'contact-hero', {
          columns: '1',
          spacing: 'large',
          backgroundType: 'gradient',
          background: '#e8f0fe',
          gradientTo: '#f5f3ff',
          gradientAngle: 135,
          shapeBottom: { shape: 'wave', colour: '#ffffff', height: 48, negative: false, flip: false },
          content: [
            block('Heading', 'contact-title', { text: 'Liên hệ với tòa soạn', level: 'h1', align: 'center' }),
            block('Text', 'contact-lead', {
              text: 'Có câu hỏi về điện thoại, muốn góp ý một bài viết hay hợp tác với chúng tôi? Tòa soạn đọc mọi thư gửi đến.',
              align: 'center',
            }),
            block('Button', 'contact-faq-link', {
              label: 'Xem câu hỏi thường gặp',
              href: '#cau-hoi-thuong-gap',
              variant: 'link',
              align: 'center',
            }),
          ],
        }),
        block('Section', 'contact-form', {
          columns: '1',
          spacing: 'medium',
          content: [
            block('Heading', 'contact-form-title', {
              text: 'Gửi thư cho tòa soạn',
              level: 'h2',
              align: 'left',
              style: 'section',
            }),
            text(
              'contact-form-lead',
              'Điền vài dòng bên dưới, tòa soạn thường trả lời trong một ngày làm việc. Các ô có dấu * là bắt buộc.',
            ),
            contactForm(),
          ],
        }),
        block('Section', 'contact-ways', {
          columns: '1',
          spacing: 'medium',
          content: [
            // What "Cài đặt trang › Liên hệ" holds: nothing is stated here that the site's owner has not entered.
            block('ContactDetails', 'contact-details', { title: 'Cách liên hệ' }),
            ...(callbackPopup
              ? [
                  block('Button', 'contact-callback', {
                    label: 'Nhờ tòa soạn gọi lại',
                    href: hashActionHref('popup:open', { id: String(callbackPopup) }),
                    variant: 'secondary',
                    align: 'left',
                  }),
                ]
              : []),
          ],
        }),
        block('Section', 'contact-faq', {
          columns: '1',
          spacing: 'medium',
          background: '#f4f6fb',
          content: [
            block('MenuAnchor', 'faq', { anchor: 'cau-hoi-thuong-gap' }),
            block('Heading', 'faq-title', { text: 'Câu hỏi thường gặp', level: 'h2', align: 'left', style: 'section' }),
            block('Tabs', 'faq', {
              label: 'Câu hỏi thường gặp',
              tabs: [
                {
                  title: 'Gửi câu hỏi',
                  content: [
                    text(
                      'faq-ask',
                      'Hãy ghi rõ tên máy (ví dụ iPhone 13, Galaxy A54), phiên bản hệ điều hành và ảnh chụp màn hình lỗi nếu có. Câu hỏi hay sẽ được viết thành bài hướng dẫn.',
                    ),
                  ],
                },
                {
                  title: 'Sửa bài viết',
                  content: [
                    text(
                      'faq-fix',
                      'Thấy một bước đã cũ sau khi điện thoại cập nhật? Gửi đường dẫn bài viết và mô tả chỗ khác; biên tập viên sẽ thử lại trên máy thật và cập nhật bài.',
                    ),
                  ],
                },
                {
                  title: 'Hợp tác',
                  content: [
                    text(
                      'faq-partner',
                      'Chúng tôi nhận thử máy và phụ kiện để viết đánh giá, nhưng không nhận viết bài quảng cáo trá hình. Mọi bài có tài trợ đều được ghi rõ.',
                    ),
                  ],
                },
              ],
            }),
          ],
        }),
      ],
    },
  }
}

/** "Đăng ký tư vấn chọn điện thoại": the multi-step form on a page of its own. */
export function consultationPage(): SeedPage {
  return {
    title: 'Đăng ký tư vấn chọn điện thoại',
    slug: 'tu-van-chon-dien-thoai',
    layout: {
      root: { props: {} },
      content: [
        block('Section', 'consultation-hero', {
          columns: '1',
          spacing: 'medium',
          backgroundType: 'gradient',
          background: '#e8f0fe',
          gradientTo: '#f5f3ff',
          gradientAngle: 135,
          content: [
            block('Heading', 'consultation-title', {
              text: 'Đăng ký tư vấn chọn điện thoại',
              level: 'h1',
              align: 'left',
            }),
            block('Text', 'consultation-lead', {
              text: 'Ba bước ngắn: cho chúng tôi biết bạn cần gì, ngân sách bao nhiêu và lúc nào tiện nghe máy. Tư vấn viên sẽ gọi lại, miễn phí, không bán hàng.',
              align: 'left',
            }),
          ],
        }),
        block('Section', 'consultation-form', { columns: '1', spacing: 'medium', content: [consultationForm()] }),
      ],
    },
  }
}

/** "Cẩm nang dùng điện thoại": a landing page for the e-book, with its price and add-to-cart button from the builder. */
export function ebookPage(ebook: { id: number; name: string }): SeedPage {
  const product = { id: ebook.id, name: ebook.name }
  return {
    title: 'Cẩm nang dùng điện thoại cho người mới',
    slug: 'cam-nang-nguoi-moi',
    layout: {
      root: { props: {} },
      content: [
        block('Section', 'ebook-hero', {
          columns: '1',
          spacing: 'large',
          backgroundType: 'gradient',
          background: '#e8f0fe',
          gradientTo: '#fef3c7',
          gradientAngle: 135,
          content: [
            block('Heading', 'ebook-title', {
              text: 'Cẩm nang dùng điện thoại cho người mới',
              level: 'h1',
              align: 'center',
            }),
            block('Text', 'ebook-lead', {
              text: '120 trang chữ to, hình minh hoạ từng bước: từ cài đặt máy, nhắn tin Zalo, chụp ảnh đến nhận biết tin nhắn lừa đảo. Tệp PDF, tải về ngay sau khi mua, đọc được trên điện thoại và máy tính.',
              align: 'center',
            }),
            block('ProductPrice', 'ebook', { product, size: 'large', showBadge: true, align: 'center' }),
            block('ProductBuy', 'ebook', { product, label: 'Mua sách điện tử', showQuantity: false, align: 'center' }),
          ],
        }),
        block('Section', 'ebook-contents', {
          columns: '1',
          spacing: 'medium',
          content: [
            block('Heading', 'ebook-contents', { text: 'Trong sách có gì?', level: 'h2', align: 'left' }),
            block('IconList', 'ebook-contents', {
              colour: '#0b5cd5',
              items: [
                { icon: 'check', text: 'Làm quen với iPhone và Android: nút bấm, cài đặt, cập nhật.', href: '' },
                { icon: 'check', text: 'Nhắn tin, gọi video và gửi ảnh qua Zalo.', href: '' },
                { icon: 'check', text: 'Chụp ảnh đẹp và sao lưu ảnh để không bao giờ mất.', href: '' },
                {
                  icon: 'check',
                  text: 'Nhận biết tin nhắn, cuộc gọi lừa đảo và bảo vệ tài khoản ngân hàng.',
                  href: '',
                },
                { icon: 'check', text: 'Tiết kiệm pin và dung lượng cho máy cũ.', href: '' },
              ],
            }),
          ],
        }),
      ],
    },
  }
}
