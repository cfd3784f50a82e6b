/** Rounds to two decimals so the SVG stays short and stable. */
export function num(value: number): string {
  return String(Math.round(value * 100) / 100)
}

/** Makes ids that are unique within one SVG document. */
export type IdFactory = (prefix: string) => string

export function createIdFactory(): IdFactory {
  let count = 0
  return (prefix) => `${prefix}-${++count}`
}

/** A point on a circle; angles in degrees, 0° pointing right, growing clockwise. */
export function polar(cx: number, cy: number, radius: number, degrees: number): [number, number] {
  const radians = (degrees * Math.PI) / 180
  return [cx + radius * Math.cos(radians), cy + radius * Math.sin(radians)]
}

/** A clockwise circular arc from `startDegrees` to `endDegrees`. */
export function arcPath(cx: number, cy: number, radius: number, startDegrees: number, endDegrees: number): string {
  const [x1, y1] = polar(cx, cy, radius, startDegrees)
  const [x2, y2] = polar(cx, cy, radius, endDegrees)
  const largeArc = endDegrees - startDegrees > 180 ? 1 : 0
  return `M${num(x1)} ${num(y1)} A${num(radius)} ${num(radius)} 0 ${largeArc} 1 ${num(x2)} ${num(y2)}`
}

/** A rounded bar, the stand-in for a line of text. */
export function bar(x: number, y: number, width: number, height: number, fill: string, opacity = 1): string {
  const fade = opacity < 1 ? ` fill-opacity="${num(opacity)}"` : ''
  return `<rect x="${num(x)}" y="${num(y)}" width="${num(width)}" height="${num(height)}" rx="${num(height / 2)}" fill="${fill}"${fade}/>`
}

/** A soft glow: a circle whose radial gradient fades out like a blur, at a fraction of a blur's cost. */
export function softBlob(id: string, cx: number, cy: number, radius: number, color: string, opacity: number): string {
  const stops = [
    [0, 1],
    [0.35, 0.8],
    [0.65, 0.35],
    [1, 0],
  ]
    .map(
      ([offset, strength]) =>
        `<stop offset="${offset}" stop-color="${color}" stop-opacity="${num(opacity * strength)}"/>`,
    )
    .join('')
  return `<defs><radialGradient id="${id}">${stops}</radialGradient></defs><circle cx="${num(cx)}" cy="${num(cy)}" r="${num(radius)}" fill="url(#${id})"/>`
}

/**
 * A rounded rectangle as if blurred by `blur` (a Gaussian's deviation): faint copies from well inside its edge to
 * well outside, which add up to the whole opacity inside and fade across the edge. It rasterises in a fraction of a
 * blur filter's time (librsvg blurs the whole filter region, three passes).
 */
export function blurredRect(
  x: number,
  y: number,
  width: number,
  height: number,
  radius: number,
  color: string,
  opacity: number,
  blur: number,
): string {
  // A blurred edge fades over about three deviations: from 1.5 inside to 1.5 outside.
  // One layer every 2 px or so: fewer show as steps on a large shadow.
  const reach = 1.5 * blur
  const layers = Math.max(8, Math.round(reach))
  const inset = Math.min(reach, width / 2 - 1, height / 2 - 1)
  return Array.from({ length: layers }, (_, index) => {
    const grow = -inset + ((inset + reach) * (index + 1)) / layers
    const rx = Math.max(radius + grow, 0)
    return `<rect x="${num(x - grow)}" y="${num(y - grow)}" width="${num(width + 2 * grow)}" height="${num(height + 2 * grow)}" rx="${num(rx)}" fill="${color}" fill-opacity="${num(opacity / layers)}"/>`
  }).join('')
}

/**
 * A soft shadow under a rounded rectangle made of a few widening, faint copies of it: it looks like a blur
 * at a fraction of a blur filter's rendering time.
 */
export function layeredShadow(
  x: number,
  y: number,
  width: number,
  height: number,
  radius: number,
  color: string,
  opacity: number,
  spread: number,
): string {
  const layers = 6
  return Array.from({ length: layers }, (_, index) => {
    const grow = (spread * (index + 1)) / layers
    return `<rect x="${num(x - grow)}" y="${num(y - grow)}" width="${num(width + 2 * grow)}" height="${num(height + 2 * grow)}" rx="${num(radius + grow)}" fill="${color}" fill-opacity="${num(opacity / layers)}"/>`
  }).join('')
}
