import type { SeedArticle } from '../types'

const article: SeedArticle = {
  title: 'Cách chụp màn hình iPhone',
  slug: 'cach-chup-man-hinh-iphone',
  excerpt:
    'Bốn cách chụp màn hình iPhone cho mọi đời máy: phím cứng, AssistiveTouch, gõ vào mặt lưng và mẹo chỉnh sửa ảnh ngay sau khi chụp.',
  categories: ['iphone', 'camera-anh'],
  tags: ['Chụp màn hình', 'iOS', 'Mẹo hay'],
  author: 'minh-anh',
  featured: true,
  featuredImage: {
    topic: 'screenshot',
    alt: 'Tay cầm iPhone đang nhấn cùng lúc nút sườn và nút tăng âm lượng để chụp màn hình',
    title: 'Chụp màn hình iPhone',
    description: 'Chỉ cần nhấn hai nút cùng lúc rồi thả ra là iPhone lưu lại toàn bộ những gì đang hiển thị.',
  },
  publishedAt: '2026-08-04T08:30:00+07:00',
  screens: [
    { kind: 'home', os: 'ios', thumbnail: true, press: ['side', 'volume-up'] },
    {
      kind: 'list',
      os: 'ios',
      title: 'Album',
      plainIcons: true,
      tabs: { items: ['Thư viện', 'Dành cho bạn', 'Album', 'Tìm kiếm'], active: 2 },
      path: ['Ảnh', 'Album', 'Loại phương tiện', 'Ảnh màn hình'],
      rows: [
        { section: 'LOẠI PHƯƠNG TIỆN', label: 'Video', value: '214', icon: 'camera' },
        { label: 'Ảnh selfie', value: '1.024', icon: 'contacts' },
        { label: 'Live Photos', value: '3.210', icon: 'photo' },
        { label: 'Ảnh màn hình', value: '1.562', icon: 'screenshot' },
        { label: 'Ghi màn hình', value: '23', icon: 'screen-record' },
      ],
      highlight: 3,
    },
  ],
  body: `Chụp màn hình là thao tác mà hầu như ai cũng dùng mỗi ngày: lưu lại thông tin chuyển khoản, một đoạn tin nhắn quan trọng, công thức nấu ăn hay một thông báo lỗi để nhờ người khác xem giúp. Trên iPhone có tới bốn cách chụp màn hình, từ tổ hợp phím quen thuộc đến thao tác gõ nhẹ vào lưng máy. Bài viết này hướng dẫn từng cách cho mọi đời iPhone đang chạy iOS 17 và iOS 18, kèm mẹo chỉnh sửa và tìm lại ảnh sau khi chụp.

## Chụp màn hình bằng phím cứng

Đây là cách nhanh nhất và không cần cài đặt gì thêm. Tổ hợp phím sẽ khác nhau tùy iPhone của bạn dùng Face ID hay còn nút Home ở mặt trước.

### iPhone có Face ID

Các mẫu iPhone không có nút Home, từ iPhone X, iPhone 11 cho đến iPhone 15, iPhone 16, đều chụp màn hình theo cùng một cách:

1. Mở màn hình hoặc ứng dụng mà bạn muốn chụp lại.
2. Nhấn đồng thời nút sườn bên phải và nút tăng âm lượng bên trái.
3. Thả cả hai nút ra ngay, vì nếu giữ lâu máy sẽ hiện thanh trượt tắt nguồn hoặc cuộc gọi khẩn cấp SOS.
4. Chờ màn hình nháy sáng và ảnh thu nhỏ xuất hiện ở góc dưới bên trái.

### iPhone có nút Home

Với iPhone SE thế hệ 2, thế hệ 3 và iPhone 8, bạn nhấn đồng thời nút Home và nút sườn bên phải rồi thả ra nhanh.

![iPhone với nút sườn và nút tăng âm lượng được đánh dấu, ảnh thu nhỏ vừa chụp nằm ở góc dưới bên trái](screenshot "Tổ hợp phím chụp màn hình | Nhấn cùng lúc nút sườn và nút tăng âm lượng rồi thả ra thật nhanh.")

## Chụp màn hình bằng AssistiveTouch

Nếu nút bấm bị liệt, bị lỏng hoặc bạn chỉ muốn thao tác bằng một tay, hãy dùng nút Home ảo AssistiveTouch.

1. Vào **Cài đặt > Trợ năng > Cảm ứng > AssistiveTouch** (Settings > Accessibility > Touch > AssistiveTouch) và bật công tắc.
2. Kéo nút tròn mờ vừa xuất hiện đến vị trí thuận tay trên cạnh màn hình.
3. Khi cần chụp, chạm vào nút tròn rồi chọn **Thiết bị > Thêm > Chụp ảnh màn hình** (Device > More > Screenshot).

Để nhanh hơn nữa, trong trang AssistiveTouch hãy tìm nhóm **Tác vụ tùy chỉnh** (Custom Actions), chọn **Chạm hai lần** (Double-Tap) và gán hành động **Chụp ảnh màn hình**. Từ đó, chỉ cần chạm hai lần vào nút tròn là máy chụp ngay, và bản thân nút ảo sẽ không xuất hiện trong ảnh.

## Chụp màn hình bằng cách gõ vào mặt lưng

Tính năng **Chạm vào mặt sau** (Back Tap) có trên iPhone 8 trở về sau, cho phép bạn gõ hai hoặc ba lần vào lưng máy để thực hiện một hành động định sẵn.

1. Mở **Cài đặt > Trợ năng > Cảm ứng**.
2. Kéo xuống cuối trang và chạm vào **Chạm vào mặt sau**.
3. Chọn **Chạm hai lần** (Double Tap) hoặc **Chạm ba lần** (Triple Tap).
4. Chọn **Chụp ảnh màn hình** (Screenshot) trong danh sách hành động.

Ốp lưng quá dày có thể khiến máy khó nhận thao tác gõ. Nếu máy hay tự chụp khi bạn để trong túi quần, hãy chuyển sang kiểu chạm ba lần.

> Mẹo: Nếu Siri trên máy đang dùng tiếng Anh, bạn có thể nói Siri, take a screenshot để chụp màn hình mà không cần chạm vào điện thoại.

## Chỉnh sửa, chia sẻ và tìm lại ảnh chụp màn hình

Ngay sau khi chụp, ảnh thu nhỏ sẽ nằm ở góc dưới bên trái trong vài giây. Bạn có thể:

- Chạm vào ảnh thu nhỏ để mở trình chỉnh sửa, tại đây có thể cắt ảnh, vẽ, viết chữ hoặc che số tài khoản trước khi gửi đi.
- Vuốt ảnh thu nhỏ sang trái để ẩn nó, ảnh vẫn được lưu bình thường.
- Chạm và giữ ảnh thu nhỏ để chia sẻ ngay qua Zalo, Messenger hoặc AirDrop.

Khi chụp một trang web trong Safari, trình chỉnh sửa có thêm thẻ **Toàn trang** (Full Page) để lưu cả trang dài. Cách làm chi tiết có trong bài [chụp màn hình dài trên Android và iPhone](/cach-chup-man-hinh-dai-tren-android-va-iphone).

Mọi ảnh chụp màn hình đều nằm trong ứng dụng **Ảnh** (Photos). Để xem riêng chúng, hãy kéo xuống nhóm **Loại phương tiện** (Media Types) và mở album **Ảnh màn hình** (Screenshots).

![Thẻ Album trong ứng dụng Ảnh trên iPhone với album Ảnh màn hình trong nhóm Loại phương tiện](photo "Album Ảnh màn hình | Mọi ảnh chụp màn hình được gom tự động vào một album riêng trong ứng dụng Ảnh.")

## Kết luận

Với đa số người dùng, tổ hợp phím là đủ dùng hằng ngày. Nếu nút bấm có vấn đề hoặc bạn muốn thao tác bằng một tay, AssistiveTouch và Chạm vào mặt sau là hai lựa chọn rất tiện mà không cần cài thêm ứng dụng nào. Hãy thử cả bốn cách một lần để chọn ra kiểu hợp với thói quen của bạn.`,
}
export default article
