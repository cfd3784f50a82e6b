import type { SeedArticle } from '../types'

const article: SeedArticle = {
  title: 'Cách sao chép chữ từ ảnh trên iPhone',
  slug: 'cach-sao-chep-chu-tu-anh-tren-iphone',
  excerpt:
    'Dùng Văn bản trực tiếp (Live Text) để sao chép chữ trong ảnh, trên camera hay giấy tờ vào ghi chú và tin nhắn mà không phải gõ lại.',
  categories: ['iphone', 'ung-dung'],
  tags: ['Văn bản trực tiếp', 'iOS', 'Mẹo hay'],
  author: 'minh-anh',
  featuredImage: {
    topic: 'photo',
    alt: 'iPhone đang bôi chọn đoạn chữ trên ảnh chụp một tờ giấy để sao chép',
    title: 'Sao chép chữ từ ảnh',
    description: 'Văn bản trực tiếp nhận diện chữ trong ảnh để bạn chọn, sao chép và dán như văn bản thông thường.',
  },
  publishedAt: '2026-09-27T15:30:00+07:00',
  screens: [
    {
      kind: 'menu',
      os: 'ios',
      over: 'photo',
      photo: 'receipt',
      style: 'bar',
      path: ['Ảnh', 'Chạm giữ lên chữ', 'Sao chép'],
      items: [{ label: 'Sao chép' }, { label: 'Chọn tất cả' }, { label: 'Tra cứu' }, { label: 'Dịch' }],
      highlight: 0,
    },
    {
      kind: 'camera',
      os: 'ios',
      modes: ['ĐIỆN ẢNH', 'VIDEO', 'ẢNH', 'CHÂN DUNG', 'TOÀN CẢNH'],
      mode: 2,
      subject: 'card',
      liveText: true,
      path: ['Camera', 'Văn bản trực tiếp'],
      highlight: 'liveText',
    },
  ],
  body: `Bạn chụp lại bảng giờ học của con, danh thiếp của đối tác hay thông tin chuyển khoản trên hóa đơn, rồi lại mất công gõ lại từng chữ? Với tính năng **Văn bản trực tiếp** (Live Text), iPhone có thể nhận diện chữ trong ảnh và cho phép bạn sao chép như văn bản bình thường. Bài viết này hướng dẫn cách bật và dùng Văn bản trực tiếp trong ứng dụng Ảnh, Camera và ngay trong ô nhập chữ.

## Văn bản trực tiếp là gì

Văn bản trực tiếp là tính năng nhận dạng chữ có sẵn trên iPhone XS, iPhone XR trở về sau, tức là mọi iPhone chạy iOS 17 hoặc iOS 18. Tính năng hoạt động với chữ in, chữ trên màn hình và cả chữ viết tay rõ ràng. Trên các phiên bản iOS gần đây, Văn bản trực tiếp đã đọc được tiếng Việt có dấu, tuy vậy bạn vẫn nên đọc lại văn bản sau khi dán để sửa những chữ bị nhận nhầm.

## Bật Văn bản trực tiếp

Tính năng thường được bật sẵn. Nếu không thấy, hãy kiểm tra như sau:

1. Mở **Cài đặt > Cài đặt chung > Ngôn ngữ & vùng** (Settings > General > Language & Region).
2. Bật công tắc **Văn bản trực tiếp** (Live Text).
3. Để dùng trong ứng dụng Camera, vào thêm **Cài đặt > Camera** và bật **Hiển thị văn bản được phát hiện** (Show Detected Text).

## Sao chép chữ từ ảnh có sẵn

1. Mở ứng dụng **Ảnh** (Photos) và chọn bức ảnh có chữ.
2. Chạm và giữ lên một từ cho đến khi từ đó được bôi chọn.
3. Kéo hai chấm tròn ở đầu và cuối vùng chọn để chọn đúng đoạn bạn cần.
4. Chạm **Sao chép** (Copy) trong menu hiện ra.
5. Mở Ghi chú, Zalo hay bất kỳ ô nhập nào, chạm giữ và chọn **Dán** (Paste).

![Ảnh chụp tờ hóa đơn trên iPhone với một đoạn chữ đang được bôi chọn](photo "Chọn chữ trong ảnh | Chạm giữ lên một từ rồi kéo hai chấm tròn để chọn đúng đoạn cần sao chép.")

### Sao chép toàn bộ chữ trong ảnh

Khi iPhone nhận ra ảnh có chữ, biểu tượng Văn bản trực tiếp, hình khung vuông có mấy dòng kẻ, sẽ xuất hiện ở góc dưới bên phải. Chạm vào biểu tượng này, toàn bộ chữ sẽ được làm nổi bật, kèm nút **Sao chép tất cả** (Copy All) để lấy hết nội dung chỉ bằng một lần chạm.

## Quét chữ trực tiếp bằng Camera

Bạn không cần chụp ảnh mới lấy được chữ. Mở ứng dụng **Camera**, hướng về tờ giấy hoặc biển hiệu cho đến khi thấy khung màu vàng bao quanh vùng chữ. Chạm biểu tượng Văn bản trực tiếp ở góc dưới khung ngắm, hình ảnh sẽ dừng lại để bạn chọn và sao chép chữ như trong ứng dụng Ảnh.

Nếu muốn đưa chữ thẳng vào một ô nhập, chẳng hạn ô địa chỉ trong ứng dụng giao hàng, hãy chạm vào ô đó thêm một lần để hiện menu và chọn **Quét văn bản** (Scan Text). Nếu không thấy ngay, hãy chạm **Tự động điền** (AutoFill) trước. Camera mở ra ngay phía dưới, bạn hướng vào dòng chữ và chạm **Chèn** (Insert).

![Camera iPhone với khung vàng bao quanh dòng chữ trên danh thiếp](camera "Quét chữ bằng Camera | Khung màu vàng cho biết iPhone đã nhận ra vùng chữ có thể sao chép.")

## Các thao tác nhanh hữu ích khác

Văn bản trực tiếp không chỉ để sao chép. Khi chữ được nhận diện, bạn có thể:

- Chạm vào số điện thoại để gọi hoặc nhắn tin ngay.
- Chạm vào địa chỉ trang web để mở trong Safari.
- Chọn một đoạn chữ nước ngoài và chạm **Dịch** (Translate) để xem bản dịch.
- Chạm vào địa chỉ email để soạn thư mới.

> Mẹo: Với ảnh chụp nghiêng hoặc thiếu sáng, hãy cắt và xoay ảnh cho thẳng trước khi sao chép để iPhone nhận chữ chính xác hơn.

## Kết luận

Văn bản trực tiếp giúp bạn tiết kiệm rất nhiều thời gian gõ lại số tài khoản, địa chỉ hay ghi chú trên giấy. Chỉ cần nhớ thao tác chạm giữ lên chữ trong ảnh, hoặc biểu tượng khung vuông có dòng kẻ trên Camera, bạn sẽ biến mọi tấm ảnh thành văn bản có thể sao chép. Hãy thử ngay với tấm ảnh hóa đơn hay danh thiếp gần nhất trong máy.`,
}
export default article
