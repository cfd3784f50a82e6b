import type { HighlightShape } from './logic'

/**
 * The hand-drawn highlight shapes: SVG paths in a 500 × 150 box stretched over the highlighted words
 * (text in the middle band, underlines near the bottom). Shapes of two strokes draw one after the other.
 */
export const SHAPE_PATHS: Record<HighlightShape, string[]> = {
  circle: [
    'M328,16 C230,-2 84,6 30,42 C-10,70 22,124 160,138 C292,151 468,138 490,94 C510,50 424,14 292,10 C216,8 146,14 104,24',
  ],
  curly: ['M6,140 q27,-20 54,0 t54,0 t54,0 t54,0 t54,0 t54,0 t54,0 t54,0 t54,0'],
  underline: ['M6,142 C110,126 290,118 410,122 C456,124 484,130 494,140'],
  double: ['M8,20 C120,10 320,6 492,16', 'M6,140 C150,130 330,128 494,138'],
  'double-underline': ['M6,126 C150,116 330,114 494,124', 'M34,146 C170,138 320,136 472,144'],
  'underline-zigzag': ['M8,124 C160,118 330,116 490,122 C340,126 170,128 40,136 C180,134 340,134 468,142'],
  diagonal: ['M12,14 C160,36 330,82 490,140'],
  strikethrough: ['M4,80 C150,70 340,72 496,76'],
  x: ['M490,14 C330,44 160,92 10,142', 'M12,16 C180,40 360,90 488,140'],
}
