/** Messages only developers read: errors thrown on a programming mistake, reaching the server's log, never a page. */
export const log = {
  /** `what`: the amount, e.g. 'A unit price'. */
  notMoney: (what: string, value: string) => `${what} must be a safe non-negative integer number of đồng, not ${value}`,
  moneyOverflow: (amount: number, quantity: number) =>
    `An amount of ${amount} đồng × ${quantity} is too large to count exactly`,
  notVietQrAmount: (max: number, value: string) =>
    `A VietQR amount must be a whole number of đồng from 1 to ${max}, not ${value}`,
} as const
