import type { SeedArticle } from '../types'
import saoLuuTinNhanZalo from './cach-sao-luu-tin-nhan-zalo-tren-dien-thoai'
import khoiPhucTinNhanZalo from './cach-khoi-phuc-tin-nhan-zalo-khi-doi-dien-thoai'
import anTroChuyenKhoaZalo from './cach-an-cuoc-tro-chuyen-va-khoa-zalo-bang-ma-pin'
import chuyenDanhBaSangIphone from './cach-chuyen-danh-ba-tu-android-sang-iphone'
import saoLuuIphone from './cach-sao-luu-iphone-len-icloud-va-may-tinh'
import saoLuuAndroidGoogleDrive from './cach-sao-luu-du-lieu-android-len-google-drive'
import xacMinh2BuocGoogle from './cach-bat-xac-minh-2-buoc-cho-tai-khoan-google'
import timLaiDienThoaiBiMat from './cach-tim-lai-dien-thoai-bi-mat'
import nhanBietLuaDao from './cach-nhan-biet-tin-nhan-va-cuoc-goi-lua-dao'
import chanCuocGoiTinNhanRac from './cach-chan-cuoc-goi-va-tin-nhan-rac'
import khoaUngDung from './cach-khoa-ung-dung-bang-face-id-hoac-van-tay'
import giaiPhongIcloud from './cach-giai-phong-dung-luong-icloud-khi-bao-day'
import tatThongBao from './cach-tat-thong-bao-lam-phien-tu-ung-dung'
import cheDoTapTrung from './cach-dung-che-do-tap-trung-va-khong-lam-phien'

export const groupC: SeedArticle[] = [
  saoLuuTinNhanZalo,
  khoiPhucTinNhanZalo,
  anTroChuyenKhoaZalo,
  chuyenDanhBaSangIphone,
  saoLuuIphone,
  saoLuuAndroidGoogleDrive,
  xacMinh2BuocGoogle,
  timLaiDienThoaiBiMat,
  nhanBietLuaDao,
  chanCuocGoiTinNhanRac,
  khoaUngDung,
  giaiPhongIcloud,
  tatThongBao,
  cheDoTapTrung,
]
