import type { SeedArticle } from '../types'

const article: SeedArticle = {
  title: 'Cách ẩn cuộc trò chuyện và khóa Zalo bằng mã PIN',
  slug: 'cach-an-cuoc-tro-chuyen-va-khoa-zalo-bang-ma-pin',
  excerpt:
    'Giấu những cuộc trò chuyện riêng tư sau mã PIN và khóa cả ứng dụng Zalo bằng mã số, vân tay hoặc Face ID chỉ trong vài bước.',
  categories: ['ung-dung', 'bao-mat'],
  tags: ['Zalo', 'Bảo mật', 'Quyền riêng tư'],
  author: 'thu-ha',
  featuredImage: {
    topic: 'lock',
    alt: 'Biểu tượng ổ khóa trên màn hình ứng dụng nhắn tin',
    title: 'Khóa Zalo bằng mã PIN',
    description: 'Mã PIN giúp giữ kín các cuộc trò chuyện Zalo khi người khác cầm điện thoại của bạn.',
  },
  publishedAt: '2026-07-11T20:00:00+07:00',
  screens: [
    {
      kind: 'list',
      os: 'android',
      app: 'zalo',
      back: '',
      title: 'Tùy chọn',
      path: ['Cuộc trò chuyện', 'Menu ba gạch', 'Ẩn trò chuyện'],
      rows: [
        { label: 'Đổi tên gợi nhớ' },
        { label: 'Đánh dấu bạn thân', toggle: false },
        { label: 'Ảnh, file, link đã gửi' },
        { section: '', label: 'Ghim trò chuyện', toggle: false },
        { label: 'Ẩn trò chuyện', toggle: true },
        { label: 'Báo cuộc gọi đến', toggle: true },
        { section: '', label: 'Xóa lịch sử trò chuyện', tone: 'danger' },
      ],
      highlight: 4,
    },
    {
      kind: 'list',
      os: 'android',
      app: 'zalo',
      back: '',
      title: 'Mã khóa Zalo',
      path: ['Cá nhân', 'Cài đặt', 'Tài khoản và bảo mật', 'Đặt mã khóa Zalo'],
      rows: [
        { label: 'Đặt mã khóa', toggle: true },
        { label: 'Đổi mã khóa' },
        {
          section: '',
          label: 'Mở khóa bằng vân tay',
          detail: 'Dùng vân tay hoặc Face ID thay cho mã khóa',
          toggle: true,
        },
      ],
      highlight: 2,
    },
  ],
  body: `Điện thoại thường xuyên được cho con mượn chơi game, đưa đồng nghiệp xem ảnh hay để trên bàn làm việc. Nếu Zalo của bạn chứa những cuộc trò chuyện riêng tư hoặc thông tin công việc nhạy cảm, chỉ một lần mở máy là người khác có thể đọc được. Zalo có sẵn hai lớp bảo vệ rất hữu ích: ẩn từng cuộc trò chuyện bằng mã PIN và khóa toàn bộ ứng dụng bằng mã khóa. Bài viết này hướng dẫn cả hai cách.

## Ẩn cuộc trò chuyện bằng mã PIN

Cuộc trò chuyện bị ẩn sẽ biến mất khỏi danh sách tin nhắn. Chỉ ai biết mã PIN mới tìm lại được nó.

### Các bước ẩn một cuộc trò chuyện

1. Mở Zalo và vào cuộc trò chuyện mà bạn muốn ẩn.
2. Chạm vào biểu tượng menu ba gạch ở góc trên bên phải để mở phần tùy chọn.
3. Kéo xuống và bật mục **Ẩn trò chuyện**.
4. Nhập mã PIN gồm 4 chữ số nếu đây là lần đầu bạn dùng tính năng này, sau đó nhập lại để xác nhận.
5. Quay về danh sách tin nhắn và kiểm tra rằng cuộc trò chuyện đã không còn hiển thị.

Từ lần thứ hai trở đi, các cuộc trò chuyện bạn ẩn thêm sẽ dùng chung mã PIN này.

![Tùy chọn Ẩn trò chuyện trong menu cuộc trò chuyện Zalo](chat "Ẩn trò chuyện | Bật Ẩn trò chuyện và đặt mã PIN 4 số để cuộc trò chuyện biến khỏi danh sách tin nhắn.")

### Cách mở lại cuộc trò chuyện đã ẩn

Để xem lại, bạn chạm vào ô **Tìm kiếm** ở đầu màn hình Zalo và gõ đúng mã PIN 4 số. Các cuộc trò chuyện đã ẩn sẽ hiện ra trong kết quả. Nếu muốn bỏ ẩn hẳn, hãy mở cuộc trò chuyện đó, vào lại menu ba gạch và tắt **Ẩn trò chuyện**.

Hãy chọn mã PIN dễ nhớ với bạn nhưng khó đoán với người khác. Tránh dùng 4 số cuối điện thoại, năm sinh hay những dãy như 1234, 0000.

## Khóa toàn bộ Zalo bằng mã khóa

Ẩn trò chuyện chỉ bảo vệ một vài cuộc hội thoại. Nếu muốn bất kỳ ai mở Zalo cũng phải vượt qua một lớp khóa, hãy dùng tính năng **Khóa Zalo**:

1. Vào thẻ **Cá nhân** và chạm vào biểu tượng bánh răng **Cài đặt**.
2. Chọn **Tài khoản và bảo mật**.
3. Chọn **Đặt mã khóa Zalo** và bật công tắc để kích hoạt.
4. Nhập mã khóa gồm 4 chữ số rồi nhập lại để xác nhận.
5. Bật thêm tùy chọn mở khóa bằng vân tay hoặc Face ID nếu điện thoại của bạn hỗ trợ.

Từ nay, mỗi khi mở Zalo, ứng dụng sẽ hỏi mã khóa hoặc yêu cầu xác thực sinh trắc học. Mã khóa Zalo nên khác mã PIN ẩn trò chuyện để tăng thêm một lớp an toàn.

![Màn hình đặt mã khóa Zalo với tùy chọn mở bằng vân tay](lock "Đặt mã khóa Zalo | Khi bật mã khóa, Zalo yêu cầu mã số, vân tay hoặc Face ID mỗi lần mở ứng dụng.")

## Nên dùng cách nào?

- Dùng **Ẩn trò chuyện** khi bạn thường cho người khác mượn máy và muốn họ vẫn dùng Zalo bình thường nhưng không thấy vài cuộc trò chuyện riêng.
- Dùng **Khóa Zalo** khi bạn muốn không ai mở được Zalo nếu không có mã hoặc vân tay của bạn.
- Kết hợp cả hai nếu Zalo của bạn chứa thông tin nhạy cảm như dữ liệu khách hàng hay giao dịch tiền bạc.

> Trên iPhone chạy iOS 18 trở lên, bạn có thể khóa thêm Zalo bằng Face ID ngay trên màn hình chính để có hai lớp bảo vệ.

Cách khóa ứng dụng ở cấp hệ điều hành được trình bày chi tiết trong bài [khóa ứng dụng bằng Face ID hoặc vân tay](/cach-khoa-ung-dung-bang-face-id-hoac-van-tay).

## Thêm vài thiết lập bảo mật nên bật

Trong cùng mục **Tài khoản và bảo mật**, bạn nên bật **Xác thực hai lớp** để Zalo yêu cầu thêm mã xác minh khi có người đăng nhập tài khoản của bạn trên thiết bị lạ. Thỉnh thoảng, hãy xem **Lịch sử đăng nhập** và đăng xuất khỏi những máy tính bạn không còn dùng. Cuối cùng, đừng bao giờ đọc mã xác minh Zalo cho bất kỳ ai qua điện thoại hay tin nhắn.

## Kết luận

Ẩn trò chuyện giúp giấu những cuộc hội thoại riêng tư, còn mã khóa Zalo chặn người lạ mở cả ứng dụng. Chỉ mất chưa đến năm phút để thiết lập cả hai, nhưng bạn sẽ yên tâm hơn nhiều mỗi khi đưa điện thoại cho người khác.`,
}
export default article
