import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  crc16,
  MAX_TRANSFER_REFERENCE_LENGTH,
  MAX_VIETQR_AMOUNT,
  transferReference,
  vietQrPayload,
  type VietQrTransfer,
} from './vietqr'

/** The fields of an EMV payload (ID, 2-digit length, value), in order; an Error when it is not a list of fields. */
function readFields(text: string): [id: string, value: string][] {
  const fields: [string, string][] = []
  let position = 0
  while (position < text.length) {
    const id = text.slice(position, position + 2)
    const length = text.slice(position + 2, position + 4)
    if (!/^[0-9]{2}$/.test(id) || !/^[0-9]{2}$/.test(length)) throw new Error(`No field at ${position} of ${text}`)
    const value = text.slice(position + 4, position + 4 + Number(length))
    if (value.length !== Number(length)) throw new Error(`Field ${id} of ${text} is cut short`)
    fields.push([id, value])
    position += 4 + value.length
  }
  return fields
}

/** A payload's fields by ID, checking that no ID repeats. */
function fieldMap(text: string): Map<string, string> {
  const fields = readFields(text)
  const map = new Map(fields)
  expect(map.size, `repeated IDs in ${text}`).toBe(fields.length)
  return map
}

/** The transfer a VietQR payload asks for, after checking its fixed fields, its field order and its CRC. */
function readTransfer(payload: string): VietQrTransfer {
  const fields = readFields(payload)
  expect(fields.map(([id]) => id)).toEqual(['00', '01', '38', '53', '54', '58', '62', '63'])
  const top = fieldMap(payload)
  expect(top.get('00')).toBe('01')
  expect(top.get('01')).toBe('12')
  expect(top.get('53')).toBe('704')
  expect(top.get('58')).toBe('VN')
  const account = fieldMap(top.get('38')!)
  expect([...account.keys()]).toEqual(['00', '01', '02'])
  expect(account.get('00')).toBe('A000000727')
  expect(account.get('02')).toBe('QRIBFTTA')
  const beneficiary = fieldMap(account.get('01')!)
  expect([...beneficiary.keys()]).toEqual(['00', '01'])
  const additional = fieldMap(top.get('62')!)
  expect([...additional.keys()]).toEqual(['08'])
  // The CRC covers everything before its value, its own ID and length included.
  expect(payload.slice(-8, -4)).toBe('6304')
  expect(top.get('63')).toBe(crc16(payload.slice(0, -4)))
  expect(top.get('63')).toMatch(/^[0-9A-F]{4}$/)
  return {
    bankBin: beneficiary.get('00')!,
    accountNumber: beneficiary.get('01')!,
    amount: Number(top.get('54')),
    reference: additional.get('08')!,
  }
}

const vietcombank: VietQrTransfer = {
  bankBin: '970436',
  accountNumber: '0011001234567',
  amount: 199_000,
  reference: 'TT000123',
}

const alphanumeric = (minLength: number, maxLength: number) =>
  fc.stringMatching(new RegExp(`^[0-9A-Za-z]{${minLength},${maxLength}}$`))
const validReference = fc.stringMatching(/^[0-9A-Za-z](?:[0-9A-Za-z ]{0,23}[0-9A-Za-z])?$/)
const validTransfer = fc.record({
  bankBin: fc.stringMatching(/^[0-9]{6}$/),
  accountNumber: alphanumeric(1, 19),
  amount: fc.integer({ min: 1, max: MAX_VIETQR_AMOUNT }),
  reference: validReference,
})

describe('crc16', () => {
  it('is CRC-16/CCITT-FALSE, in 4 upper-case hex digits', () => {
    expect(crc16('123456789')).toBe('29B1') // the algorithm's published check value
    expect(crc16('')).toBe('FFFF')
    expect(crc16('A')).toBe('B915')
  })
})

