import type { SeedArticle } from '../types'

const article: SeedArticle = {
  title: 'Cách giải phóng bộ nhớ điện thoại Android khi báo đầy',
  slug: 'cach-giai-phong-bo-nho-dien-thoai-android-khi-bao-day',
  excerpt:
    'Điện thoại Android báo đầy bộ nhớ, không chụp được ảnh, không cập nhật được ứng dụng? Dọn dẹp an toàn theo từng bước mà không mất dữ liệu quan trọng.',
  categories: ['android'],
  tags: ['Android', 'Bộ nhớ', 'Mẹo hay'],
  author: 'thu-ha',
  featuredImage: {
    topic: 'storage',
    alt: 'Thanh bộ nhớ điện thoại gần đầy với các phần ảnh, video, ứng dụng có màu khác nhau',
    title: 'Giải phóng bộ nhớ Android',
    description: 'Biết ảnh, video hay ứng dụng nào đang chiếm chỗ là bước đầu tiên để dọn dẹp hiệu quả.',
  },
  publishedAt: '2026-09-21T20:30:00+07:00',
  screens: [
    {
      kind: 'list',
      os: 'android',
      back: 'Cài đặt',
      title: 'Bộ nhớ',
      summary: { value: '112 GB đã dùng', caption: 'Tổng dung lượng 128 GB', bar: [0.3, 0.24, 0.11, 0.08, 0.05] },
      path: ['Cài đặt', 'Bộ nhớ', 'Hình ảnh và video'],
      rows: [
        { label: 'Hình ảnh và video', value: '38 GB' },
        { label: 'Ứng dụng', value: '31 GB' },
        { label: 'Hệ thống', value: '14 GB' },
        { label: 'Tài liệu và tệp khác', value: '9,6 GB' },
        { label: 'Tệp tạm thời', value: '6,2 GB' },
      ],
      highlight: 0,
    },
    {
      kind: 'menu',
      os: 'android',
      over: 'app',
      backdrop: 'Google Photos',
      style: 'sheet',
      title: 'an.nguyen@gmail.com',
      message: 'Đã sao lưu 2.318 ảnh và video',
      path: ['Google Photos', 'Ảnh đại diện', 'Giải phóng dung lượng'],
      items: [
        { label: 'Giải phóng dung lượng', value: '4,2 GB' },
        { label: 'Cài đặt Photos' },
        { label: 'Quản lý Tài khoản Google' },
      ],
      highlight: 0,
    },
  ],
  body: `Thông báo “Bộ nhớ sắp đầy” xuất hiện đúng lúc bạn cần chụp ảnh hay cập nhật ứng dụng luôn gây khó chịu. Khi bộ nhớ gần cạn, điện thoại còn chạy chậm hơn và dễ lỗi. Tin tốt là bạn có thể lấy lại hàng GB dung lượng chỉ trong vài phút mà không cần xóa những thứ quan trọng. Bài viết này hướng dẫn cách làm trên Android 14, Android 15 và điện thoại Samsung.

## Xem cái gì đang chiếm bộ nhớ

Trên Pixel và Android gốc, vào **Cài đặt > Bộ nhớ** (Settings > Storage) để thấy dung lượng được chia theo ứng dụng, hình ảnh và video, tài liệu, tệp hệ thống. Trên Samsung, vào **Cài đặt > Chăm sóc thiết bị > Lưu trữ** (Device care > Storage); ở một số phiên bản mục này có tên **Chăm sóc pin và thiết bị**. Thường thì ảnh, video và ứng dụng nhắn tin là ba thứ chiếm chỗ nhiều nhất.

![Màn hình Bộ nhớ trong Cài đặt Android chia theo từng loại dữ liệu](storage "Xem dung lượng đã dùng | Cài đặt cho biết ảnh, video, ứng dụng và tệp hệ thống đang chiếm bao nhiêu bộ nhớ.")

## Dọn dẹp nhanh trong vài phút

1. Mở ứng dụng **Files của Google** (Files by Google; cài miễn phí từ Cửa hàng Play nếu máy chưa có), chạm thẻ **Dọn dẹp** (Clean) và làm theo các đề xuất như xóa tệp rác, ảnh trùng lặp hoặc tệp lớn.
2. Trên Samsung, mở **Tệp của tôi** (My Files) và chạm **Phân tích bộ nhớ** (Analyze storage) để tìm tệp lớn, tệp trùng và tệp không dùng.
3. Mở thư mục **Tải xuống** (Downloads) và xóa các tệp cài đặt, tài liệu, video đã không còn cần.
4. Gỡ những ứng dụng bạn không mở trong nhiều tháng qua.
5. Dọn **Thùng rác** trong Bộ sưu tập hoặc Google Ảnh, vì ảnh đã xóa vẫn nằm đó và chiếm chỗ trong một thời gian.

## Dọn ảnh, video và dữ liệu ứng dụng

### Ảnh và video

Video quay bằng điện thoại đời mới rất nặng. Nếu đã sao lưu lên Google Ảnh, bạn có thể mở ứng dụng, chạm ảnh đại diện tài khoản và chọn **Giải phóng dung lượng** (Free up space) để xóa bản sao trên máy của những ảnh đã sao lưu an toàn. Lưu ý rằng tài khoản Google miễn phí chỉ có 15 GB dùng chung cho Gmail, Drive và Ảnh.

### Ứng dụng nhắn tin

Zalo, Messenger hay WhatsApp lưu rất nhiều ảnh, video và tệp nhận được trong các nhóm chat. Hãy vào phần cài đặt của từng ứng dụng để tìm mục quản lý dung lượng hoặc dữ liệu trên máy, rồi xóa bớt tệp cũ và bộ nhớ đệm. Với Zalo, nên sao lưu tin nhắn trước khi xóa dữ liệu.

![Bảng tài khoản trong ứng dụng Google Photos với mục Giải phóng dung lượng](photo "Giải phóng dung lượng ảnh | Sao lưu lên đám mây rồi xóa bản trên máy là cách lấy lại nhiều dung lượng nhất.")

### Bộ nhớ đệm và ứng dụng ít dùng

Vào **Cài đặt > Ứng dụng** (Apps), chọn một ứng dụng nặng như Facebook hay TikTok, chạm **Bộ nhớ** (Storage) rồi chọn **Xóa bộ nhớ đệm** (Clear cache). Đừng chọn **Xóa dữ liệu** (Clear data) nếu không muốn phải đăng nhập lại và mất dữ liệu chưa sao lưu của ứng dụng đó.

Cửa hàng Play còn có tùy chọn **Tự động lưu trữ ứng dụng** (Automatically archive apps) trong phần cài đặt chung: ứng dụng lâu không dùng sẽ được gỡ bớt phần lớn dung lượng nhưng vẫn giữ dữ liệu, khi cần chỉ việc chạm vào biểu tượng để tải lại.

## Những điều không nên làm

- Không cài ứng dụng “dọn rác, tăng tốc” không rõ nguồn gốc; chúng thường chứa nhiều quảng cáo và chạy nền liên tục.
- Không xóa các thư mục lạ trong bộ nhớ máy khi không biết chúng thuộc về ứng dụng nào.
- Không xóa dữ liệu ứng dụng ngân hàng hoặc nhắn tin khi chưa sao lưu.

> Mẹo: Nếu máy có khe thẻ nhớ microSD, hãy đặt camera lưu ảnh và video vào thẻ để bộ nhớ trong luôn còn chỗ trống.

## Kết luận

Xem dung lượng trong Cài đặt, dọn dẹp bằng Files của Google hoặc Tệp của tôi, sao lưu ảnh lên đám mây và xóa bộ nhớ đệm của vài ứng dụng nặng là bạn đã có lại nhiều GB trống. Hãy giữ trống ít nhất 10–15% bộ nhớ để điện thoại luôn chạy mượt, và lặp lại việc dọn dẹp mỗi vài tháng.`,
}
export default article
