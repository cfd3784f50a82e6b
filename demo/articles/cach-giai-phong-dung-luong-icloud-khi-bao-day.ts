import type { SeedArticle } from '../types'

const article: SeedArticle = {
  title: 'Cách giải phóng dung lượng iCloud khi báo đầy',
  slug: 'cach-giai-phong-dung-luong-icloud-khi-bao-day',
  excerpt:
    'iPhone liên tục báo dung lượng iCloud đã đầy? Xem thứ gì đang chiếm chỗ và dọn bản sao lưu cũ, ảnh, tin nhắn để iPhone sao lưu lại bình thường.',
  categories: ['iphone', 'sao-luu'],
  tags: ['iCloud', 'Dung lượng', 'Sao lưu'],
  author: 'thu-ha',
  featuredImage: {
    topic: 'storage',
    alt: 'Thanh dung lượng iCloud gần như đầy trên màn hình iPhone',
    title: 'Dung lượng iCloud đầy',
    description: 'Khi iCloud đầy, iPhone ngừng sao lưu và ảnh mới không được tải lên đám mây.',
  },
  publishedAt: '2026-10-24T16:45:00+07:00',
  screens: [
    {
      kind: 'list',
      os: 'ios',
      back: 'iCloud',
      title: 'Dung lượng iCloud',
      summary: { value: '4,7 GB trên 5 GB', caption: 'Sắp hết dung lượng miễn phí', bar: [0.58, 0.22, 0.08, 0.04] },
      path: ['Cài đặt', 'Tên của bạn', 'iCloud', 'Quản lý dung lượng tài khoản'],
      rows: [
        { label: 'Ảnh', value: '2,9 GB', icon: 'photo' },
        { label: 'Bản sao lưu', value: '1,1 GB', icon: 'backup' },
        { label: 'Tin nhắn', value: '420 MB', icon: 'chat' },
        { label: 'iCloud Drive', value: '180 MB', icon: 'cloud' },
      ],
      highlight: 1,
    },
    {
      kind: 'list',
      os: 'ios',
      title: 'Album',
      tabs: { items: ['Thư viện', 'Dành cho bạn', 'Album', 'Tìm kiếm'], active: 2 },
      path: ['Ảnh', 'Album', 'Tiện ích', 'Đã xóa gần đây'],
      rows: [
        { section: 'LOẠI PHƯƠNG TIỆN', label: 'Video', value: '312' },
        { label: 'Ảnh màn hình', value: '1.562' },
        { section: 'TIỆN ÍCH', label: 'Bản trùng lặp', value: '58' },
        { label: 'Bị ẩn' },
        { label: 'Đã xóa gần đây', value: '1.204' },
      ],
      highlight: 4,
    },
  ],
  body: `Thông báo dung lượng iCloud đã đầy có lẽ là thứ người dùng iPhone gặp nhiều nhất. Mỗi Tài khoản Apple chỉ được tặng 5 GB miễn phí, trong khi một chiếc iPhone chụp ảnh mỗi ngày có thể dùng hết con số đó rất nhanh. Khi iCloud đầy, iPhone sẽ ngừng sao lưu, ảnh mới không được tải lên và dữ liệu không còn đồng bộ giữa các thiết bị. Dưới đây là cách tìm ra thủ phạm và dọn dẹp hiệu quả.

## Xem thứ gì đang chiếm dung lượng iCloud

1. Mở **Cài đặt > [tên bạn] > iCloud**.
2. Nhìn thanh dung lượng ở đầu màn hình để biết loại dữ liệu nào chiếm nhiều nhất.
3. Chạm vào thanh dung lượng hoặc mục **Quản lý dung lượng tài khoản** (Manage Account Storage) để xem danh sách chi tiết.
4. Ghi nhận ba mục chiếm nhiều nhất, thường là Ảnh, Sao lưu và Tin nhắn.

![Danh sách dung lượng iCloud theo từng loại dữ liệu](storage "Quản lý dung lượng iCloud | Danh sách cho biết Ảnh, bản sao lưu và Tin nhắn đang chiếm bao nhiêu dung lượng.")

## Xóa bản sao lưu của máy cũ

Rất nhiều người vẫn giữ bản sao lưu của chiếc iPhone hoặc iPad đã bán từ lâu. Trong màn hình quản lý dung lượng, chạm **Sao lưu**, chọn tên thiết bị cũ rồi chọn xóa bản sao lưu, xác nhận **Tắt và xóa khỏi iCloud**. Chỉ xóa bản sao lưu của thiết bị bạn không còn dùng.

### Bỏ bớt ứng dụng khỏi bản sao lưu hiện tại

Cũng trong mục Sao lưu, chọn iPhone đang dùng để xem danh sách ứng dụng và dung lượng tương ứng. Tắt công tắc những ứng dụng mà dữ liệu không quan trọng hoặc đã được lưu ở nơi khác, ví dụ ứng dụng xem phim đã tải về hay trò chơi có tài khoản riêng.

## Dọn ảnh và video

Nếu bạn bật **Ảnh iCloud**, toàn bộ thư viện ảnh được lưu trên iCloud và thường là phần nặng nhất. Một vài cách giảm dung lượng:

- Xóa video dài, ảnh chụp liên tiếp và ảnh chụp màn hình không cần thiết; ứng dụng Ảnh có sẵn các mục lọc theo loại như Video và Ảnh màn hình.
- Dùng mục ảnh trùng lặp (Duplicates) trong ứng dụng Ảnh để gộp những ảnh bị lưu hai lần.
- Sau khi xóa, vào album **Đã xóa gần đây** và xóa vĩnh viễn, vì ảnh ở đây vẫn chiếm dung lượng trong 30 ngày.

![Thẻ Album trong ứng dụng Ảnh trên iPhone với các mục Video, Ảnh màn hình, Bản trùng lặp và Đã xóa gần đây](photo "Dọn thư viện ảnh | Lọc video và ảnh màn hình để xóa, rồi xóa hẳn chúng trong Đã xóa gần đây.")

Lưu ý rằng với Ảnh iCloud, ảnh bị xóa trên iPhone cũng sẽ bị xóa trên iPad, máy Mac và iCloud.com. Hãy chép những ảnh quan trọng sang máy tính hoặc ổ cứng trước khi dọn.

> Tùy chọn Tối ưu hóa dung lượng iPhone chỉ giúp tiết kiệm bộ nhớ trong máy, không làm giảm dung lượng iCloud.

## Tin nhắn, iCloud Drive và Mail

Nếu bạn bật Tin nhắn trong iCloud, ảnh và video gửi qua iMessage cũng chiếm chỗ. Hãy xóa những cuộc trò chuyện cũ có nhiều tệp đính kèm. Với iCloud Drive, mở ứng dụng **Tệp**, vào iCloud Drive và xóa những tệp lớn không còn cần. Nếu dùng email iCloud, hãy xóa thư có tệp đính kèm nặng.

## Khi nào nên nâng cấp iCloud+

Nếu đã dọn dẹp mà vẫn thiếu, gói iCloud+ có các mức 50 GB, 200 GB, 2 TB và cao hơn. Bạn nâng cấp ngay trong **Cài đặt > [tên bạn] > iCloud**. Gói iCloud+ còn có thể dùng chung với người thân qua tính năng Chia sẻ trong gia đình, tiết kiệm hơn so với mỗi người mua riêng.

## Kết luận

Trước khi mua thêm dung lượng, hãy kiểm tra danh sách quản lý dung lượng iCloud: xóa bản sao lưu của máy cũ, bỏ ứng dụng không cần sao lưu và dọn thư viện ảnh thường đã đủ để giải phóng vài gigabyte. Sau đó, đừng quên kiểm tra lại để chắc chắn iPhone đã sao lưu thành công trở lại.`,
}
export default article
