import type { SeedArticle } from '../types'

const article: SeedArticle = {
  title: 'Cách sao lưu tin nhắn Zalo trên điện thoại',
  slug: 'cach-sao-luu-tin-nhan-zalo-tren-dien-thoai',
  excerpt:
    'Zalo lưu tin nhắn ngay trên máy, quên sao lưu là dễ mất sạch khi đổi máy. Hướng dẫn sao lưu thủ công và tự động trên Android lẫn iPhone.',
  categories: ['ung-dung', 'sao-luu'],
  tags: ['Zalo', 'Sao lưu', 'Mẹo hay'],
  author: 'minh-anh',
  featuredImage: {
    topic: 'chat',
    alt: 'Điện thoại đang mở danh sách trò chuyện Zalo',
    title: 'Sao lưu tin nhắn Zalo',
    description: 'Sao lưu thường xuyên giúp bạn giữ lại lịch sử trò chuyện Zalo khi đổi máy hoặc cài lại ứng dụng.',
  },
  featured: true,
  publishedAt: '2026-06-18T08:30:00+07:00',
  screens: [
    {
      kind: 'list',
      os: 'android',
      app: 'zalo',
      back: '',
      title: 'Sao lưu và khôi phục',
      summary: { value: 'Sao lưu gần nhất: 21:30 hôm qua', caption: 'Dung lượng: 1,2 GB' },
      button: 'Sao lưu',
      path: ['Cá nhân', 'Cài đặt', 'Sao lưu và khôi phục', 'Sao lưu'],
      rows: [
        { label: 'Tài khoản Google Drive', detail: 'an.nguyen@gmail.com' },
        { label: 'Tự động sao lưu mỗi ngày', toggle: false },
        { label: 'Sao lưu trò chuyện mã hóa đầu cuối', toggle: true },
        { label: 'Đổi mật khẩu sao lưu' },
      ],
      highlight: 'button',
    },
    {
      kind: 'list',
      os: 'android',
      app: 'zalo',
      back: '',
      title: 'Sao lưu và khôi phục',
      summary: { value: 'Sao lưu gần nhất: 21:30 hôm qua', caption: 'Dung lượng: 1,2 GB' },
      button: 'Sao lưu',
      path: ['Cá nhân', 'Cài đặt', 'Sao lưu và khôi phục', 'Tự động sao lưu mỗi ngày'],
      rows: [
        { label: 'Tài khoản Google Drive', detail: 'an.nguyen@gmail.com' },
        { label: 'Tự động sao lưu mỗi ngày', toggle: true },
        { label: 'Sao lưu trò chuyện mã hóa đầu cuối', toggle: true },
        { label: 'Đổi mật khẩu sao lưu' },
      ],
      highlight: 1,
    },
  ],
  body: `Khác với một số ứng dụng nhắn tin khác, Zalo lưu lịch sử trò chuyện ngay trên điện thoại của bạn. Nếu bạn gỡ ứng dụng, khôi phục cài đặt gốc hoặc đổi máy mà chưa sao lưu, các cuộc trò chuyện cũ gần như không thể lấy lại. Bài viết này hướng dẫn cách sao lưu tin nhắn Zalo đúng cách trên cả Android và iPhone.

## Zalo sao lưu những gì?

Bạn nên biết bản sao lưu của Zalo chứa những gì để không bị bất ngờ về sau:

- Tin nhắn văn bản trong các cuộc trò chuyện cá nhân và nhóm được sao lưu lên máy chủ của Zalo và được bảo vệ bằng mật khẩu sao lưu do chính bạn đặt.
- Ảnh trong trò chuyện được sao lưu lên tài khoản Google Drive của bạn, vì vậy bạn cần kết nối Google Drive nếu muốn giữ cả ảnh.
- Mỗi lần sao lưu, Zalo chỉ lấy những ảnh được gửi trong khoảng 90 ngày gần nhất.
- Tin nhắn thoại, video, tệp đính kèm và tin nhắn từ các tài khoản Official Account (OA) không nằm trong bản sao lưu thông thường.

Nếu cần giữ đầy đủ video và tệp, bạn có thể tìm hiểu dịch vụ lưu trữ trả phí zCloud của Zalo.

## Cách sao lưu tin nhắn Zalo thủ công

### Các bước thực hiện

1. Mở Zalo và chạm vào thẻ **Cá nhân** ở góc dưới bên phải màn hình.
2. Chạm vào biểu tượng bánh răng **Cài đặt** ở góc trên bên phải.
3. Chọn mục **Sao lưu và khôi phục** trong danh sách cài đặt.
4. Kết nối tài khoản Google Drive khi Zalo đề nghị để ảnh trong trò chuyện cũng được sao lưu.
5. Chạm vào nút **Sao lưu** và tạo mật khẩu sao lưu nếu đây là lần đầu bạn sao lưu.
6. Giữ ứng dụng mở cho đến khi Zalo báo sao lưu thành công và hiển thị thời điểm sao lưu gần nhất.

![Màn hình Sao lưu và khôi phục trong cài đặt Zalo](backup "Sao lưu và khôi phục | Mục Sao lưu và khôi phục cho biết thời điểm sao lưu gần nhất và cho phép sao lưu ngay.")

Bạn nên dùng Wi-Fi ổn định, cắm sạc nếu pin yếu và không vuốt tắt Zalo trong lúc đang sao lưu.

## Bật tự động sao lưu mỗi ngày

Sao lưu thủ công chỉ ghi lại dữ liệu tại đúng thời điểm bạn bấm nút. Để không phải nhớ, hãy bật công tắc **Tự động sao lưu mỗi ngày** ngay trong mục **Sao lưu và khôi phục**. Zalo sẽ tự sao lưu hằng ngày, nhờ vậy ảnh trong trò chuyện cũng được lưu lại đều đặn hơn.

Màn hình này còn có tùy chọn sao lưu các trò chuyện mã hóa đầu cuối, được bật sẵn; bạn chỉ nên tắt nếu không muốn các cuộc trò chuyện đó có trong bản sao lưu.

![Công tắc Tự động sao lưu mỗi ngày trong mục Sao lưu và khôi phục của Zalo](chat "Tự động sao lưu | Bật tự động sao lưu mỗi ngày để tin nhắn và ảnh mới luôn có trong bản sao lưu.")

## Đừng quên mật khẩu sao lưu

Mật khẩu sao lưu khác với mật khẩu đăng nhập Zalo. Nếu quên nó, bạn sẽ không thể mở bản sao lưu trên máy mới, kể cả khi vẫn đăng nhập đúng tài khoản. Hãy ghi mật khẩu ra giấy cất kỹ hoặc lưu trong trình quản lý mật khẩu, và không gửi nó cho bất kỳ ai, kể cả người tự xưng là nhân viên Zalo.

> Trước khi gỡ Zalo hoặc đặt lại máy, hãy mở mục Sao lưu và khôi phục để xem thời điểm sao lưu gần nhất; nếu đã cũ, hãy sao lưu thêm một lần.

## Khi sao lưu không thành công

- Nếu quá trình sao lưu đứng yên lâu, hãy kiểm tra kết nối mạng rồi thử lại.
- Nếu Zalo báo không sao lưu được ảnh, hãy kiểm tra xem Google Drive còn trống không, vì 15 GB miễn phí được dùng chung cho Gmail, Google Drive và Google Photos.
- Nếu ứng dụng đã cũ, hãy cập nhật Zalo lên bản mới nhất từ CH Play hoặc App Store rồi sao lưu lại.

Khi đã có bản sao lưu đầy đủ, bạn có thể xem tiếp [cách khôi phục tin nhắn Zalo khi đổi điện thoại](/cach-khoi-phuc-tin-nhan-zalo-khi-doi-dien-thoai) để chuyển toàn bộ lịch sử trò chuyện sang máy mới.

## Kết luận

Sao lưu Zalo chỉ mất vài phút nhưng có thể cứu cả kho tin nhắn công việc và kỷ niệm của bạn. Hãy bật tự động sao lưu mỗi ngày, ghi nhớ mật khẩu sao lưu và kiểm tra thời điểm sao lưu gần nhất trước mỗi lần đổi máy.`,
}
export default article
