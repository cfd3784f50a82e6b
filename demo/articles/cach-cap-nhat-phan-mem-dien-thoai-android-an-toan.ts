import type { SeedArticle } from '../types'

const article: SeedArticle = {
  title: 'Cách cập nhật phần mềm điện thoại Android an toàn',
  slug: 'cach-cap-nhat-phan-mem-dien-thoai-android-an-toan',
  excerpt:
    'Chuẩn bị gì trước khi cập nhật Android, cập nhật ở đâu cho đúng và cách nhận biết bản cập nhật giả mạo để không bị mất dữ liệu hay dính mã độc.',
  categories: ['android', 'bao-mat'],
  tags: ['Android', 'Cập nhật phần mềm', 'Bảo mật'],
  author: 'quoc-bao',
  featuredImage: {
    topic: 'update',
    alt: 'Điện thoại Android đang tải bản cập nhật phần mềm với thanh tiến trình',
    title: 'Cập nhật phần mềm Android',
    description: 'Bản cập nhật chính thức chỉ đến từ mục Cập nhật phần mềm trong Cài đặt của điện thoại.',
  },
  publishedAt: '2026-11-16T19:30:00+07:00',
  screens: [
    {
      kind: 'list',
      os: 'android',
      back: 'Cài đặt',
      title: 'Tài khoản và sao lưu',
      path: ['Cài đặt', 'Tài khoản và sao lưu', 'Google Drive', 'Sao lưu dữ liệu'],
      rows: [
        { label: 'Quản lý tài khoản' },
        { section: 'Samsung Cloud', label: 'Sao lưu dữ liệu' },
        { label: 'Khôi phục dữ liệu' },
        { section: 'Google Drive', label: 'Sao lưu dữ liệu' },
        { section: 'Smart Switch', label: 'Mang dữ liệu từ thiết bị cũ' },
      ],
      highlight: 3,
    },
    {
      kind: 'list',
      os: 'android',
      back: 'Cài đặt',
      title: 'Cập nhật phần mềm',
      path: ['Cài đặt', 'Cập nhật phần mềm', 'Tải về và cài đặt'],
      rows: [
        { label: 'Tải về và cài đặt', detail: 'Có bản cập nhật mới' },
        { label: 'Tự động tải về qua Wi-Fi', toggle: true },
        { label: 'Cập nhật lần cuối', detail: '05/10/2026', info: true },
      ],
      highlight: 0,
    },
  ],
  body: `Mỗi khi điện thoại báo có bản cập nhật, không ít người chần chừ vì sợ máy chậm đi, mất dữ liệu hay bị lỗi. Thực tế, cập nhật phần mềm là một trong những việc quan trọng nhất để giữ điện thoại an toàn: các bản vá bảo mật hằng tháng bịt lại những lỗ hổng mà kẻ xấu có thể lợi dụng để đánh cắp tài khoản. Dưới đây là cách cập nhật Android đúng cách và cách nhận biết những bản “cập nhật” giả mạo.

## Vì sao nên cập nhật thường xuyên

Một bản cập nhật Android thường gồm ba phần: bản vá bảo mật, bản sửa lỗi và đôi khi là tính năng mới. Bản vá bảo mật là phần quan trọng nhất, vì nhiều lỗ hổng bị khai thác ngay sau khi được công bố. Máy càng chậm cập nhật, khoảng thời gian bị phơi nhiễm càng dài.

## Chuẩn bị trước khi cập nhật

1. Sao lưu dữ liệu quan trọng bằng tài khoản Google, hoặc trên Samsung vào **Cài đặt > Tài khoản và sao lưu** (Accounts and backup).
2. Sạc pin trên 50% hoặc cắm sạc trong suốt quá trình cập nhật.
3. Kết nối Wi-Fi ổn định, vì bản cập nhật lớn có thể nặng vài GB.
4. Giải phóng vài GB bộ nhớ trống để máy có chỗ tải và giải nén bản cập nhật.
5. Chọn lúc không cần dùng máy khoảng nửa tiếng, chẳng hạn buổi tối trước khi đi ngủ.

![Màn hình Tài khoản và sao lưu trên Samsung với mục Sao lưu dữ liệu của Google Drive](backup "Sao lưu trước khi cập nhật | Dù hiếm khi xảy ra sự cố, sao lưu trước giúp bạn yên tâm không mất ảnh và danh bạ.")

## Cách cập nhật đúng cách

### Điện thoại Samsung

Vào **Cài đặt > Cập nhật phần mềm** (Software update) và chạm **Tải về và cài đặt** (Download and install). Nếu có bản mới, máy sẽ hiện ghi chú thay đổi; chạm tải về, chờ xong rồi chọn cài đặt ngay hoặc hẹn giờ cài. Nên bật **Tự động tải về qua Wi-Fi** (Auto download over Wi-Fi) để không bỏ lỡ bản vá.

### Pixel và Android gốc

Vào **Cài đặt > Hệ thống > Cập nhật phần mềm** (System > Software updates). Tại đây có **Bản cập nhật hệ thống** (System update) cho hệ điều hành và **Bản cập nhật hệ thống của Google Play** (Google Play system update) cho các thành phần được Google cập nhật riêng. Hãy kiểm tra cả hai.

### Máy của hãng khác

Xiaomi, OPPO, vivo hay realme đều có mục cập nhật trong Cài đặt, thường nằm trong phần giới thiệu điện thoại. Nếu không tìm thấy, hãy gõ “cập nhật” vào ô tìm kiếm của Cài đặt.

Trong khi máy đang cài đặt, tuyệt đối không tắt nguồn hay ép khởi động lại. Máy có thể khởi động lại vài lần và màn hình tối trong vài phút; đó là chuyện bình thường.

## Nhận biết bản cập nhật giả mạo

- Bản cập nhật hệ thống chính thức chỉ xuất hiện trong mục Cập nhật phần mềm của Cài đặt, không bao giờ đến qua tin nhắn, cuộc gọi hay đường link.
- Không cài tệp APK được gửi kèm lời nhắn “cập nhật ứng dụng” hay “cập nhật hệ thống” từ người lạ, kể cả khi họ xưng là nhân viên ngân hàng, nhà mạng hay cơ quan nhà nước.
- Ứng dụng chỉ nên cập nhật qua Cửa hàng Play hoặc Galaxy Store.
- Không cài bản ROM tự chế, không mở khóa bootloader nếu bạn không hiểu rõ rủi ro.

> Lưu ý: Bất kỳ ai yêu cầu bạn cài ứng dụng lạ để “cập nhật” rồi xin cấp quyền trợ năng hay quyền quản trị thiết bị gần như chắc chắn là kẻ lừa đảo.

![Màn hình Cập nhật phần mềm trong Cài đặt điện thoại Samsung với mục Tải về và cài đặt](update "Cập nhật chính thức | Chỉ tin vào bản cập nhật hiện trong mục Cập nhật phần mềm của Cài đặt.")

## Sau khi cập nhật

Trong một hai ngày đầu, máy có thể hơi nóng và hao pin hơn vì hệ thống đang tối ưu lại ứng dụng. Nếu tình trạng kéo dài, hãy khởi động lại máy và cập nhật các ứng dụng trong Cửa hàng Play. Bạn có thể kiểm tra bản vá bảo mật hiện tại ở dòng bản vá bảo mật Android trong phần thông tin phần mềm của máy.

## Kết luận

Cập nhật phần mềm an toàn chỉ cần ba điều: sao lưu và sạc pin trước, cập nhật đúng từ mục Cập nhật phần mềm trong Cài đặt, và cảnh giác với mọi lời mời “cập nhật” đến từ bên ngoài. Hãy bật tải tự động qua Wi-Fi để chiếc điện thoại Android của bạn luôn có bản vá mới nhất.`,
}
export default article
