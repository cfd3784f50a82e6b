import type { AuthorKey, CategorySlug } from './types'

/** The demo site's categories, parents first. */
export const seedCategories: { slug: CategorySlug; name: string; description: string; parent?: CategorySlug }[] = [
  {
    slug: 'iphone',
    name: 'iPhone',
    description: 'Mẹo dùng iPhone và iOS: cài đặt, tính năng ẩn, xử lý lỗi thường gặp.',
  },
  { slug: 'android', name: 'Android', description: 'Thủ thuật cho điện thoại Android của mọi hãng.' },
  {
    slug: 'samsung',
    name: 'Samsung',
    description: 'Tính năng và mẹo riêng của điện thoại Samsung Galaxy, One UI.',
    parent: 'android',
  },
  { slug: 'pin-sac', name: 'Pin và sạc', description: 'Giữ pin bền, sạc đúng cách và kéo dài thời gian sử dụng.' },
  {
    slug: 'camera-anh',
    name: 'Camera và ảnh',
    description: 'Chụp ảnh đẹp hơn, chụp màn hình, quản lý và chỉnh sửa ảnh.',
  },
  { slug: 'bao-mat', name: 'Bảo mật', description: 'Bảo vệ điện thoại, tài khoản và dữ liệu cá nhân, tránh lừa đảo.' },
  {
    slug: 'wifi-du-lieu',
    name: 'Wi-Fi và dữ liệu di động',
    description: 'Kết nối nhanh, ổn định và tiết kiệm dung lượng 4G, 5G.',
  },
  { slug: 'ung-dung', name: 'Ứng dụng', description: 'Zalo và các ứng dụng quen thuộc: dùng gọn, dùng an toàn.' },
  { slug: 'sao-luu', name: 'Sao lưu và dữ liệu', description: 'Sao lưu, khôi phục và chuyển dữ liệu khi đổi máy.' },
]

export const seedAuthors: Record<AuthorKey, { name: string; jobTitle: string; bio: string }> = {
  'minh-anh': {
    name: 'Nguyễn Minh Anh',
    jobTitle: 'Biên tập viên iPhone',
    bio: 'Dùng iPhone từ thời 3GS, thích biến những cài đặt rắc rối thành vài bước dễ hiểu cho cả nhà.',
  },
  'quoc-bao': {
    name: 'Trần Quốc Bảo',
    jobTitle: 'Chuyên viên Android',
    bio: 'Kỹ sư phần mềm, đã thử qua hàng chục mẫu Android và luôn tìm cách để máy cũ chạy mượt hơn.',
  },
  'thu-ha': {
    name: 'Lê Thu Hà',
    jobTitle: 'Biên tập viên bảo mật',
    bio: 'Viết về an toàn số và ứng dụng, giúp bạn đọc nhận ra chiêu lừa đảo trước khi quá muộn.',
  },
}

type MenuTarget = { relationTo: 'categories' | 'pages'; value: number }
type SeedLink = { kind: 'content'; target: MenuTarget; label?: string } | { kind: 'custom'; url: string; label: string }

/**
 * Main menu: category links; footer: the most useful entry points. Links to categories and pages point at the
 * content (their address follows its slug, their label defaults to its name); the rest are typed addresses.
 */
export function seedNavigation(categoryId: (slug: CategorySlug) => number, pageId: (slug: string) => number) {
  const category = (slug: CategorySlug, label?: string): SeedLink => ({
    kind: 'content',
    target: { relationTo: 'categories', value: categoryId(slug) },
    ...(label ? { label } : {}),
  })
  const page = (slug: string): SeedLink => ({ kind: 'content', target: { relationTo: 'pages', value: pageId(slug) } })
  const custom = (label: string, url: string): SeedLink => ({ kind: 'custom', label, url })
  return {
    main: [
      { ...category('iphone'), children: [] },
      { ...category('android'), children: [category('samsung'), category('android', 'Tất cả Android')] },
      { ...category('pin-sac'), children: [] },
      { ...category('camera-anh', 'Camera'), children: [] },
      { ...category('bao-mat'), children: [] },
      { ...custom('Cửa hàng', '/cua-hang'), children: [] },
      {
        ...category('ung-dung', 'Thêm'),
        children: [
          category('ung-dung'),
          category('wifi-du-lieu', 'Wi-Fi và dữ liệu'),
          category('sao-luu'),
          { ...page('meo-hay'), label: 'Mẹo hay' },
        ],
      },
    ],
    footer: [
      page('gioi-thieu'),
      page('lien-he'),
      { ...page('tu-van-chon-dien-thoai'), label: 'Tư vấn chọn máy' },
      page('meo-hay'),
      custom('Cửa hàng', '/cua-hang'),
      category('iphone'),
      category('android'),
      category('bao-mat'),
      custom('Tìm kiếm', '/tim-kiem'),
      custom('RSS', '/feed'),
      custom('Sơ đồ trang', '/sitemap.xml'),
    ],
  }
}
