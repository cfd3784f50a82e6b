/**
 * Plain Vietnamese where Payload's own translation reads oddly to a newsroom ("Xuất bản tài liệu", "Ẩn tài liệu":
 * a post is not a "document"). Merged over Payload's Vietnamese (`i18n.translations`).
 */
export const adminWording = {
  general: {
    allCollections: 'Tất cả mục nội dung',
    anotherUserTakenOver: 'Người khác đã tiếp quản việc sửa mục này.',
    currentlyEditing: 'đang sửa mục này. Nếu bạn tiếp quản, họ sẽ không sửa tiếp được và có thể mất thay đổi chưa lưu.',
    document: 'Mục',
    documentLocked: 'Đang có người sửa',
    documentModified: 'Đã có thay đổi',
    documentOutOfDate: 'Mục này vừa được người khác cập nhật: nội dung bạn đang xem đã cũ.',
    documents: 'Mục',
    reloadDocument: 'Tải lại',
  },
  // Payload's own error and check messages, without its English words ("field", "file", "token"…).
  error: {
    correctInvalidFields: 'Có trường chưa hợp lệ: hãy sửa các trường được đánh dấu đỏ rồi lưu lại.',
    followingFieldsInvalid_one: 'Chưa lưu được, vì trường này chưa hợp lệ:',
    followingFieldsInvalid_other: 'Chưa lưu được, vì các trường này chưa hợp lệ:',
    incorrectCollection: 'Lỗi: loại nội dung không đúng.',
    noFilesUploaded: 'Chưa có tệp nào được tải lên.',
    noMatchedField: 'Không tìm thấy trường nào tên "{{label}}".',
    problemUploadingFile: 'Có lỗi khi tải tệp lên.',
    tokenInvalidOrExpired: 'Liên kết không đúng hoặc đã hết hạn.',
    tokenNotProvided: 'Thiếu mã xác thực.',
    unknown: 'Đã có lỗi không rõ nguyên nhân. Hãy thử lại.',
    unspecific: 'Đã có lỗi. Hãy thử lại.',
    emailOrPasswordIncorrect: 'Sai e-mail hoặc mật khẩu.',
    missingEmail: 'Thiếu e-mail.',
    userLocked: 'Tài khoản tạm khoá vì đăng nhập sai nhiều lần. Hãy thử lại sau.',
  },
  validation: {
    emailAddress: 'E-mail chưa đúng.',
    fieldHasNo: 'Trường này không có: {{label}}',
    invalidSelection: 'Lựa chọn ở trường này không hợp lệ.',
    invalidSelections: 'Trường này có những lựa chọn không hợp lệ:',
    notValidDate: '"{{value}}" không phải là ngày hợp lệ.',
    validUploadID: 'Trường này không chứa tệp tải lên hợp lệ.',
  },
  version: {
    currentDocumentStatus: 'Trạng thái hiện tại: {{docStatus}}',
    publishChanges: 'Xuất bản',
    unpublish: 'Ngừng xuất bản',
    unpublishing: 'Đang ngừng xuất bản…',
  },
}
