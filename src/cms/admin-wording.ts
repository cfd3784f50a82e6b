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
  version: {
    currentDocumentStatus: 'Trạng thái hiện tại: {{docStatus}}',
    publishChanges: 'Xuất bản',
    unpublish: 'Ngừng xuất bản',
    unpublishing: 'Đang ngừng xuất bản…',
  },
}
