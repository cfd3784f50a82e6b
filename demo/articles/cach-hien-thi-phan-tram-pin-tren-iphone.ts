import type { SeedArticle } from '../types'

const article: SeedArticle = {
  title: 'Cách hiển thị phần trăm pin trên iPhone',
  slug: 'cach-hien-thi-phan-tram-pin-tren-iphone',
  excerpt:
    'Bật con số phần trăm pin ngay trên thanh trạng thái iPhone, xem nhanh trong Trung tâm điều khiển hoặc thêm tiện ích Pin ra màn hình chính.',
  categories: ['iphone', 'pin-sac'],
  tags: ['Pin', 'iOS', 'Mẹo hay'],
  author: 'thu-ha',
  featuredImage: {
    topic: 'battery',
    alt: 'Thanh trạng thái iPhone với biểu tượng pin hiển thị con số phần trăm bên trong',
    title: 'Hiển thị phần trăm pin iPhone',
    description: 'Con số phần trăm trên biểu tượng pin giúp bạn biết chính xác còn bao nhiêu pin để chủ động sạc.',
  },
  publishedAt: '2026-10-11T07:30:00+07:00',
  screens: [
    {
      kind: 'list',
      os: 'ios',
      back: 'Cài đặt',
      title: 'Pin',
      path: ['Cài đặt', 'Pin', 'Phần trăm pin'],
      rows: [
        { label: 'Phần trăm pin', toggle: true },
        { label: 'Chế độ nguồn điện thấp', toggle: false },
        { section: '', label: 'Tình trạng pin & sạc' },
      ],
      highlight: 0,
    },
    {
      kind: 'home',
      os: 'ios',
      widget: {
        title: 'Pin',
        rows: [
          { label: 'iPhone', value: '85%', icon: 'device' },
          { label: 'AirPods Pro', value: '62%', icon: 'earbuds' },
        ],
      },
    },
  ],
  body: `Biểu tượng pin dạng thanh ở góc màn hình chỉ cho bạn biết pin còn nhiều hay ít một cách tương đối. Khi sắp ra ngoài cả ngày hoặc đang chờ một cuộc gọi quan trọng, con số phần trăm cụ thể giúp bạn quyết định có cần sạc ngay hay không. Trên iPhone, có nhiều cách để xem phần trăm pin, từ bật hiển thị cố định trên thanh trạng thái đến thêm tiện ích ra màn hình chính. Bài viết này hướng dẫn từng cách trên iOS 17 và iOS 18.

## Bật phần trăm pin trên thanh trạng thái

Đây là cách tiện nhất vì con số luôn hiện ở góc màn hình, bạn không cần thao tác gì thêm.

1. Mở ứng dụng **Cài đặt** (Settings).
2. Kéo xuống và chạm vào mục **Pin** (Battery).
3. Bật công tắc **Phần trăm pin** (Battery Percentage) ở đầu trang.
4. Quay về màn hình chính để kiểm tra con số đã hiện ở góc trên bên phải.

![Màn hình Cài đặt Pin trên iPhone với công tắc Phần trăm pin đang bật](battery "Công tắc Phần trăm pin | Vào Cài đặt rồi chạm Pin để bật hiển thị con số phần trăm trên thanh trạng thái.")

### iPhone có Face ID

Trên các iPhone dùng Face ID, con số phần trăm được hiển thị ngay bên trong biểu tượng pin. Biểu tượng vẫn giữ nguyên kích thước nên không chiếm thêm chỗ trên thanh trạng thái vốn đã chật vì phần tai thỏ hoặc Dynamic Island.

### iPhone có nút Home

Trên iPhone SE thế hệ 2, thế hệ 3 và iPhone 8, con số phần trăm hiện bên cạnh biểu tượng pin. Công tắc cũng nằm ở **Cài đặt > Pin** như trên.

## Xem nhanh trong Trung tâm điều khiển

Nếu không muốn con số luôn hiện trên màn hình, bạn có thể xem khi cần. Trên iPhone có Face ID, vuốt xuống từ góc trên bên phải để mở **Trung tâm điều khiển** (Control Center), phần trăm pin sẽ hiện ở góc trên bên phải. Trên iPhone có nút Home, vuốt lên từ cạnh dưới màn hình để mở Trung tâm điều khiển.

Khi bạn cắm sạc, màn hình khóa cũng hiện phần trăm pin trong giây lát, giúp bạn biết máy đang sạc tới đâu.

## Thêm tiện ích Pin ra màn hình chính

Tiện ích **Pin** (Batteries) không chỉ hiện phần trăm pin của iPhone mà còn của tai nghe AirPods và Apple Watch đang kết nối.

1. Chạm và giữ vào một khoảng trống trên màn hình chính cho đến khi các biểu tượng rung lên.
2. Trên iOS 18, chạm **Sửa** (Edit) ở góc trên bên trái rồi chọn **Thêm tiện ích** (Add Widget); trên iOS 17, chạm vào dấu cộng ở góc trên bên trái.
3. Gõ Pin vào ô tìm kiếm và chọn tiện ích Pin.
4. Vuốt sang trái hoặc phải để chọn kích thước, sau đó chạm **Thêm tiện ích**.
5. Kéo tiện ích đến vị trí mong muốn và chạm **Xong** (Done).

![Tiện ích Pin trên màn hình chính iPhone hiển thị phần trăm pin của iPhone và AirPods](battery "Tiện ích Pin | Tiện ích hiển thị phần trăm pin của iPhone cùng các phụ kiện đang kết nối.")

## Ý nghĩa màu sắc của biểu tượng pin

- Màu trắng hoặc đen: pin đang hoạt động bình thường.
- Màu xanh lá: máy đang sạc.
- Màu vàng: **Chế độ nguồn điện thấp** (Low Power Mode) đang bật để kéo dài thời gian dùng pin.
- Màu đỏ: pin đang ở mức thấp, bạn nên cắm sạc sớm.

> Mẹo: Khi pin xuống 20%, iPhone sẽ gợi ý bật Chế độ nguồn điện thấp, hãy đồng ý nếu bạn chưa thể sạc ngay.

## Kết luận

Bật phần trăm pin chỉ mất vài giây nhưng giúp bạn chủ động hơn rất nhiều trong ngày. Nếu thích màn hình gọn gàng, hãy xem nhanh qua Trung tâm điều khiển; nếu dùng nhiều phụ kiện Apple, tiện ích Pin là lựa chọn đáng thử. Muốn pin trụ lâu hơn, bạn có thể tham khảo thêm bài [cách tiết kiệm pin iPhone hiệu quả](/cach-tiet-kiem-pin-iphone-hieu-qua).`,
}
export default article
