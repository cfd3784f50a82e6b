import type { SeedArticle } from '../types'

const article: SeedArticle = {
  title: 'Cách kiểm tra tình trạng pin iPhone',
  slug: 'cach-kiem-tra-tinh-trang-pin-iphone',
  excerpt:
    'Xem dung lượng tối đa, số lần sạc và hiểu các thông báo về pin trong Cài đặt để biết khi nào iPhone thật sự cần thay pin.',
  categories: ['iphone', 'pin-sac'],
  tags: ['Pin', 'iOS', 'Thay pin'],
  author: 'quoc-bao',
  featuredImage: {
    topic: 'battery',
    alt: 'Màn hình Tình trạng pin trên iPhone hiển thị dung lượng tối đa của pin',
    title: 'Kiểm tra tình trạng pin iPhone',
    description: 'Dung lượng tối đa cho biết pin còn giữ được bao nhiêu so với lúc còn mới.',
  },
  publishedAt: '2026-11-06T20:30:00+07:00',
  screens: [
    {
      kind: 'list',
      os: 'ios',
      back: 'Pin',
      title: 'Tình trạng pin & sạc',
      path: ['Cài đặt', 'Pin', 'Tình trạng pin & sạc'],
      rows: [
        { label: 'Dung lượng tối đa', value: '89%', detail: 'Dung lượng pin so với khi pin còn mới.', info: true },
        {
          section: '',
          label: 'Khả năng hiệu năng đỉnh',
          detail: 'Pin của bạn hiện đang hỗ trợ hiệu năng đỉnh bình thường.',
          info: true,
        },
        { section: '', label: 'Sạc pin được tối ưu hóa', toggle: true },
      ],
      highlight: 0,
    },
    { kind: 'lock', os: 'ios', time: '22:14', date: 'Thứ Sáu, 6 tháng 11', charging: 'Đang sạc • 45%' },
  ],
  body: `Sau một hai năm sử dụng, bạn có thể thấy iPhone nhanh hết pin hơn, đôi khi còn tự tắt nguồn dù vẫn báo còn pin. Đó là vì pin lithium-ion trong mọi điện thoại đều chai dần theo thời gian và số lần sạc. Tin tốt là iPhone có sẵn công cụ cho biết pin đang ở tình trạng nào. Bài viết này hướng dẫn cách kiểm tra tình trạng pin, giải thích các thông số và giúp bạn quyết định khi nào nên thay pin.

## Xem tình trạng pin trong Cài đặt

1. Mở ứng dụng **Cài đặt** (Settings).
2. Chạm vào mục **Pin** (Battery).
3. Chạm **Tình trạng pin & sạc** (Battery Health & Charging); trên một số đời máy mới, mục này được tách thành **Tình trạng pin** (Battery Health) và **Sạc** (Charging).
4. Xem con số **Dung lượng tối đa** (Maximum Capacity) và dòng thông báo về hiệu năng bên dưới.

![Màn hình Tình trạng pin và sạc trên iPhone với dòng Dung lượng tối đa](battery "Tình trạng pin trên iPhone | Vào Cài đặt, chạm Pin rồi chọn Tình trạng pin để xem dung lượng tối đa.")

## Hiểu các thông số về pin

### Dung lượng tối đa

Đây là dung lượng pin hiện tại so với lúc còn mới. Ví dụ, 90% nghĩa là pin chỉ còn chứa được khoảng chín phần mười lượng điện ban đầu, nên mỗi lần sạc đầy máy dùng được ngắn hơn. Theo Apple, pin của iPhone 14 trở về trước được thiết kế để giữ khoảng 80% dung lượng sau 500 chu kỳ sạc đầy, còn iPhone 15 trở về sau là sau 1000 chu kỳ.

### Khả năng hiệu năng đỉnh

Dòng **Khả năng hiệu năng đỉnh** (Peak Performance Capability) cho biết pin có còn đáp ứng được nhu cầu điện năng lúc máy chạy nặng hay không. Nếu iPhone từng tự tắt đột ngột vì pin không cung cấp đủ điện, iOS có thể bật tính năng quản lý hiệu năng để tránh tình trạng này lặp lại, đổi lại máy có thể chạy chậm hơn một chút. Thông báo tại đây sẽ cho bạn biết điều đó.

### Số lần sạc

Trên iPhone 15 trở về sau, bạn còn xem được **Số lần sạc** (Cycle Count), tháng sản xuất và thời điểm pin được dùng lần đầu, tùy phiên bản iOS mà thông tin nằm trong trang Tình trạng pin hoặc trong **Cài đặt > Cài đặt chung > Giới thiệu** (General > About). Một chu kỳ được tính khi bạn dùng hết tổng cộng 100% pin, không nhất thiết trong một lần.

## Khi nào nên thay pin iPhone

Bạn nên cân nhắc thay pin khi gặp một trong các dấu hiệu sau:

- Dung lượng tối đa xuống dưới 80% và iPhone hiện thông báo khuyên bạn bảo dưỡng pin.
- Máy tự tắt nguồn khi vẫn còn 10 đến 20% pin, nhất là khi trời lạnh hoặc khi mở camera.
- Pin tụt nhanh bất thường dù bạn đã áp dụng các cách tiết kiệm pin.
- Máy nóng lên nhiều khi sạc hoặc khi dùng nhẹ.
- Màn hình bị đội lên, khe viền hở ra, đây có thể là dấu hiệu pin bị phồng: hãy ngừng sạc, ngừng dùng máy và mang đến trung tâm bảo hành ngay.

![iPhone đang cắm sạc với biểu tượng tia sét trên màn hình khóa](charging "Theo dõi pin khi sạc | Máy nóng bất thường khi sạc là một dấu hiệu cần kiểm tra pin.")

## Thay pin ở đâu cho yên tâm

Hãy thay pin tại Apple hoặc nhà cung cấp dịch vụ được Apple ủy quyền (Apple Authorized Service Provider) để dùng pin chính hãng. Với pin không rõ nguồn gốc, iPhone có thể hiện thông báo không xác minh được pin chính hãng và không hiển thị đầy đủ thông tin tình trạng pin. Sau khi sửa chữa, bạn có thể xem mục **Bộ phận và lịch sử sửa chữa** (Parts and Service History) trong **Cài đặt > Cài đặt chung > Giới thiệu** để kiểm tra; mục này chỉ xuất hiện khi máy đã từng được thay linh kiện.

> Mẹo: Bật Sạc pin được tối ưu hóa (Optimized Battery Charging) để iPhone học thói quen sạc qua đêm của bạn và hạn chế giữ pin ở mức đầy quá lâu.

## Kết luận

Kiểm tra tình trạng pin chỉ mất chưa đến một phút nhưng giúp bạn hiểu vì sao iPhone hao pin và chủ động thay pin đúng lúc. Nếu dung lượng tối đa vẫn trên 80%, hãy thử các mẹo tiết kiệm pin trước. Nếu đã xuống thấp hoặc máy có dấu hiệu bất thường, thay pin chính hãng sẽ giúp chiếc iPhone của bạn hoạt động ổn định thêm một thời gian dài.`,
}
export default article
