import type { Payload } from 'payload'
import { ebookPdf } from './ebook-pdf'
import { drawAhead } from './images'
import { storeAhead } from './store-media'
import type { ProductDrawing } from './illustration/products'
import { markdownToLexical } from './markdown'
import { DEMO_BANK_ACCOUNT } from '@/shop/rules/banks'

/** The shop's demo catalogue: phone accessories, a service and a guide, in VND. */

type CategorySlug = 'sac-cap' | 'op-lung-dan-man-hinh' | 'pin-tai-nghe-phu-kien' | 'dich-vu-tai-lieu'

export const seedProductCategories: { slug: CategorySlug; name: string; description: string }[] = [
  {
    slug: 'sac-cap',
    name: 'Sạc và cáp',
    description: 'Củ sạc nhanh và cáp bền cho iPhone, Samsung và mọi máy Android.',
  },
  {
    slug: 'op-lung-dan-man-hinh',
    name: 'Ốp lưng và dán màn hình',
    description: 'Bảo vệ máy khỏi rơi, trầy xước và va đập mỗi ngày.',
  },
  {
    slug: 'pin-tai-nghe-phu-kien',
    name: 'Pin dự phòng và phụ kiện',
    description: 'Pin dự phòng, tai nghe, giá đỡ và thẻ nhớ cho điện thoại.',
  },
  {
    slug: 'dich-vu-tai-lieu',
    name: 'Dịch vụ và tài liệu',
    description: 'Kiểm tra máy tại cửa hàng và cẩm nang dùng điện thoại.',
  },
]

interface SeedPicture {
  drawing: ProductDrawing
  colour?: string
  alt: string
}

interface SeedVariant {
  values: [string, string]
  /** Which of the product's pictures shows this variant. */
  picture: number
  sku: string
  regularPrice: number
  salePrice?: number
  stockQuantity: number
}

export interface SeedProduct {
  name: string
  slug: string
  sku: string
  category: CategorySlug
  shortDescription: string
  /** Markdown: paragraphs, `## headings` and `- lists`. */
  description: string
  regularPrice: number
  salePrice?: number
  /** Days from the seed to the end of the sale (none: no end). */
  saleDays?: number
  stockQuantity?: number
  stockStatus?: 'instock' | 'outofstock' | 'onbackorder'
  manageStock?: boolean
  pictures: SeedPicture[]
  virtual?: boolean
  downloadable?: boolean
  featured?: boolean
  totalSales: number
  options?: { name: string; values: string[] }[]
  variants?: SeedVariant[]
}

const colours = { black: '#1f2937', white: '#e5e7eb', blue: '#2563eb', pink: '#f472b6', green: '#0f766e' }

/** The shop's tags and the products (by slug) that carry them. */
const seedProductTags = [
  {
    slug: 'sac-nhanh',
    name: 'Sạc nhanh',
    products: [
      'cu-sac-nhanh-usb-c-20w',
      'cu-sac-gan-65w-ba-cong',
      'cap-usb-c-100w-2m',
      'pin-du-phong-sac-nhanh',
      'bo-sac-nhanh-kem-cap-samsung-25w',
    ],
  },
  {
    slug: 'usb-c',
    name: 'USB-C',
    products: [
      'cu-sac-nhanh-usb-c-20w',
      'cu-sac-gan-65w-ba-cong',
      'cap-usb-c-sang-lightning-1m',
      'cap-usb-c-100w-2m',
      'bo-sac-nhanh-kem-cap-samsung-25w',
    ],
  },
  {
    slug: 'iphone',
    name: 'iPhone',
    products: [
      'cu-sac-nhanh-usb-c-20w',
      'cap-usb-c-sang-lightning-1m',
      'op-lung-trong-suot-magsafe',
      'kinh-cuong-luc-full-man-hinh',
    ],
  },
  {
    slug: 'samsung',
    name: 'Samsung',
    products: ['bo-sac-nhanh-kem-cap-samsung-25w', 'op-lung-silicon-chong-soc', 'kinh-cuong-luc-chong-nhin-trom'],
  },
  { slug: 'magsafe', name: 'MagSafe', products: ['op-lung-trong-suot-magsafe'] },
  {
    slug: 'qua-tang',
    name: 'Quà tặng',
    products: ['tai-nghe-khong-day-chong-on', 'gia-do-dien-thoai-xoay-360-do', 'cam-nang-dung-dien-thoai-sach-dien-tu'],
  },
]

