/** The checkout's address picker (provinces, then wards and communes): its own module, so the browser's code for it carries only these strings. */
export const address = {
  province: 'Tỉnh/thành phố',
  chooseProvince: 'Chọn tỉnh/thành phố',
  ward: 'Phường/xã/đặc khu',
  chooseWard: 'Chọn phường/xã/đặc khu',
  chooseProvinceFirst: 'Chọn tỉnh/thành phố trước',
  wardHint: 'Gõ tên phường/xã, có dấu hoặc không; tên cũ trước 01/07/2025 cũng tìm được.',
  street: 'Số nhà, tên đường',
  update: 'Cập nhật địa chỉ',
  oldWard: (oldName: string, district: string, newName: string, partial: boolean) =>
    `${oldName} (${district}) → ${newName}${partial ? ' (một phần)' : ''}`,
  found: (count: number) =>
    count ? `${count} kết quả. Dùng phím mũi tên lên, xuống để chọn, Enter để lấy.` : 'Không tìm thấy phường/xã nào.',
  notFound: 'Không tìm thấy phường/xã nào. Thử gõ ít chữ hơn.',
  unknownProvince: 'Không có tỉnh/thành phố với mã này.',
  loading: 'Đang tải danh sách phường/xã…',
  previous: 'Theo địa giới cũ',
  checkMoved: 'Địa chỉ đã được chuyển sang phường/xã, tỉnh/thành phố mới dưới đây: hãy kiểm tra rồi lưu lại.',
}
