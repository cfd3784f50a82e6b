import type { SeedArticle } from '../types'

const article: SeedArticle = {
  title: 'Cách xem mật khẩu Wi-Fi đã lưu trên điện thoại',
  slug: 'cach-xem-mat-khau-wi-fi-da-luu-tren-dien-thoai',
  excerpt:
    'Quên mật khẩu Wi-Fi nhà mình? Xem lại ngay trên iPhone trong Cài đặt hoặc ứng dụng Mật khẩu, trên Android bằng nút Chia sẻ và mã QR.',
  categories: ['wifi-du-lieu'],
  tags: ['Wi-Fi', 'Mật khẩu', 'iPhone', 'Android'],
  author: 'thu-ha',
  featuredImage: {
    topic: 'qr',
    alt: 'Điện thoại hiển thị mã QR của mạng Wi-Fi kèm mật khẩu bên dưới',
    title: 'Xem mật khẩu Wi-Fi đã lưu',
    description:
      'Điện thoại đã từng kết nối mạng Wi-Fi có thể hiển thị lại mật khẩu sau khi bạn xác thực bằng vân tay, khuôn mặt hoặc mã khóa.',
  },
  publishedAt: '2026-08-12T20:00:00+07:00',
  screens: [
    {
      kind: 'list',
      os: 'ios',
      back: 'Wi-Fi',
      title: 'Nha_Minh_5G',
      path: ['Cài đặt', 'Wi-Fi', 'Nha_Minh_5G', 'Mật khẩu'],
      rows: [
        { label: 'Quên mạng này', tone: 'action' },
        { section: '', label: 'Tự động kết nối', toggle: true },
        { label: 'Mật khẩu', value: '••••••••' },
        { section: '', label: 'Chế độ dữ liệu thấp', toggle: false },
        { label: 'Địa chỉ Wi-Fi riêng tư', value: 'Cố định' },
      ],
      highlight: 2,
    },
    {
      kind: 'menu',
      os: 'android',
      over: 'app',
      backdrop: 'Wi-Fi',
      style: 'alert',
      title: 'Nha_Minh_5G',
      qr: true,
      message: 'Quét mã QR này bằng camera để kết nối với mạng Wi-Fi.',
      path: ['Cài đặt', 'Kết nối', 'Wi-Fi', 'Mã QR'],
      items: [{ label: 'Chia sẻ' }, { label: 'Lưu dưới dạng ảnh' }],
    },
  ],
  body: `Bạn bè đến chơi hỏi mật khẩu Wi-Fi, còn bạn thì đã quên từ lâu vì điện thoại tự kết nối mỗi ngày? Đừng vội lật ngược bộ phát để tìm tờ nhãn dán. Cả iPhone lẫn điện thoại Android đời mới đều cho phép xem lại mật khẩu của mạng Wi-Fi đã lưu, chỉ cần bạn xác thực bằng Face ID, vân tay hoặc mã khóa màn hình. Bài viết này hướng dẫn cách làm trên iOS 17, iOS 18, Android 14, Android 15 và điện thoại Samsung.

## Xem mật khẩu Wi-Fi trên iPhone

### Trong Cài đặt Wi-Fi

Từ iOS 16 trở đi, bạn có thể xem mật khẩu ngay trong phần Wi-Fi:

1. Mở **Cài đặt** (Settings) và chạm vào **Wi-Fi**.
2. Chạm biểu tượng chữ **i** ở bên phải tên mạng đang kết nối.
3. Chạm vào dòng **Mật khẩu** (Password) đang hiển thị dạng dấu chấm.
4. Xác thực bằng Face ID, Touch ID hoặc mật mã iPhone để mật khẩu hiện ra.
5. Chạm **Sao chép** (Copy) nếu bạn muốn dán mật khẩu vào tin nhắn gửi cho người khác.

Với mạng đã lưu nhưng hiện không ở gần, hãy chạm **Sửa** (Edit) ở góc trên bên phải màn hình Wi-Fi. Danh sách **Mạng đã biết** (Known Networks) sẽ hiện ra, bạn chạm chữ **i** cạnh từng mạng để xem mật khẩu như trên.

### Trong ứng dụng Mật khẩu trên iOS 18

iOS 18 có ứng dụng **Mật khẩu** (Passwords) riêng. Mở ứng dụng, chọn mục **Wi-Fi** để thấy toàn bộ mạng đã lưu trên iPhone và các thiết bị Apple dùng chung tài khoản. Chạm vào một mạng để xem mật khẩu, hoặc chọn hiển thị mã QR của mạng để người khác quét bằng camera là kết nối được.

![Màn hình chi tiết mạng Wi-Fi trên iPhone với dòng Mật khẩu](wifi "Mật khẩu Wi-Fi trên iPhone | Chạm dòng Mật khẩu và xác thực bằng Face ID để xem mật khẩu của mạng đang dùng.")

## Xem mật khẩu Wi-Fi trên Android

### Pixel và Android gốc

Vào **Cài đặt > Mạng và Internet > Internet** (Network and internet > Internet), chạm biểu tượng bánh răng cạnh mạng đang kết nối rồi chạm **Chia sẻ** (Share). Sau khi bạn xác thực, màn hình sẽ hiện một mã QR và ngay bên dưới là mật khẩu Wi-Fi dạng chữ. Với mạng đã lưu nhưng không ở gần, hãy kéo xuống cuối danh sách và chọn **Mạng đã lưu** (Saved networks).

### Điện thoại Samsung

Vào **Cài đặt > Kết nối > Wi-Fi** (Connections > Wi-Fi), chạm biểu tượng bánh răng cạnh tên mạng. Nếu màn hình chi tiết có ô **Mật khẩu** kèm biểu tượng con mắt, chạm vào đó để xem trực tiếp. Nếu không, chạm **Mã QR** (QR code) ở cuối trang: người khác chỉ cần quét mã bằng camera là vào được mạng mà không cần biết mật khẩu.

![Điện thoại Samsung hiển thị mã QR để chia sẻ mạng Wi-Fi](qr "Chia sẻ Wi-Fi bằng mã QR | Người khác quét mã này bằng camera là kết nối được ngay, không cần gõ mật khẩu.")

### Đọc mật khẩu từ mã QR

Khi cần mật khẩu dạng chữ để nhập vào laptop hay ti vi, hãy chụp màn hình mã QR. Sau đó mở ảnh bằng Google Ảnh và chạm nút **Lens**: Google Lens thường đọc được mã và hiển thị tên mạng cùng mật khẩu. Nhớ xóa ảnh chụp mã QR sau khi dùng xong để người khác không lấy được mật khẩu.

## Khi điện thoại không hiển thị được mật khẩu

- Xem nhãn dán ở mặt dưới bộ phát Wi-Fi; nếu mật khẩu chưa từng được đổi, nó thường được in tại đây.
- Đăng nhập trang quản trị của bộ phát (địa chỉ và tài khoản cũng thường in trên nhãn) để xem hoặc đổi mật khẩu.
- Với Wi-Fi ở quán hay văn phòng, hãy hỏi trực tiếp người quản lý mạng.

> Lưu ý: Chỉ chia sẻ mật khẩu Wi-Fi nhà bạn với người tin cậy; nếu đã đưa cho quá nhiều người, hãy đổi mật khẩu mới trong trang quản trị của bộ phát.

## Kết luận

Trên iPhone, mật khẩu Wi-Fi nằm ngay trong **Cài đặt > Wi-Fi** hoặc ứng dụng Mật khẩu của iOS 18. Trên Android, nút Chia sẻ và mã QR giúp bạn xem hoặc chia sẻ mạng chỉ trong vài giây. Lần tới có khách hỏi mật khẩu, bạn chỉ cần mở mã QR cho họ quét là xong.`,
}
export default article
