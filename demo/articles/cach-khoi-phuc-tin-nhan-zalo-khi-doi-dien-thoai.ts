import type { SeedArticle } from '../types'

const article: SeedArticle = {
  title: 'Cách khôi phục tin nhắn Zalo khi đổi điện thoại',
  slug: 'cach-khoi-phuc-tin-nhan-zalo-khi-doi-dien-thoai',
  excerpt:
    'Đổi điện thoại mới mà vẫn muốn giữ tin nhắn Zalo cũ? Làm đúng thứ tự sao lưu trên máy cũ rồi khôi phục trên máy mới là đủ.',
  categories: ['ung-dung', 'sao-luu'],
  tags: ['Zalo', 'Sao lưu', 'Khôi phục dữ liệu'],
  author: 'quoc-bao',
  featuredImage: {
    topic: 'phone',
    alt: 'Hai chiếc điện thoại đặt cạnh nhau khi chuyển dữ liệu Zalo',
    title: 'Khôi phục tin nhắn Zalo',
    description: 'Khôi phục bản sao lưu giúp lịch sử trò chuyện Zalo xuất hiện lại trên điện thoại mới.',
  },
  publishedAt: '2026-06-30T09:15:00+07:00',
  screens: [
    {
      kind: 'menu',
      os: 'android',
      app: 'zalo',
      over: 'app',
      backdrop: 'Zalo',
      style: 'alert',
      title: 'Khôi phục tin nhắn',
      message: 'Tìm thấy bản sao lưu lúc 21:30 ngày 12/10/2026 gồm 1.245 tin nhắn. Nhập mật khẩu sao lưu để khôi phục.',
      items: [{ label: 'Bỏ qua' }, { label: 'Khôi phục tin nhắn' }],
      path: ['Đăng nhập Zalo', 'Khôi phục tin nhắn'],
      highlight: 1,
    },
    {
      kind: 'list',
      os: 'android',
      app: 'zalo',
      title: 'Tìm kiếm',
      tabs: { items: ['Tin nhắn', 'Danh bạ', 'Khám phá', 'Nhật ký', 'Cá nhân'], active: 0 },
      rows: [
        { avatar: 'G', label: 'Gia đình', detail: 'Mẹ: Tối nay cả nhà ăn cơm lúc 7 giờ nhé', value: '20:41' },
        { avatar: 'L', label: 'Lớp 12A1', detail: 'Lan: Thứ Bảy họp lớp ở quán cũ nha', value: '19:05' },
        { avatar: 'M', label: 'Minh Anh', detail: 'Ok, mai gặp nhé!', value: '18:22' },
        { avatar: 'C', label: 'Cloud của tôi', detail: '[Hình ảnh]', value: 'Hôm qua' },
        { avatar: 'T', label: 'Thu Hà', detail: 'Cảm ơn bạn nhiều', value: 'T2' },
      ],
    },
  ],
  body: `Nhiều người mất sạch tin nhắn Zalo khi đổi máy chỉ vì làm sai thứ tự: đăng nhập máy mới trước, rồi mới nhớ ra chưa sao lưu máy cũ. Zalo lưu lịch sử trò chuyện trên thiết bị, nên muốn mang tin nhắn sang máy mới, bạn phải có một bản sao lưu rồi khôi phục nó. Dưới đây là quy trình đầy đủ, áp dụng cho cả Android và iPhone.

## Việc cần làm trên điện thoại cũ

Đây là bước quan trọng nhất, hãy làm khi vẫn còn máy cũ trong tay:

- Mở Zalo, vào **Cá nhân > Cài đặt > Sao lưu và khôi phục** và sao lưu thêm một lần để có dữ liệu mới nhất.
- Kiểm tra lại rằng bạn còn nhớ mật khẩu sao lưu, vì thiếu nó thì không thể khôi phục.
- Đảm bảo số điện thoại đăng ký Zalo vẫn đang hoạt động để nhận mã xác minh khi đăng nhập trên máy mới.
- Chưa vội gỡ Zalo, khôi phục cài đặt gốc hay bán máy cũ cho đến khi máy mới đã khôi phục xong.

Lưu ý rằng Zalo chỉ cho phép đăng nhập trên một điện thoại tại một thời điểm. Khi bạn đăng nhập trên máy mới, Zalo trên máy cũ sẽ bị đăng xuất, vì vậy hãy sao lưu trước rồi mới chuyển.

## Khôi phục tin nhắn trên điện thoại mới

### Khôi phục ngay khi đăng nhập

1. Tải Zalo từ CH Play hoặc App Store và mở ứng dụng trên điện thoại mới.
2. Đăng nhập bằng số điện thoại và mật khẩu Zalo của bạn, sau đó xác minh theo hướng dẫn trên màn hình.
3. Khi Zalo thông báo tìm thấy bản sao lưu, hãy chọn **Khôi phục tin nhắn**.
4. Nhập mật khẩu sao lưu mà bạn đã tạo trên máy cũ.
5. Kết nối đúng tài khoản Google Drive đã dùng trước đây nếu bạn muốn lấy lại cả ảnh trong trò chuyện.
6. Giữ máy kết nối Wi-Fi và để Zalo mở cho đến khi quá trình khôi phục hoàn tất.

![Màn hình Zalo hỏi khôi phục tin nhắn sau khi đăng nhập](backup "Khôi phục tin nhắn | Sau khi đăng nhập, Zalo đề nghị khôi phục nếu tìm thấy bản sao lưu của tài khoản.")

### Nếu lỡ bỏ qua bước khôi phục

Nếu bạn đã bấm bỏ qua, vẫn có thể khôi phục sau bằng cách vào **Cá nhân > Cài đặt > Sao lưu và khôi phục** rồi chọn **Khôi phục tin nhắn**. Tuy vậy, tốt nhất là khôi phục ngay từ đầu.

## Chuyển từ Android sang iPhone và ngược lại

Tin nhắn văn bản của Zalo được sao lưu lên máy chủ của Zalo chứ không nằm trong bản sao lưu của hệ điều hành, vì vậy bạn vẫn có thể khôi phục khi đổi từ Android sang iPhone hoặc ngược lại. Ảnh trong trò chuyện được lưu ở Google Drive, nên trên máy mới bạn chỉ cần kết nối lại đúng tài khoản Google đó.

Tin nhắn thoại, video và tệp không nằm trong bản sao lưu thông thường, nên hãy tải những tệp quan trọng về máy trước khi đổi điện thoại.

![Danh sách trò chuyện Zalo hiện lại đầy đủ trên máy mới](chat "Tin nhắn đã trở lại | Sau khi khôi phục, các cuộc trò chuyện cũ xuất hiện lại trong danh sách tin nhắn.")

## Khi không tìm thấy bản sao lưu

Nếu Zalo báo không có bản sao lưu, hãy kiểm tra lần lượt:

- Bạn có đang đăng nhập đúng tài khoản, đúng số điện thoại đã dùng trên máy cũ không.
- Trên máy cũ, mục Sao lưu và khôi phục có hiển thị thời điểm sao lưu gần đây không.
- Nếu máy cũ vẫn còn dữ liệu, hãy đăng nhập lại trên máy cũ, sao lưu, rồi mới đăng nhập lại trên máy mới.

> Nếu bạn có dùng Zalo trên máy tính, đừng vội đăng xuất ở đó, vì một phần tin nhắn đã đồng bộ có thể vẫn còn trên máy tính.

Nếu chưa từng sao lưu và máy cũ đã bị xóa sạch, rất tiếc là tin nhắn cũ gần như không thể lấy lại. Đây là lý do bạn nên bật tự động sao lưu ngay từ bây giờ; xem hướng dẫn chi tiết trong [bài sao lưu tin nhắn Zalo](/cach-sao-luu-tin-nhan-zalo-tren-dien-thoai).

## Kết luận

Chìa khóa để không mất tin nhắn Zalo khi đổi máy nằm ở đúng thứ tự: sao lưu trên máy cũ, ghi nhớ mật khẩu sao lưu, rồi mới đăng nhập và khôi phục trên máy mới. Chỉ cần làm đúng ba bước này, bạn có thể chuyển máy thoải mái mà vẫn giữ được những cuộc trò chuyện quan trọng.`,
}
export default article
