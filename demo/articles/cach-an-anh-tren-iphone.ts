import type { SeedArticle } from '../types'

const article: SeedArticle = {
  title: 'Cách ẩn ảnh trên iPhone',
  slug: 'cach-an-anh-tren-iphone',
  excerpt:
    'Ẩn ảnh riêng tư vào album Bị ẩn, khóa album bằng Face ID và giấu luôn album này để người mượn máy không tìm thấy.',
  categories: ['iphone', 'bao-mat'],
  tags: ['Ảnh', 'Bảo mật', 'Quyền riêng tư', 'iOS'],
  author: 'thu-ha',
  featuredImage: {
    topic: 'lock',
    alt: 'Album ảnh trên iPhone được khóa bằng biểu tượng ổ khóa và Face ID',
    title: 'Ẩn ảnh trên iPhone',
    description: 'Album Bị ẩn được khóa bằng Face ID giúp ảnh riêng tư an toàn khi bạn cho người khác mượn máy.',
  },
  publishedAt: '2026-09-21T21:00:00+07:00',
  screens: [
    {
      kind: 'menu',
      os: 'ios',
      over: 'photo',
      photo: 'landscape',
      style: 'context',
      path: ['Ảnh', 'Thêm (…)', 'Ẩn'],
      items: [
        { label: 'Sao chép', icon: 'copy' },
        { label: 'Nhân bản', icon: 'popup' },
        { label: 'Ẩn', icon: 'hide' },
        { label: 'Trình chiếu', icon: 'play' },
        { label: 'Điều chỉnh ngày & giờ', icon: 'calendar' },
      ],
      highlight: 2,
    },
    {
      kind: 'list',
      os: 'ios',
      back: 'Cài đặt',
      title: 'Ảnh',
      path: ['Cài đặt', 'Ảnh', 'Sử dụng Face ID'],
      rows: [
        { label: 'Ảnh iCloud', value: 'Bật' },
        {
          section: '',
          label: 'Sử dụng Face ID',
          toggle: true,
          detail: 'Yêu cầu Face ID để xem album Bị ẩn và Đã xóa gần đây.',
        },
        { label: 'Hiển thị album Bị ẩn', toggle: true },
        { section: 'DỮ LIỆU DI ĐỘNG', label: 'Dữ liệu di động', toggle: true },
      ],
      highlight: 1,
    },
  ],
  body: `Trong thư viện ảnh của mỗi người luôn có những tấm không muốn ai nhìn thấy: ảnh giấy tờ tùy thân, ảnh chụp sao kê ngân hàng hay đơn giản là những khoảnh khắc riêng tư. Khi đưa máy cho con chơi hoặc cho bạn bè xem ảnh du lịch, bạn khó tránh khỏi việc họ lướt qua. iPhone có sẵn tính năng ẩn ảnh, kết hợp khóa bằng Face ID, giúp bạn giữ những bức ảnh đó kín đáo mà không cần cài thêm ứng dụng nào.

## Ẩn ảnh trong ứng dụng Ảnh

Ảnh bị ẩn sẽ không còn xuất hiện trong thư viện chung, trong các album, tiện ích màn hình chính hay phần ảnh kỷ niệm.

1. Mở ứng dụng **Ảnh** (Photos) và tìm bức ảnh bạn muốn ẩn.
2. Mở ảnh ra, chạm vào nút ba chấm **Thêm** (More) ở góc trên bên phải.
3. Chọn **Ẩn** (Hide) trong menu hiện ra.
4. Xác nhận lại bằng cách chạm **Ẩn ảnh** (Hide Photo), ảnh sẽ biến mất khỏi thư viện.

### Ẩn nhiều ảnh cùng lúc

Ở màn hình thư viện, chạm **Chọn** (Select) rồi chạm vào từng ảnh cần ẩn. Sau đó chạm nút ba chấm ở góc dưới bên phải, chọn **Ẩn** và xác nhận. Bạn cũng có thể chạm và giữ vào một ảnh trong lưới rồi chọn Ẩn từ menu nhanh.

![Menu ba chấm trong ứng dụng Ảnh iPhone với tùy chọn Ẩn được chọn](photo "Ẩn ảnh trên iPhone | Chọn Ẩn trong menu ba chấm để chuyển ảnh vào album Bị ẩn.")

## Xem lại và bỏ ẩn ảnh

Các ảnh đã ẩn được chuyển vào album **Bị ẩn** (Hidden). Trên iOS 18, bạn kéo xuống cuối ứng dụng Ảnh và tìm trong nhóm **Tiện ích** (Utilities). Trên iOS 17, mở thẻ **Album** rồi kéo xuống nhóm Tiện ích.

Khi mở album, iPhone sẽ yêu cầu Face ID, Touch ID hoặc mật mã. Muốn đưa ảnh trở lại thư viện, bạn mở ảnh, chạm nút ba chấm và chọn **Bỏ ẩn** (Unhide).

## Khóa album Bị ẩn bằng Face ID

Trên iOS 17 và iOS 18, album Bị ẩn và album **Đã xóa gần đây** (Recently Deleted) được khóa mặc định. Nếu bạn thấy album mở ra mà không cần xác thực, hãy kiểm tra lại:

1. Mở **Cài đặt > Ảnh** (Settings > Photos).
2. Bật công tắc **Sử dụng Face ID** (Use Face ID), trên máy có nút Home mục này là Sử dụng Touch ID.
3. Quay lại ứng dụng Ảnh và mở album Bị ẩn để kiểm tra máy đã yêu cầu xác thực.

## Giấu luôn album Bị ẩn

Nếu không muốn người khác biết bạn có album ẩn, hãy vào **Cài đặt > Ảnh** và tắt **Hiển thị album Bị ẩn** (Show Hidden Album). Album sẽ biến mất khỏi ứng dụng Ảnh cho đến khi bạn bật lại công tắc này. Ảnh bên trong vẫn được giữ nguyên, không bị xóa.

Trên iOS 18, bạn còn có thể khóa cả ứng dụng Ảnh: chạm và giữ biểu tượng Ảnh ở màn hình chính, chọn **Yêu cầu Face ID** (Require Face ID). Từ đó, mỗi lần mở ứng dụng đều cần xác thực.

![Màn hình Cài đặt Ảnh trên iPhone với công tắc Sử dụng Face ID đang bật](lock "Khóa album Bị ẩn | Bật Sử dụng Face ID trong Cài đặt Ảnh để chỉ bạn mới mở được album Bị ẩn.")

## Những điều cần lưu ý

- Nếu bật Ảnh iCloud, ảnh ẩn trên iPhone cũng được ẩn trên iPad và máy Mac dùng chung tài khoản Apple.
- Ẩn ảnh không phải là xóa ảnh, ảnh vẫn chiếm dung lượng và vẫn nằm trong bản sao lưu.
- Người biết mật mã iPhone của bạn vẫn có thể mở album Bị ẩn, vì vậy hãy giữ kín mật mã.

> Mẹo: Với giấy tờ quan trọng như căn cước hay hộ chiếu, bạn nên lưu thêm một bản trong ghi chú có khóa để dễ tìm khi cần.

## Kết luận

Chỉ với vài thao tác, bạn đã có thể giấu những bức ảnh riêng tư khỏi thư viện chung và bảo vệ chúng bằng Face ID. Hãy kiểm tra ngay cài đặt Sử dụng Face ID và cân nhắc tắt hiển thị album Bị ẩn nếu bạn thường cho người khác mượn máy. Sự riêng tư của bạn xứng đáng được bảo vệ cẩn thận như vậy.`,
}
export default article
