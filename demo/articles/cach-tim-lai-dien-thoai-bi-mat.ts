import type { SeedArticle } from '../types'

const article: SeedArticle = {
  title: 'Cách tìm lại điện thoại bị mất',
  slug: 'cach-tim-lai-dien-thoai-bi-mat',
  excerpt:
    'Bật sẵn Tìm iPhone, Find Hub hay SmartThings Find và biết phải làm gì trong những phút đầu tiên sẽ giúp bạn tìm lại hoặc khóa chặt máy.',
  categories: ['bao-mat'],
  tags: ['Tìm điện thoại', 'Bảo mật', 'iCloud'],
  author: 'quoc-bao',
  featuredImage: {
    topic: 'location',
    alt: 'Bản đồ hiển thị vị trí của chiếc điện thoại bị thất lạc',
    title: 'Tìm điện thoại bị mất',
    description: 'Các dịch vụ tìm thiết bị cho biết vị trí điện thoại trên bản đồ và cho phép khóa hoặc xóa máy từ xa.',
  },
  publishedAt: '2026-09-08T18:30:00+07:00',
  screens: [
    {
      kind: 'menu',
      os: 'ios',
      over: 'map',
      style: 'sheet',
      title: 'iPhone của An',
      message: 'Gần Hồ Gươm, Hoàn Kiếm, Hà Nội • Vừa xong',
      path: ['Ứng dụng Tìm', 'Thiết bị', 'Đánh dấu là bị mất'],
      items: [
        { label: 'Phát âm thanh' },
        { label: 'Chỉ đường' },
        { label: 'Đánh dấu là bị mất' },
        { label: 'Xóa thiết bị này', tone: 'danger' },
      ],
      highlight: 2,
    },
    {
      kind: 'lock',
      os: 'android',
      time: '14:20',
      date: 'Thứ Hai, 12 tháng 10',
      cards: [
        {
          app: 'Find Hub',
          title: 'Điện thoại này đã bị mất',
          text: 'Vui lòng gọi cho tôi theo số 0912 345 678. Xin cảm ơn!',
          button: 'Gọi chủ sở hữu',
        },
      ],
      highlight: 0,
    },
  ],
  body: `Để quên điện thoại trên taxi hay bị móc túi giữa chợ là chuyện không ai mong muốn. Tin tốt là cả iPhone lẫn điện thoại Android đều có công cụ tìm thiết bị miễn phí, cho phép xem vị trí, phát âm thanh, khóa máy và xóa dữ liệu từ xa. Điều kiện duy nhất là bạn phải bật chúng từ trước khi mất máy.

## Chuẩn bị ngay từ bây giờ

Hãy dành hai phút kiểm tra các thiết lập dưới đây.

### Trên iPhone

Vào **Cài đặt > [tên bạn] > Tìm > Tìm iPhone** (Find My iPhone) và bật cả ba mục: **Tìm iPhone**, **Mạng Tìm** (Find My network) để tìm được máy cả khi không có mạng, và **Gửi vị trí sau cùng** (Send Last Location) để iPhone gửi vị trí trước khi hết pin. Nên bật thêm **Bảo vệ thiết bị bị đánh cắp** (Stolen Device Protection) trong **Cài đặt > Face ID & Mật mã** để kẻ gian khó đổi mật khẩu Tài khoản Apple dù biết mật mã máy.

### Trên điện thoại Android

Google đã đổi tên dịch vụ Tìm thiết bị (Find My Device) thành **Find Hub**. Tính năng này thường được bật sẵn khi bạn đăng nhập tài khoản Google; để kiểm tra, hãy gõ Find Hub hoặc Tìm thiết bị vào ô tìm kiếm của Cài đặt và đảm bảo công tắc đang bật. Nên bật cả tùy chọn tìm thiết bị khi ngoại tuyến nếu máy của bạn có.

Máy Samsung còn có thêm **SmartThings Find**. Vào **Cài đặt > Bảo mật và quyền riêng tư**, tìm mục **Tìm thiết bị di động** (Find My Mobile) hoặc **Bảo vệ thiết bị bị mất** tùy phiên bản One UI, đăng nhập tài khoản Samsung và bật **Cho phép tìm điện thoại này**, **Gửi vị trí sau cùng** cùng **Tìm kiếm ngoại tuyến**.

## Khi mất iPhone

1. Dùng máy tính hoặc điện thoại khác truy cập icloud.com/find, hoặc mở ứng dụng **Tìm** trên iPad, máy Mac hay iPhone của người thân.
2. Đăng nhập bằng Tài khoản Apple của bạn và chọn iPhone bị mất trong danh sách thiết bị.
3. Xem vị trí trên bản đồ và chọn **Phát âm thanh** nếu máy có vẻ ở gần bạn.
4. Chọn **Đánh dấu là bị mất** (Mark As Lost) để khóa máy và hiển thị một số điện thoại liên lạc khác cùng lời nhắn trên màn hình khóa.
5. Chỉ chọn **Xóa thiết bị này** (Erase This Device) khi bạn chắc chắn không thể lấy lại máy, vì dữ liệu sẽ bị xóa hoàn toàn.

![Bản đồ trong ứng dụng Tìm hiển thị vị trí iPhone cùng các mục Phát âm thanh và Đánh dấu là bị mất](location "Ứng dụng Tìm | Ứng dụng Tìm cho biết vị trí iPhone và cho phép phát âm thanh hoặc đánh dấu là bị mất.")

Nhờ Khóa kích hoạt, ngay cả khi bị xóa, iPhone vẫn gắn với Tài khoản Apple của bạn và người khác không thể thiết lập lại để dùng.

## Khi mất điện thoại Android hoặc Samsung

Với mọi máy Android, hãy vào trang google.com/android/find trên máy tính, hoặc mở ứng dụng Find Hub trên một điện thoại khác, rồi đăng nhập tài khoản Google. Tại đây, bạn có thể phát âm thanh, khóa máy và hiển thị lời nhắn, hoặc đặt lại thiết bị để xóa dữ liệu.

Với máy Samsung, bạn có thêm trang smartthingsfind.samsung.com. Ngoài định vị và đổ chuông, trang này cho phép khóa màn hình, theo dõi vị trí và kéo dài thời lượng pin từ xa.

![Màn hình khóa hiển thị lời nhắn cho người nhặt được điện thoại](lock "Khóa máy từ xa | Khi khóa từ xa, bạn có thể để lại lời nhắn và số liên lạc cho người nhặt được máy.")

## Những việc cần làm ngay sau khi mất máy

- Gọi tổng đài nhà mạng để tạm khóa SIM, tránh kẻ gian dùng số của bạn nhận mã OTP.
- Báo ngân hàng khóa tạm ứng dụng ngân hàng hoặc thẻ nếu bạn lo ngại bị lộ thông tin.
- Đổi mật khẩu Zalo, email và mạng xã hội từ một thiết bị khác, đồng thời đăng xuất khỏi thiết bị bị mất.
- Trình báo công an nơi gần nhất, mang theo hóa đơn hoặc hộp máy có in mã IMEI nếu còn.

> Tuyệt đối không tự đến địa điểm lạ để đòi lại máy; hãy nhờ cơ quan công an hỗ trợ nếu bạn biết vị trí của máy.

## Kết luận

Khả năng tìm lại điện thoại phụ thuộc rất nhiều vào những gì bạn chuẩn bị từ trước. Hãy kiểm tra ngay Tìm iPhone, Find Hub hoặc SmartThings Find, và ghi nhớ trình tự xử lý ở trên để giảm tối đa thiệt hại nếu chẳng may mất máy.`,
}
export default article
