import type { SeedArticle } from '../types'

const article: SeedArticle = {
  title: 'Cách chụp màn hình dài trên Android và iPhone',
  slug: 'cach-chup-man-hinh-dai-tren-android-va-iphone',
  excerpt:
    'Chụp cuộn cả trang web hay đoạn chat dài thành một ảnh duy nhất trên Samsung, Pixel, các máy Android khác và iPhone.',
  categories: ['android', 'camera-anh'],
  tags: ['Chụp màn hình', 'Android', 'iOS', 'Mẹo hay'],
  author: 'minh-anh',
  featuredImage: {
    topic: 'screenshot',
    alt: 'Ảnh chụp màn hình dài của một trang web được ghép liền thành một dải dọc',
    title: 'Chụp màn hình dài',
    description: 'Chụp cuộn giúp lưu cả trang nội dung dài thành một ảnh thay vì hàng chục ảnh rời rạc.',
  },
  publishedAt: '2026-08-20T07:45:00+07:00',
  screens: [
    {
      kind: 'menu',
      os: 'android',
      over: 'app',
      backdrop: 'Trang web',
      style: 'bar',
      path: ['Chụp màn hình', 'Chụp thêm'],
      items: [{ label: 'Chia sẻ' }, { label: 'Chỉnh sửa' }, { label: 'Chụp thêm' }],
      highlight: 2,
    },
    {
      kind: 'menu',
      os: 'ios',
      over: 'page',
      style: 'bar',
      path: ['Chụp màn hình', 'Ảnh thu nhỏ', 'Toàn trang'],
      items: [{ label: 'Màn hình' }, { label: 'Toàn trang', selected: true }],
      highlight: 1,
    },
  ],
  body: `Bạn muốn lưu lại cả một bài báo, một hóa đơn điện tử hay một đoạn trò chuyện dài để gửi cho người khác? Thay vì chụp hàng chục ảnh rời rạc rồi ghép lại, bạn có thể dùng tính năng chụp màn hình dài, còn gọi là chụp cuộn. Hầu hết điện thoại Android đời mới đều có sẵn tính năng này, còn iPhone hỗ trợ theo cách riêng. Dưới đây là hướng dẫn cho từng loại máy.

## Chụp màn hình dài trên Android

Trên Android, cách làm chung là chụp màn hình như bình thường, sau đó chạm vào nút chụp cuộn xuất hiện ngay bên dưới ảnh thu nhỏ. Nút này chỉ hiện ra khi nội dung trên màn hình có thể cuộn được.

### Điện thoại Samsung Galaxy

1. Mở trang web hoặc cuộc trò chuyện cần chụp và cuộn lên đầu đoạn bạn muốn lưu.
2. Nhấn đồng thời phím nguồn và phím giảm âm lượng để chụp màn hình.
3. Chạm vào nút **Chụp cuộn** (Scroll capture) có hình hai mũi tên hướng xuống trên thanh công cụ.
4. Chạm tiếp nhiều lần, hoặc chạm và giữ, để máy tự cuộn xuống và nối thêm nội dung.
5. Dừng lại khi đã đủ, rồi chạm ra ngoài hoặc chọn nút lưu để hoàn tất.

### Google Pixel và máy chạy Android gốc

Sau khi chụp, chạm **Chụp thêm** (Capture more) bên dưới ảnh thu nhỏ. Màn hình sẽ hiện toàn bộ nội dung có thể cuộn, bạn kéo hai thanh viền trên và dưới để chọn đúng đoạn cần giữ rồi chạm **Lưu** (Save).

### Xiaomi, OPPO, vivo và các hãng khác

Các hãng này cũng có chụp cuộn, chỉ khác tên gọi, chẳng hạn **Cuộn** (Scroll) hay **Chụp dài**. Hãy chụp màn hình, rồi tìm nút có chữ cuộn hoặc biểu tượng mũi tên dọc ngay dưới ảnh thu nhỏ. Máy sẽ tự cuộn xuống, bạn chạm vào màn hình để dừng đúng chỗ.

![Ảnh chụp màn hình vừa chụp trên Android với nút Chụp thêm để chụp cuộn](screenshot "Chụp cuộn trên Android | Sau khi chụp, chạm Chụp thêm (trên Samsung là nút Chụp cuộn) để lấy cả phần trang bên dưới vào một ảnh.")

## Chụp màn hình dài trên iPhone

iPhone không có nút chụp cuộn dùng chung cho mọi ứng dụng. Thay vào đó, iOS có tùy chọn **Toàn trang** (Full Page) dành cho Safari và một số ứng dụng của Apple như Ghi chú hay Mail.

1. Mở trang web cần lưu trong Safari.
2. Chụp màn hình bằng tổ hợp phím như thường lệ.
3. Chạm ngay vào ảnh thu nhỏ ở góc dưới bên trái để mở trình chỉnh sửa.
4. Chạm vào thẻ **Toàn trang** ở phía trên, bạn sẽ thấy toàn bộ trang ở cột xem trước bên phải.
5. Dùng công cụ cắt nếu chỉ muốn giữ một phần, sau đó chạm **Xong** (Done).
6. Chọn **Lưu vào Ảnh** (Save to Photos) để có một ảnh dài, hoặc **Lưu PDF vào Tệp** (Save PDF to Files) để có tệp PDF giữ nguyên chữ.

![Trình chỉnh sửa ảnh chụp màn hình trên iPhone với thẻ Toàn trang đang được chọn](screenshot "Toàn trang trong Safari | Chọn thẻ Toàn trang để lưu cả trang web dài thành một ảnh hoặc một tệp PDF.")

Nếu bạn chưa quen với các tổ hợp phím, hãy xem lại bài [cách chụp màn hình iPhone](/cach-chup-man-hinh-iphone) trước khi thử.

### Với Zalo, Messenger và ứng dụng khác

Trong các ứng dụng không hỗ trợ Toàn trang, bạn có hai lựa chọn. Cách thứ nhất là chụp nhiều ảnh liên tiếp, mỗi ảnh chồng lên ảnh trước một chút, rồi dùng ứng dụng ghép ảnh cuộn trên App Store để nối lại. Cách thứ hai là quay màn hình trong lúc cuộn chậm, phù hợp khi bạn chỉ cần người nhận xem lại nội dung.

## Lưu ý khi chụp màn hình dài

- Một số ứng dụng ngân hàng và ví điện tử chặn chụp màn hình để bảo vệ tài khoản, khi đó ảnh sẽ bị đen hoặc máy báo không thể chụp.
- Trang có nội dung tải thêm liên tục có thể khiến thao tác cuộn dừng sớm, hãy cuộn thủ công một lượt trước khi chụp.
- Ảnh dài thường rất nặng, một số ứng dụng nhắn tin sẽ nén ảnh làm chữ bị mờ, khi đó nên gửi dưới dạng tệp.
- Trước khi chia sẻ, hãy kiểm tra và che số điện thoại, địa chỉ hay số tài khoản xuất hiện trong ảnh.

> Mẹo: Với hóa đơn hay tài liệu cần in, định dạng PDF trên iPhone giữ chữ sắc nét hơn ảnh.

## Kết luận

Trên Android, chụp màn hình dài chỉ cần thêm một lần chạm vào nút cuộn sau khi chụp. Trên iPhone, Safari và các ứng dụng của Apple hỗ trợ Toàn trang rất tốt, còn với ứng dụng khác bạn có thể ghép ảnh hoặc quay màn hình. Chỉ cần nhớ nút cuộn nằm ngay dưới ảnh thu nhỏ, bạn sẽ lưu được mọi nội dung dài chỉ trong vài giây.`,
}
export default article
