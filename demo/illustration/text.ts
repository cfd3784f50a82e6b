/**
 * Text drawn as SVG paths from the Be Vietnam Pro files the site already ships, so pictures with words
 * render the same on every machine: no system font is ever asked for.
 * The font comes in three subset files (latin, latin-ext, vietnamese); each character is taken from the
 * first subset that has it. Text is NFC-normalised first, so Vietnamese letters with stacked marks
 * (ệ, ở, Ẩ…) use the font's precomposed glyphs and need no mark positioning.
 */
import fs from 'node:fs'
import { createRequire } from 'node:module'
import opentype from 'opentype.js'
import { num } from './svg'

export type FontWeight = 400 | 500 | 600 | 700

const subsets = ['latin', 'latin-ext', 'vietnamese'] as const
const resolvePackage = createRequire(import.meta.url).resolve
const loaded = new Map<FontWeight, opentype.Font[]>()

/** The subset fonts of one weight, parsed once per process. */
function fontsOf(weight: FontWeight): opentype.Font[] {
  let fonts = loaded.get(weight)
  if (!fonts) {
    fonts = subsets.map((subset) => {
      const file = resolvePackage(`@fontsource/be-vietnam-pro/files/be-vietnam-pro-${subset}-${weight}-normal.woff`)
      const data = fs.readFileSync(file)
      return opentype.parse(data.buffer.slice(data.byteOffset, data.byteOffset + data.byteLength))
    })
    loaded.set(weight, fonts)
  }
  return fonts
}

interface PlacedGlyph {
  glyph: opentype.Glyph
  /** Left edge, in pixels from the start of the run. */
  x: number
}

interface Run {
  glyphs: PlacedGlyph[]
  width: number
}

/** The font (subset) holding `character`, or undefined when none has it. */
function fontFor(character: string, weight: FontWeight): opentype.Font | undefined {
  return fontsOf(weight).find((font) => font.charToGlyphIndex(character) > 0)
}

/** Characters of `text` that no subset can draw (whitespace aside). */
export function missingCharacters(text: string, weight: FontWeight = 400): string[] {
  const characters = new Set(Array.from(text.normalize('NFC')).filter((character) => !/\s/.test(character)))
  return [...characters].filter((character) => !fontFor(character, weight))
}

function layout(text: string, size: number, weight: FontWeight): Run {
  const glyphs: PlacedGlyph[] = []
  let x = 0
  let previous: { font: opentype.Font; glyph: opentype.Glyph } | undefined
  for (const character of Array.from(text.normalize('NFC'))) {
    const font = fontFor(character, weight)
    if (!font)
      throw new Error(
        `Be Vietnam Pro has no glyph for “${character}” (U+${character.codePointAt(0)?.toString(16).toUpperCase()})`,
      )
    const scale = size / font.unitsPerEm
    const glyph = font.charToGlyph(character)
    // Kerning pairs exist only between glyphs of the same subset file.
    if (previous?.font === font) x += font.getKerningValue(previous.glyph, glyph) * scale
    glyphs.push({ glyph, x })
    x += (glyph.advanceWidth ?? 0) * scale
    previous = { font, glyph }
  }
  return { glyphs, width: x }
}

/** The advance width of `text` in pixels. */
export function measureText(text: string, size: number, weight: FontWeight = 400): number {
  return layout(text, size, weight).width
}

export interface TextStyle {
  size: number
  weight?: FontWeight
  color: string
  /** Where `x` sits on the run: its left end, middle or right end. */
  anchor?: 'start' | 'middle' | 'end'
  opacity?: number
}

/** `text` as one filled path, its baseline at `y`. */
export function drawText(text: string, x: number, y: number, style: TextStyle): string {
  const run = layout(text, style.size, style.weight ?? 400)
  const left = style.anchor === 'middle' ? x - run.width / 2 : style.anchor === 'end' ? x - run.width : x
  const outline = run.glyphs
    .map(({ glyph, x: offset }) => glyph.getPath(left + offset, y, style.size).toPathData(1))
    .join('')
  if (!outline) return ''
  const fade = style.opacity !== undefined && style.opacity < 1 ? ` fill-opacity="${num(style.opacity)}"` : ''
  return `<path d="${outline}" fill="${style.color}"${fade}/>`
}

/** Shortens `text` with an ellipsis until it fits in `maxWidth`. */
export function fitText(text: string, maxWidth: number, size: number, weight: FontWeight = 400): string {
  if (measureText(text, size, weight) <= maxWidth) return text
  const characters = Array.from(text)
  while (characters.length > 1) {
    characters.pop()
    const candidate = `${characters.join('').trimEnd()}…`
    if (measureText(candidate, size, weight) <= maxWidth) return candidate
  }
  return '…'
}

/**
 * Breaks `text` into lines no wider than `maxWidth`, at spaces. When it needs more than `maxLines`,
 * the last line is shortened with an ellipsis.
 */
export function wrapText(
  text: string,
  maxWidth: number,
  size: number,
  weight: FontWeight = 400,
  maxLines = Infinity,
): string[] {
  const lines: string[] = []
  let line = ''
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const candidate = line ? `${line} ${word}` : word
    if (line && measureText(candidate, size, weight) > maxWidth) {
      lines.push(line)
      line = word
    } else {
      line = candidate
    }
  }
  if (line) lines.push(line)
  if (lines.length <= maxLines) return lines
  const kept = lines.slice(0, maxLines)
  kept[maxLines - 1] = fitText(`${kept[maxLines - 1]} ${lines[maxLines]}…`, maxWidth, size, weight)
  return kept
}

/** The largest size from `size` down to `minSize` (in steps of 1) at which `text` fits in `maxWidth`. */
export function fittingSize(
  text: string,
  maxWidth: number,
  size: number,
  minSize: number,
  weight: FontWeight = 400,
): number {
  const width = measureText(text, size, weight)
  if (width <= maxWidth) return size
  return Math.max(minSize, Math.floor((size * maxWidth) / width))
}