/** The downloadable e-book's SKU: its landing page (seed/pages.ts) sells it. */
export const EBOOK_SKU = 'TT-EBOOK-01'

export const seedProducts: SeedProduct[] = [
  {
    name: 'Củ sạc nhanh USB-C 20W',
    slug: 'cu-sac-nhanh-usb-c-20w',
    sku: 'TT-SAC-20W',
    category: 'sac-cap',
    shortDescription: 'Sạc nhanh iPhone từ 0 lên 50 % trong khoảng 30 phút, nhỏ gọn, chân cắm dẹt chuẩn Việt Nam.',
    description:
      'Củ sạc 20W chuẩn Power Delivery cho iPhone 8 trở lên, iPad và điện thoại Android hỗ trợ USB-C PD.\n\n## Điểm nổi bật\n\n- Sạc nhanh 20W, tự điều chỉnh theo máy.\n- Chống quá nhiệt, quá dòng và đoản mạch.\n- Vỏ chống cháy, nhỏ bằng củ sạc gốc.\n\n## Trong hộp\n\n- Một củ sạc 20W cổng USB-C.\n- Phiếu bảo hành 12 tháng.',
    regularPrice: 290_000,
    salePrice: 219_000,
    saleDays: 30,
    stockQuantity: 120,
    pictures: [
      { drawing: 'charger', colour: colours.white, alt: 'Củ sạc nhanh USB-C 20W màu trắng' },
      { drawing: 'charger', colour: colours.black, alt: 'Củ sạc nhanh USB-C 20W nhìn nghiêng' },
    ],
    featured: true,
    totalSales: 412,
  },
  {
    name: 'Củ sạc GaN 65W ba cổng',
    slug: 'cu-sac-gan-65w-ba-cong',
    sku: 'TT-SAC-65W',
    category: 'sac-cap',
    shortDescription: 'Một củ sạc cho cả điện thoại, máy tính bảng và laptop: hai cổng USB-C, một cổng USB-A.',
    description:
      'Công nghệ GaN giúp củ sạc 65W nhỏ hơn một nửa so với củ sạc thường.\n\n## Điểm nổi bật\n\n- 65W khi dùng một cổng, tự chia công suất khi sạc ba máy.\n- Sạc laptop USB-C, iPhone, Samsung Super Fast Charging.\n- Chân cắm gập gọn khi mang đi.',
    regularPrice: 790_000,
    stockQuantity: 35,
    pictures: [{ drawing: 'charger', colour: colours.black, alt: 'Củ sạc GaN 65W ba cổng màu đen' }],
    totalSales: 158,
  },
  {
    name: 'Cáp USB-C sang Lightning 1 m',
    slug: 'cap-usb-c-sang-lightning-1m',
    sku: 'TT-CAP-CL1',
    category: 'sac-cap',
    shortDescription: 'Cáp bọc dù bền, hỗ trợ sạc nhanh iPhone khi dùng với củ sạc USB-C PD.',
    description:
      'Cáp dài 1 m, đầu nối bằng nhôm, chịu được hơn 10.000 lần gập.\n\n- Sạc nhanh và truyền dữ liệu.\n- Có chứng nhận MFi, không báo lỗi phụ kiện.',
    regularPrice: 190_000,
    salePrice: 149_000,
    stockQuantity: 200,
    pictures: [{ drawing: 'cable', colour: colours.white, alt: 'Cáp USB-C sang Lightning bọc dù màu trắng' }],
    totalSales: 530,
  },
  {
    name: 'Cáp USB-C 100W 2 m',
    slug: 'cap-usb-c-100w-2m',
    sku: 'TT-CAP-CC2',
    category: 'sac-cap',
    shortDescription: 'Một sợi cáp cho mọi thiết bị USB-C: điện thoại, máy tính bảng và laptop đến 100W.',
    description:
      'Cáp USB-C hai đầu dài 2 m có chip E-Marker, an toàn khi sạc laptop 100W.\n\n- Truyền dữ liệu 480 Mb/s.\n- Vỏ bọc dù chống rối.',
    regularPrice: 250_000,
    stockQuantity: 80,
    pictures: [{ drawing: 'cable', colour: colours.black, alt: 'Cáp USB-C 100W bọc dù màu đen' }],
    totalSales: 205,
  },
  {
    name: 'Ốp lưng silicon chống sốc',
    slug: 'op-lung-silicon-chong-soc',
    sku: 'TT-OP-SIL',
    category: 'op-lung-dan-man-hinh',
    shortDescription: 'Ốp silicon mềm mịn, bốn góc đệm khí chống sốc, không ố vàng.',
    description:
      'Lớp lót sợi mềm bên trong giữ mặt lưng không trầy.\n\n- Viền cao hơn camera và màn hình 1 mm.\n- Nút bấm bọc kín, bấm nhẹ.\n- Hỗ trợ sạc không dây.',
    regularPrice: 180_000,
    stockQuantity: 90,
    pictures: [
      { drawing: 'case', colour: colours.blue, alt: 'Ốp lưng silicon màu xanh dương' },
      { drawing: 'case', colour: colours.pink, alt: 'Ốp lưng silicon màu hồng' },
      { drawing: 'case', colour: colours.green, alt: 'Ốp lưng silicon màu xanh ngọc' },
    ],
    totalSales: 320,
  },
  {
    name: 'Ốp lưng trong suốt MagSafe',
    slug: 'op-lung-trong-suot-magsafe',
    sku: 'TT-OP-MAG',
    category: 'op-lung-dan-man-hinh',
    shortDescription: 'Khoe màu máy gốc, nam châm MagSafe hít chắc sạc không dây và ví da.',
    description:
      'Chất liệu polycarbonate chống ố vàng, mặt lưng cứng và viền dẻo.\n\n- Nam châm tròn chuẩn MagSafe.\n- Chống rơi từ độ cao 2 m.',
    regularPrice: 350_000,
    salePrice: 279_000,
    stockQuantity: 60,
    pictures: [{ drawing: 'case', colour: colours.white, alt: 'Ốp lưng trong suốt có vòng nam châm MagSafe' }],
    featured: true,
    totalSales: 188,
  },
  {
    name: 'Kính cường lực chống nhìn trộm',
    slug: 'kinh-cuong-luc-chong-nhin-trom',
    sku: 'TT-KCL-PRV',
    category: 'op-lung-dan-man-hinh',
    shortDescription: 'Người bên cạnh chỉ thấy màn hình tối: giữ riêng tư tin nhắn và mật khẩu nơi đông người.',
    description:
      'Kính 9H dày 0,33 mm, góc nhìn riêng tư 30 độ mỗi bên.\n\n- Khung dán giúp dán thẳng ngay lần đầu.\n- Lớp phủ chống vân tay.',
    regularPrice: 220_000,
    stockQuantity: 150,
    pictures: [{ drawing: 'screen-protector', alt: 'Miếng kính cường lực chống nhìn trộm' }],
    totalSales: 276,
  },
  {
    name: 'Kính cường lực full màn hình',
    slug: 'kinh-cuong-luc-full-man-hinh',
    sku: 'TT-KCL-FULL',
    category: 'op-lung-dan-man-hinh',
    shortDescription: 'Phủ kín cả mép cong, cảm ứng nhạy như không dán, kèm khung dán.',
    description:
      'Kính cường lực 9H phủ toàn màn hình, viền đen mảnh.\n\n- Độ trong suốt 99 %.\n- Tặng kèm giấy lau và miếng gạt bọt khí.',
    regularPrice: 150_000,
    salePrice: 99_000,
    saleDays: 14,
    stockQuantity: 300,
    pictures: [{ drawing: 'screen-protector', colour: colours.black, alt: 'Kính cường lực full màn hình viền đen' }],
    totalSales: 640,
  },
  {
    name: 'Pin dự phòng sạc nhanh',
    slug: 'pin-du-phong-sac-nhanh',
    sku: 'TT-PIN',
    category: 'pin-tai-nghe-phu-kien',
    shortDescription: 'Hai dung lượng, hai màu: sạc nhanh 20W hai chiều, màn hình báo phần trăm pin.',
    description:
      'Pin lõi Li-Polymer an toàn, vỏ nhám chống bám vân tay.\n\n## Chọn dung lượng\n\n- 10.000 mAh: sạc đầy iPhone khoảng hai lần, gọn trong túi áo.\n- 20.000 mAh: sạc được bốn lần, đủ cho chuyến đi dài ngày.\n\n## An toàn\n\n- Chống sạc quá, xả quá và đoản mạch.\n- Được mang lên máy bay (dưới 100 Wh).',
    regularPrice: 450_000,
    manageStock: false,
    pictures: [
      { drawing: 'power-bank', colour: colours.black, alt: 'Pin dự phòng màu đen' },
      { drawing: 'power-bank', colour: colours.white, alt: 'Pin dự phòng màu trắng' },
    ],
    options: [
      { name: 'Màu sắc', values: ['Đen', 'Trắng'] },
      { name: 'Dung lượng', values: ['10.000 mAh', '20.000 mAh'] },
    ],
    variants: [
      {
        values: ['Đen', '10.000 mAh'],
        picture: 0,
        sku: 'TT-PIN-10-DEN',
        regularPrice: 450_000,
        salePrice: 389_000,
        stockQuantity: 40,
      },
      { values: ['Trắng', '10.000 mAh'], picture: 1, sku: 'TT-PIN-10-TRANG', regularPrice: 450_000, stockQuantity: 25 },
      { values: ['Đen', '20.000 mAh'], picture: 0, sku: 'TT-PIN-20-DEN', regularPrice: 690_000, stockQuantity: 18 },
      { values: ['Trắng', '20.000 mAh'], picture: 1, sku: 'TT-PIN-20-TRANG', regularPrice: 690_000, stockQuantity: 0 },
    ],
    featured: true,
    totalSales: 365,
  },
  {
    name: 'Tai nghe không dây chống ồn',
    slug: 'tai-nghe-khong-day-chong-on',
    sku: 'TT-TN-ANC',
    category: 'pin-tai-nghe-phu-kien',
    shortDescription: 'Chống ồn chủ động, nghe nhạc 7 giờ, hộp sạc USB-C, kết nối Bluetooth 5.3.',
    description:
      'Tai nghe nhét tai nhẹ 4,5 g mỗi bên, chống nước IPX4.\n\n- Chế độ xuyên âm khi cần nghe xung quanh.\n- Gọi rõ tiếng nhờ bốn micro lọc gió.',
    regularPrice: 1_290_000,
    salePrice: 990_000,
    saleDays: 21,
    stockQuantity: 45,
    pictures: [{ drawing: 'earbuds', colour: colours.white, alt: 'Tai nghe không dây và hộp sạc màu trắng' }],
    featured: true,
    totalSales: 97,
  },
  {
    name: 'Giá đỡ điện thoại để bàn',
    slug: 'gia-do-dien-thoai-de-ban',
    sku: 'TT-GD-BAN',
    category: 'pin-tai-nghe-phu-kien',
    shortDescription: 'Nhôm nguyên khối, chỉnh góc và độ cao, đứng vững cả khi gọi video.',
    description:
      'Giá đỡ gấp gọn cho điện thoại và máy tính bảng đến 12,9 inch.\n\n- Đế cao su chống trượt.\n- Khe đi dây sạc phía sau.',
    regularPrice: 240_000,
    stockQuantity: 70,
    pictures: [{ drawing: 'phone-stand', alt: 'Giá đỡ điện thoại để bàn bằng nhôm' }],
    totalSales: 143,
  },
  {
    name: 'Giá đỡ điện thoại trên ô tô',
    slug: 'gia-do-dien-thoai-tren-o-to',
    sku: 'TT-GD-OTO',
    category: 'pin-tai-nghe-phu-kien',
    shortDescription: 'Kẹp cửa gió điều hoà, xoay 360 độ, một tay gắn và tháo máy.',
    description:
      'Tay kẹp tự khoá giữ chắc máy trên đường xóc.\n\n- Hợp điện thoại 4,7 đến 6,9 inch.\n- Không che màn hình khi dẫn đường.',
    regularPrice: 199_000,
    stockQuantity: 0,
    stockStatus: 'outofstock',
    pictures: [{ drawing: 'car-mount', alt: 'Giá đỡ điện thoại kẹp cửa gió ô tô' }],
    totalSales: 211,
  },
  {
    name: 'Thẻ nhớ microSD 128 GB',
    slug: 'the-nho-microsd-128gb',
    sku: 'TT-SD-128',
    category: 'pin-tai-nghe-phu-kien',
    shortDescription: 'Tốc độ đọc 160 MB/s, chuẩn A2 chạy ứng dụng mượt trên máy Android.',
    description:
      'Thẻ nhớ cho điện thoại Android, camera hành trình và máy chơi game.\n\n- Chống nước, chống sốc, chịu nhiệt.\n- Kèm đầu chuyển SD.',
    regularPrice: 320_000,
    salePrice: 259_000,
    stockQuantity: 8,
    pictures: [{ drawing: 'memory-card', alt: 'Thẻ nhớ microSD 128 GB' }],
    totalSales: 174,
  },
  {
    name: 'Giá đỡ điện thoại xoay 360 độ',
    slug: 'gia-do-dien-thoai-xoay-360-do',
    sku: 'TT-GD-XOAY',
    category: 'pin-tai-nghe-phu-kien',
    shortDescription: 'Đế tròn nặng chống đổ, xoay ngang dọc một tay: xem phim, gọi video, học trực tuyến.',
    description:
      'Giá đỡ để bàn có khớp xoay 360 độ và trục nâng cao thấp.\n\n- Đế kim loại phủ cao su chống trượt.\n- Hợp điện thoại và máy tính bảng nhỏ đến 8 inch.',
    regularPrice: 169_000,
    stockStatus: 'onbackorder',
    manageStock: false,
    pictures: [{ drawing: 'phone-stand', colour: colours.black, alt: 'Giá đỡ điện thoại xoay 360 độ màu đen' }],
    totalSales: 36,
  },
  {
    name: 'Dịch vụ kiểm tra điện thoại toàn diện',
    slug: 'dich-vu-kiem-tra-dien-thoai-toan-dien',
    sku: 'TT-DV-KT',
    category: 'dich-vu-tai-lieu',
    shortDescription: 'Kỹ thuật viên kiểm tra pin, màn hình, loa, camera và bảo mật trong 30 phút, có phiếu kết quả.',
    description:
      'Mang máy đến cửa hàng hoặc hẹn giờ qua điện thoại.\n\n## Kiểm tra những gì\n\n- Độ chai pin và mạch sạc.\n- Màn hình, cảm ứng, Face ID hoặc vân tay.\n- Loa, micro, camera trước và sau.\n- Ứng dụng lạ, quyền truy cập và cài đặt bảo mật.\n\nSau khi kiểm tra, bạn nhận phiếu kết quả và lời khuyên sửa chữa nếu cần.',
    regularPrice: 150_000,
    manageStock: false,
    virtual: true,
    pictures: [{ drawing: 'checkup-service', alt: 'Kỹ thuật viên kiểm tra điện thoại' }],
    totalSales: 89,
  },
  {
    name: 'Cẩm nang dùng điện thoại cho người mới (sách điện tử)',
    slug: 'cam-nang-dung-dien-thoai-sach-dien-tu',
    sku: EBOOK_SKU,
    category: 'dich-vu-tai-lieu',
    shortDescription:
      '120 trang hướng dẫn có hình: cài đặt, Zalo, chụp ảnh, bảo mật, tiết kiệm pin. Tệp PDF tải về ngay.',
    description:
      'Cuốn cẩm nang do đội ngũ Thủ Thuật Điện Thoại biên soạn, chữ to, hình minh hoạ từng bước.\n\n## Nội dung\n\n- Làm quen với iPhone và Android.\n- Nhắn tin, gọi video qua Zalo.\n- Chụp ảnh đẹp và sao lưu ảnh.\n- Nhận biết tin nhắn lừa đảo.',
    regularPrice: 99_000,
    salePrice: 59_000,
    manageStock: false,
    virtual: true,
    downloadable: true,
    pictures: [{ drawing: 'ebook', alt: 'Bìa sách điện tử Cẩm nang dùng điện thoại' }],
    totalSales: 1_024,
  },
  {
    name: 'Bộ sạc nhanh kèm cáp cho Samsung 25W',
    slug: 'bo-sac-nhanh-kem-cap-samsung-25w',
    sku: 'TT-SAC-SS25',
    category: 'sac-cap',
    shortDescription: 'Sạc siêu nhanh 25W cho Galaxy S và A, kèm cáp USB-C hai đầu 1 m.',
    description:
      'Chuẩn PPS cho Super Fast Charging trên máy Samsung.\n\n- Củ sạc 25W và cáp USB-C 1 m.\n- Bảo hành 12 tháng, đổi mới trong 30 ngày.',
    regularPrice: 390_000,
    stockQuantity: 55,
    pictures: [
      { drawing: 'charger', colour: colours.black, alt: 'Củ sạc Samsung 25W màu đen' },
      { drawing: 'cable', colour: colours.black, alt: 'Cáp USB-C hai đầu màu đen' },
    ],
    totalSales: 132,
  },
]

