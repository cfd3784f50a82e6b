import type { SeedArticle } from '../types'

const article: SeedArticle = {
  title: 'Mẹo chụp ảnh đẹp bằng điện thoại',
  slug: 'meo-chup-anh-dep-bang-dien-thoai',
  excerpt:
    'Lau ống kính, tận dụng ánh sáng, bật lưới bố cục, khóa lấy nét và dùng HDR đúng lúc: những mẹo đơn giản giúp ảnh chụp bằng điện thoại đẹp hơn hẳn.',
  categories: ['camera-anh'],
  tags: ['Camera', 'Chụp ảnh', 'Mẹo hay'],
  author: 'thu-ha',
  featuredImage: {
    topic: 'camera',
    alt: 'Người dùng cầm điện thoại ngang để chụp phong cảnh lúc hoàng hôn',
    title: 'Mẹo chụp ảnh bằng điện thoại',
    description:
      'Ánh sáng đẹp và bố cục hợp lý quan trọng hơn nhiều so với việc sở hữu chiếc điện thoại đắt tiền nhất.',
  },
  publishedAt: '2026-08-26T19:30:00+07:00',
  screens: [
    {
      kind: 'camera',
      os: 'android',
      modes: ['Chân dung', 'Ảnh', 'Video', 'Thêm'],
      mode: 1,
      subject: 'landscape',
      grid: true,
      focus: '',
      path: ['Camera', 'Cài đặt', 'Đường lưới'],
    },
    {
      kind: 'camera',
      os: 'ios',
      modes: ['ĐIỆN ẢNH', 'VIDEO', 'ẢNH', 'CHÂN DUNG', 'TOÀN CẢNH'],
      mode: 2,
      subject: 'landscape',
      focus: 'KHÓA AE/AF',
      path: ['Camera', 'Chạm giữ chủ thể', 'Khóa AE/AF'],
      highlight: 'focus',
    },
  ],
  body: `Camera trên điện thoại ngày nay đủ tốt để chụp những bức ảnh đẹp cho gia đình, cho chuyến du lịch hay cho món hàng bạn muốn bán trên mạng. Điều tạo nên khác biệt thường không nằm ở số chấm ảnh mà ở vài thói quen nhỏ khi cầm máy. Dưới đây là những mẹo đơn giản, áp dụng được cho cả iPhone lẫn điện thoại Android, giúp ảnh của bạn rõ nét, sáng đẹp và có bố cục hài hòa hơn.

## Lau sạch ống kính trước khi chụp

Đây là mẹo dễ nhất nhưng hay bị bỏ qua nhất. Ống kính thường dính dấu vân tay và bụi từ túi quần, khiến ảnh bị mờ, nhòe quanh đèn và giảm độ tương phản. Trước khi chụp, hãy lau nhẹ cụm camera bằng khăn mềm hoặc vạt áo cotton sạch. Tránh dùng giấy thô hoặc vật cứng vì có thể làm xước kính bảo vệ.

## Tận dụng ánh sáng

Ánh sáng quyết định phần lớn chất lượng một bức ảnh, nhất là với cảm biến nhỏ trên điện thoại.

### Ưu tiên ánh sáng tự nhiên

Chụp gần cửa sổ hoặc ngoài trời sẽ cho màu da tự nhiên và ít nhiễu hơn so với đèn trong nhà. Khoảng thời gian sau bình minh và trước hoàng hôn cho ánh sáng vàng, mềm, rất hợp để chụp chân dung và phong cảnh. Buổi trưa nắng gắt dễ tạo bóng đổ đậm trên mặt, khi đó hãy tìm chỗ có bóng râm.

### Tránh chụp ngược sáng

Nếu nguồn sáng nằm ngay sau lưng người được chụp, khuôn mặt sẽ bị tối. Hãy đổi góc để ánh sáng chiếu từ phía trước hoặc chéo sang một bên. Hạn chế bật đèn flash khi chụp người ở gần, vì flash thường làm da bệt và mắt bị đỏ.

## Bật lưới để bố cục theo quy tắc một phần ba

Lưới chia khung hình thành chín ô bằng nhau. Đặt chủ thể tại một trong bốn giao điểm, hoặc đặt đường chân trời trùng với một đường kẻ ngang, sẽ giúp ảnh cân đối và có chiều sâu hơn so với để mọi thứ nằm chính giữa.

1. Trên iPhone, mở **Cài đặt > Camera** (Settings > Camera) và bật công tắc **Lưới** (Grid).
2. Trên điện thoại Samsung, mở ứng dụng Camera, chạm biểu tượng bánh răng và bật **Đường lưới** (Grid lines).
3. Trên các máy Android khác, tìm mục lưới trong phần cài đặt của ứng dụng Camera.
4. Khi chụp, dùng các đường kẻ để giữ đường chân trời thẳng và đặt chủ thể lệch khỏi tâm.

![Khung ngắm camera điện thoại với lưới chín ô và chủ thể đặt tại giao điểm](camera "Lưới bố cục một phần ba | Đặt chủ thể tại giao điểm của các đường kẻ để bức ảnh cân đối hơn.")

## Khóa lấy nét và phơi sáng

Chạm vào chủ thể trên màn hình để camera lấy nét và đo sáng đúng chỗ đó. Khi chủ thể di chuyển hoặc bạn muốn giữ nguyên thông số, hãy khóa lại.

Trên iPhone, chạm và giữ vào chủ thể cho đến khi dòng chữ **Khóa AE/AF** (AE/AF Lock) hiện lên, sau đó kéo biểu tượng mặt trời lên hoặc xuống để tăng giảm độ sáng. Trên Samsung, chạm giữ vào chủ thể để khóa lấy nét và phơi sáng, rồi kéo thanh độ sáng bên cạnh vòng lấy nét.

![Khung ngắm iPhone hiển thị dòng Khóa AE/AF và biểu tượng mặt trời để chỉnh độ sáng](camera "Khóa lấy nét và phơi sáng | Chạm giữ vào chủ thể để khóa, rồi kéo biểu tượng mặt trời để chỉnh độ sáng.")

> Mẹo: Khi chụp bầu trời lúc hoàng hôn, giảm phơi sáng một chút sẽ giữ được màu trời đậm và rực hơn.

## Dùng HDR đúng lúc

HDR ghép nhiều khung hình có độ sáng khác nhau để giữ chi tiết cả ở vùng sáng lẫn vùng tối. Tính năng này rất hợp khi chụp phong cảnh có bầu trời sáng hoặc chụp trong phòng có cửa sổ. Trên iPhone đời mới, HDR thông minh (Smart HDR) luôn tự hoạt động. Trên Android, hãy kiểm tra mục HDR trong cài đặt camera và để ở chế độ tự động. Với cảnh chuyển động nhanh, HDR đôi khi gây bóng mờ, bạn có thể tắt tạm thời.

## Hạn chế phóng to bằng ngón tay

Phóng to bằng cách chụm hai ngón tay thường chỉ là cắt ảnh, làm mất chi tiết. Hãy dùng các nút ống kính có sẵn như 0,5x, 1x, 2x hoặc 3x, vì các mức này dùng ống kính thật hoặc được hãng tối ưu để giữ chất lượng tốt hơn. Nếu có thể, tốt nhất là bước lại gần chủ thể hơn.

## Kết luận

Chụp ảnh đẹp bằng điện thoại không đòi hỏi thiết bị đắt tiền. Chỉ cần lau ống kính, tìm ánh sáng tốt, bật lưới, khóa lấy nét đúng chỗ và để HDR làm việc, ảnh của bạn sẽ tiến bộ rõ rệt. Hãy thử áp dụng từng mẹo trong lần chụp tới và so sánh kết quả, bạn sẽ bất ngờ với chính chiếc điện thoại của mình.`,
}
export default article
