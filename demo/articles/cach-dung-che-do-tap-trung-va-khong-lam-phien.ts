import type { SeedArticle } from '../types'

const article: SeedArticle = {
  title: 'Cách dùng chế độ Tập trung và Không làm phiền',
  slug: 'cach-dung-che-do-tap-trung-va-khong-lam-phien',
  excerpt:
    'Cho điện thoại im lặng khi ngủ, khi họp hay khi lái xe mà vẫn nhận cuộc gọi của người thân, với Tập trung trên iPhone và Không làm phiền trên Android.',
  categories: ['ung-dung', 'iphone'],
  tags: ['Không làm phiền', 'Thông báo', 'Mẹo hay'],
  author: 'quoc-bao',
  featuredImage: {
    topic: 'settings',
    alt: 'Biểu tượng mặt trăng của chế độ Không làm phiền trên điện thoại',
    title: 'Chế độ Tập trung và Không làm phiền',
    description: 'Các chế độ tập trung giúp điện thoại im lặng đúng lúc mà vẫn để lọt những liên lạc quan trọng.',
  },
  publishedAt: '2026-11-17T08:45:00+07:00',
  screens: [
    {
      kind: 'list',
      os: 'ios',
      back: 'Tập trung',
      title: 'Không làm phiền',
      path: ['Cài đặt', 'Tập trung', 'Không làm phiền', 'Người'],
      rows: [
        { section: 'CHO PHÉP THÔNG BÁO', label: 'Người', value: '3 người', icon: 'contacts' },
        { label: 'Ứng dụng', value: '2 ứng dụng', icon: 'phone' },
        { section: 'ĐẶT LỊCH', label: '22:00 – 7:00', detail: 'Mỗi ngày', value: 'Bật' },
        { label: 'Thêm lịch hoặc mục tự động hóa', tone: 'action' },
      ],
      highlight: 0,
    },
    {
      kind: 'panel',
      os: 'android',
      time: '21:30',
      date: 'Thứ Hai, 12 tháng 10',
      path: ['Vuốt xuống từ đỉnh màn hình', 'Chạm giữ Không làm phiền'],
      tiles: [
        { label: 'Wi-Fi', detail: 'Nha_Minh_5G', icon: 'wifi', on: true },
        { label: 'Bluetooth', icon: 'bluetooth', on: false },
        { label: 'Không làm phiền', icon: 'dnd', on: true },
        { label: 'Đèn pin', icon: 'flashlight', on: false },
        { label: 'Tự động xoay', icon: 'rotate', on: false },
        { label: 'Tiết kiệm pin', icon: 'battery', on: false },
      ],
      highlight: 2,
    },
  ],
  body: `Bạn muốn ngủ một giấc trọn vẹn, họp không bị chuông reo hay đọc sách mà không bị thông báo kéo đi, nhưng vẫn sợ lỡ cuộc gọi của cha mẹ hay cô giáo chủ nhiệm của con. Đó chính là lúc cần đến chế độ Tập trung trên iPhone và Không làm phiền trên Android. Thiết lập đúng một lần, điện thoại sẽ tự biết lúc nào nên im lặng và ai được phép làm phiền bạn.

## Chế độ Tập trung trên iPhone

Trên iPhone, **Tập trung** (Focus) là tên chung cho nhiều chế độ như **Không làm phiền** (Do Not Disturb), **Ngủ** (Sleep), **Cá nhân** (Personal) và **Công việc** (Work). Mỗi chế độ có danh sách người và ứng dụng được phép gửi thông báo riêng.

### Bật nhanh từ Trung tâm điều khiển

Vuốt xuống từ góc trên bên phải màn hình để mở Trung tâm điều khiển, chạm vào nút **Tập trung** và chọn chế độ muốn dùng. Chạm vào biểu tượng ba chấm bên cạnh tên chế độ để đặt thời gian, ví dụ trong một giờ hoặc cho đến tối nay, để chế độ tự tắt.

### Tùy chỉnh người và ứng dụng được phép

1. Mở **Cài đặt > Tập trung** và chọn **Không làm phiền**.
2. Chạm vào **Người** (People) và thêm những liên hệ vẫn được phép gọi điện, nhắn tin cho bạn.
3. Chạm vào **Ứng dụng** (Apps) và thêm những ứng dụng vẫn được gửi thông báo, ví dụ ứng dụng ngân hàng hoặc lịch.
4. Trong phần cài đặt cuộc gọi của mục Người, bật **Cuộc gọi lặp lại** (Allow Repeated Calls) để cuộc gọi thứ hai từ cùng một người trong vòng ba phút vẫn đổ chuông.
5. Kéo xuống phần **Đặt lịch** (Set a Schedule) để chế độ tự bật theo giờ, theo địa điểm hoặc khi mở một ứng dụng nhất định.

![Màn hình cài đặt Không làm phiền trong Tập trung trên iPhone với mục Người và Ứng dụng được phép](notification "Tùy chỉnh Tập trung | Chọn người và ứng dụng được phép gửi thông báo khi chế độ Tập trung đang bật.")

Nếu bạn dùng nhiều thiết bị Apple, tùy chọn chia sẻ trên các thiết bị sẽ giúp iPad và máy Mac cùng im lặng khi bạn bật Tập trung trên iPhone. Chế độ **Ngủ** còn có thể đi kèm lịch ngủ trong ứng dụng Sức khỏe, tự làm tối màn hình khóa vào ban đêm.

## Không làm phiền trên Android

Tên và vị trí menu khác nhau đôi chút tùy hãng:

- Trên máy Samsung chạy One UI, vào **Cài đặt > Thông báo > Không làm phiền** (Do not disturb); nếu không thấy, hãy gõ Không làm phiền vào ô tìm kiếm của Cài đặt. Tại đây bạn có thể đặt lịch, chọn **Cuộc gọi và tin nhắn** được phép và thêm ứng dụng ngoại lệ.
- Trên máy Pixel và nhiều máy Android khác, tìm **Không làm phiền** trong **Cài đặt > Âm thanh và rung**; trên Android đời mới, mục này được đưa vào phần **Chế độ** (Modes), nơi bạn có thể tạo chế độ riêng cho giờ ngủ hay giờ làm việc.

Dù máy nào, hãy kiểm tra ba thứ: ai được phép gọi (nên chọn danh bạ yêu thích hoặc người có gắn dấu sao), có cho phép người gọi lặp lại hay không, và các ứng dụng ngoại lệ như báo thức.

![Nút Không làm phiền trong bảng cài đặt nhanh của Android](settings "Không làm phiền trên Android | Chạm giữ nút Không làm phiền trong bảng cài đặt nhanh để mở phần tùy chỉnh.")

> Theo mặc định, báo thức vẫn đổ chuông khi bật Không làm phiền trên cả iPhone và Android, nên bạn không cần lo ngủ quên.

Máy Samsung còn có **Chế độ và Quy trình** (Modes and Routines) với các chế độ như Ngủ, Lái xe, Tập thể dục. Mỗi chế độ có thể tự bật Không làm phiền, giảm độ sáng màn hình hoặc bật Bluetooth khi đến giờ hay khi bạn đến một địa điểm.

## Mẹo dùng hiệu quả

- Đặt lịch Không làm phiền từ 22 giờ đến 6 giờ sáng và cho phép danh bạ yêu thích gọi đến.
- Tạo một chế độ Công việc chỉ cho phép ứng dụng công việc, còn mạng xã hội và trò chơi tạm im lặng.
- Khi lái xe, dùng chế độ Lái xe trên iPhone hoặc Samsung để hạn chế nhìn điện thoại.

## Kết luận

Tập trung và Không làm phiền không khiến bạn bị cô lập, mà giúp bạn chủ động chọn ai và điều gì được phép chen ngang. Chỉ cần thiết lập danh sách người ưu tiên, bật cuộc gọi lặp lại và đặt lịch tự động, bạn sẽ có những khoảng thời gian yên tĩnh thực sự mà không sợ lỡ việc gấp.`,
}
export default article