const DAY_MS = 86_400_000

/** Starts drawing and storing every product's pictures, in the shop's order (./images.ts, ./store-media.ts). */
export function storeProductPictures(payload: Payload): Promise<number>[][] {
  return seedProducts.map((product) =>
    product.pictures.map((picture, index) => {
      const seed = `${product.slug}-${index + 1}`
      const drawing = drawAhead({ kind: 'product', seed, product: picture.drawing, colour: picture.colour })
      return storeAhead(payload, { alt: picture.alt, title: product.name, description: '' }, seed, drawing)
    }),
  )
}

/**
 * Fills the shop: its categories and products, published, their sales running from the seed's day. `pictures` are
 * the products' stored pictures, started by storeProductPictures.
 */
export async function seedShop(
  payload: Payload,
  now: Date,
  pictures: Promise<number>[][],
  log: (message: string) => void = () => {},
): Promise<void> {
  const categoryIds = new Map<CategorySlug, number>()
  for (const [order, category] of seedProductCategories.entries()) {
    categoryIds.set(
      category.slug,
      (await payload.create({ collection: 'product-categories', data: { ...category, order } })).id,
    )
  }
  const tagsOf = new Map<string, number[]>()
  for (const tag of seedProductTags) {
    const { id } = await payload.create({ collection: 'product-tags', data: { name: tag.name, slug: tag.slug } })
    for (const slug of tag.products) tagsOf.set(slug, [...(tagsOf.get(slug) ?? []), id])
  }
  // The one downloadable product's file: the e-book.
  const ebookFile = await payload.create({
    collection: 'product-files',
    data: { title: 'Cẩm nang dùng điện thoại (PDF)' },
    file: {
      data: ebookPdf(),
      mimetype: 'application/pdf',
      name: 'cam-nang-dung-dien-thoai.pdf',
      size: ebookPdf().length,
    },
  })
  for (const [index, product] of seedProducts.entries()) {
    log(`Sản phẩm ${index + 1}/${seedProducts.length}: ${product.name}`)
    const images = await Promise.all(pictures[index])
    const variable = Boolean(product.variants?.length)
    await payload.create({
      collection: 'products',
      draft: false,
      depth: 0,
      data: {
        name: product.name,
        slug: product.slug,
        sku: product.sku,
        productType: variable ? 'variable' : 'simple',
        shortDescription: product.shortDescription,
        description: markdownToLexical(product.description, () => {
          throw new Error('Product descriptions have no pictures of their own')
        }),
        images,
        categories: [categoryIds.get(product.category)!],
        tags: tagsOf.get(product.slug) ?? [],
        regularPrice: product.regularPrice,
        salePrice: product.salePrice ?? null,
        saleTo: product.saleDays ? new Date(now.getTime() + product.saleDays * DAY_MS).toISOString() : null,
        manageStock: product.manageStock ?? true,
        stockQuantity: product.stockQuantity ?? 0,
        stockStatus: product.stockStatus ?? 'instock',
        virtual: product.virtual ?? false,
        downloadable: product.downloadable ?? false,
        downloads: product.downloadable ? [{ name: 'Cẩm nang dùng điện thoại (PDF)', file: ebookFile.id }] : [],
        downloadLimit: product.downloadable ? 5 : null,
        downloadExpiryDays: product.downloadable ? 365 : null,
        featured: product.featured ?? false,
        totalSales: product.totalSales,
        options: product.options ?? [],
        variants: (product.variants ?? []).map((variant) => ({
          optionValues: variant.values,
          sku: variant.sku,
          regularPrice: variant.regularPrice,
          salePrice: variant.salePrice ?? null,
          manageStock: true,
          stockQuantity: variant.stockQuantity,
          stockStatus: variant.stockQuantity > 0 ? 'instock' : 'outofstock',
          image: images[variant.picture],
        })),
        publishedAt: new Date(now.getTime() - (seedProducts.length - index) * DAY_MS).toISOString(),
        _status: 'published',
      },
    })
  }
  await seedShopSettings(payload, now)
}

