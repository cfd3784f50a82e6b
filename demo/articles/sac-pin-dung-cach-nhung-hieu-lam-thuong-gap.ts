import type { SeedArticle } from '../types'

const article: SeedArticle = {
  title: 'Sạc pin đúng cách: những hiểu lầm thường gặp',
  slug: 'sac-pin-dung-cach-nhung-hieu-lam-thuong-gap',
  excerpt:
    'Có cần xả cạn pin trước khi sạc? Sạc qua đêm có hại không? Giải đáp những hiểu lầm phổ biến và cách sạc giúp pin điện thoại bền hơn.',
  categories: ['pin-sac'],
  tags: ['Pin', 'Sạc pin', 'Mẹo hay'],
  author: 'minh-anh',
  featuredImage: {
    topic: 'charging',
    alt: 'Điện thoại đang cắm sạc với biểu tượng tia sét trên màn hình',
    title: 'Sạc pin đúng cách',
    description: 'Pin lithium-ion bền nhất khi tránh nóng và không bị giữ ở mức 100% quá lâu.',
  },
  publishedAt: '2026-07-13T19:30:00+07:00',
  screens: [
    {
      kind: 'lock',
      os: 'ios',
      time: '23:40',
      date: 'Thứ Năm, 15 tháng 10',
      charging: 'Đang sạc • 100%',
      cards: [
        {
          app: 'Pin',
          title: 'Tạm dừng sạc',
          text: 'iPhone cần nguội bớt. Việc sạc sẽ tiếp tục khi nhiệt độ trở lại bình thường.',
        },
      ],
    },
    {
      kind: 'list',
      os: 'ios',
      back: 'Pin',
      title: 'Sạc',
      path: ['Cài đặt', 'Pin', 'Sạc'],
      rows: [
        { section: 'GIỚI HẠN SẠC', label: '80%', selected: true },
        { label: '85%', selected: false },
        { label: '90%', selected: false },
        { label: '95%', selected: false },
        { label: '100%', selected: false },
      ],
      highlight: 0,
    },
  ],
  body: `Quanh chuyện sạc pin điện thoại có rất nhiều lời khuyên truyền miệng: phải xả cạn pin mới sạc, máy mới phải sạc đủ 8 tiếng, không được vừa sạc vừa dùng. Phần lớn những lời khuyên này đến từ thời pin Ni-Cd cách đây vài chục năm và không còn đúng với pin lithium-ion trong iPhone hay điện thoại Android hiện nay. Bài viết này giải thích ngắn gọn pin hoạt động ra sao, điểm lại những hiểu lầm thường gặp và gợi ý thói quen sạc giúp pin bền hơn.

## Pin điện thoại chai đi vì đâu

Mọi viên pin lithium-ion đều giảm dung lượng dần theo thời gian và số lần sạc. Hai yếu tố đẩy nhanh quá trình này là nhiệt độ cao và việc giữ pin ở mức rất đầy (gần 100%) hoặc rất cạn (gần 0%) trong thời gian dài.

![Màn hình khóa iPhone đang sạc với thông báo tạm dừng sạc vì máy quá nóng](battery "Nhiệt độ cao hại pin | Nhiệt độ cao và mức pin quá đầy hoặc quá cạn là hai nguyên nhân chính khiến pin chai nhanh.")

## Những hiểu lầm phổ biến

### Phải dùng cạn pin rồi mới sạc

Sai. Pin lithium-ion không có “hiệu ứng nhớ”, nên bạn có thể cắm sạc bất cứ lúc nào. Ngược lại, để pin thường xuyên cạn về 0% còn gây hại hơn. Sạc nhiều lần ngắn trong ngày hoàn toàn bình thường.

### Máy mới phải sạc đủ 8 tiếng

Sai. Điện thoại hiện đại có mạch quản lý sạc, tự ngắt khi pin đầy. Máy mới chỉ cần sạc như bình thường, không cần “kích pin”.

### Sạc qua đêm sẽ làm phồng pin

Không hẳn. Máy sẽ ngừng nạp khi đầy, nên không có chuyện sạc quá mức. Tuy vậy, giữ pin ở 100% suốt nhiều giờ mỗi đêm vẫn làm pin lão hóa nhanh hơn một chút. Vì thế iPhone có **Sạc pin được tối ưu hóa** (Optimized Battery Charging), còn Samsung có tính năng **Bảo vệ pin** (Battery protection) để giữ pin ở mức thấp hơn 100%.

### Sạc nhanh làm hỏng pin

Không đúng khi bạn dùng củ sạc đạt chuẩn. Điện thoại chỉ nhận công suất cao khi pin còn thấp, rồi tự giảm dần khi pin gần đầy. Điều cần tránh là nhiệt: đừng sạc nhanh khi máy đang nằm dưới nắng hay dưới gối.

### Củ sạc nào cũng như nhau

Sai. Củ sạc và cáp trôi nổi, không rõ nguồn gốc có thể cho dòng điện không ổn định, gây nóng máy, thậm chí cháy nổ. Hãy dùng sạc chính hãng hoặc của thương hiệu uy tín.

### Vừa sạc vừa dùng là nguy hiểm

Với sạc chuẩn và máy không hư hỏng, việc nhắn tin hay lướt web khi đang sạc là an toàn. Tuy nhiên, vừa sạc vừa chơi game nặng sẽ khiến máy rất nóng, không tốt cho pin.

## Thói quen sạc giúp pin bền hơn

1. Cố gắng giữ mức pin trong khoảng từ 20% đến 80% trong sinh hoạt hằng ngày.
2. Bật tính năng sạc tối ưu hoặc giới hạn mức sạc có sẵn trên máy của bạn.
3. Tháo ốp lưng dày khi sạc nếu thấy máy nóng lên rõ rệt.
4. Không để điện thoại sạc trên chăn, nệm hoặc trong xe hơi đang đỗ dưới nắng.
5. Dùng củ sạc và cáp chính hãng hoặc đạt chứng nhận an toàn.

Trên iPhone 15 trở lên chạy iOS 18, vào **Cài đặt > Pin > Sạc** (Settings > Battery > Charging) để chọn giới hạn sạc như 80%. Người dùng Samsung có thể xem hướng dẫn chi tiết trong bài [cách bật bảo vệ pin trên điện thoại Samsung](/cach-bat-bao-ve-pin-tren-dien-thoai-samsung).

![Màn hình Sạc trong Cài đặt Pin trên iPhone với giới hạn sạc 80% được chọn](charging "Giới hạn sạc ở 80% | Trên iPhone 15 trở lên, chọn giới hạn sạc 80% để pin không phải nằm ở mức đầy quá lâu.")

## Khi nào nên thay pin

Trên iPhone, vào **Cài đặt > Pin > Tình trạng pin** (Battery Health; máy đời cũ hơn là Tình trạng pin & sạc) để xem dung lượng tối đa. Khi con số này xuống dưới 80%, thời lượng dùng sẽ giảm rõ và bạn nên cân nhắc thay pin. Người dùng Samsung có thể kiểm tra trong ứng dụng **Samsung Members**, mục **Chẩn đoán** (Diagnostics).

> Lưu ý: Nếu thấy lưng máy phồng lên hoặc màn hình bị đẩy bật ra, hãy ngừng sạc ngay và mang máy đến trung tâm bảo hành.

## Kết luận

Pin điện thoại ngày nay thông minh hơn nhiều so với những lời đồn. Bạn không cần xả cạn pin, không cần sạc 8 tiếng, cũng không phải sợ sạc nhanh. Chỉ cần tránh nóng, tránh để pin quá đầy hoặc quá cạn trong thời gian dài và dùng sạc đạt chuẩn, viên pin sẽ phục vụ bạn bền bỉ trong nhiều năm.`,
}
export default article
