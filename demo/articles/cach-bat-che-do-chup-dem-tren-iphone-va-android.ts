import type { SeedArticle } from '../types'

const article: SeedArticle = {
  title: 'Cách bật chế độ chụp đêm trên iPhone và Android',
  slug: 'cach-bat-che-do-chup-dem-tren-iphone-va-android',
  excerpt:
    'Hướng dẫn bật và tùy chỉnh chế độ chụp đêm trên iPhone, Samsung, Pixel và các máy Android khác, cùng mẹo giữ máy để ảnh tối không bị nhòe.',
  categories: ['camera-anh'],
  tags: ['Camera', 'Chụp đêm', 'iOS', 'Android'],
  author: 'quoc-bao',
  featuredImage: {
    topic: 'camera',
    alt: 'Điện thoại đặt trên chân máy chụp cảnh phố đêm với ánh đèn rực rỡ',
    title: 'Chụp đêm bằng điện thoại',
    description: 'Chế độ chụp đêm gộp nhiều khung hình để ảnh thiếu sáng vẫn sáng rõ và ít nhiễu.',
  },
  publishedAt: '2026-09-02T18:15:00+07:00',
  screens: [
    {
      kind: 'camera',
      os: 'ios',
      modes: ['ĐIỆN ẢNH', 'VIDEO', 'ẢNH', 'CHÂN DUNG', 'TOÀN CẢNH'],
      mode: 2,
      subject: 'night',
      night: '3 giây',
      path: ['Camera', 'Ảnh', 'Chế độ ban đêm'],
      highlight: 'night',
    },
    {
      kind: 'camera',
      os: 'android',
      modes: ['Thêm', 'Đêm', 'Chân dung', 'Ảnh', 'Video'],
      mode: 1,
      subject: 'night',
      hint: 'Giữ yên máy',
      path: ['Camera', 'Thêm', 'Đêm'],
      highlight: 'mode',
    },
  ],
  body: `Chụp ảnh buổi tối luôn là thử thách với camera điện thoại: ảnh dễ bị tối, nhiễu hạt hoặc nhòe vì tay rung. Chế độ chụp đêm giải quyết vấn đề này bằng cách chụp liên tiếp nhiều khung hình trong vài giây rồi ghép lại thành một bức ảnh sáng và rõ hơn. Bài viết này hướng dẫn cách bật chế độ chụp đêm trên iPhone và các dòng điện thoại Android phổ biến, kèm những mẹo để ảnh đêm đẹp như ý.

## Chế độ ban đêm trên iPhone

Trên iPhone, tính năng này có tên **Chế độ ban đêm** (Night mode) và có mặt từ iPhone 11 trở về sau. Các mẫu iPhone SE không có tính năng này. Trên các đời máy mới hơn, chế độ ban đêm còn hoạt động với camera trước và camera góc siêu rộng.

### Cách bật và chỉnh thời gian chụp

Chế độ ban đêm tự bật khi camera nhận thấy môi trường thiếu sáng, bạn không cần tìm trong menu.

1. Mở ứng dụng **Camera** và chọn chế độ **Ảnh** (Photo).
2. Hướng máy vào cảnh tối, biểu tượng hình mặt trăng ở phía trên khung ngắm sẽ chuyển sang màu vàng kèm số giây.
3. Chạm vào biểu tượng mặt trăng để hiện thanh điều chỉnh phía trên nút chụp.
4. Kéo thanh trượt để chọn thời gian chụp dài hơn, hoặc kéo về Tắt (Off) nếu không muốn dùng.
5. Nhấn nút chụp và giữ máy thật yên cho đến khi bộ đếm chạy xong.

Khi đặt iPhone trên chân máy, máy nhận biết mình đang đứng yên và cho phép thời gian chụp dài hơn, có thể lên tới khoảng 30 giây, rất hợp để chụp bầu trời sao hoặc vệt đèn xe.

![Khung ngắm iPhone với biểu tượng mặt trăng màu vàng báo chế độ ban đêm đang bật](camera "Chế độ ban đêm trên iPhone | Biểu tượng mặt trăng chuyển vàng khi máy tự bật chụp đêm trong môi trường tối.")

### Giữ lựa chọn cho lần sau

Mặc định, mỗi lần mở lại Camera, iPhone sẽ đưa chế độ ban đêm về tự động. Nếu bạn muốn máy nhớ lựa chọn tắt của mình, hãy vào **Cài đặt > Camera > Bảo lưu cài đặt** (Settings > Camera > Preserve Settings) và bật mục **Chế độ ban đêm**.

## Chế độ chụp đêm trên điện thoại Android

Trên Android, mỗi hãng đặt tính năng này ở vị trí hơi khác nhau, nhưng tên gọi thường có chữ đêm.

- Samsung Galaxy: mở Camera, vuốt thanh chế độ sang phần **Thêm** (More) và chọn **Đêm** (Night). Nếu bật **Tối ưu hóa cảnh** (Scene optimizer), máy cũng có thể tự nhận ra cảnh tối và xử lý ảnh phù hợp.
- Google Pixel: dùng tính năng **Chụp đêm** (Night Sight), máy thường tự đề xuất bằng biểu tượng mặt trăng khi trời tối.
- Xiaomi, OPPO, vivo và các hãng khác: tìm chế độ **Đêm** (Night) trên thanh chế độ ngay dưới khung ngắm hoặc trong mục Thêm.

Sau khi chọn, nhấn nút chụp và giữ yên máy theo hướng dẫn trên màn hình. Thời gian xử lý có thể kéo dài vài giây, đừng vội hạ máy xuống.

![Điện thoại Android đang chụp cảnh đêm với thông báo giữ yên máy trên màn hình](camera "Chụp đêm trên Android | Giữ yên máy trong vài giây để camera gộp đủ khung hình cho bức ảnh rõ nét.")

## Mẹo chụp ảnh đêm đẹp hơn

- Giữ máy bằng cả hai tay, khép khuỷu tay sát người hoặc tựa vào tường, lan can để giảm rung.
- Dùng chân máy mini hoặc đặt máy lên mặt phẳng khi chụp cảnh tĩnh.
- Tắt đèn flash khi chụp phong cảnh, vì flash chỉ chiếu sáng được vật ở rất gần.
- Chạm vào vùng sáng nhất để máy không đẩy sáng quá mức, rồi giảm phơi sáng nếu đèn bị cháy trắng.
- Lau sạch ống kính, vì vết bẩn gây quầng sáng quanh đèn đường rất rõ vào ban đêm.
- Hạn chế phóng to, vì ống kính tele trên nhiều máy nhận ít ánh sáng hơn ống kính chính.

> Mẹo: Chủ thể là người thì nên nhắc họ đứng yên trong suốt thời gian chụp, nếu không khuôn mặt dễ bị nhòe.

## Kết luận

Chế độ chụp đêm giúp chiếc điện thoại trong túi bạn chụp được những khung cảnh buổi tối mà trước đây chỉ máy ảnh chuyên nghiệp mới làm được. Trên iPhone, hãy để ý biểu tượng mặt trăng; trên Android, hãy tìm chế độ Đêm trong ứng dụng Camera. Kết hợp với việc giữ máy thật yên, bạn sẽ có những bức ảnh phố đêm sáng rõ và giàu màu sắc.`,
}
export default article
