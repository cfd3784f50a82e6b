import type { SeedArticle } from '../types'

const article: SeedArticle = {
  title: 'Cách quay màn hình iPhone có tiếng',
  slug: 'cach-quay-man-hinh-iphone-co-tieng',
  excerpt:
    'Hướng dẫn thêm nút Ghi màn hình vào Trung tâm điều khiển, bật micrô để quay màn hình iPhone có cả giọng nói và cách xử lý khi video bị mất tiếng.',
  categories: ['iphone'],
  tags: ['Quay màn hình', 'iOS', 'Mẹo hay'],
  author: 'quoc-bao',
  featuredImage: {
    topic: 'screen-record',
    alt: 'iPhone đang quay màn hình với chấm đỏ báo ghi hình ở góc trên',
    title: 'Quay màn hình iPhone có tiếng',
    description: 'Bật micrô trước khi ghi để video quay màn hình có cả lời giải thích của bạn.',
  },
  publishedAt: '2026-08-09T09:00:00+07:00',
  screens: [
    {
      kind: 'menu',
      os: 'ios',
      over: 'home',
      style: 'sheet',
      title: 'Ghi màn hình',
      path: ['Trung tâm điều khiển', 'Chạm giữ nút Ghi màn hình', 'Micrô'],
      items: [
        { label: 'Ảnh', selected: true },
        { label: 'Micrô', value: 'Bật', icon: 'mic', on: true },
      ],
      button: 'Bắt đầu ghi',
      highlight: 1,
    },
    {
      kind: 'menu',
      os: 'ios',
      over: 'home',
      style: 'alert',
      recording: true,
      title: 'Dừng ghi màn hình?',
      path: ['Dấu đỏ trên thanh trạng thái', 'Dừng'],
      items: [{ label: 'Hủy' }, { label: 'Dừng' }],
      highlight: 1,
    },
  ],
  body: `Quay màn hình rất hữu ích khi bạn muốn hướng dẫn bố mẹ cài một ứng dụng, lưu lại một ván game hay ghi lại lỗi để gửi cho bộ phận hỗ trợ. iPhone có sẵn công cụ ghi màn hình, không cần tải thêm ứng dụng nào. Tuy nhiên, nhiều người quay xong mới phát hiện video không có giọng nói của mình, vì micrô mặc định đang tắt. Dưới đây là cách làm trên iOS 17 và iOS 18.

## Thêm nút Ghi màn hình vào Trung tâm điều khiển

Nút **Ghi màn hình** (Screen Recording) nằm trong **Trung tâm điều khiển** (Control Center). Nếu bạn chưa thấy nút này, hãy thêm nó trước.

### Trên iOS 18

1. Mở Trung tâm điều khiển bằng cách vuốt xuống từ góc trên bên phải màn hình, hoặc vuốt lên từ cạnh dưới nếu máy có nút Home.
2. Chạm vào dấu cộng ở góc trên bên trái, hoặc chạm và giữ vào một khoảng trống.
3. Chạm **Thêm điều khiển** (Add a Control) ở cuối màn hình.
4. Gõ Ghi màn hình vào ô tìm kiếm rồi chạm vào kết quả để thêm nút.
5. Chạm vào khoảng trống để hoàn tất.

### Trên iOS 17

Vào **Cài đặt > Trung tâm điều khiển** (Settings > Control Center), tìm **Ghi màn hình** trong danh sách bên dưới và chạm vào dấu cộng màu xanh bên cạnh. Nút ghi có hình một chấm tròn nằm trong vòng tròn.

## Quay màn hình có cả giọng nói

Âm thanh phát ra từ ứng dụng, chẳng hạn tiếng trong game hay video, thường được ghi sẵn. Muốn video có cả lời giải thích của bạn, hãy bật micrô theo các bước sau:

1. Mở Trung tâm điều khiển như hướng dẫn ở trên.
2. Chạm và giữ nút Ghi màn hình cho đến khi bảng tùy chọn hiện ra.
3. Chạm vào biểu tượng **Micrô** ở cuối bảng để nó chuyển sang màu đỏ, nghĩa là micrô đã bật.
4. Kiểm tra nơi lưu đang là **Ảnh** (Photos), đây là lựa chọn mặc định.
5. Chạm **Bắt đầu ghi** (Start Recording) và chờ ba giây đếm ngược.
6. Thao tác trên màn hình và nói bình thường, micrô ở đáy máy sẽ thu giọng của bạn.

![Bảng tùy chọn ghi màn hình trên iPhone với nút Micrô đang bật màu đỏ](screen-record "Bật micrô khi ghi màn hình | Chạm giữ nút Ghi màn hình rồi chạm Micrô để thu thêm giọng nói của bạn.")

> Mẹo: Trước mỗi lần quay quan trọng, hãy chạm giữ nút ghi để xem lại micrô đang bật hay tắt, tránh phải quay lại từ đầu.

## Dừng quay và tìm lại video

Khi đang ghi, iPhone hiển thị một dấu màu đỏ ở góc trên bên trái hoặc trong Dynamic Island. Để dừng, chạm vào dấu đỏ đó rồi chọn **Dừng** (Stop). Bạn cũng có thể mở lại Trung tâm điều khiển và chạm vào nút ghi một lần nữa.

![Dấu đỏ báo đang ghi màn hình ở góc trên bên trái iPhone và hộp thoại Dừng ghi màn hình](screen-record "Dừng ghi màn hình | Chạm vào dấu đỏ ở góc trên màn hình rồi chọn Dừng để lưu video vào ứng dụng Ảnh.")

Video được lưu vào ứng dụng **Ảnh**. Để tìm nhanh, kéo xuống nhóm **Loại phương tiện** (Media Types) và mở album dành riêng cho video ghi màn hình (Screen Recordings). Nếu muốn cắt bỏ đoạn đầu và đoạn cuối thừa, mở video, chạm **Sửa** (Edit) rồi kéo hai đầu thanh thời gian vào trong.

## Khắc phục lỗi thường gặp

- Video có hình nhưng không có tiếng ứng dụng: kiểm tra máy có đang bật chế độ im lặng hay không và tăng âm lượng, vì nhiều game sẽ tắt tiếng khi máy ở chế độ im lặng.
- Không thu được giọng nói: xem lại nút Micrô đã chuyển sang màu đỏ chưa và tránh để ngón tay che lỗ micrô ở cạnh dưới máy.
- Nút Ghi màn hình bị mờ, không chạm được: vào **Cài đặt > Thời gian sử dụng > Bộ giới hạn nội dung & quyền riêng tư** (Screen Time > Content & Privacy Restrictions), mở **Giới hạn nội dung** và cho phép Ghi màn hình.
- Video bị đen hoặc không có tiếng khi quay phim trên các ứng dụng xem phim trả phí, cuộc gọi điện thoại hay một số ứng dụng gọi video: đây là giới hạn bảo vệ bản quyền và quyền riêng tư, không phải lỗi của máy.
- Quay bị ngắt giữa chừng: video quay màn hình khá nặng, hãy kiểm tra dung lượng trống trong **Cài đặt > Cài đặt chung > Dung lượng iPhone**.

## Kết luận

Chỉ với một lần chạm giữ để bật micrô, bạn đã có thể tạo video hướng dẫn có lời thuyết minh rõ ràng ngay trên iPhone. Hãy thêm nút Ghi màn hình vào Trung tâm điều khiển ngay hôm nay, thử quay một đoạn ngắn để kiểm tra tiếng, rồi cắt gọn video trước khi gửi cho người thân hoặc đăng lên mạng xã hội.`,
}
export default article
