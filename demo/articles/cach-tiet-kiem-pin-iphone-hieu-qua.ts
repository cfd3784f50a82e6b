import type { SeedArticle } from '../types'

const article: SeedArticle = {
  title: 'Cách tiết kiệm pin iPhone hiệu quả',
  slug: 'cach-tiet-kiem-pin-iphone-hieu-qua',
  excerpt:
    'Những cài đặt đơn giản giúp iPhone dùng lâu hơn mỗi lần sạc: Chế độ nguồn điện thấp, độ sáng, ứng dụng chạy nền, định vị và thói quen sạc đúng.',
  categories: ['iphone', 'pin-sac'],
  tags: ['Pin', 'iOS', 'Mẹo hay'],
  author: 'minh-anh',
  featured: true,
  featuredImage: {
    topic: 'battery',
    alt: 'iPhone hiển thị biểu tượng pin màu vàng khi Chế độ nguồn điện thấp đang bật',
    title: 'Tiết kiệm pin iPhone',
    description: 'Vài thay đổi nhỏ trong Cài đặt có thể giúp iPhone trụ thêm đáng kể đến cuối ngày.',
  },
  publishedAt: '2026-10-24T09:15:00+07:00',
  screens: [
    {
      kind: 'list',
      os: 'ios',
      back: 'Cài đặt',
      title: 'Pin',
      summary: {
        value: '24 giờ qua',
        caption: 'Mức pin',
        chart: [0.95, 0.9, 0.82, 0.78, 0.7, 0.62, 0.55, 0.5, 0.64, 0.8, 0.92, 0.85, 0.76, 0.68],
      },
      path: ['Cài đặt', 'Pin'],
      rows: [
        {
          section: 'MỨC SỬ DỤNG PIN THEO ỨNG DỤNG',
          avatar: 'T',
          label: 'TikTok',
          detail: '2 giờ 14 phút',
          value: '28%',
          info: true,
        },
        { avatar: 'Y', label: 'YouTube', detail: '1 giờ 40 phút', value: '21%', info: true },
        { avatar: 'Z', label: 'Zalo', detail: '1 giờ 5 phút', value: '14%', info: true },
      ],
    },
    {
      kind: 'list',
      os: 'ios',
      back: 'Quyền riêng tư & bảo mật',
      title: 'Dịch vụ định vị',
      path: ['Cài đặt', 'Quyền riêng tư & bảo mật', 'Dịch vụ định vị'],
      rows: [
        { label: 'Dịch vụ định vị', toggle: true },
        { section: '', label: 'Bản đồ', value: 'Khi dùng ứng dụng' },
        { label: 'Camera', value: 'Khi dùng ứng dụng' },
        { label: 'Grab', value: 'Luôn luôn' },
        { label: 'Thời tiết', value: 'Khi dùng ứng dụng' },
        { label: 'Zalo', value: 'Không bao giờ' },
      ],
      highlight: 3,
    },
  ],
  body: `Chưa đến chiều mà iPhone đã báo pin yếu là tình trạng nhiều người gặp phải, nhất là khi dùng máy để làm việc, chỉ đường và xem video cả ngày. Trước khi nghĩ đến chuyện thay pin hay mua sạc dự phòng, bạn hãy thử điều chỉnh một vài cài đặt có sẵn trong iOS. Những mẹo dưới đây áp dụng cho iOS 17 và iOS 18, dễ làm và không ảnh hưởng nhiều đến trải nghiệm hằng ngày.

## Xem ứng dụng nào đang tốn pin nhất

Mở **Cài đặt > Pin** (Settings > Battery) và kéo xuống phần biểu đồ. Tại đây bạn thấy mức pin đã dùng trong 24 giờ hoặc 10 ngày qua, cùng danh sách ứng dụng tiêu tốn nhiều pin nhất. Nếu một ứng dụng ít dùng mà lại đứng đầu danh sách, đó là ứng dụng bạn nên hạn chế chạy nền hoặc gỡ bỏ.

![Màn hình Cài đặt Pin trên iPhone với biểu đồ mức sử dụng pin theo ứng dụng](battery "Mức sử dụng pin theo ứng dụng | Vào Cài đặt rồi chạm Pin để xem ứng dụng nào đang dùng nhiều pin nhất.")

## Bật Chế độ nguồn điện thấp

**Chế độ nguồn điện thấp** (Low Power Mode) tạm giảm các hoạt động nền như tải thư, làm mới ứng dụng và một số hiệu ứng hình ảnh để kéo dài thời gian dùng pin.

1. Mở **Cài đặt > Pin**.
2. Bật công tắc **Chế độ nguồn điện thấp**, biểu tượng pin sẽ chuyển sang màu vàng.
3. Để bật nhanh hơn, mở Trung tâm điều khiển và thêm nút Chế độ nguồn điện thấp.
4. Khi được sạc lên 80%, máy sẽ tự tắt chế độ này, bạn có thể bật lại nếu cần.

## Điều chỉnh màn hình

Màn hình là bộ phận tiêu thụ nhiều điện năng nhất trên điện thoại, vì vậy đây là nơi tiết kiệm pin hiệu quả nhất.

### Độ sáng tự động và giao diện Tối

Giữ bật **Độ sáng tự động** (Auto-Brightness) trong **Cài đặt > Trợ năng > Màn hình & cỡ chữ** (Accessibility > Display & Text Size) để máy tự giảm sáng ở nơi tối. Trên các iPhone có màn hình OLED, chọn giao diện **Tối** (Dark) trong **Cài đặt > Màn hình & độ sáng** cũng giúp tiết kiệm pin, vì điểm ảnh màu đen gần như không tiêu thụ điện.

### Tự động khóa và Màn hình luôn bật

Trong **Cài đặt > Màn hình & độ sáng**, đặt **Tự động khóa** (Auto-Lock) ở mức 30 giây hoặc 1 phút. Trên iPhone Pro đời mới có tính năng **Màn hình luôn bật** (Always On Display), bạn có thể tắt nếu muốn ưu tiên thời lượng pin.

## Giảm bớt hoạt động chạy nền

- Vào **Cài đặt > Cài đặt chung > Làm mới ứng dụng trong nền** (Background App Refresh) và tắt các ứng dụng không cần cập nhật liên tục như game hay ứng dụng mua sắm.
- Vào **Cài đặt > Quyền riêng tư & bảo mật > Dịch vụ định vị** (Location Services), chuyển các ứng dụng sang **Khi dùng ứng dụng** (While Using the App) thay vì Luôn luôn.
- Vào **Cài đặt > Thông báo** (Notifications) và tắt thông báo của những ứng dụng không quan trọng, vì mỗi thông báo đều làm sáng màn hình.

![Cài đặt Dịch vụ định vị trên iPhone với nhiều ứng dụng được đặt Khi dùng ứng dụng và một ứng dụng còn Luôn luôn](location "Giới hạn định vị | Chỉ cho phép ứng dụng dùng vị trí khi bạn đang mở chúng để giảm hao pin.")

## Để ý sóng điện thoại và nhiệt độ

Ở nơi sóng yếu như tầng hầm hay vùng xa, iPhone phải tăng công suất để giữ kết nối nên rất hao pin. Khi có Wi-Fi ổn định, hãy ưu tiên dùng Wi-Fi. Nhiệt độ cũng ảnh hưởng lớn: tránh để máy trên bảng điều khiển ô tô dưới nắng, hoặc vừa sạc vừa chơi game nặng trong thời gian dài.

> Mẹo: Bạn không cần vuốt tắt ứng dụng trong trình chuyển đổi ứng dụng, vì iOS đã tự quản lý chúng và việc mở lại từ đầu đôi khi còn tốn pin hơn.

Nếu đã áp dụng hết các mẹo mà pin vẫn tụt nhanh bất thường, có thể pin đã chai. Khi đó hãy xem bài [cách kiểm tra tình trạng pin iPhone](/cach-kiem-tra-tinh-trang-pin-iphone) để biết đã đến lúc thay pin hay chưa.

## Kết luận

Tiết kiệm pin iPhone không cần những mẹo phức tạp. Chỉ cần kiểm tra ứng dụng tốn pin, bật Chế độ nguồn điện thấp khi cần, điều chỉnh màn hình và hạn chế chạy nền, chiếc iPhone của bạn sẽ dễ dàng trụ đến cuối ngày. Hãy dành vài phút áp dụng các cài đặt trên ngay hôm nay.`,
}
export default article