describe('the VietQR payload', () => {
  it('writes every field as ID, 2-digit length and value, and ends with the CRC of what comes before', () => {
    const body =
      '000201' + // 00 payload format: 01
      '010212' + // 01 point of initiation: 12, a code for one payment
      '3857' + // 38 consumer account information, 57 characters:
      '0010A000000727' + //   00 NAPAS
      '0127' + //   01 beneficiary, 27 characters:
      '0006970436' + //     00 the BIN
      '0113' + //     01 the account number, 13 characters
      '0011001234567' +
      '0208QRIBFTTA' + //   02 service: a transfer to an account
      '5303704' + // 53 currency: đồng
      '5406199000' + // 54 amount
      '5802VN' + // 58 country
      '6212' + // 62 additional data, 12 characters:
      '0808TT000123' + //   08 the transfer message
      '6304' // 63 the CRC, 4 characters
    // The CRC's value is crc16's, which the check value above and the codes of other generators below confirm.
    expect(crc16(body)).toBe('D19B')
    expect(vietQrPayload(vietcombank)).toBe(`${body}D19B`)
    expect(readTransfer(vietQrPayload(vietcombank))).toEqual(vietcombank)
  })

  it('is the payload other VietQR generators make for the same transfer', () => {
    expect(
      vietQrPayload({
        bankBin: '970422',
        accountNumber: 'VQRQACLNP2680',
        amount: 100_000,
        reference: 'Thanh toan don hang ABC',
      }),
    ).toBe(
      '00020101021238570010A000000727012700069704220113VQRQACLNP26800208QRIBFTTA530370454061000005802VN62270823Thanh toan don hang ABC6304CE4C',
    )
    expect(
      vietQrPayload({
        bankBin: '970418',
        accountNumber: 'V3CAS6262723924',
        amount: 375_000,
        reference: 'CSPZKHEL6A2 NTK O0004',
      }),
    ).toBe(
      '00020101021238590010A000000727012900069704180115V3CAS62627239240208QRIBFTTA530370454063750005802VN62250821CSPZKHEL6A2 NTK O000463044729',
    )
  })

  it('takes the longest values', () => {
    const longest = {
      bankBin: '970415',
      accountNumber: '1'.repeat(19),
      amount: MAX_VIETQR_AMOUNT,
      reference: 'A'.repeat(25),
    }
    expect(readTransfer(vietQrPayload(longest))).toEqual(longest)
    expect(fieldMap(vietQrPayload(longest)).get('54')).toBe('9999999999999')
  })

  it('sends the message without Vietnamese diacritics', () => {
    const payload = vietQrPayload({ ...vietcombank, reference: 'Thanh toán đơn ĐH 12' })
    expect(readTransfer(payload).reference).toBe('Thanh toan don DH 12')
    // Decomposed accents (NFD) are the same message.
    expect(vietQrPayload({ ...vietcombank, reference: 'Thanh toán đơn ĐH 12'.normalize('NFD') })).toBe(payload)
  })

  it('reads back as the same transfer, with a CRC that checks, for any valid transfer', () => {
    fc.assert(
      fc.property(validTransfer, (transfer) => {
        const payload = vietQrPayload(transfer)
        expect(payload).toMatch(/^[\x20-\x7e]+$/)
        expect(readTransfer(payload)).toEqual(transfer)
      }),
    )
  })

  it('has a CRC that catches any one changed character', () => {
    fc.assert(
      fc.property(validTransfer, fc.nat(), fc.integer({ min: 0x20, max: 0x7e }), (transfer, at, code) => {
        const payload = vietQrPayload(transfer)
        const index = at % (payload.length - 4)
        fc.pre(payload.charCodeAt(index) !== code)
        const altered = payload.slice(0, index) + String.fromCharCode(code) + payload.slice(index + 1, -4)
        expect(crc16(altered)).not.toBe(payload.slice(-4))
      }),
    )
  })

  it('refuses a BIN that is not 6 digits', () => {
    for (const bankBin of [
      '',
      '97043',
      '9704361',
      '97043a',
      ' 970436',
      '９７０４３６',
      970436 as unknown as string,
      null as unknown as string,
    ]) {
      expect(() => vietQrPayload({ ...vietcombank, bankBin }), String(bankBin)).toThrow(RangeError)
    }
  })

  it('refuses an account number that is not 1 to 19 letters or digits', () => {
    for (const accountNumber of [
      '',
      '1'.repeat(20),
      '0011-0012',
      '0011 001',
      'tài0khoản',
      '001\n',
      11001234567 as unknown as string,
    ]) {
      expect(() => vietQrPayload({ ...vietcombank, accountNumber }), String(accountNumber)).toThrow(RangeError)
    }
  })

  it('refuses an amount that is not a whole number of đồng from 1 to 13 digits', () => {
    for (const amount of [
      0,
      -1,
      1.5,
      Number.NaN,
      Number.POSITIVE_INFINITY,
      MAX_VIETQR_AMOUNT + 1,
      Number.MAX_SAFE_INTEGER,
      '199000' as unknown as number,
    ]) {
      expect(() => vietQrPayload({ ...vietcombank, amount }), String(amount)).toThrow(RangeError)
    }
  })

  it('refuses a message that is not 1 to 25 letters, digits and inner spaces once without diacritics', () => {
    for (const reference of [
      '',
      ' ',
      ' TT1',
      'TT1 ',
      'TT#1',
      'TT-1',
      'TT\n1',
      '支付',
      'A'.repeat(26),
      'Đ'.repeat(26),
      42 as unknown as string,
    ]) {
      expect(() => vietQrPayload({ ...vietcombank, reference }), JSON.stringify(reference)).toThrow(RangeError)
    }
  })

  it('refuses any transfer with an invalid field', () => {
    fc.assert(
      fc.property(
        validTransfer,
        fc.oneof(
          fc.record({ bankBin: fc.string().filter((text) => !/^[0-9]{6}$/.test(text)) }),
          fc.record({ accountNumber: fc.string().filter((text) => !/^[0-9A-Za-z]{1,19}$/.test(text)) }),
          fc.record({
            amount: fc
              .oneof(
                fc.integer({ max: 0 }),
                fc.double(),
                fc.integer({ min: MAX_VIETQR_AMOUNT + 1, max: Number.MAX_SAFE_INTEGER }),
              )
              .filter((n) => !(Number.isInteger(n) && n > 0 && n <= MAX_VIETQR_AMOUNT)),
          }),
          fc.record({
            reference: fc.oneof(
              fc.constant(''),
              alphanumeric(26, 40),
              fc.string().map((text) => `${text}!`),
            ),
          }),
        ),
        (transfer, invalid) => {
          expect(() => vietQrPayload({ ...transfer, ...invalid })).toThrow(RangeError)
        },
      ),
    )
  })
})

