import type { SeedArticle } from '../types'

const article: SeedArticle = {
  title: 'Cách bật chế độ nhà phát triển Android và giảm hiệu ứng',
  slug: 'cach-bat-che-do-nha-phat-trien-android-va-giam-hieu-ung',
  excerpt:
    'Mở khóa Tùy chọn nhà phát triển trên Android rồi giảm tốc độ hiệu ứng chuyển cảnh xuống 0,5x để máy có cảm giác nhanh, mượt hơn.',
  categories: ['android', 'ung-dung'],
  tags: ['Android', 'Tăng tốc', 'Mẹo hay'],
  author: 'quoc-bao',
  featuredImage: {
    topic: 'settings',
    alt: 'Màn hình Tùy chọn nhà phát triển trên điện thoại Android với các mục tỷ lệ hình động',
    title: 'Chế độ nhà phát triển Android',
    description: 'Tùy chọn nhà phát triển cho phép chỉnh tốc độ hiệu ứng chuyển cảnh để máy phản hồi nhanh hơn.',
  },
  publishedAt: '2026-10-12T08:15:00+07:00',
  screens: [
    {
      kind: 'list',
      os: 'android',
      back: 'Thông tin điện thoại',
      title: 'Thông tin phần mềm',
      path: ['Cài đặt', 'Thông tin điện thoại', 'Thông tin phần mềm', 'Số hiệu bản tạo'],
      rows: [
        { label: 'Phiên bản One UI', detail: '6.1' },
        { label: 'Phiên bản Android', detail: '14' },
        { label: 'Phiên bản băng tần cơ sở', detail: 'S918BXXS3BXBD' },
        { label: 'Phiên bản Kernel', detail: '5.15.123-android14-11' },
        { label: 'Số hiệu bản tạo', detail: 'UP1A.231005.007.S918BXXS3BXBD' },
      ],
      toast: 'Bạn chỉ còn 3 bước nữa là trở thành nhà phát triển.',
      highlight: 4,
    },
    {
      kind: 'list',
      os: 'android',
      back: 'Cài đặt',
      title: 'Tùy chọn nhà phát triển',
      path: ['Cài đặt', 'Tùy chọn nhà phát triển', 'Vẽ'],
      rows: [
        { label: 'Bật', toggle: true },
        { section: 'Vẽ', label: 'Tỷ lệ hình động của cửa sổ', detail: 'Tỷ lệ hình động 0,5x' },
        { label: 'Tỷ lệ hình động chuyển tiếp', detail: 'Tỷ lệ hình động 0,5x' },
        { label: 'Tỷ lệ thời lượng trình tạo hình động', detail: 'Tỷ lệ thời lượng 1x' },
      ],
      highlight: 3,
    },
  ],
  body: `Android có một khu vực cài đặt ẩn dành cho lập trình viên gọi là **Tùy chọn nhà phát triển** (Developer options). Phần lớn mục trong đó không dành cho người dùng phổ thông, nhưng có một mẹo rất đáng thử: giảm tốc độ hiệu ứng chuyển cảnh. Khi hiệu ứng mở, đóng và chuyển ứng dụng ngắn lại, điện thoại sẽ có cảm giác nhanh nhạy hơn hẳn, nhất là với máy tầm trung hoặc máy đã dùng vài năm. Bài viết hướng dẫn cách bật chế độ này và chỉnh hiệu ứng một cách an toàn.

## Chế độ nhà phát triển là gì

Đây là tập hợp các tùy chọn dùng để thử nghiệm và gỡ lỗi ứng dụng, được Google ẩn đi để tránh người dùng vô tình bật nhầm. Bật chế độ này không làm mất bảo hành, không xóa dữ liệu và có thể tắt đi bất cứ lúc nào. Tuy vậy, bạn chỉ nên thay đổi đúng những mục được hướng dẫn.

## Cách bật chế độ nhà phát triển

### Trên điện thoại Samsung

1. Mở **Cài đặt** (Settings) và chạm **Thông tin điện thoại** (About phone).
2. Chạm **Thông tin phần mềm** (Software information).
3. Chạm liên tục 7 lần vào dòng **Số hiệu bản tạo** (Build number).
4. Nhập mã PIN, hình vẽ hoặc mật khẩu màn hình khóa khi máy yêu cầu.
5. Khi thấy thông báo chế độ nhà phát triển đã bật, quay lại Cài đặt và kéo xuống cuối để thấy mục **Tùy chọn nhà phát triển**.

### Trên Pixel và các máy Android khác

Trên Pixel, vào **Cài đặt > Giới thiệu về điện thoại** (About phone), chạm 7 lần vào **Số bản dựng** (Build number), sau đó mở **Cài đặt > Hệ thống > Tùy chọn cho nhà phát triển**. Trên máy Xiaomi, bạn chạm 7 lần vào dòng phiên bản hệ điều hành (MIUI hoặc HyperOS) trong mục Giới thiệu điện thoại. Nếu không tìm thấy, hãy gõ “số bản dựng” hoặc “build number” vào ô tìm kiếm của Cài đặt.

![Màn hình Thông tin phần mềm với dòng Số hiệu bản tạo](settings "Chạm 7 lần vào Số hiệu bản tạo | Sau vài lần chạm, máy sẽ đếm ngược số lần còn lại trước khi bật chế độ nhà phát triển.")

## Giảm hiệu ứng chuyển cảnh

Trong Tùy chọn nhà phát triển, kéo xuống nhóm **Vẽ** (Drawing). Tại đây có ba mục điều chỉnh tốc độ hiệu ứng; tên tiếng Việt có thể khác đôi chút giữa các hãng, nên hãy dựa vào tên tiếng Anh nếu cần:

- **Tỷ lệ hình động của cửa sổ** (Window animation scale).
- **Tỷ lệ hình động chuyển tiếp** (Transition animation scale).
- **Tỷ lệ thời lượng trình tạo hình động** (Animator duration scale).

Mặc định cả ba đều là 1x. Hãy chạm vào từng mục và chọn **0,5x**. Thay đổi có hiệu lực ngay, không cần khởi động lại.

![Nhóm Vẽ trong Tùy chọn nhà phát triển với ba mục tỷ lệ hình động](settings "Hiệu ứng nhanh gấp đôi | Đặt ba mục tỷ lệ hình động về 0,5x giúp thao tác trên máy có cảm giác nhanh hơn.")

### Nên chọn 0,5x hay tắt hẳn?

Chọn **Tắt hình động** (Animation off) khiến màn hình chuyển cảnh đột ngột, khó theo dõi và một số ứng dụng có thể hiển thị không đúng. Mức 0,5x vẫn giữ chuyển động mượt mà nhưng ngắn hơn, là lựa chọn cân bằng nhất.

## Những lưu ý an toàn

- Không bật **Gỡ lỗi USB** (USB debugging) nếu không thực sự cần, vì tính năng này mở đường cho máy tính truy cập sâu vào điện thoại qua cáp.
- Không bật **Không lưu giữ hoạt động** (Don't keep activities) hay chỉnh **Giới hạn quy trình nền** (Background process limit); hai mục này khiến ứng dụng bị đóng liên tục và bạn có thể lỡ thông báo.
- Một số ứng dụng ngân hàng có thể cảnh báo hoặc từ chối chạy khi chế độ nhà phát triển đang bật. Khi đó, hãy tắt công tắc ở đầu trang Tùy chọn nhà phát triển.

> Mẹo: Không muốn bật chế độ nhà phát triển? Trên Samsung, vào **Cài đặt > Hỗ trợ > Cải thiện hiển thị** và bật **Giảm hiệu ứng động** (Reduce animations) để có hiệu quả tương tự.

Nếu máy vẫn ì ạch sau khi chỉnh hiệu ứng, hãy xem thêm [cách tăng tốc điện thoại Android cũ bị chậm, giật lag](/cach-tang-toc-dien-thoai-android-cu-bi-cham-giat-lag).

## Kết luận

Chỉ cần chạm 7 lần vào số bản dựng và đổi ba mục hình động sang 0,5x, chiếc điện thoại Android của bạn sẽ phản hồi nhanh hơn thấy rõ mà không tốn đồng nào. Hãy giữ nguyên các tùy chọn khác, và nhớ rằng bạn luôn có thể đưa mọi thứ về 1x hoặc tắt hẳn chế độ nhà phát triển nếu không còn cần.`,
}
export default article
