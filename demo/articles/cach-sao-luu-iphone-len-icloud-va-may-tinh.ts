import type { SeedArticle } from '../types'

const article: SeedArticle = {
  title: 'Cách sao lưu iPhone lên iCloud và máy tính',
  slug: 'cach-sao-luu-iphone-len-icloud-va-may-tinh',
  excerpt:
    'Hướng dẫn bật Sao lưu iCloud để iPhone tự sao lưu mỗi đêm và cách tạo bản sao lưu đầy đủ trên máy Mac hoặc máy tính Windows.',
  categories: ['iphone', 'sao-luu'],
  tags: ['iCloud', 'Sao lưu', 'iPhone'],
  author: 'quoc-bao',
  featuredImage: {
    topic: 'backup',
    alt: 'Biểu tượng sao lưu dữ liệu từ iPhone lên đám mây',
    title: 'Sao lưu iPhone',
    description: 'Một bản sao lưu mới giúp bạn khôi phục iPhone nhanh chóng khi mất máy, hỏng máy hoặc đổi máy.',
  },
  publishedAt: '2026-08-06T08:00:00+07:00',
  screens: [
    {
      kind: 'list',
      os: 'ios',
      back: 'Tài khoản Apple',
      title: 'iCloud',
      summary: { value: '4,7 GB trên 50 GB', caption: 'iCloud+', bar: [0.06, 0.02, 0.01] },
      path: ['Cài đặt', 'Tên của bạn', 'iCloud', 'Sao lưu iCloud'],
      rows: [
        { section: 'ĐÃ LƯU VÀO ICLOUD', label: 'Ảnh', value: 'Bật', icon: 'photo' },
        { label: 'iCloud Drive', value: 'Bật', icon: 'cloud' },
        { label: 'Mật khẩu và chuỗi khóa', value: 'Bật', icon: 'lock' },
        { section: 'SAO LƯU THIẾT BỊ', label: 'Sao lưu iCloud', value: 'Bật', icon: 'backup' },
      ],
      highlight: 3,
    },
    {
      kind: 'menu',
      os: 'ios',
      over: 'home',
      style: 'alert',
      title: 'Tin cậy máy tính này?',
      message: 'Cài đặt và dữ liệu của bạn sẽ truy cập được từ máy tính này khi được kết nối.',
      path: ['Cắm cáp vào máy tính', 'Tin cậy'],
      items: [{ label: 'Tin cậy' }, { label: 'Không tin cậy' }],
      highlight: 0,
    },
  ],
  body: `Điện thoại có thể rơi vỡ, bị mất hoặc đột ngột không lên nguồn. Khi đó, thứ quý nhất không phải chiếc máy mà là ảnh, tin nhắn và dữ liệu bên trong. iPhone có hai cách sao lưu chính thức: sao lưu lên iCloud và sao lưu vào máy tính. Bài viết này hướng dẫn cả hai để bạn chọn cách phù hợp, hoặc tốt hơn là dùng cả hai.

## Bản sao lưu iCloud gồm những gì?

Bản sao lưu iCloud chứa dữ liệu ứng dụng, cài đặt máy, bố cục màn hình chính, lịch sử mua hàng, nhạc chuông và tin nhắn (nếu bạn chưa bật Tin nhắn trong iCloud). Những dữ liệu đã được đồng bộ với iCloud như Danh bạ, Ghi chú, Lịch hay ảnh khi bạn bật **Ảnh iCloud** sẽ không nằm trong bản sao lưu vì chúng vốn đã có sẵn trên iCloud. Ngược lại, nếu bạn không dùng Ảnh iCloud, ảnh và video trong máy sẽ được đưa vào bản sao lưu.

## Cách sao lưu iPhone lên iCloud

1. Kết nối iPhone với mạng Wi-Fi ổn định.
2. Mở **Cài đặt > [tên bạn] > iCloud**.
3. Chạm vào **Sao lưu iCloud** (iCloud Backup).
4. Bật công tắc **Sao lưu iPhone này** (Back Up This iPhone).
5. Chạm **Sao lưu bây giờ** (Back Up Now) và giữ kết nối Wi-Fi cho đến khi quá trình hoàn tất.

![Màn hình Cài đặt iCloud với mục Sao lưu iCloud](backup "Sao lưu iCloud | Bật Sao lưu iPhone này để máy tự sao lưu khi đang sạc, khóa màn hình và có Wi-Fi.")

Sau khi bật, iPhone sẽ tự sao lưu khi máy đang sạc, màn hình đang khóa và có Wi-Fi, thường là vào ban đêm. Bạn có thể xem thời điểm sao lưu thành công gần nhất ngay bên dưới nút Sao lưu bây giờ. Trên các mẫu iPhone hỗ trợ 5G, phần này còn có tùy chọn cho phép sao lưu bằng dữ liệu di động.

Mỗi Tài khoản Apple được tặng 5 GB iCloud miễn phí, thường không đủ nếu bạn có nhiều ảnh. Nếu máy báo không đủ dung lượng để sao lưu, hãy xem bài [giải phóng dung lượng iCloud khi báo đầy](/cach-giai-phong-dung-luong-icloud-khi-bao-day).

## Cách sao lưu iPhone vào máy tính

Sao lưu vào máy tính không tốn dung lượng iCloud và tạo ra một bản sao đầy đủ ngay trên ổ cứng của bạn.

### Trên máy Mac

Trên macOS Catalina trở lên, việc sao lưu được thực hiện trong **Finder**. Cắm iPhone vào Mac bằng cáp, mở khóa iPhone và chạm **Tin cậy** (Trust) khi được hỏi, rồi nhập mật mã máy. Chọn iPhone ở thanh bên của Finder, vào thẻ **Cài đặt chung** (General), chọn sao lưu tất cả dữ liệu trên iPhone vào máy Mac này và bấm **Sao lưu bây giờ**.

### Trên máy tính Windows

Trên Windows 10 và Windows 11, hãy cài ứng dụng **Apple Devices** (Thiết bị Apple) từ Microsoft Store; với máy cũ hơn, bạn dùng iTunes. Cắm iPhone vào máy tính, chọn **Tin cậy** trên iPhone, mở ứng dụng, chọn iPhone của bạn, vào phần sao lưu và bấm **Sao lưu bây giờ**.

![Hộp thoại Tin cậy máy tính này? trên iPhone khi cắm cáp vào máy tính](settings "Sao lưu vào máy tính | Chạm Tin cậy để máy tính sao lưu được iPhone; bản sao lưu này không tốn dung lượng iCloud và có thể mã hóa bằng mật khẩu.")

> Hãy đánh dấu ô mã hóa bản sao lưu cục bộ: chỉ bản sao lưu được mã hóa mới giữ mật khẩu đã lưu và dữ liệu Sức khỏe.

Mật khẩu mã hóa rất quan trọng. Nếu quên, bạn sẽ không thể dùng bản sao lưu đó để khôi phục, vì vậy hãy ghi lại ở nơi an toàn.

## Nên chọn cách nào?

Sao lưu iCloud tiện vì diễn ra tự động mỗi ngày, bạn gần như không phải nhớ. Sao lưu máy tính phù hợp trước những thời điểm quan trọng như cập nhật iOS lớn, mang máy đi sửa hoặc khi dung lượng iCloud không đủ. Cách an toàn nhất là bật Sao lưu iCloud hằng ngày và thỉnh thoảng sao lưu thêm vào máy tính.

## Kết luận

Chỉ cần bật Sao lưu iPhone này một lần, iPhone sẽ tự bảo vệ dữ liệu của bạn mỗi đêm. Kết hợp thêm một bản sao lưu mã hóa trên máy tính, bạn sẽ có thể khôi phục gần như mọi thứ trong trường hợp xấu nhất.`,
}
export default article
