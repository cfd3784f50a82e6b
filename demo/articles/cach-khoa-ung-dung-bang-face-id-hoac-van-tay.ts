import type { SeedArticle } from '../types'

const article: SeedArticle = {
  title: 'Cách khóa ứng dụng bằng Face ID hoặc vân tay',
  slug: 'cach-khoa-ung-dung-bang-face-id-hoac-van-tay',
  excerpt:
    'Khóa riêng Ảnh, Zalo hay ứng dụng ngân hàng bằng Face ID hoặc vân tay để người mượn máy không xem được, trên cả iPhone và Android.',
  categories: ['bao-mat', 'ung-dung'],
  tags: ['Bảo mật', 'Face ID', 'Quyền riêng tư'],
  author: 'quoc-bao',
  featuredImage: {
    topic: 'lock',
    alt: 'Biểu tượng ứng dụng có ổ khóa trên màn hình chính điện thoại',
    title: 'Khóa ứng dụng',
    description: 'Khóa ứng dụng bằng sinh trắc học giúp giữ riêng tư ngay cả khi điện thoại đang mở khóa.',
  },
  publishedAt: '2026-10-13T21:00:00+07:00',
  screens: [
    {
      kind: 'menu',
      os: 'ios',
      over: 'home',
      backdrop: 'Ngân hàng',
      style: 'context',
      path: ['Nhấn giữ biểu tượng ứng dụng', 'Yêu cầu Face ID'],
      items: [
        { label: 'Yêu cầu Face ID', icon: 'face-id' },
        { label: 'Sửa màn hình chính', icon: 'edit' },
        { label: 'Chia sẻ ứng dụng', icon: 'share' },
        { label: 'Xóa ứng dụng', icon: 'trash', tone: 'danger' },
      ],
      highlight: 0,
    },
    {
      kind: 'home',
      os: 'android',
      title: 'Thư mục bảo mật',
      apps: [
        { label: 'Zalo', icon: 'chat' },
        { label: 'Ảnh', icon: 'photo' },
        { label: 'Camera', icon: 'camera' },
        { label: 'Tệp của tôi', icon: 'storage' },
        { label: 'Danh bạ', icon: 'contacts' },
        { label: 'Cài đặt', icon: 'settings' },
      ],
    },
  ],
  body: `Mật mã màn hình khóa chỉ bảo vệ điện thoại khi máy đang khóa. Khi bạn đưa máy cho con xem phim hay cho bạn bè mượn gọi nhờ, mọi ứng dụng bên trong đều mở toang. Giải pháp là khóa riêng những ứng dụng nhạy cảm như Ảnh, Tin nhắn, Zalo hay ứng dụng ngân hàng bằng Face ID hoặc vân tay. Dưới đây là cách làm trên iPhone và các dòng máy Android phổ biến.

## Khóa ứng dụng trên iPhone (iOS 18 trở lên)

Từ iOS 18, Apple cho phép khóa hầu hết ứng dụng ngay trên màn hình chính mà không cần cài thêm gì.

1. Tìm ứng dụng muốn khóa trên màn hình chính hoặc trong Thư viện ứng dụng.
2. Nhấn giữ biểu tượng ứng dụng cho đến khi menu nhanh hiện ra.
3. Chọn **Yêu cầu Face ID** (Require Face ID); trên máy có nút Home, tùy chọn này là **Yêu cầu Touch ID**.
4. Chọn tiếp **Yêu cầu Face ID** để chỉ khóa, hoặc **Ẩn và yêu cầu Face ID** để vừa khóa vừa giấu ứng dụng.
5. Xác thực bằng khuôn mặt hoặc vân tay để hoàn tất.

![Menu nhanh trên iPhone với tùy chọn Yêu cầu Face ID](lock "Yêu cầu Face ID | Nhấn giữ biểu tượng ứng dụng và chọn Yêu cầu Face ID để khóa riêng ứng dụng đó.")

Khi ứng dụng đã bị khóa, nội dung của nó cũng không hiện trong tìm kiếm hay bản xem trước thông báo. Nếu chọn ẩn, ứng dụng sẽ được chuyển vào thư mục **Bị ẩn** ở cuối Thư viện ứng dụng và bạn sẽ không nhận thông báo từ ứng dụng đó. Muốn bỏ khóa, nhấn giữ biểu tượng và chọn **Không yêu cầu Face ID**.

Một số ứng dụng hệ thống như Máy tính, Bản đồ hay Đồng hồ không hỗ trợ tính năng này.

### Nếu iPhone còn chạy iOS 17

Phiên bản cũ chưa có tính năng khóa ứng dụng. Bạn nên cập nhật iOS nếu máy hỗ trợ, hoặc dùng khóa có sẵn trong từng ứng dụng: Zalo và hầu hết ứng dụng ngân hàng đều có tùy chọn mở bằng Face ID; ứng dụng Ảnh cho phép khóa album Bị ẩn và Đã xóa gần đây; ứng dụng Ghi chú cho phép khóa từng ghi chú.

## Khóa ứng dụng trên điện thoại Android

Android không có một cách chung cho mọi hãng, nhưng máy đời mới đều có giải pháp riêng. Nếu không thấy đúng tên menu, hãy gõ tên tính năng vào ô tìm kiếm của Cài đặt.

- **Samsung**: dùng **Thư mục bảo mật** (Secure Folder). Đây là một không gian riêng được khóa bằng vân tay, khuôn mặt hoặc mã PIN; bạn có thể thêm bản sao của Zalo, Ảnh hay bất kỳ ứng dụng nào vào đó.
- **Google Pixel và máy chạy Android 15**: dùng **Không gian riêng tư** (Private space), một khu vực tách biệt trong ngăn ứng dụng, có thể khóa và ẩn hoàn toàn.
- **Xiaomi, OPPO, realme, vivo**: hầu hết có tính năng **Khóa ứng dụng** (App lock), thường nằm trong phần Quyền riêng tư hoặc ứng dụng Bảo mật, cho phép chọn từng ứng dụng cần mở bằng vân tay.

![Thư mục bảo mật trên điện thoại Samsung với bản sao riêng của Zalo, Ảnh và Camera](security "Thư mục bảo mật | Ứng dụng đặt trong Thư mục bảo mật chỉ mở được sau khi xác thực vân tay hoặc mã PIN.")

> Ứng dụng đặt trong Thư mục bảo mật hoặc Không gian riêng tư là bản cài riêng, nên bạn có thể phải đăng nhập lại tài khoản trong đó.

## Những lưu ý để khóa thật sự an toàn

Face ID và vân tay luôn có phương án dự phòng là mật mã màn hình. Nếu người khác biết mật mã máy của bạn, họ vẫn mở được ứng dụng đã khóa. Vì vậy, hãy dùng mật mã khó đoán và không chia sẻ nó. Ngoài ra, tránh cài các ứng dụng khóa ứng dụng không rõ nguồn gốc, vì chúng thường đòi quyền truy cập rất rộng vào máy của bạn.

## Kết luận

Khóa ứng dụng bằng Face ID hoặc vân tay là cách đơn giản để giữ riêng tư mà vẫn thoải mái cho người khác mượn điện thoại. Trên iPhone, chỉ cần nhấn giữ biểu tượng; trên Android, hãy dùng Thư mục bảo mật, Không gian riêng tư hoặc Khóa ứng dụng tùy hãng máy.`,
}
export default article