describe('transfer references', () => {
  it('removes diacritics and other characters, collapses spaces, and keeps at most 25 characters', () => {
    expect(transferReference('Đơn hàng #123')).toBe('Don hang 123')
    expect(transferReference('Thanh toán đơn ĐH-000123')).toBe('Thanh toan don DH000123')
    expect(transferReference('  TT000123  ')).toBe('TT000123')
    expect(transferReference('Nguyễn\tVăn\n\nAn')).toBe('Nguyen Van An')
    expect(transferReference('Phở bò tái'.normalize('NFD'))).toBe('Pho bo tai')
    expect(transferReference('Chuyển khoản cho cửa hàng Thủ Thuật')).toBe('Chuyen khoan cho cua hang')
    // A cut that ends at a space does not keep it.
    expect(transferReference('abcdefghijklmnopqrstuvwx yz')).toBe('abcdefghijklmnopqrstuvwx')
    expect(transferReference('')).toBe('')
    expect(transferReference('#!? —')).toBe('')
    expect(transferReference('支付 TT1')).toBe('TT1')
  })

  it('is empty or a message vietQrPayload takes, and the same when made again', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.string(),
          fc.string({ unit: 'grapheme' }),
          fc.stringMatching(
            /^[ a-zA-ZàáạảãâầấậẩẫăằắặẳẵđèéẹẻẽêềếệểễìíịỉĩòóọỏõôồốộổỗơờớợởỡùúụủũưừứựửữỳýỵỷỹĐ#\s-]{0,40}$/,
          ),
        ),
        (text) => {
          const reference = transferReference(text)
          expect(reference.length).toBeLessThanOrEqual(MAX_TRANSFER_REFERENCE_LENGTH)
          expect(transferReference(reference)).toBe(reference)
          if (reference) expect(readTransfer(vietQrPayload({ ...vietcombank, reference })).reference).toBe(reference)
          else expect(() => vietQrPayload({ ...vietcombank, reference })).toThrow(RangeError)
        },
      ),
    )
  })
})
