import type { SeedArticle } from '../types'

const article: SeedArticle = {
  title: 'Cách khắc phục Wi-Fi yếu, chập chờn trên điện thoại',
  slug: 'cach-khac-phuc-wi-fi-yeu-chap-chon-tren-dien-thoai',
  excerpt:
    'Wi-Fi trên điện thoại lúc được lúc mất, tải trang chậm? Làm theo các bước kiểm tra từ đơn giản đến nâng cao để kết nối ổn định trở lại.',
  categories: ['wifi-du-lieu'],
  tags: ['Wi-Fi', 'Sửa lỗi', 'iPhone', 'Android'],
  author: 'minh-anh',
  featuredImage: {
    topic: 'wifi',
    alt: 'Biểu tượng Wi-Fi chỉ còn một vạch sóng trên màn hình điện thoại',
    title: 'Wi-Fi yếu, chập chờn',
    description: 'Phần lớn lỗi Wi-Fi chập chờn có thể tự khắc phục tại nhà chỉ với vài thao tác đơn giản.',
  },
  publishedAt: '2026-08-23T07:30:00+07:00',
  screens: [
    {
      kind: 'list',
      os: 'ios',
      back: 'Wi-Fi',
      title: 'Nha_Minh_5G',
      path: ['Cài đặt', 'Wi-Fi', 'Nha_Minh_5G', 'Quên mạng này'],
      rows: [
        { label: 'Quên mạng này', tone: 'action' },
        { section: '', label: 'Tự động kết nối', toggle: true },
        { label: 'Mật khẩu', value: '••••••••' },
        { section: '', label: 'Chế độ dữ liệu thấp', toggle: false },
        { label: 'Địa chỉ Wi-Fi riêng tư', value: 'Cố định' },
      ],
      highlight: 0,
    },
    {
      kind: 'list',
      os: 'android',
      back: 'Quản lý chung',
      title: 'Đặt lại',
      path: ['Cài đặt', 'Quản lý chung', 'Đặt lại', 'Đặt lại cài đặt mạng'],
      rows: [
        { label: 'Đặt lại tất cả cài đặt' },
        { label: 'Đặt lại cài đặt mạng' },
        { label: 'Đặt lại cài đặt trợ năng' },
        { label: 'Khôi phục cài đặt gốc' },
        { section: '', label: 'Tự động khởi động lại theo giờ đã đặt', toggle: false },
      ],
      highlight: 1,
    },
  ],
  body: `Video đứng hình, tin nhắn Zalo gửi mãi không đi, biểu tượng Wi-Fi lúc đầy lúc trống: Wi-Fi chập chờn là phiền toái rất phổ biến. Nguyên nhân có thể nằm ở bộ phát, ở vị trí bạn ngồi hoặc ở chính chiếc điện thoại. Dưới đây là các bước khắc phục từ dễ đến khó cho cả iPhone và Android.

## Lỗi ở điện thoại hay ở mạng?

Trước tiên, hãy thử một thiết bị khác trong cùng căn phòng. Nếu mọi thiết bị đều chậm, vấn đề nằm ở bộ phát hoặc đường truyền Internet. Nếu chỉ riêng điện thoại của bạn gặp lỗi, hãy tập trung vào phần cài đặt trên máy.

## Các bước khắc phục nhanh

1. Tắt Wi-Fi rồi bật lại, hoặc bật chế độ máy bay khoảng 10 giây rồi tắt đi.
2. Khởi động lại điện thoại để xóa các lỗi kết nối tạm thời.
3. Rút điện bộ phát Wi-Fi, chờ khoảng 30 giây rồi cắm lại và đợi đèn ổn định.
4. Quên mạng Wi-Fi trên điện thoại, sau đó kết nối lại và nhập mật khẩu từ đầu.
5. Cập nhật hệ điều hành, vì nhiều bản cập nhật có sửa lỗi Wi-Fi.

Để quên mạng trên iPhone, vào **Cài đặt > Wi-Fi**, chạm chữ **i** cạnh tên mạng rồi chọn **Quên mạng này** (Forget This Network). Trên Android, chạm biểu tượng bánh răng cạnh tên mạng rồi chọn **Quên** (Forget).

![Màn hình chi tiết mạng Wi-Fi trên iPhone với tùy chọn Quên mạng này](wifi "Quên mạng rồi kết nối lại | Xóa mạng đã lưu và kết nối lại giúp sửa nhiều lỗi xác thực và cấp địa chỉ.")

## Cải thiện tín hiệu Wi-Fi trong nhà

### Đặt bộ phát đúng chỗ

Sóng Wi-Fi suy giảm mạnh khi đi qua tường bê tông, cửa kim loại, gương lớn hay bể cá. Hãy đặt bộ phát ở vị trí trung tâm, trên cao, thoáng, không nhét trong tủ và tránh xa lò vi sóng. Nhà nhiều tầng nên dùng thêm bộ kích sóng hoặc Wi-Fi Mesh.

### Chọn băng tần 2,4 GHz hay 5 GHz

Nhiều bộ phát tạo ra hai mạng, tên mạng 5 GHz thường có thêm đuôi như “5G”. Đây là băng tần Wi-Fi, không liên quan đến mạng di động 5G. Băng tần 2,4 GHz đi xa, xuyên tường tốt nhưng chậm và dễ nhiễu; băng tần 5 GHz nhanh hơn nhiều nhưng tầm phủ ngắn. Ngồi gần bộ phát thì chọn 5 GHz, ở phòng xa thì chọn 2,4 GHz.

> Mẹo: Dùng ứng dụng đo tốc độ mạng ở từng phòng để biết chỗ nào sóng yếu nhất, từ đó quyết định nơi đặt bộ phát hoặc bộ kích sóng.

## Kiểm tra cài đặt trên điện thoại

- Nếu bộ phát có lọc địa chỉ thiết bị, tính năng **Địa chỉ Wi-Fi riêng tư** (Private Wi-Fi Address) của iPhone có thể khiến máy bị chặn; bạn tắt nó trong màn hình chi tiết của mạng.
- Tính năng **Hỗ trợ Wi-Fi** (Wi-Fi Assist) ở cuối trang **Cài đặt > Di động** tự chuyển sang dữ liệu di động khi Wi-Fi yếu; bật nếu muốn kết nối liền mạch, tắt nếu sợ tốn dung lượng.

### Đặt lại cài đặt mạng

Nếu đã thử mọi cách mà vẫn lỗi, hãy đặt lại cài đặt mạng. Thao tác này xóa các mạng Wi-Fi đã lưu và thiết lập mạng khác (trên nhiều máy còn xóa cả thiết bị Bluetooth đã ghép đôi), nhưng không đụng tới ảnh hay dữ liệu cá nhân.

- iPhone: **Cài đặt > Cài đặt chung > Chuyển hoặc đặt lại iPhone > Đặt lại > Đặt lại cài đặt mạng** (General > Transfer or Reset iPhone > Reset > Reset Network Settings).
- Samsung: **Cài đặt > Quản lý chung > Đặt lại > Đặt lại cài đặt mạng** (General management > Reset > Reset network settings).
- Pixel: **Cài đặt > Hệ thống > Tùy chọn đặt lại** (System > Reset options), chọn mục đặt lại Wi-Fi và Bluetooth; tên mục có thể hơi khác tùy phiên bản Android.

Nên ghi lại mật khẩu trước khi đặt lại; nếu quên, xem [cách xem mật khẩu Wi-Fi đã lưu trên điện thoại](/cach-xem-mat-khau-wi-fi-da-luu-tren-dien-thoai).

![Màn hình Đặt lại trên điện thoại Samsung với mục Đặt lại cài đặt mạng](settings "Đặt lại cài đặt mạng | Đưa mọi thiết lập Wi-Fi, Bluetooth và di động về mặc định mà không xóa dữ liệu cá nhân.")

## Khi nào cần gọi nhà mạng

Nếu mọi thiết bị trong nhà đều chập chờn dù đã khởi động lại và đặt bộ phát đúng chỗ, hãy liên hệ nhà cung cấp Internet để kiểm tra đường truyền hoặc thay bộ phát.

## Kết luận

Phần lớn lỗi Wi-Fi chập chờn biến mất sau khi khởi động lại máy và bộ phát, quên mạng rồi kết nối lại hoặc đổi băng tần. Nếu vẫn chưa ổn, hãy đặt lại cài đặt mạng trước khi nhờ đến nhà mạng.`,
}
export default article
