'use client'

import { useFormFields } from '@payloadcms/ui'
import { isDemoBankAccount } from '@/shop/rules/banks'

/** Under the transfer's account while it is still the demo's: it receives nobody's money, so a real site does not offer it. */
export function DemoBankHint() {
  const bankBin = useFormFields(([fields]) => fields['bankTransfer.bankBin']?.value as string | undefined)
  const accountNumber = useFormFields(([fields]) => fields['bankTransfer.accountNumber']?.value as string | undefined)
  if (!isDemoBankAccount({ bankBin, accountNumber })) return null
  return (
    <p className="admin-hint admin-hint--warning" role="status">
      Đây là tài khoản mẫu của bản demo, không nhận được tiền thật. Hãy thay bằng ngân hàng, số tài khoản và tên chủ tài
      khoản của bạn: cho tới khi đó, trang chạy với địa chỉ thật không cho khách chọn chuyển khoản.
    </p>
  )
}
