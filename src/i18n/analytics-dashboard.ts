/**
 * The "Thống kê" dashboard in the admin and its CSV files (docs/measurement.md, Dashboard): only staff read these, so
 * they stay out of `vi` and out of every public page's bundle.
 */
export const analyticsDashboard = {
  title: 'Thống kê truy cập',
  /** The admin nav's link. */
  navLink: 'Thống kê truy cập',
  intro: 'Số liệu đếm trên chính máy chủ của trang, chỉ từ người đọc đã đồng ý đo lường.',
  refused: 'Chỉ biên tập viên và quản trị viên xem được thống kê truy cập.',

  ranges: {
    label: 'Khoảng thời gian',
    today: 'Hôm nay',
    '7d': '7 ngày',
    '30d': '30 ngày',
    month: 'Tháng này',
    custom: 'Tuỳ chọn',
    from: 'Từ ngày',
    to: 'Đến ngày',
    show: 'Xem',
    /** The span shown and the one it is compared with. */
    span: (from: string, to: string) => (from === to ? from : `${from} – ${to}`),
    comparedWith: (span: string) => `So với ${span}`,
    badCustom: (maxDays: number) =>
      `Khoảng ngày tuỳ chọn không hợp lệ: ngày bắt đầu phải trước ngày kết thúc, không sau hôm nay và dài tối đa ${maxDays} ngày. Đang hiện 7 ngày qua.`,
  },

  /** The live count, refreshed every 30 seconds. */
  live: (visitors: string) => `${visitors} người đọc trong 30 phút qua`,

  headline: {
    label: 'Số liệu chính',
    visitors: 'Người đọc',
    visits: 'Lượt truy cập',
    pageViews: 'Lượt xem trang',
    viewsPerVisit: 'Trang mỗi lượt truy cập',
    bounceRate: 'Tỷ lệ thoát',
    visitSeconds: 'Thời gian mỗi lượt',
    scrollDepth: 'Độ sâu cuộn trung bình',
    orders: 'Đơn hàng',
    revenue: 'Doanh thu',
    conversionRate: 'Tỷ lệ chuyển đổi',
    up: 'Tăng',
    down: 'Giảm',
    same: 'Không đổi',
    noPrevious: 'Kỳ trước chưa có số liệu',
    /** What the colour means, for those who do not see it. */
    better: 'tốt hơn',
    worse: 'kém hơn',
  },

  /** A duration in minutes and seconds: `2 phút 05 giây`, `45 giây`. */
  duration: (minutes: number, seconds: number) =>
    minutes > 0 ? `${minutes} phút ${String(seconds).padStart(2, '0')} giây` : `${seconds} giây`,

  trend: {
    chartLabel: (span: string) => `Biểu đồ người đọc, lượt truy cập và lượt xem trang, ${span}`,
    keyboardHint: 'Dùng phím mũi tên trái, phải để đi qua từng mốc.',
    asTable: 'Xem số liệu dạng bảng',
    day: 'Ngày',
    hour: 'Giờ',
    /** One point read out as the keyboard reaches it. */
    point: (at: string, visitors: string, visits: string, pageViews: string) =>
      `${at}: ${visitors} người đọc, ${visits} lượt truy cập, ${pageViews} lượt xem trang`,
  },

  /** Each table's title, its first column and its numbers' columns. */
  tables: {
    page: { title: 'Trang được xem nhiều', key: 'Trang', columns: ['Lượt xem', 'Người đọc'] },
    entry: { title: 'Trang vào', key: 'Trang', columns: ['Lượt truy cập', 'Tỷ lệ thoát'] },
    source: { title: 'Nguồn truy cập', key: 'Nguồn', columns: ['Lượt truy cập', 'Tỷ lệ', 'Doanh thu (₫)'] },
    referrer: { title: 'Trang web giới thiệu', key: 'Trang web', columns: ['Lượt truy cập'] },
    campaign: { title: 'Chiến dịch (UTM)', key: 'Chiến dịch', columns: ['Lượt truy cập'] },
    search: { title: 'Tìm kiếm trên trang', key: 'Từ khoá', columns: ['Lượt tìm'] },
    search_empty: { title: 'Tìm kiếm không có kết quả', key: 'Từ khoá', columns: ['Lượt tìm'] },
    outbound: { title: 'Liên kết ra ngoài', key: 'Liên kết', columns: ['Lượt bấm'] },
    download: { title: 'Tệp tải về', key: 'Tệp', columns: ['Lượt tải'] },
    form: { title: 'Biểu mẫu', key: 'Biểu mẫu', columns: ['Bắt đầu điền', 'Đã gửi', 'Tỷ lệ hoàn thành'] },
    video: { title: 'Video', key: 'Video', columns: ['Bắt đầu xem', 'Xem đến 50 %', 'Xem hết', 'Tỷ lệ xem hết'] },
    device: { title: 'Thiết bị', key: 'Thiết bị', columns: ['Lượt truy cập', 'Tỷ lệ'] },
    browser: { title: 'Trình duyệt', key: 'Trình duyệt', columns: ['Lượt truy cập', 'Tỷ lệ'] },
    floating_button: { title: 'Nút liên hệ nổi', key: 'Nút', columns: ['Lượt bấm'] },
    revenue: { title: 'Doanh thu theo nguồn', key: 'Nguồn', columns: ['Doanh thu (₫)', 'Tỷ lệ'] },
    trend: { title: 'Diễn biến', columns: ['Người đọc', 'Lượt truy cập', 'Lượt xem trang'] },
  },

  /** The sources as a Vietnamese editor groups them (docs/measurement.md, Sources). */
  sources: {
    google: 'Google',
    coccoc: 'Cốc Cốc',
    bing: 'Bing',
    facebook: 'Facebook',
    zalo: 'Zalo',
    youtube: 'YouTube',
    tiktok: 'TikTok',
    direct: 'Trực tiếp',
    other: 'Trang khác',
  } as Record<string, string>,
  devices: { mobile: 'Điện thoại', tablet: 'Máy tính bảng', desktop: 'Máy tính' } as Record<string, string>,
  /** Browser names written as readers know them; the rest stay as they are. */
  browsers: { 'Coc Coc': 'Cốc Cốc', other: 'Khác' } as Record<string, string>,
  /** A key the event did not name (a search without words, a form without a name). */
  unnamed: '(không rõ)',
  none: 'Chưa có số liệu trong khoảng thời gian này.',
  noRevenue: 'Chưa có đơn hàng nào trong khoảng thời gian này.',
  download: 'Tải CSV',
  downloadLabel: (title: string) => `Tải bảng “${title}” dạng CSV`,
  /** The page's groups of tables. */
  groups: {
    audience: 'Người đọc đến từ đâu',
    content: 'Nội dung được đọc',
    behaviour: 'Hành vi trên trang',
    shop: 'Cửa hàng',
  },

  empty: {
    title: 'Chưa có số liệu',
    consent:
      'Trang chỉ bắt đầu đếm khi người đọc chọn đồng ý mục “Phân tích” trong thông báo quyền riêng tư. Người đọc chưa chọn hoặc từ chối thì không được đếm.',
    aggregate:
      'Nếu bật chế độ “chỉ đếm tổng” (Cài đặt trang › Đo lường và quyền riêng tư), lượt xem trang của người chưa đồng ý vẫn được đếm theo trang và nguồn, nhưng không có người đọc, lượt truy cập hay số liệu nào khác.',
  },
  aggregateOn:
    'Chế độ “chỉ đếm tổng” đang bật: lượt xem trang gồm cả người đọc chưa đồng ý; người đọc, lượt truy cập và các số khác chỉ tính người đã đồng ý.',

  /** Why the CSV export refused (HTTP 400, 403). */
  export: {
    staffOnly: 'Chỉ biên tập viên và quản trị viên được tải số liệu thống kê.',
    badTable: (tables: string) => `Bảng số liệu không hợp lệ. Chọn một trong: ${tables}.`,
    badRange: (ranges: string) =>
      `Khoảng thời gian không hợp lệ. Chọn một trong: ${ranges}; với “custom”, thêm from và to (năm-tháng-ngày), không sau hôm nay.`,
  },
} as const
