import type { SeedArticle } from '../types'

const article: SeedArticle = {
  title: 'Cách sao lưu dữ liệu Android lên Google Drive',
  slug: 'cach-sao-luu-du-lieu-android-len-google-drive',
  excerpt:
    'Bật sao lưu của Google để danh bạ, tin nhắn, nhật ký cuộc gọi, cài đặt và ảnh trên điện thoại Android luôn có bản dự phòng trên đám mây.',
  categories: ['android', 'sao-luu'],
  tags: ['Google Drive', 'Sao lưu', 'Tài khoản Google'],
  author: 'thu-ha',
  featuredImage: {
    topic: 'cloud',
    alt: 'Biểu tượng đám mây phía trên một điện thoại Android',
    title: 'Sao lưu Android lên Google',
    description: 'Sao lưu của Google giữ bản dự phòng dữ liệu điện thoại Android trong tài khoản Google của bạn.',
  },
  publishedAt: '2026-08-17T20:15:00+07:00',
  screens: [
    {
      kind: 'list',
      os: 'android',
      back: 'Hệ thống',
      title: 'Sao lưu',
      summary: { value: '3,2 GB / 15 GB', caption: 'Bộ nhớ Google One đã dùng', bar: [0.21] },
      button: 'Sao lưu ngay',
      path: ['Cài đặt', 'Hệ thống', 'Sao lưu'],
      rows: [
        { label: 'Sao lưu bằng Google One', toggle: true },
        { label: 'Tài khoản', detail: 'an.nguyen@gmail.com' },
        { section: 'Chi tiết sao lưu', label: 'Ứng dụng', detail: '52 ứng dụng' },
        { label: 'Tin nhắn SMS và MMS', detail: '1.204 tin nhắn' },
      ],
      highlight: 0,
    },
    {
      kind: 'list',
      os: 'android',
      back: 'Cài đặt Photos',
      title: 'Sao lưu',
      path: ['Google Photos', 'Ảnh đại diện', 'Cài đặt Photos', 'Sao lưu'],
      rows: [
        { label: 'Sao lưu', detail: 'an.nguyen@gmail.com', toggle: true },
        { label: 'Chất lượng sao lưu', detail: 'Tiết kiệm dung lượng' },
        { label: 'Sao lưu thư mục thiết bị' },
        { label: 'Sử dụng dữ liệu di động', detail: 'Chỉ sao lưu khi có Wi-Fi' },
      ],
      highlight: 0,
    },
  ],
  body: `Điện thoại Android nào cũng đi kèm một tài khoản Google, và tài khoản đó có sẵn tính năng sao lưu dữ liệu lên đám mây. Chỉ cần bật một lần, điện thoại sẽ tự động sao lưu định kỳ. Khi đổi máy hoặc phải khôi phục cài đặt gốc, bạn đăng nhập lại tài khoản Google là lấy lại được phần lớn dữ liệu. Bài viết này hướng dẫn cách bật và kiểm tra bản sao lưu trên Android 14, Android 15 và các máy Samsung chạy One UI.

## Google sao lưu những gì?

Tính năng sao lưu của Google (hiện mang tên Sao lưu bằng Google One) lưu các dữ liệu sau:

- Ứng dụng và dữ liệu ứng dụng.
- Nhật ký cuộc gọi và danh bạ.
- Cài đặt thiết bị.
- Tin nhắn SMS và MMS.
- Ảnh và video, thông qua Google Photos.

Dữ liệu được mã hóa bằng mật khẩu tài khoản Google, một số dữ liệu còn được mã hóa thêm bằng mã PIN, hình mở khóa hoặc mật khẩu màn hình khóa của điện thoại. Lưu ý rằng tin nhắn của các ứng dụng như Zalo không nằm trong bản sao lưu này; bạn cần sao lưu riêng ngay trong ứng dụng đó.

## Cách bật sao lưu trên điện thoại Android

Vị trí mục sao lưu khác nhau đôi chút tùy hãng. Nếu không tìm thấy, bạn có thể gõ chữ Sao lưu vào ô tìm kiếm ở đầu màn hình Cài đặt.

### Các bước thực hiện

1. Mở **Cài đặt** và vào **Google > Sao lưu**; trên máy Pixel là **Cài đặt > Hệ thống > Sao lưu**.
2. Nếu dùng máy Samsung, hãy vào **Cài đặt > Tài khoản và sao lưu** rồi chọn **Sao lưu dữ liệu** ở phần **Google Drive** thay cho bước 1.
3. Bật công tắc **Sao lưu bằng Google One** (Backup by Google One).
4. Kiểm tra dòng tài khoản để chắc chắn dữ liệu được sao lưu vào đúng tài khoản Google của bạn.
5. Chạm **Sao lưu ngay** (Back up now) và chờ đến khi màn hình hiển thị thời điểm sao lưu gần nhất.

![Màn hình Sao lưu bằng Google One trong Cài đặt Android](backup "Sao lưu bằng Google One | Bật Sao lưu bằng Google One rồi chạm Sao lưu ngay để tạo bản sao lưu đầu tiên.")

Sau lần đầu, điện thoại sẽ tự sao lưu khi đang sạc, có Wi-Fi và không được sử dụng trong một khoảng thời gian.

## Sao lưu ảnh và video bằng Google Photos

Ảnh và video được sao lưu qua ứng dụng Google Photos. Mở Google Photos, chạm vào ảnh đại diện ở góc trên bên phải và chọn bật sao lưu. Bạn có thể chọn chất lượng **Tiết kiệm dung lượng** (Storage saver) để ảnh chiếm ít chỗ hơn, hoặc **Chất lượng gốc** (Original quality) để giữ nguyên ảnh. Cả hai lựa chọn đều tính vào dung lượng tài khoản Google.

![Trang Sao lưu trong ứng dụng Google Photos với công tắc Sao lưu và mục Chất lượng sao lưu](cloud "Sao lưu ảnh | Google Photos tự tải ảnh và video mới lên tài khoản Google khi có kết nối mạng.")

## Dung lượng và những điều cần biết

Mỗi tài khoản Google có 15 GB miễn phí, dùng chung cho Gmail, Google Drive và Google Photos. Khi đầy, điện thoại sẽ không sao lưu được nữa, vì vậy hãy thỉnh thoảng dọn ảnh trùng, video dài hoặc email có tệp đính kèm lớn.

> Google sẽ xóa bản sao lưu thiết bị (trừ dữ liệu trong Google Photos) nếu bạn không dùng thiết bị đó trong 57 ngày hoặc tắt tính năng sao lưu.

Khi thiết lập điện thoại Android mới, hãy chọn sao chép ứng dụng và dữ liệu, đăng nhập đúng tài khoản Google và chọn bản sao lưu của máy cũ. Nếu chuyển giữa hai máy Samsung, ứng dụng Smart Switch cũng là một lựa chọn tốt vì nó chuyển trực tiếp qua cáp hoặc Wi-Fi.

## Kết luận

Bật Sao lưu bằng Google One và sao lưu ảnh trên Google Photos là hai việc đơn giản nhất để bảo vệ dữ liệu trên điện thoại Android. Hãy kiểm tra thời điểm sao lưu gần nhất trước mỗi lần đổi máy, đặt lại máy hay mang máy đi sửa.`,
}
export default article
