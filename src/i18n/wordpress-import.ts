/**
 * What the WordPress import says in its report and on the console (docs/import.md, Importing), read by the site's
 * administrator.
 */
export const wordpressImport = {
  /** Each kind of thing the report counts, by the export's own name for it. */
  kinds: {
    author: 'Tác giả',
    category: 'Chuyên mục',
    post_tag: 'Thẻ',
    product_cat: 'Danh mục sản phẩm',
    product_tag: 'Thẻ sản phẩm',
    attachment: 'Tệp media',
    post: 'Bài viết',
    page: 'Trang',
    product: 'Sản phẩm',
    nav_menu: 'Menu',
    elementor_library: 'Mẫu Elementor',
    shop_coupon: 'Mã giảm giá',
  } as Record<string, string>,
  otherKind: (kind: string) => `Loại “${kind}”`,
  csv: {
    header: ['Loại', 'Mã WordPress', 'Kết quả', 'Chi tiết'],
    total: 'Tổng',
    counts: (found: number, imported: number, existing: number, skipped: number, failed: number) =>
      `tìm thấy ${found}; đã nhập ${imported}; đã có từ lần trước ${existing}; bỏ qua ${skipped}; lỗi ${failed}`,
    outcomes: { skipped: 'Bỏ qua', failed: 'Lỗi', note: 'Ghi chú' },
  },
  skipped: {
    type: (type: string) => `Loại nội dung “${type}” chưa được nhập`,
    status: (status: string) => `Trạng thái “${status}” không được nhập (thùng rác, bản nháp tự động)`,
    taxonomy: (taxonomy: string) => `Phân loại “${taxonomy}” chưa được nhập`,
    otherMenu: (main: string) =>
      `Chỉ menu nhiều liên kết nhất (“${main}”) được nhập thành menu chính; menu này cần tạo lại nếu còn dùng`,
    readWithItems: (taxonomy: string) => `Phân loại “${taxonomy}” được đọc cùng các mục mang nó, không nhập riêng`,
    noShop: 'Trang web chưa có cửa hàng: danh mục và thẻ sản phẩm không được nhập',
    noAddress: 'Tệp media không có địa chỉ (wp:attachment_url)',
    templateType: (type: string) =>
      `Mẫu Elementor loại “${type || 'không rõ'}” (mẫu lưu để chèn vào trang) chưa được nhập: ` +
      'chỉ đầu trang, chân trang, mẫu bài, mẫu lưu trữ và cửa sổ bật lên được nhập',
    orders:
      'Đơn hàng WooCommerce không có trong bản xuất WordPress (chúng nằm trong bảng riêng của WooCommerce): ' +
      'không được nhập',
  },
  notes: {
    slugTaken: (slug: string, ours: string) =>
      `Đường dẫn “${slug}” đã được nội dung của trang này dùng: giữ nội dung cũ, mục nhập vào lấy “${ours}”`,
    private: 'Bài riêng tư (private) được nhập thành bản nháp',
    noParent: (slug: string) => `Không tìm thấy chuyên mục cha “${slug}”: chuyên mục được nhập ở cấp đầu`,
    noThumbnail: (id: number) => `Ảnh đại diện #${id} chưa có trong thư viện media`,
    noAuthor: (login: string) => `Không tìm thấy tác giả “${login}”`,
    title: 'Mục không có tiêu đề: dùng “(Không có tiêu đề)”',
    titleCut: 'Tiêu đề dài hơn 200 ký tự bị cắt',
    excerptCut: 'Tóm tắt dài hơn 300 ký tự bị cắt',
    menuFlattened: (id: number) => `Liên kết menu #${id} nằm sâu hơn hai cấp: được đặt dưới mục cấp đầu của nó`,
    menuMissing: (id: number) => `Liên kết menu #${id} trỏ tới nội dung chưa được nhập: bị bỏ`,
    elementorRule: (rule: string) => `Elementor: điều kiện hoặc thiết lập “${rule}” chưa có tương ứng, bị bỏ`,
  },
  /** An element of an Elementor layout that did not come across as it was (docs/import.md, Elementor layouts). */
  unmapped: {
    element: (type: string, id: string, setting?: string) =>
      `Elementor: ${type}${id ? ` #${id}` : ''}${setting ? `, thiết lập “${setting}”` : ''}`,
    reasons: {
      'unknown-widget': 'chưa có khối tương ứng (giữ thành khối HTML nếu có nội dung)',
      'unknown-element': 'không phải phần tử Elementor đã biết',
      setting: 'thiết lập chưa có tương ứng',
      shortcode: 'mã ngắn bị bỏ',
      'too-deep': 'lồng quá sâu, bị bỏ',
      'too-large': 'bố cục quá lớn, bị bỏ',
    } as Record<string, string>,
    badJson: 'Dữ liệu Elementor (_elementor_data) không phải JSON hợp lệ: trang được nhập từ nội dung thường',
  },
  untitled: '(Không có tiêu đề)',
  media: {
    private: (url: string) => `Không tải ảnh từ địa chỉ nội bộ: ${url}`,
    missing: (file: string) => `Không tìm thấy tệp trong thư mục media: ${file}`,
    http: (status: number, url: string) => `Máy chủ cũ trả lời ${status} cho ${url}`,
    network: (url: string) => `Không kết nối được để tải ${url}`,
    gaveUp: (message: string) => `${message} (đã thử lại nhiều lần)`,
    disguised: (name: string, found: string) =>
      `Tệp “${name}” không đúng như phần mở rộng của nó (thực chất: ${found})`,
    unknownType: (name: string) => `Tệp “${name}” không phải ảnh hoặc video mà thư viện media nhận`,
    tooLarge: (name: string) => `Tệp “${name}” lớn quá mức cho phép`,
  },
  failed: (message: string) => `Không lưu được: ${message}`,
  progress: {
    items: (done: number, total: number) => `Đã xử lý ${done}/${total} mục`,
    media: (fetched: number, failed: number) => `media: tải được ${fetched}, lỗi ${failed}`,
  },
}
