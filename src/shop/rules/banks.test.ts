import { describe, expect, it } from 'vitest'
import { bankByBin, VIETNAMESE_BANKS } from './banks'
import { vietQrPayload } from './vietqr'

describe('Vietnamese banks', () => {
  it('include the main banks, by their NAPAS BIN', () => {
    const main: [string, string][] = [
      ['970436', 'Vietcombank'],
      ['970415', 'VietinBank'],
      ['970418', 'BIDV'],
      ['970405', 'Agribank'],
      ['970407', 'Techcombank'],
      ['970422', 'MB Bank'],
      ['970416', 'ACB'],
      ['970432', 'VPBank'],
      ['970423', 'TPBank'],
      ['970403', 'Sacombank'],
      ['970437', 'HDBank'],
      ['970441', 'VIB'],
      ['970443', 'SHB'],
      ['970431', 'Eximbank'],
      ['970426', 'MSB'],
      ['970448', 'OCB'],
      ['970440', 'SeABank'],
      ['970449', 'LPBank'],
      ['970428', 'Nam A Bank'],
      ['970409', 'Bac A Bank'],
    ]
    for (const [bin, shortName] of main) expect(bankByBin(bin)?.shortName, bin).toBe(shortName)
    expect(bankByBin('970436')).toEqual({
      bin: '970436',
      shortName: 'Vietcombank',
      name: 'Ngân hàng TMCP Ngoại thương Việt Nam',
    })
  })

  it('each have one BIN a VietQR code takes, a short name and a Vietnamese full name', () => {
    const bins = VIETNAMESE_BANKS.map((bank) => bank.bin)
    expect(new Set(bins).size).toBe(bins.length)
    const shortNames = VIETNAMESE_BANKS.map((bank) => bank.shortName)
    expect(new Set(shortNames).size).toBe(shortNames.length)
    for (const bank of VIETNAMESE_BANKS) {
      expect(bank.bin, bank.shortName).toMatch(/^[0-9]{6}$/)
      expect(() =>
        vietQrPayload({ bankBin: bank.bin, accountNumber: '0011001234567', amount: 1, reference: 'TT1' }),
      ).not.toThrow()
      expect(bank.shortName.trim(), bank.bin).toBe(bank.shortName)
      expect(bank.name, bank.bin).toMatch(/^Ngân hàng \S.*\S$/)
      expect(bank.name, bank.bin).toBe(bank.name.normalize('NFC'))
    }
  })

  it('are found by their exact BIN only', () => {
    for (const bin of ['', '000000', ' 970436', '970436 ', '97043', 'Vietcombank'])
      expect(bankByBin(bin), bin).toBeUndefined()
  })
})

describe("the demo's bank account", () => {
  it('is recognised until the owner changes the bank or the number', async () => {
    const { DEMO_BANK_ACCOUNT, isDemoBankAccount } = await import('./banks')
    expect(isDemoBankAccount(DEMO_BANK_ACCOUNT)).toBe(true)
    expect(isDemoBankAccount({ ...DEMO_BANK_ACCOUNT, accountNumber: ' 0011001234567 ' })).toBe(true)
    expect(isDemoBankAccount({ ...DEMO_BANK_ACCOUNT, accountNumber: '1903456789012' })).toBe(false)
    expect(isDemoBankAccount({ ...DEMO_BANK_ACCOUNT, bankBin: '970407' })).toBe(false)
    expect(isDemoBankAccount(null)).toBe(false)
  })
})
