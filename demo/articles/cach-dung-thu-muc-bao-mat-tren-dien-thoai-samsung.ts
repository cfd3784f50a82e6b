import type { SeedArticle } from '../types'

const article: SeedArticle = {
  title: 'Cách dùng Thư mục bảo mật trên điện thoại Samsung',
  slug: 'cach-dung-thu-muc-bao-mat-tren-dien-thoai-samsung',
  excerpt:
    'Thư mục bảo mật (Secure Folder) giúp cất ảnh, tệp và ứng dụng riêng tư sau một lớp khóa riêng trên điện thoại Samsung Galaxy.',
  categories: ['samsung', 'bao-mat'],
  tags: ['Samsung', 'Bảo mật', 'Quyền riêng tư', 'One UI'],
  author: 'thu-ha',
  featuredImage: {
    topic: 'lock',
    alt: 'Biểu tượng thư mục có ổ khóa trên màn hình điện thoại Samsung',
    title: 'Thư mục bảo mật Samsung',
    description: 'Thư mục bảo mật là không gian riêng có mật khẩu riêng, tách biệt với phần còn lại của điện thoại.',
  },
  publishedAt: '2026-10-23T20:00:00+07:00',
  screens: [
    {
      kind: 'list',
      os: 'android',
      back: '',
      title: 'Kiểu khóa',
      path: ['Cài đặt', 'Bảo mật và quyền riêng tư', 'Cài đặt bảo mật khác', 'Thư mục bảo mật'],
      rows: [
        { label: 'Hình vẽ', selected: false },
        { label: 'Mã PIN', selected: true },
        { label: 'Mật khẩu', selected: false },
        { section: 'Sinh trắc học', label: 'Vân tay', toggle: true },
      ],
      highlight: 1,
    },
    {
      kind: 'list',
      os: 'android',
      back: '',
      title: 'Cài đặt Thư mục bảo mật',
      path: ['Thư mục bảo mật', 'Thêm tùy chọn', 'Cài đặt', 'Tự động khóa Thư mục bảo mật'],
      rows: [
        { label: 'Loại khóa', detail: 'Mã PIN' },
        { label: 'Tự động khóa Thư mục bảo mật', detail: 'Khi tắt màn hình' },
        { label: 'Thêm Thư mục bảo mật vào màn hình Ứng dụng', toggle: false },
        { label: 'Thông báo và dữ liệu' },
        { label: 'Tài khoản' },
      ],
      highlight: 1,
    },
  ],
  body: `Bạn hay cho con mượn điện thoại để xem video, hoặc thỉnh thoảng phải đưa máy cho người khác xem ảnh, nhưng lại lo họ lướt thấy giấy tờ tùy thân, ảnh riêng tư hay ứng dụng ngân hàng? Điện thoại Samsung Galaxy có sẵn **Thư mục bảo mật** (Secure Folder), một không gian riêng được bảo vệ bằng nền tảng bảo mật Knox của Samsung, có khóa riêng và tách biệt hoàn toàn với phần còn lại của máy. Bài viết hướng dẫn cách thiết lập và dùng tính năng này trên One UI 6 và One UI 7.

## Thư mục bảo mật dùng để làm gì

Mọi thứ bạn đặt vào Thư mục bảo mật, từ ảnh, tài liệu đến ứng dụng, chỉ mở được sau khi nhập đúng mã khóa riêng của thư mục. Ảnh trong đó không hiện ra trong Bộ sưu tập bình thường, ứng dụng trong đó chạy như một bản sao độc lập. Nhờ vậy, bạn có thể dùng hai tài khoản Zalo hay Facebook trên cùng một máy: một ở ngoài, một ở trong Thư mục bảo mật.

## Cách thiết lập Thư mục bảo mật

1. Mở **Cài đặt** (Settings) và chạm **Bảo mật và quyền riêng tư** (Security and privacy).
2. Chạm **Cài đặt bảo mật khác** (More security settings), sau đó chạm **Thư mục bảo mật** (Secure Folder).
3. Đăng nhập tài khoản Samsung khi được yêu cầu và đồng ý với các điều khoản.
4. Chọn kiểu khóa cho thư mục: **Hình vẽ** (Pattern), **Mã PIN** hoặc **Mật khẩu**, và bật thêm vân tay nếu muốn mở nhanh.
5. Chờ máy tạo xong, biểu tượng Thư mục bảo mật sẽ xuất hiện trên màn hình Ứng dụng.

Vị trí mục này có thể khác đôi chút giữa các phiên bản One UI; nếu không thấy, hãy gõ “thư mục bảo mật” vào ô tìm kiếm của Cài đặt. Nên chọn mã khóa khác với mã mở màn hình để người biết mã mở máy cũng không vào được thư mục.

![Màn hình thiết lập kiểu khóa cho Thư mục bảo mật trên Samsung](security "Chọn kiểu khóa riêng | Thư mục bảo mật có mã khóa riêng, tách biệt với mã mở màn hình điện thoại.")

## Đưa ảnh, tệp và ứng dụng vào thư mục

### Di chuyển ảnh và tệp

Trong **Bộ sưu tập** (Gallery), chạm giữ để chọn những ảnh cần cất, chạm **Xem thêm** (More) rồi chọn **Di chuyển đến Thư mục bảo mật** (Move to Secure Folder). Ứng dụng **Tệp của tôi** (My Files) cũng có thao tác tương tự cho tài liệu. Ảnh sau khi di chuyển sẽ biến mất khỏi Bộ sưu tập bên ngoài.

### Thêm ứng dụng

Mở Thư mục bảo mật và chạm dấu cộng **Thêm ứng dụng** (Add apps). Bạn có thể chọn một ứng dụng đã có trên máy để tạo bản sao bên trong, hoặc tải mới từ Cửa hàng Play hay Galaxy Store. Bản sao này đăng nhập tài khoản riêng và không chia sẻ dữ liệu với bản bên ngoài.

## Ẩn thư mục và các cài đặt nên biết

- Để ẩn hẳn biểu tượng, thêm ô **Thư mục bảo mật** vào bảng cài đặt nhanh rồi chạm để ẩn hoặc hiện khi cần; người khác sẽ không biết máy bạn có thư mục này.
- Trong phần cài đặt của Thư mục bảo mật, mục **Tự động khóa** (Auto lock) cho phép chọn khóa ngay khi tắt màn hình.
- Nếu có tùy chọn đặt lại mã khóa bằng tài khoản Samsung, hãy bật nó để không bị mất dữ liệu khi quên mã.

![Cài đặt Thư mục bảo mật trên Samsung với mục Tự động khóa đặt là Khi tắt màn hình](lock "Ẩn và tự động khóa | Ẩn biểu tượng và bật tự động khóa giúp thư mục riêng tư gần như vô hình với người khác.")

> Lưu ý: Nếu gỡ Thư mục bảo mật hoặc khôi phục cài đặt gốc, dữ liệu bên trong sẽ bị xóa; hãy chuyển ảnh và tệp quan trọng ra ngoài hoặc sao lưu trước.

## Kết luận

Thư mục bảo mật là cách đơn giản nhất để giữ ảnh riêng tư, giấy tờ và ứng dụng nhạy cảm tránh xa con mắt tò mò trên điện thoại Samsung. Chỉ mất vài phút thiết lập, đặt một mã khóa riêng và bật tự động khóa, bạn có thể yên tâm khi đưa máy cho người khác mượn.`,
}
export default article
