function parseHex(hex: string): [number, number, number] {
  const value = Number.parseInt(hex.slice(1), 16)
  return [(value >> 16) & 0xff, (value >> 8) & 0xff, value & 0xff]
}

function toHex(channel: number): string {
  return Math.round(channel).toString(16).padStart(2, '0')
}

/** Blends two `#rrggbb` colours: `amount` 0 gives `from`, 1 gives `to`. */
export function mix(from: string, to: string, amount: number): string {
  const a = parseHex(from)
  const b = parseHex(to)
  return `#${a.map((channel, index) => toHex(channel + (b[index] - channel) * amount)).join('')}`
}

export const white = '#ffffff'
export const black = '#000000'
