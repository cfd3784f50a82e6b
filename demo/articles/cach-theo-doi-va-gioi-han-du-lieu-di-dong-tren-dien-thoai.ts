import type { SeedArticle } from '../types'

const article: SeedArticle = {
  title: 'Cách theo dõi và giới hạn dữ liệu di động trên điện thoại',
  slug: 'cach-theo-doi-va-gioi-han-du-lieu-di-dong-tren-dien-thoai',
  excerpt:
    'Đặt cảnh báo và giới hạn dữ liệu di động trên Android, theo dõi mức dùng trên iPhone để không bị hết dung lượng 4G, 5G giữa tháng.',
  categories: ['wifi-du-lieu'],
  tags: ['Dữ liệu di động', 'Android', 'iPhone', 'Mẹo hay'],
  author: 'thu-ha',
  featuredImage: {
    topic: 'mobile-data',
    alt: 'Biểu đồ mức sử dụng dữ liệu di động trong tháng trên màn hình điện thoại',
    title: 'Theo dõi dữ liệu di động',
    description: 'Biết ứng dụng nào dùng nhiều dung lượng giúp bạn chủ động không bị hết data giữa tháng.',
  },
  publishedAt: '2026-09-01T09:00:00+07:00',
  screens: [
    {
      kind: 'list',
      os: 'android',
      back: 'Kết nối',
      title: 'Sử dụng dữ liệu',
      summary: { value: '6,8 GB', caption: 'Dữ liệu di động đã dùng 1/10 – 31/10' },
      path: ['Cài đặt', 'Kết nối', 'Sử dụng dữ liệu', 'Chu kỳ thanh toán và cảnh báo dữ liệu'],
      rows: [
        { label: 'Tiết kiệm dữ liệu', detail: 'Tắt' },
        { section: 'Di động', label: 'Dữ liệu di động', toggle: true },
        { label: 'Sử dụng dữ liệu di động' },
        { label: 'Chu kỳ thanh toán và cảnh báo dữ liệu' },
        { section: 'Wi-Fi', label: 'Sử dụng dữ liệu Wi-Fi' },
      ],
      highlight: 3,
    },
    {
      kind: 'list',
      os: 'ios',
      back: 'Cài đặt',
      title: 'Di động',
      path: ['Cài đặt', 'Di động'],
      rows: [
        { section: 'DỮ LIỆU DI ĐỘNG', label: 'Kỳ hiện tại', value: '8,4 GB', info: true },
        { label: 'Chuyển vùng kỳ hiện tại', value: '0 byte', info: true },
        { label: 'YouTube', detail: '3,1 GB', avatar: 'Y', toggle: true },
        { label: 'TikTok', detail: '2,4 GB', avatar: 'T', toggle: true },
        { label: 'Zalo', detail: '1,2 GB', avatar: 'Z', toggle: true },
        { label: 'Facebook', detail: '920 MB', avatar: 'F', toggle: true },
      ],
      highlight: 3,
    },
  ],
  body: `Chưa đến cuối tháng mà gói 4G đã báo hết dung lượng tốc độ cao, mạng chậm như rùa? Thủ phạm thường là video tự phát trên mạng xã hội, ứng dụng tự cập nhật hay ảnh tự sao lưu khi bạn không có Wi-Fi. Điện thoại Android cho phép đặt cảnh báo và tự ngắt dữ liệu khi chạm ngưỡng, còn iPhone giúp bạn theo dõi và chặn từng ứng dụng. Bài viết hướng dẫn cách thiết lập cho từng loại máy.

## Biết gói cước của bạn trước tiên

Hãy xem gói cước hiện tại có bao nhiêu dung lượng mỗi ngày hoặc mỗi tháng và ngày nào được gia hạn. Thông tin này có trong ứng dụng chăm sóc khách hàng của nhà mạng hoặc tin nhắn xác nhận khi bạn đăng ký gói. Con số đếm trên điện thoại chỉ mang tính ước lượng và có thể lệch đôi chút so với cách nhà mạng tính, vì vậy nên đặt giới hạn thấp hơn gói cước khoảng 5–10%.

## Đặt cảnh báo và giới hạn trên Android

### Điện thoại Samsung

1. Mở **Cài đặt > Kết nối > Sử dụng dữ liệu** (Settings > Connections > Data usage).
2. Chạm **Chu kỳ thanh toán và cảnh báo dữ liệu** (Billing cycle and data warning).
3. Chạm **Bắt đầu chu kỳ thanh toán** (Start billing cycle on) và chọn ngày gói cước được gia hạn.
4. Bật **Đặt cảnh báo dữ liệu** (Set data warning) và nhập mức muốn được nhắc, ví dụ 80% dung lượng gói.
5. Bật **Đặt giới hạn dữ liệu** (Set data limit) và nhập mức trần để máy tự tắt dữ liệu di động khi chạm ngưỡng.

Quay lại màn hình Sử dụng dữ liệu và chạm **Sử dụng dữ liệu di động** (Mobile data usage) để xem ứng dụng nào dùng nhiều nhất. Chạm vào từng ứng dụng để tắt **Cho phép sử dụng dữ liệu nền** (Allow background data usage) nếu không cần.

![Màn hình Sử dụng dữ liệu trên Samsung với mục Chu kỳ thanh toán và cảnh báo dữ liệu](mobile-data "Sử dụng dữ liệu trên Samsung | Đặt ngày bắt đầu chu kỳ, mức cảnh báo và mức giới hạn cho khớp với gói cước.")

### Pixel và Android gốc

Vào **Cài đặt > Mạng và Internet > SIM** (Network and internet > SIMs), chọn SIM đang dùng rồi chạm **Cảnh báo và giới hạn dữ liệu** (Data warning and limit). Tại đây có ba mục: **Chu kỳ sử dụng dữ liệu của ứng dụng** (App data usage cycle), **Đặt cảnh báo dữ liệu** và **Đặt giới hạn dữ liệu**. Mục **Mức sử dụng dữ liệu của ứng dụng** (App data usage) ngay trên màn hình SIM cho biết ứng dụng nào tốn nhiều nhất.

## Theo dõi dữ liệu trên iPhone

iPhone không có tính năng tự ngắt khi chạm ngưỡng, nhưng bạn vẫn kiểm soát được khá tốt:

- Vào **Cài đặt > Di động** (Settings > Cellular) để xem lượng dữ liệu đã dùng trong **Kỳ hiện tại** (Current Period) và từng ứng dụng; gạt tắt công tắc cạnh ứng dụng không cần dùng 4G.
- iPhone không tự đếm lại theo tháng. Hãy kéo xuống cuối trang và chạm **Đặt lại thống kê** (Reset Statistics) vào đúng ngày gia hạn gói.
- Tắt **Hỗ trợ Wi-Fi** (Wi-Fi Assist) ở cuối trang nếu không muốn máy tự dùng dữ liệu di động khi Wi-Fi yếu.
- Vào **Tùy chọn dữ liệu di động > Chế độ dữ liệu** (Cellular Data Options > Data Mode) và chọn **Chế độ dữ liệu thấp** (Low Data Mode) để tạm dừng cập nhật nền và sao lưu ảnh.

![Danh sách ứng dụng dùng dữ liệu di động trong Cài đặt iPhone](settings "Dữ liệu di động trên iPhone | Gạt tắt ứng dụng không cần dùng 4G để tiết kiệm dung lượng.")

## Mẹo tiết kiệm dung lượng hằng ngày

- Trong Cửa hàng Play, chọn cập nhật ứng dụng tự động **Chỉ qua Wi-Fi** (Over Wi-Fi only).
- Tắt tự động phát video trên Facebook, Zalo khi dùng dữ liệu di động trong phần cài đặt của từng ứng dụng.
- Giảm chất lượng video YouTube khi xem bằng 4G, hoặc tải trước video qua Wi-Fi.
- Trên Android, bật **Tiết kiệm dữ liệu** (Data saver) để chặn phần lớn ứng dụng dùng dữ liệu nền.

> Mẹo: Khi phát Wi-Fi cho laptop, dung lượng tiêu hao nhanh hơn nhiều; hãy theo dõi kỹ trong những ngày làm việc bằng điểm phát sóng.

## Kết luận

Người dùng Android chỉ cần vài phút để đặt ngày chu kỳ, mức cảnh báo và giới hạn dữ liệu là yên tâm không bị tiêu lố. Trên iPhone, hãy tắt dữ liệu cho ứng dụng không cần thiết, bật Chế độ dữ liệu thấp khi gần hết gói và nhớ đặt lại thống kê mỗi kỳ. Kết hợp với các mẹo nhỏ, gói cước của bạn sẽ dư dả đến cuối tháng.`,
}
export default article
