import type { SeedArticle } from '../types'

const article: SeedArticle = {
  title: 'Cách bật xác minh 2 bước cho tài khoản Google',
  slug: 'cach-bat-xac-minh-2-buoc-cho-tai-khoan-google',
  excerpt:
    'Xác minh 2 bước khiến kẻ gian không thể vào Gmail của bạn dù đã biết mật khẩu. Cách bật và chọn phương thức xác minh phù hợp.',
  categories: ['bao-mat'],
  tags: ['Bảo mật', 'Tài khoản Google', 'Mật khẩu'],
  author: 'minh-anh',
  featuredImage: {
    topic: 'security',
    alt: 'Biểu tượng chiếc khiên bảo vệ tài khoản trên điện thoại',
    title: 'Xác minh 2 bước của Google',
    description: 'Xác minh 2 bước thêm một lớp bảo vệ ngoài mật khẩu cho tài khoản Google của bạn.',
  },
  publishedAt: '2026-08-28T07:45:00+07:00',
  screens: [
    {
      kind: 'list',
      os: 'android',
      back: 'Tài khoản Google',
      title: 'Bảo mật',
      path: ['Cài đặt', 'Google', 'Quản lý Tài khoản Google', 'Bảo mật', 'Xác minh 2 bước'],
      rows: [
        { section: 'Cách bạn đăng nhập vào Google', label: 'Xác minh 2 bước', detail: 'Đang tắt' },
        { label: 'Khóa truy cập và khóa bảo mật' },
        { label: 'Mật khẩu', detail: 'Thay đổi lần cuối: 12 thg 3' },
        { label: 'Số điện thoại khôi phục', detail: '0912 345 678' },
        { label: 'Email khôi phục', detail: 'an.nguyen@example.vn' },
      ],
      highlight: 0,
    },
    {
      kind: 'menu',
      os: 'android',
      over: 'app',
      backdrop: 'Google',
      style: 'alert',
      title: 'Bạn đang cố gắng đăng nhập?',
      message: 'Thiết bị: Windows, Chrome. Vị trí: Hà Nội, Việt Nam. Thời gian: vừa xong.',
      items: [{ label: 'Không, không phải tôi' }, { label: 'Có, chính là tôi' }],
      path: ['Lời nhắc của Google', 'Có, chính là tôi'],
      highlight: 1,
    },
  ],
  body: `Tài khoản Google không chỉ là Gmail. Nó còn giữ danh bạ, ảnh, bản sao lưu điện thoại, mật khẩu đã lưu và là chìa khóa đăng nhập vào rất nhiều ứng dụng khác. Nếu kẻ gian có được mật khẩu của bạn qua một trang web giả mạo hay một vụ lộ dữ liệu, họ có thể chiếm trọn tất cả. Xác minh 2 bước (2-Step Verification) là cách đơn giản nhất để ngăn chuyện đó xảy ra.

## Xác minh 2 bước hoạt động thế nào?

Khi bật tính năng này, mỗi lần đăng nhập trên một thiết bị mới, ngoài mật khẩu, Google sẽ yêu cầu thêm một bước xác minh thứ hai. Bước thứ hai có thể là bấm xác nhận trên điện thoại của bạn, nhập mã từ ứng dụng xác thực hoặc mã gửi qua tin nhắn. Kẻ gian dù biết mật khẩu cũng không thể đăng nhập nếu không cầm điện thoại của bạn.

## Cách bật xác minh 2 bước

Bạn có thể làm trên điện thoại hoặc máy tính. Trên Android, vào **Cài đặt > Google > Quản lý Tài khoản Google**. Trên iPhone hoặc máy tính, mở trình duyệt và truy cập trang myaccount.google.com rồi đăng nhập.

### Các bước thực hiện

1. Mở trang quản lý Tài khoản Google theo một trong hai cách ở trên.
2. Chọn thẻ **Bảo mật** (Security); trên một số giao diện mới, thẻ này có tên **Bảo mật và đăng nhập**.
3. Trong phần **Cách bạn đăng nhập vào Google**, chạm vào **Xác minh 2 bước** (2-Step Verification).
4. Nhập lại mật khẩu nếu Google yêu cầu.
5. Thêm ít nhất một phương thức cho bước thứ hai, ví dụ số điện thoại của bạn hoặc lời nhắc trên điện thoại.
6. Chạm **Bật xác minh 2 bước** (Turn on 2-Step Verification) để hoàn tất.

![Trang Bảo mật của Tài khoản Google với mục Xác minh 2 bước](security "Bật xác minh 2 bước | Mục Xác minh 2 bước nằm trong thẻ Bảo mật của trang quản lý Tài khoản Google.")

## Các phương thức xác minh nên dùng

Google cho phép bạn thêm nhiều phương thức cùng lúc. Bạn nên có ít nhất hai cách để không bị khóa ngoài tài khoản khi mất một cách.

- **Lời nhắc của Google** (Google prompts): điện thoại đã đăng nhập tài khoản sẽ hiện thông báo hỏi có phải bạn đang đăng nhập không. Đây là cách tiện nhất.
- **Khóa truy cập** (Passkeys): đăng nhập bằng vân tay, khuôn mặt hoặc mã khóa màn hình của điện thoại, rất khó bị lừa trên các trang giả mạo.
- **Ứng dụng xác thực** như Google Authenticator: tạo mã 6 số thay đổi liên tục, dùng được cả khi không có sóng điện thoại.
- **Tin nhắn SMS hoặc cuộc gọi**: dễ dùng nhưng kém an toàn hơn, chỉ nên làm phương án dự phòng.

### Lưu mã dự phòng

Trong trang Xác minh 2 bước có mục **Mã dự phòng** (Backup codes). Google sẽ cấp một bộ mã, mỗi mã chỉ dùng được một lần. Hãy in ra hoặc chép vào sổ và cất kỹ; đây là cứu cánh khi bạn mất điện thoại hoặc đổi số.

![Lời nhắc đăng nhập của Google trên điện thoại với hai nút Không, không phải tôi và Có, chính là tôi](lock "Lời nhắc của Google | Khi có người đăng nhập, điện thoại của bạn hiện lời nhắc để xác nhận hoặc từ chối.")

## Những lưu ý quan trọng

Nếu bạn nhận được lời nhắc đăng nhập hoặc mã xác minh mà không phải chính bạn đang đăng nhập, hãy từ chối và đổi mật khẩu ngay, vì có thể mật khẩu của bạn đã bị lộ.

> Google không bao giờ gọi điện hay nhắn tin để hỏi mã xác minh của bạn; ai hỏi mã, người đó là kẻ lừa đảo.

Khi đăng nhập trên điện thoại hoặc máy tính cá nhân, bạn có thể chọn không hỏi lại trên thiết bị này để đỡ phiền. Đừng chọn tùy chọn đó trên máy tính công cộng hay máy của người khác. Ngoài ra, hãy dùng công cụ **Kiểm tra bảo mật** (Security Checkup) trong thẻ Bảo mật vài tháng một lần để rà soát thiết bị lạ và số điện thoại khôi phục.

## Kết luận

Bật xác minh 2 bước chỉ mất khoảng năm phút nhưng giúp tài khoản Google của bạn an toàn hơn rất nhiều. Hãy dùng lời nhắc của Google hoặc khóa truy cập làm phương thức chính, giữ mã dự phòng ở nơi an toàn và không bao giờ đọc mã xác minh cho người khác.`,
}
export default article
