import type { SeedArticle } from '../types'

const article: SeedArticle = {
  title: 'Cách tách nền ảnh trên iPhone',
  slug: 'cach-tach-nen-anh-tren-iphone',
  excerpt:
    'Chỉ cần chạm giữ vào người hay đồ vật trong ảnh, iPhone sẽ tự tách nền để bạn sao chép, tạo nhãn dán hoặc lưu thành ảnh nền trong suốt.',
  categories: ['iphone', 'camera-anh'],
  tags: ['Ảnh', 'iOS', 'Mẹo hay'],
  author: 'minh-anh',
  featuredImage: {
    topic: 'photo',
    alt: 'Chú mèo được tách khỏi nền ảnh với đường viền sáng trên màn hình iPhone',
    title: 'Tách nền ảnh trên iPhone',
    description: 'Chạm giữ vào chủ thể là iPhone tự nhận diện và tách nó khỏi phông nền trong tích tắc.',
  },
  publishedAt: '2026-09-08T10:00:00+07:00',
  screens: [
    {
      kind: 'menu',
      os: 'ios',
      over: 'photo',
      photo: 'pet',
      style: 'bar',
      path: ['Ảnh', 'Chạm giữ chủ thể', 'Sao chép'],
      items: [{ label: 'Sao chép' }, { label: 'Thêm nhãn dán' }, { label: 'Chia sẻ…' }],
      highlight: 0,
    },
    {
      kind: 'menu',
      os: 'ios',
      over: 'files',
      backdrop: 'Ảnh đã lưu',
      style: 'context',
      title: 'Tác vụ nhanh',
      path: ['Tệp', 'Chạm giữ tệp ảnh', 'Tác vụ nhanh', 'Xóa nền'],
      items: [
        { label: 'Xoay trái' },
        { label: 'Xoay phải' },
        { label: 'Tạo PDF' },
        { label: 'Chuyển đổi hình ảnh' },
        { label: 'Xóa nền' },
      ],
      highlight: 4,
    },
  ],
  body: `Bạn muốn lấy riêng hình chú chó cưng để làm nhãn dán, tách sản phẩm khỏi phông nền lộn xộn để đăng bán, hay ghép ảnh một người bạn vào tấm thiệp? Trước đây việc này cần ứng dụng chỉnh ảnh và khá nhiều thao tác. Trên iPhone, bạn chỉ cần chạm giữ vào chủ thể, máy sẽ tự nhận diện và tách nền trong chưa đầy một giây. Bài viết này hướng dẫn cách dùng tính năng tách nền và những cách tận dụng kết quả.

## Điều kiện để dùng tính năng tách nền

Tính năng tách chủ thể (Lift subject from background) có từ iOS 16 và cần iPhone XS, iPhone XR trở về sau. Nói cách khác, mọi iPhone đang chạy được iOS 17 hoặc iOS 18 đều dùng được mà không phải cài thêm gì. Tính năng hoạt động tốt nhất với người, thú cưng, đồ vật và món ăn có đường viền rõ ràng.

## Tách nền ảnh trong ứng dụng Ảnh

1. Mở ứng dụng **Ảnh** (Photos) và chọn bức ảnh có chủ thể bạn muốn tách.
2. Chạm và giữ ngón tay lên chủ thể khoảng một giây.
3. Khi thấy một đường viền sáng chạy quanh chủ thể, bạn thả tay ra.
4. Chọn **Sao chép** (Copy) để dán vào ứng dụng khác, **Thêm nhãn dán** (Add Sticker) để tạo nhãn dán, hoặc **Chia sẻ** (Share) để gửi đi.
5. Mở ứng dụng cần dùng, chẳng hạn Zalo, Ghi chú hay Tin nhắn, rồi chạm giữ vào ô nhập và chọn **Dán** (Paste).

![Chủ thể được tách nền với menu Sao chép, Thêm nhãn dán và Chia sẻ trên iPhone](photo "Menu sau khi tách nền | Sau khi chạm giữ, iPhone hiện các tùy chọn Sao chép, Thêm nhãn dán và Chia sẻ.")

### Kéo thả sang ứng dụng khác

Có một cách nhanh hơn: chạm giữ chủ thể, rồi vẫn giữ nguyên ngón tay và kéo nhẹ để nhấc nó lên. Dùng một ngón tay khác vuốt để chuyển sang ứng dụng đích, sau đó thả chủ thể vào khung trò chuyện hoặc trang ghi chú. Thao tác này cần chút luyện tập nhưng rất tiện khi làm việc với nhiều ảnh.

## Tạo nhãn dán từ ảnh của bạn

Từ iOS 17, chủ thể đã tách có thể biến thành nhãn dán dùng lại nhiều lần. Sau khi chọn **Thêm nhãn dán**, bạn có thể chạm **Thêm hiệu ứng** (Add Effect) để chọn kiểu viền trắng, hoạt hình, nổi phồng hoặc ánh sáng lấp lánh. Nếu ảnh gốc là Live Photo, nhãn dán còn có thể chuyển động. Nhãn dán nằm trong bàn phím biểu tượng cảm xúc, dùng được trong Tin nhắn và nhiều ứng dụng nhắn tin khác.

## Lưu ảnh đã tách nền thành tệp

Nếu cần một tệp ảnh nền trong suốt để thiết kế hoặc in ấn, hãy dùng ứng dụng **Tệp** (Files):

1. Trong ứng dụng Ảnh, chạm **Chia sẻ** rồi chọn **Lưu vào Tệp** (Save to Files) để lưu bức ảnh gốc.
2. Mở ứng dụng Tệp và tìm đến thư mục vừa lưu.
3. Chạm và giữ vào tệp ảnh, chọn **Tác vụ nhanh** (Quick Actions) rồi chọn **Xóa nền** (Remove Background).
4. Một tệp mới chỉ còn chủ thể sẽ xuất hiện ngay cạnh tệp gốc, bạn có thể chia sẻ hoặc gửi sang máy tính.

Ngoài ứng dụng Ảnh, bạn còn tách nền được với hình trong Safari, ảnh chụp màn hình và cả khung hình của video khi đã tạm dừng.

![Ứng dụng Tệp trên iPhone với tùy chọn Xóa nền trong Tác vụ nhanh](photo "Xóa nền trong ứng dụng Tệp | Tác vụ nhanh Xóa nền tạo một tệp ảnh mới chỉ còn lại chủ thể.")

## Mẹo để tách nền đẹp hơn

- Chọn ảnh có chủ thể rõ nét, tách biệt khỏi nền, ánh sáng đều.
- Ảnh có nhiều người chồng lên nhau có thể bị tách gộp, hãy cắt bớt ảnh trước khi tách.
- Tóc xù, lông thú mảnh hoặc vật trong suốt đôi khi bị lẹm viền, nên kiểm tra kỹ trước khi in.
- Chụp ở chế độ Chân dung (Portrait) thường cho kết quả tách nền gọn gàng hơn.

> Mẹo: Nếu chạm giữ mà không thấy đường viền sáng, hãy thử chạm vào phần giữa của chủ thể thay vì mép ảnh.

## Kết luận

Tách nền bằng thao tác chạm giữ là một trong những tính năng hữu ích nhưng ít người biết trên iPhone. Chỉ với một lần chạm, bạn có ngay hình ảnh sạch nền để gửi bạn bè, làm nhãn dán hoặc đăng bán hàng. Hãy mở thư viện ảnh và thử ngay với bức ảnh thú cưng hay món ăn yêu thích của bạn.`,
}
export default article
