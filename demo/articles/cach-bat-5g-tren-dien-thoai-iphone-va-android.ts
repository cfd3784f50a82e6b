import type { SeedArticle } from '../types'

const article: SeedArticle = {
  title: 'Cách bật 5G trên điện thoại iPhone và Android',
  slug: 'cach-bat-5g-tren-dien-thoai-iphone-va-android',
  excerpt:
    'Điện thoại hỗ trợ 5G nhưng vẫn chỉ hiện 4G? Kiểm tra điều kiện cần và cách bật 5G trên iPhone, Samsung và các máy Android khác.',
  categories: ['wifi-du-lieu'],
  tags: ['5G', 'Dữ liệu di động', 'iPhone', 'Android'],
  author: 'minh-anh',
  featuredImage: {
    topic: 'speed',
    alt: 'Thanh trạng thái điện thoại hiển thị biểu tượng 5G cạnh vạch sóng',
    title: 'Bật 5G trên điện thoại',
    description:
      'Khi máy, SIM, gói cước và vùng phủ sóng đều sẵn sàng, biểu tượng 5G sẽ xuất hiện trên thanh trạng thái.',
  },
  publishedAt: '2026-09-11T18:00:00+07:00',
  screens: [
    {
      kind: 'list',
      os: 'ios',
      back: 'Tùy chọn dữ liệu di động',
      title: 'Thoại & dữ liệu',
      path: ['Cài đặt', 'Di động', 'Tùy chọn dữ liệu di động', 'Thoại & dữ liệu'],
      rows: [
        { label: '5G Bật', selected: false },
        { label: '5G Tự động', detail: 'Chỉ dùng 5G khi không làm giảm đáng kể thời lượng pin.', selected: true },
        { label: 'LTE', selected: false },
        { section: '', label: 'VoLTE', toggle: true },
      ],
      highlight: 1,
    },
    {
      kind: 'list',
      os: 'android',
      back: 'Mạng di động',
      title: 'Chế độ mạng',
      path: ['Cài đặt', 'Kết nối', 'Mạng di động', 'Chế độ mạng'],
      rows: [
        { label: '5G/LTE/3G/2G (tự động kết nối)', selected: true },
        { label: 'LTE/3G/2G (tự động kết nối)', selected: false },
        { label: '3G/2G (tự động kết nối)', selected: false },
      ],
      highlight: 0,
    },
  ],
  body: `Mạng 5G cho tốc độ tải nhanh hơn và độ trễ thấp hơn đáng kể so với 4G, rất hữu ích khi xem video chất lượng cao, gọi video hay tải tệp lớn. Tuy vậy, nhiều người mua điện thoại 5G về mà vẫn chỉ thấy chữ 4G hoặc LTE trên thanh trạng thái. Nguyên nhân có thể do 5G chưa được bật trong cài đặt, hoặc chưa đủ điều kiện để dùng. Bài viết này giúp bạn kiểm tra từng điều kiện và bật 5G trên iPhone lẫn điện thoại Android.

## Điều kiện để dùng được 5G

Bạn cần đủ cả bốn yếu tố sau:

- Điện thoại hỗ trợ 5G: với iPhone là từ dòng iPhone 12 trở đi và iPhone SE thế hệ thứ ba; với Android, hãy xem thông số kỹ thuật của máy trên trang của hãng.
- SIM và gói cước của bạn được nhà mạng cho phép dùng 5G.
- Bạn đang ở khu vực có sóng 5G; vùng phủ hiện tập trung nhiều ở thành phố và còn tùy từng nhà mạng.
- 5G đã được bật trong cài đặt của điện thoại, như hướng dẫn ở phần dưới.

Nếu không chắc về SIM hay gói cước, hãy hỏi tổng đài hoặc ứng dụng chăm sóc khách hàng của nhà mạng, đặc biệt khi SIM của bạn đã dùng nhiều năm.

## Cách bật 5G trên iPhone

1. Mở **Cài đặt** (Settings) và chạm vào **Di động** (Cellular).
2. Chạm **Tùy chọn dữ liệu di động** (Cellular Data Options); nếu máy dùng hai SIM, hãy chọn SIM đang dùng dữ liệu trước.
3. Chạm **Thoại & dữ liệu** (Voice and Data).
4. Chọn **5G Tự động** (5G Auto) hoặc **5G Bật** (5G On).
5. Quay ra màn hình chính và chờ vài giây để thanh trạng thái chuyển sang biểu tượng 5G.

![Màn hình Thoại & dữ liệu trên iPhone với các lựa chọn 5G Bật, 5G Tự động và LTE](mobile-data "Chọn 5G trên iPhone | Trong mục Thoại & dữ liệu, chọn 5G Tự động để cân bằng giữa tốc độ và thời lượng pin.")

### Nên chọn 5G Tự động hay 5G Bật?

**5G Tự động** chỉ dùng 5G khi tốc độ mang lại lợi ích rõ rệt và không làm hao pin quá nhiều, nên đây là lựa chọn hợp lý cho đa số người dùng. **5G Bật** luôn ưu tiên 5G khi có sóng, nhanh hơn nhưng tốn pin hơn. Chọn **LTE** nếu bạn muốn tắt hẳn 5G để tiết kiệm pin.

## Cách bật 5G trên Android

### Điện thoại Samsung

Vào **Cài đặt > Kết nối > Mạng di động** (Connections > Mobile networks), chạm **Chế độ mạng** (Network mode) và chọn **5G/LTE/3G/2G (tự động kết nối)**. Với máy hai SIM, bạn sẽ được hỏi áp dụng cho SIM nào.

### Pixel và các máy Android khác

Trên Pixel, vào **Cài đặt > Mạng và Internet > SIM** (Network and internet > SIMs), chọn SIM rồi chạm **Loại mạng ưu tiên** (Preferred network type) và chọn 5G. Trên máy Xiaomi, OPPO, vivo hay realme, tên menu có thể khác; cách nhanh nhất là gõ “5G” hoặc “loại mạng ưu tiên” vào ô tìm kiếm của Cài đặt.

![Danh sách Chế độ mạng trên điện thoại Samsung với lựa chọn 5G/LTE/3G/2G (tự động kết nối) được chọn](mobile-data "Chọn 5G trên Samsung | Trong Chế độ mạng, chọn 5G/LTE/3G/2G (tự động kết nối) để máy dùng 5G ở nơi có sóng.")

## Đã bật mà vẫn không thấy 5G

- Bật chế độ máy bay khoảng 10 giây rồi tắt để máy dò lại mạng.
- Khởi động lại điện thoại và cập nhật phần mềm mới nhất.
- Trên iPhone, vào **Cài đặt > Cài đặt chung > Giới thiệu** (General > About); nếu có bản cập nhật cài đặt nhà mạng, máy sẽ hiện thông báo để bạn cài.
- Ra chỗ thoáng hoặc gần cửa sổ, vì sóng 5G suy giảm nhanh khi đi qua tường.

> Mẹo: Ở nơi sóng 5G chập chờn, điện thoại phải liên tục chuyển qua lại giữa 4G và 5G nên rất hao pin; khi đó hãy tạm chuyển về LTE.

## Kết luận

Để dùng 5G, bạn cần máy hỗ trợ, SIM và gói cước phù hợp, vùng phủ sóng và bật đúng tùy chọn trong cài đặt. Trên iPhone, hãy chọn 5G Tự động trong mục Thoại & dữ liệu; trên Android, chọn chế độ mạng có 5G. Nếu đã làm đủ mà vẫn không thấy biểu tượng 5G, hãy liên hệ nhà mạng để được kiểm tra.`,
}
export default article
