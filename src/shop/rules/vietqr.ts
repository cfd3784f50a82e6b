/**
 * The VietQR code of an order's bank transfer: the text of a NAPAS VietQR, an EMVCo merchant-presented QR code that
 * Vietnamese banking apps read as "transfer this amount to this account with this message". Pure: no Node APIs.
 *
 * - The payload is a list of fields, each its two-digit ID, its value's length in two digits, and its value, in this
 *   order: 00 payload format '01'; 01 '12' (dynamic: a code for one payment, with its amount); 38 the account (00 the
 *   NAPAS id 'A000000727', 01 the beneficiary: 00 the bank's BIN, 01 the account number; 02 'QRIBFTTA', a transfer to
 *   an account); 53 the currency '704' (đồng); 54 the amount; 58 the country 'VN'; 62 with 08 the transfer message;
 *   63 the CRC-16/CCITT-FALSE of everything before it, '6304' included, in 4 upper-case hex digits.
 * - Anything that does not fit is a RangeError, never a code that a bank would read differently: the BIN is 6 digits,
 *   the account 1–19 letters or digits, the amount a whole number of đồng from 1 to 9 999 999 999 999 (13 digits, the
 *   longest EMV amount), and the message 1–25 ASCII letters, digits and spaces once Vietnamese diacritics are removed,
 *   starting and ending with a letter or digit (bank apps trim it; `transferReference` makes one from any text).
 */

/** A bank transfer for a VietQR code. */
export interface VietQrTransfer {
  /** The bank's 6-digit NAPAS BIN, e.g. '970436' for Vietcombank (see `VIETNAMESE_BANKS`). */
  bankBin: string
  /** The beneficiary's account number: 1–19 ASCII letters or digits. */
  accountNumber: string
  /** Whole đồng, from 1 to `MAX_VIETQR_AMOUNT`. */
  amount: number
  /** The transfer message, e.g. 'TT000123': see `transferReference`. */
  reference: string
}

/** The largest amount a VietQR code carries: 13 digits. */
export const MAX_VIETQR_AMOUNT = 9_999_999_999_999

/** The longest transfer message in a VietQR code. */
export const MAX_TRANSFER_REFERENCE_LENGTH = 25

const NAPAS_ID = 'A000000727'
const ACCOUNT_TRANSFER = 'QRIBFTTA'
const VND = '704'

/** A payload field: ID, length in two digits, value (at most 99 characters, which every field here stays under). */
function field(id: string, value: string): string {
  return `${id}${String(value.length).padStart(2, '0')}${value}`
}

/** `text` without diacritics: 'Đơn hàng' → 'Don hang'. Other characters stay as they are. */
function withoutDiacritics(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/đ/g, 'd')
    .replace(/Đ/g, 'D')
}

/**
 * The VietQR payload of a transfer, to render as a QR code: see the rules above. The message's diacritics are removed
 * ('Thanh toán' is sent as 'Thanh toan'); anything else invalid is a RangeError.
 */
export function vietQrPayload(transfer: VietQrTransfer): string {
  const { bankBin, accountNumber, amount } = transfer
  if (typeof bankBin !== 'string' || !/^[0-9]{6}$/.test(bankBin))
    throw new RangeError(`A bank BIN must be 6 digits, not ${String(bankBin)}`)
  if (typeof accountNumber !== 'string' || !/^[0-9A-Za-z]{1,19}$/.test(accountNumber))
    throw new RangeError(`An account number must be 1 to 19 letters or digits, not ${String(accountNumber)}`)
  if (typeof amount !== 'number' || !Number.isSafeInteger(amount) || amount < 1 || amount > MAX_VIETQR_AMOUNT)
    throw new RangeError(
      `A VietQR amount must be a whole number of VND from 1 to ${MAX_VIETQR_AMOUNT}, not ${String(amount)}`,
    )
  if (typeof transfer.reference !== 'string')
    throw new RangeError(`A transfer message must be text, not ${String(transfer.reference)}`)
  const reference = withoutDiacritics(transfer.reference)
  if (!/^[0-9A-Za-z](?:[0-9A-Za-z ]*[0-9A-Za-z])?$/.test(reference) || reference.length > MAX_TRANSFER_REFERENCE_LENGTH)
    throw new RangeError(
      `A transfer message must be 1 to ${MAX_TRANSFER_REFERENCE_LENGTH} letters, digits and spaces, without spaces around, not ${JSON.stringify(transfer.reference)}`,
    )
  const beneficiary = field('00', bankBin) + field('01', accountNumber)
  const payload =
    field('00', '01') +
    field('01', '12') +
    field('38', field('00', NAPAS_ID) + field('01', beneficiary) + field('02', ACCOUNT_TRANSFER)) +
    field('53', VND) +
    field('54', String(amount)) +
    field('58', 'VN') +
    field('62', field('08', reference)) +
    '6304'
  return payload + crc16(payload)
}

/** The CRC-16/CCITT-FALSE (polynomial 0x1021, initial 0xFFFF) of `text`'s UTF-8 bytes, as 4 upper-case hex digits. */
export function crc16(text: string): string {
  let crc = 0xffff
  for (const byte of new TextEncoder().encode(text)) {
    crc ^= byte << 8
    for (let bit = 0; bit < 8; bit++) crc = crc & 0x8000 ? ((crc << 1) ^ 0x1021) & 0xffff : (crc << 1) & 0xffff
  }
  return crc.toString(16).toUpperCase().padStart(4, '0')
}

/**
 * A transfer message made from any text: diacritics removed ('đ' → 'd', 'Đ' → 'D'), whitespace read as spaces, other
 * characters dropped, runs of spaces made one, trimmed, and cut to 25 characters (`MAX_TRANSFER_REFERENCE_LENGTH`).
 * `'Đơn hàng #123'` → `'Don hang 123'`. Empty when nothing is left, which `vietQrPayload` refuses; anything else it
 * accepts.
 */
export function transferReference(text: string): string {
  return withoutDiacritics(text)
    .replace(/\s/g, ' ')
    .replace(/[^0-9A-Za-z ]/g, '')
    .replace(/ +/g, ' ')
    .trim()
    .slice(0, MAX_TRANSFER_REFERENCE_LENGTH)
    .trimEnd()
}