/** How the demo shop delivers and is paid, and two coupons to try at the checkout. */
async function seedShopSettings(payload: Payload, now: Date): Promise<void> {
  await payload.updateGlobal({
    slug: 'shop-settings',
    data: {
      shippingZones: [{ name: 'Hà Nội và TP. Hồ Chí Minh', provinces: ['01', '79'], cost: 20_000 }],
      otherProvincesCost: 35_000,
      freeShippingMin: 500_000,
      pickup: { enabled: true, address: 'Số 12 Lý Thường Kiệt, Hoàn Kiếm, Hà Nội' },
      cod: {
        enabled: true,
        instructions: 'Trả tiền mặt cho nhân viên giao hàng khi nhận hàng. Được kiểm tra hàng trước khi trả tiền.',
      },
      bankTransfer: { enabled: true, ...DEMO_BANK_ACCOUNT, digitalGoods: true },
    },
  })
  await payload.create({
    collection: 'coupons',
    data: {
      code: 'CHAOBAN',
      description: 'Giảm 10% cho đơn đầu tiên.',
      discountType: 'percent',
      amount: 10,
      usageLimitPerCustomer: 1,
    },
  })
  await payload.create({
    collection: 'coupons',
    data: {
      code: 'FREESHIP',
      description: 'Miễn phí giao hàng cho đơn từ 200.000 ₫.',
      discountType: 'fixed_cart',
      amount: 0,
      freeShipping: true,
      minSpend: 200_000,
      expiresAt: new Date(now.getTime() + 365 * DAY_MS).toISOString(),
    },
  })
}
