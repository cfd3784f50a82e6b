import type { SeedArticle } from '../types'

const article: SeedArticle = {
  title: 'Cách chuyển ảnh HEIC sang JPG trên iPhone',
  slug: 'cach-chuyen-anh-heic-sang-jpg-tren-iphone',
  excerpt:
    'Ảnh HEIC từ iPhone không mở được trên máy tính hay trang web? Ba cách chuyển sang JPG ngay trên máy, không cần cài ứng dụng lạ.',
  categories: ['iphone', 'camera-anh'],
  tags: ['Ảnh', 'HEIC', 'iOS'],
  author: 'quoc-bao',
  featuredImage: {
    topic: 'photo',
    alt: 'Hai biểu tượng tệp ảnh HEIC và JPG trên màn hình iPhone với mũi tên chuyển đổi',
    title: 'Chuyển ảnh HEIC sang JPG',
    description: 'JPG là định dạng ảnh phổ biến, mở được trên hầu hết máy tính, điện thoại và trang web.',
  },
  publishedAt: '2026-09-15T08:00:00+07:00',
  screens: [
    {
      kind: 'list',
      os: 'ios',
      back: 'Camera',
      title: 'Định dạng',
      path: ['Cài đặt', 'Camera', 'Định dạng', 'Tương thích nhất'],
      rows: [
        { section: 'CHỤP CAMERA', label: 'Hiệu suất cao', selected: false },
        { label: 'Tương thích nhất', detail: 'Luôn lưu ảnh JPEG và video H.264.', selected: true },
      ],
      highlight: 1,
    },
    {
      kind: 'list',
      os: 'ios',
      back: 'Trên iPhone',
      title: 'Ảnh JPG',
      rows: [
        { label: 'IMG_2041.JPG', detail: '12/10/2026 – 2,4 MB', icon: 'photo', info: true },
        { label: 'IMG_2042.JPG', detail: '12/10/2026 – 3,1 MB', icon: 'photo', info: true },
        { label: 'IMG_2045.JPG', detail: '12/10/2026 – 2,8 MB', icon: 'photo', info: true },
        { label: 'IMG_2047.JPG', detail: '13/10/2026 – 1,9 MB', icon: 'photo', info: true },
        { label: 'IMG_2050.JPG', detail: '13/10/2026 – 2,2 MB', icon: 'photo', info: true },
      ],
    },
  ],
  body: `Bạn gửi ảnh từ iPhone sang máy tính ở cơ quan nhưng không mở được, hoặc tải ảnh lên một trang web nộp hồ sơ thì bị báo sai định dạng? Nguyên nhân thường là ảnh đang ở định dạng HEIC. Tin vui là bạn có thể chuyển ảnh sang JPG ngay trên iPhone mà không cần cài ứng dụng lạ. Bài viết này giải thích HEIC là gì và hướng dẫn ba cách chuyển đổi đơn giản trên iOS 17 và iOS 18.

## HEIC là gì và vì sao cần chuyển sang JPG

HEIC là định dạng ảnh hiệu suất cao mà iPhone dùng mặc định. So với JPG, ảnh HEIC có chất lượng tương đương nhưng dung lượng nhỏ hơn đáng kể, giúp tiết kiệm bộ nhớ. Nhược điểm là một số máy tính Windows đời cũ, phần mềm văn phòng và trang web chưa mở được HEIC. Khi đó JPG là lựa chọn an toàn vì gần như thiết bị nào cũng đọc được.

Để biết một ảnh đang ở định dạng nào, hãy mở ảnh trong ứng dụng **Ảnh** (Photos) rồi vuốt lên hoặc chạm vào biểu tượng chữ i. Phần thông tin sẽ ghi HEIF hoặc JPEG cùng kích thước ảnh.

Lưu ý rằng khi bạn gửi ảnh qua Zalo, Messenger hay email, các ứng dụng này thường tự chuyển sang định dạng phổ biến, nên bạn chỉ cần chuyển đổi khi chép tệp gốc hoặc tải lên trang web.

## Cách 1: Chụp thẳng ra ảnh JPG

Nếu bạn thường xuyên phải gửi ảnh cho máy tính hoặc in ấn, hãy cho iPhone chụp ảnh JPG ngay từ đầu.

1. Mở **Cài đặt > Camera > Định dạng** (Settings > Camera > Formats).
2. Chọn **Tương thích nhất** (Most Compatible) thay cho **Hiệu suất cao** (High Efficiency).
3. Mở ứng dụng Camera và chụp thử, ảnh mới sẽ được lưu dưới dạng JPG.

Cách này chỉ áp dụng cho ảnh chụp sau khi đổi cài đặt. Ảnh JPG cũng chiếm nhiều dung lượng hơn, và một số chế độ quay video chất lượng cao như 4K ở 60 khung hình mỗi giây cần định dạng Hiệu suất cao.

![Màn hình Định dạng trong Cài đặt Camera trên iPhone với Tương thích nhất được chọn](settings "Định dạng ảnh trên iPhone | Chọn Tương thích nhất để iPhone lưu ảnh mới dưới dạng JPG.")

## Cách 2: Tự chuyển khi chép ảnh sang máy tính

Khi cắm cáp chép ảnh sang máy tính Windows hoặc Mac, iPhone có thể tự chuyển ảnh sang JPG. Vào **Cài đặt > Ảnh** (Settings > Photos), kéo xuống mục **Truyền sang máy Mac hoặc PC** (Transfer to Mac or PC) và chọn **Tự động** (Automatic). Nếu chọn **Giữ bản gốc** (Keep Originals), ảnh sẽ giữ nguyên định dạng HEIC.

## Cách 3: Chuyển ảnh đã chụp bằng ứng dụng Tệp

Với những ảnh đã nằm sẵn trong thư viện, bạn có thể dùng mẹo sao chép và dán vào ứng dụng **Tệp** (Files):

1. Mở ứng dụng Ảnh, chạm **Chọn** (Select) và đánh dấu các ảnh cần chuyển.
2. Chạm nút **Chia sẻ** rồi chọn **Sao chép ảnh** (Copy Photos).
3. Mở ứng dụng Tệp, vào **Trên iPhone** (On My iPhone) và tạo một thư mục mới nếu muốn.
4. Chạm và giữ vào khoảng trống trong thư mục rồi chọn **Dán** (Paste).
5. Kiểm tra tên tệp vừa dán, phần đuôi thường sẽ là JPG; nếu vẫn là HEIC, hãy dùng cách Phím tắt bên dưới.

Từ thư mục này, bạn có thể gửi tệp qua email, tải lên trang web hoặc chép sang máy tính.

![Ứng dụng Tệp trên iPhone với các ảnh JPG vừa được dán vào một thư mục](storage "Ảnh JPG trong ứng dụng Tệp | Sau khi dán, ảnh trong thư mục có đuôi JPG và sẵn sàng gửi đi.")

### Chuyển hàng loạt bằng Phím tắt

Nếu thường xuyên phải chuyển nhiều ảnh, hãy tạo một phím tắt trong ứng dụng **Phím tắt** (Shortcuts) gồm các tác vụ chọn ảnh, **Chuyển đổi hình ảnh** (Convert Image) sang JPEG và lưu vào album ảnh. Sau khi tạo xong, bạn chỉ cần chạy phím tắt, chọn ảnh và chờ vài giây.

> Mẹo: Hãy giữ định dạng Hiệu suất cao cho việc chụp hằng ngày để tiết kiệm bộ nhớ, và chỉ chuyển sang JPG những ảnh thật sự cần gửi đi.

## Kết luận

HEIC giúp iPhone lưu được nhiều ảnh hơn, còn JPG giúp ảnh mở được ở mọi nơi. Tùy nhu cầu, bạn có thể cho máy chụp thẳng ra JPG, bật chế độ tự chuyển khi chép sang máy tính, hoặc dùng mẹo dán vào ứng dụng Tệp cho từng ảnh. Nắm được ba cách này, bạn sẽ không còn lo cảnh gửi ảnh đi mà người nhận không xem được.`,
}
export default article
