import type { SeedArticle } from '../types'

const article: SeedArticle = {
  title: 'Cách quét mã QR bằng camera điện thoại',
  slug: 'cach-quet-ma-qr-bang-camera-dien-thoai',
  excerpt:
    'Quét mã QR bằng camera iPhone, Samsung hoặc Zalo chỉ trong vài giây, kèm những lưu ý an toàn để tránh mã QR lừa đảo.',
  categories: ['camera-anh', 'bao-mat'],
  tags: ['Mã QR', 'Camera', 'Bảo mật'],
  author: 'quoc-bao',
  featuredImage: {
    topic: 'qr',
    alt: 'Điện thoại hướng camera vào mã QR dán trên bàn quán cà phê',
    title: 'Quét mã QR bằng điện thoại',
    description: 'Hầu hết điện thoại hiện nay quét được mã QR ngay trong ứng dụng Camera mà không cần cài thêm gì.',
  },
  publishedAt: '2026-10-03T08:30:00+07:00',
  screens: [
    {
      kind: 'camera',
      os: 'ios',
      modes: ['ĐIỆN ẢNH', 'VIDEO', 'ẢNH', 'CHÂN DUNG', 'TOÀN CẢNH'],
      mode: 2,
      subject: 'qr',
      link: 'dichvucong.gov.vn',
      path: ['Camera', 'Ảnh', 'Mã QR'],
      highlight: 'link',
    },
    {
      kind: 'list',
      os: 'android',
      back: '',
      title: 'Xác nhận giao dịch',
      path: ['Ứng dụng ngân hàng', 'Quét QR', 'Xác nhận giao dịch'],
      rows: [
        { label: 'Người nhận', value: 'NGUYEN VAN AN', info: true },
        { label: 'Số tài khoản', value: '0123 456 789', info: true },
        { label: 'Ngân hàng', value: 'VNBank', info: true },
        { label: 'Số tiền', value: '150.000 VND', info: true },
        { label: 'Nội dung', value: 'Thanh toan don hang', info: true },
      ],
      button: 'Xác nhận',
      highlight: 0,
    },
  ],
  body: `Mã QR xuất hiện ở khắp nơi: trên thực đơn quán ăn, hóa đơn điện nước, vé sự kiện, bảng thông tin sản phẩm và đặc biệt là khi thanh toán chuyển khoản. Bạn không cần cài ứng dụng quét mã riêng, vì camera của iPhone, điện thoại Samsung và cả ứng dụng Zalo đều quét được. Tuy nhiên, mã QR cũng đang bị kẻ gian lợi dụng để lừa đảo. Bài viết này hướng dẫn cách quét mã QR trên từng loại máy và những điều cần kiểm tra trước khi bấm vào liên kết.

## Quét mã QR trên iPhone

1. Mở ứng dụng **Camera** từ màn hình khóa hoặc màn hình chính.
2. Chọn chế độ **Ảnh** (Photo) và hướng camera sao cho mã QR nằm gọn trong khung hình.
3. Giữ yên máy một giây cho đến khi một khung thông báo màu vàng hiện ra kèm địa chỉ trang web.
4. Đọc kỹ địa chỉ trong khung thông báo, nếu đúng trang bạn cần thì chạm vào để mở.

Nếu camera không phản hồi, hãy vào **Cài đặt > Camera** (Settings > Camera) và bật **Quét mã QR** (Scan QR Codes). Bạn cũng có thể thêm nút **Trình quét mã** (Code Scanner) vào Trung tâm điều khiển để mở nhanh một khung quét chuyên dụng.

![Khung ngắm camera iPhone nhận diện mã QR và hiện địa chỉ trang web màu vàng](qr "Quét mã QR trên iPhone | Khung màu vàng hiện địa chỉ trang web để bạn kiểm tra trước khi mở.")

### Quét mã QR có sẵn trong ảnh

Khi ai đó gửi cho bạn ảnh chứa mã QR, hãy mở ảnh trong ứng dụng **Ảnh** (Photos). Trên iOS 17 và iOS 18, iPhone thường tự nhận ra mã và hiện biểu tượng mã QR ở góc ảnh; bạn cũng có thể chạm và giữ lên mã để mở liên kết.

## Quét mã QR trên điện thoại Samsung

Ứng dụng Camera trên máy Galaxy chạy One UI quét mã QR tự động. Bạn chỉ cần mở Camera, hướng vào mã và chạm vào đường dẫn hiện ra trên màn hình. Nếu máy không nhận mã, hãy mở Camera, chạm biểu tượng bánh răng và bật **Quét mã QR** (Scan QR codes).

Ngoài ra, bạn có thể vuốt xuống từ cạnh trên màn hình để mở **Bảng nhanh** (Quick panel) và chạm nút **Quét mã QR**. Nếu chưa thấy nút này, hãy chạm biểu tượng bút chì để thêm nó vào bảng.

## Quét mã QR bằng Zalo

Zalo quét được mã QR kết bạn, mã tham gia nhóm và cả liên kết web, rất tiện khi bạn đang trò chuyện.

1. Mở Zalo và chạm vào biểu tượng quét mã QR ở góc trên, cạnh ô tìm kiếm.
2. Hướng camera vào mã QR và chờ Zalo tự nhận diện.
3. Nếu mã nằm trong một bức ảnh đã lưu, chạm biểu tượng hình ảnh trên màn hình quét để chọn ảnh từ thư viện.
4. Xem kỹ nội dung Zalo hiển thị trước khi kết bạn, vào nhóm hoặc mở trang web.

Với mã thanh toán VietQR, hãy quét bằng chính ứng dụng ngân hàng hoặc ví điện tử của bạn, vì ứng dụng sẽ tự điền số tài khoản và tên người nhận.

![Màn hình xác nhận chuyển tiền sau khi quét mã QR thanh toán bằng ứng dụng ngân hàng, dòng Người nhận được đánh dấu](security "Quét mã thanh toán an toàn | Luôn đối chiếu tên người nhận trước khi xác nhận chuyển khoản.")

## Lưu ý an toàn khi quét mã QR

- Kiểm tra địa chỉ trang web trước khi mở, cẩn thận với tên miền lạ, sai chính tả hoặc có thêm ký tự bất thường.
- Ở nơi công cộng, xem mã QR có bị dán đè bằng một miếng giấy khác hay không, vì kẻ gian hay dán mã giả lên mã thật.
- Không nhập mật khẩu, mã OTP hay thông tin thẻ vào trang mở ra từ mã QR lạ.
- Không cài ứng dụng từ liên kết trong mã QR, chỉ tải ứng dụng từ App Store hoặc Google Play.
- Khi chuyển khoản, đối chiếu tên người nhận và số tiền hiển thị trong ứng dụng ngân hàng trước khi xác nhận.
- Cẩn thận với người lạ gửi mã QR và nói rằng bạn quét để nhận tiền, vì nhận tiền không bao giờ cần bạn quét mã.

> Mẹo: Nếu nghi ngờ một mã QR, hãy tự gõ địa chỉ trang web chính thức của đơn vị đó thay vì mở liên kết trong mã.

## Kết luận

Quét mã QR trên điện thoại ngày nay chỉ mất vài giây với Camera có sẵn hoặc Zalo. Điều quan trọng hơn là thói quen kiểm tra: đọc kỹ địa chỉ trước khi mở, không nhập thông tin nhạy cảm và luôn đối chiếu tên người nhận khi chuyển khoản. Chỉ cần cẩn thận thêm vài giây, bạn sẽ tận dụng được sự tiện lợi của mã QR mà vẫn giữ an toàn cho tài khoản của mình.`,
}
export default article
