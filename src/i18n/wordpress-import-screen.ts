/** A size in whole mebibytes, as the limit is set. */
const megabytes = (bytes: number) => `${Math.round(bytes / 1048576)} MB`

/**
 * The admin's "Nhập từ WordPress" screen and its endpoints (docs/import.md, From the admin): only administrators
 * read these, so they stay out of `vi` and out of every public page's bundle.
 */
export const wordpressImportScreen = {
  title: 'Nhập từ WordPress',
  navLink: 'Nhập từ WordPress',
  intro:
    'Chuyển bài viết, trang, chuyên mục, thẻ, tác giả, media, sản phẩm và mã giảm giá từ một trang WordPress sang ' +
    'đây. Chạy lại cùng một tệp không tạo gì hai lần; một lần nhập bị dừng giữa chừng sẽ tiếp tục ở lần sau.',
  refused: 'Chỉ quản trị viên được nhập dữ liệu từ WordPress.',

  form: {
    heading: 'Tệp xuất',
    file: 'Tệp xuất WordPress (.xml)',
    fileHint: (bytes: number) =>
      `Trong WordPress: Công cụ → Xuất → Tất cả nội dung. Tối đa ${megabytes(bytes)}. Tệp được ghi vào ổ đĩa rồi đọc dần.`,
    media: 'Lấy media từ địa chỉ (không bắt buộc)',
    mediaHint:
      'Địa chỉ https của trang cũ, ví dụ https://trangcu.vn (hoặc http://localhost:8080 nếu bản sao WordPress chạy ' +
      'trên chính máy này). Bỏ trống: mỗi tệp media được tải từ chính địa chỉ ghi trong bản xuất.',
    start: 'Bắt đầu nhập',
    sending: 'Đang gửi tệp…',
  },

  status: {
    heading: 'Tiến độ',
    running: 'Đang nhập…',
    progressLabel: 'Tiến độ nhập',
    failed: 'Lần nhập bị dừng vì lỗi:',
    startedAt: (file: string, at: string) => `Tệp “${file}”, bắt đầu lúc ${at}.`,
    finishedAt: (file: string, at: string) => `Tệp “${file}”, xong lúc ${at}.`,
    lost: 'Không đọc được tiến độ từ máy chủ; đang thử lại…',
  },

  report: {
    heading: 'Báo cáo lần nhập gần nhất',
    site: (site: string) => `Trang gốc: ${site}`,
    summary: (fetched: number, failed: number, redirects: number) =>
      `Media: tải được ${fetched}, lỗi ${failed}. Đã tạo ${redirects} chuyển hướng từ địa chỉ cũ.`,
    countsCaption: 'Số mục theo loại',
    columns: {
      kind: 'Loại',
      found: 'Tìm thấy',
      imported: 'Đã nhập',
      existing: 'Đã có từ trước',
      skipped: 'Bỏ qua',
      failed: 'Lỗi',
    },
    linesHeading: 'Chi tiết',
    linesCaption: 'Các mục bỏ qua, lỗi và ghi chú',
    lineColumns: { kind: 'Loại', key: 'Mã WordPress', outcome: 'Kết quả', message: 'Chi tiết' },
    noLines: 'Không có mục nào bị bỏ qua, lỗi hay cần ghi chú.',
    moreLines: (count: number) => `Còn ${count} dòng nữa trong tệp CSV.`,
    download: 'Tải báo cáo CSV',
    fileName: (day: string) => `bao-cao-nhap-wordpress-${day}.csv`,
  },

  /** The endpoints' refusals. */
  refusals: {
    logIn: 'Hãy đăng nhập bằng tài khoản quản trị viên để nhập dữ liệu từ WordPress.',
    adminsOnly: 'Chỉ quản trị viên được nhập dữ liệu từ WordPress.',
    method: (allowed: string) => `Địa chỉ này chỉ nhận yêu cầu ${allowed}.`,
    busy: 'Một lần nhập đang chạy. Hãy đợi nó xong rồi bắt đầu lần mới.',
    noFile: 'Hãy chọn tệp xuất WordPress (.xml) để nhập.',
    notXml: 'Tệp phải là bản xuất WordPress dạng .xml (Công cụ → Xuất trong WordPress).',
    tooLarge: (bytes: number) => `Tệp xuất lớn hơn mức tối đa ${megabytes(bytes)}.`,
    badMedia: 'Địa chỉ lấy media phải là một địa chỉ https đầy đủ, ví dụ https://trangcu.vn.',
    noReport: 'Chưa có báo cáo: chưa có lần nhập nào chạy xong.',
    upload: 'Không nhận được trọn tệp. Hãy thử gửi lại.',
  },
}
