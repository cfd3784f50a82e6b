import type { SeedArticle } from '../types'

const article: SeedArticle = {
  title: 'Cách tiết kiệm pin điện thoại Android',
  slug: 'cach-tiet-kiem-pin-dien-thoai-android',
  excerpt:
    'Những cách tiết kiệm pin Android hiệu quả nhất: tìm ứng dụng ngốn pin, chỉnh màn hình, hạn chế chạy nền và dùng chế độ tiết kiệm pin đúng lúc.',
  categories: ['android', 'pin-sac'],
  tags: ['Pin', 'Android', 'Mẹo hay'],
  author: 'quoc-bao',
  featuredImage: {
    topic: 'battery',
    alt: 'Điện thoại Android hiển thị màn hình Pin với biểu đồ mức sử dụng trong ngày',
    title: 'Tiết kiệm pin Android',
    description: 'Vài thay đổi nhỏ trong Cài đặt giúp điện thoại Android dùng được lâu hơn mỗi lần sạc.',
  },
  publishedAt: '2026-07-03T08:30:00+07:00',
  screens: [
    {
      kind: 'list',
      os: 'android',
      back: 'Pin',
      title: 'Mức sử dụng pin',
      summary: {
        value: '68% đã dùng',
        caption: 'Kể từ lần sạc đầy gần nhất',
        chart: [1, 0.96, 0.9, 0.86, 0.8, 0.71, 0.66, 0.6, 0.55, 0.47, 0.41, 0.36, 0.32],
      },
      path: ['Cài đặt', 'Pin', 'Mức sử dụng pin'],
      rows: [
        { avatar: 'Y', label: 'YouTube', detail: '2 giờ 10 phút', value: '24%' },
        { avatar: 'Z', label: 'Zalo', detail: '1 giờ 32 phút', value: '15%' },
        { avatar: 'F', label: 'Facebook', detail: '58 phút', value: '11%' },
        { avatar: 'C', label: 'Chrome', detail: '41 phút', value: '8%' },
      ],
    },
    {
      kind: 'list',
      os: 'android',
      back: 'Pin',
      title: 'Giới hạn sử dụng ở chế độ nền',
      path: ['Cài đặt', 'Pin', 'Giới hạn sử dụng ở chế độ nền', 'Ứng dụng ngủ sâu'],
      rows: [
        { label: 'Đặt ứng dụng không dùng sang chế độ ngủ', toggle: true },
        { label: 'Ứng dụng ngủ', detail: '12 ứng dụng' },
        { label: 'Ứng dụng ngủ sâu', detail: '3 ứng dụng' },
        { label: 'Ứng dụng không bao giờ ngủ', detail: '2 ứng dụng' },
      ],
      highlight: 2,
    },
  ],
  body: `Chỉ cần vài ứng dụng chạy ngầm, màn hình quá sáng hay sóng yếu là pin điện thoại Android có thể tụt nhanh trước khi hết ngày. Bạn không cần cài thêm ứng dụng “dọn pin” nào: công cụ cần thiết đã có sẵn trong Cài đặt. Dưới đây là những cách hiệu quả nhất trên Android 14, Android 15 và One UI của Samsung.

## Tìm xem ứng dụng nào đang ngốn pin

Trước khi thay đổi gì, hãy xem thủ phạm thực sự là ai.

1. Mở **Cài đặt** (Settings) rồi chạm vào mục **Pin** (Battery).
2. Chạm **Mức sử dụng pin** (Battery usage) để xem danh sách ứng dụng xếp theo lượng pin đã dùng kể từ lần sạc đầy gần nhất.
3. Nếu một ứng dụng ít dùng mà lại tiêu tốn nhiều pin khi chạy nền, hãy hạn chế nó theo hướng dẫn ở phần bên dưới.

Trên một số máy Samsung đời cũ, mục Pin nằm trong **Chăm sóc pin và thiết bị** (Battery and device care).

![Màn hình Cài đặt Android với danh sách ứng dụng xếp theo mức dùng pin](battery "Mức sử dụng pin | Danh sách cho biết ứng dụng nào tiêu tốn nhiều pin nhất kể từ lần sạc đầy gần nhất.")

## Giảm mức tiêu thụ của màn hình

### Độ sáng và thời gian chờ

Vào **Cài đặt > Màn hình** (Display) và bật **Độ sáng thích ứng** (Adaptive brightness) để máy tự giảm độ sáng khi bạn ở trong nhà. Tiếp theo, chạm **Thời gian chờ màn hình** (Screen timeout) và chọn 30 giây hoặc 1 phút thay vì 5 hay 10 phút.

### Chế độ tối và tần số quét

Trên màn hình OLED, điểm ảnh màu đen gần như không tốn điện, nên bật **Chế độ tối** (Dark mode) trong mục Màn hình giúp tiết kiệm pin đáng kể.

Màn hình 90 Hz hay 120 Hz cho cảm giác mượt nhưng tốn pin hơn. Trên máy Samsung, vào **Cài đặt > Màn hình > Độ mượt của chuyển động** (Motion smoothness) và chọn **Tiêu chuẩn** (Standard) khi cần kéo dài thời gian dùng. Trên Pixel, tùy chọn tương tự có tên **Màn hình mượt** (Smooth Display). Nếu máy có tính năng **Màn hình chờ** (Always On Display) mà bạn không thực sự cần, hãy tắt nó đi.

## Hạn chế ứng dụng chạy nền

Hãy bật **Pin thích ứng** (Adaptive battery) trong mục Pin để máy tự giới hạn ứng dụng ít dùng. Với từng ứng dụng cụ thể, bạn có thể siết chặt hơn:

- Trên Pixel và Android gốc: vào **Cài đặt > Ứng dụng**, chọn ứng dụng, chạm **Mức sử dụng pin của ứng dụng** (App battery usage) rồi chọn **Bị hạn chế** (Restricted).
- Trên Samsung: vào **Cài đặt > Pin > Giới hạn sử dụng ở chế độ nền** (Background usage limits) và thêm ứng dụng vào danh sách **Ứng dụng ngủ sâu** (Deep sleeping apps).

Đừng đưa Zalo, Messenger hay ứng dụng ngân hàng vào chế độ hạn chế, vì bạn có thể nhận thông báo tin nhắn và mã xác thực chậm hoặc không nhận được.

![Màn hình Giới hạn sử dụng ở chế độ nền trên điện thoại Samsung với mục Ứng dụng ngủ sâu](settings "Giới hạn chạy nền | Đưa ứng dụng ít dùng vào chế độ ngủ sâu để chúng không âm thầm tiêu tốn pin.")

## Dùng chế độ tiết kiệm pin đúng lúc

Chế độ tiết kiệm pin giảm hiệu năng và tắt bớt đồng bộ nền để máy cầm cự lâu hơn. Trên Pixel, tính năng này tên là **Trình tiết kiệm pin** (Battery Saver) và có thể đặt lịch tự bật theo phần trăm pin. Trên Samsung, vào **Cài đặt > Pin** và bật **Tiết kiệm năng lượng** (Power saving).

## Những thói quen nhỏ nhưng hiệu quả

- Ở nơi sóng yếu như tầng hầm hay vùng quê, điện thoại phải tăng công suất để giữ kết nối; nếu không cần gọi điện, hãy bật chế độ máy bay một lúc.
- Vào **Cài đặt > Vị trí** (Location) và chỉ cho phép ứng dụng dùng vị trí khi đang mở ứng dụng.
- Không cần vuốt tắt ứng dụng liên tục: mở lại một ứng dụng từ đầu còn tốn pin hơn để nó chờ sẵn trong bộ nhớ.

> Mẹo: Tránh các ứng dụng quảng cáo “tăng gấp đôi thời lượng pin”; chúng thường chạy nền liên tục và chính chúng mới là thứ ngốn pin.

## Kết luận

Xem mức sử dụng pin, chỉnh màn hình và hạn chế vài ứng dụng chạy nền là bạn đã cắt được phần lớn lượng pin hao phí. Nếu máy đã dùng nhiều năm mà pin vẫn tụt nhanh, có lẽ đã đến lúc thay pin mới tại trung tâm bảo hành.`,
}
export default article
