/** The colours of one illustration; every other tone is mixed from these. */
export interface Palette {
  /** Featured background gradient, top-left to bottom-right. */
  background: readonly [string, string]
  /** Colour of the soft blurred blobs in the featured background. */
  glow: string
  /** Main colour of icons, buttons and highlighted rows. */
  accent: string
  /** Contrasting pop colour: sun, record dot, bolt, badges. */
  highlight: string
  /** Dark tone for the phone body and text placeholders. */
  ink: string
}

export const palettes: readonly Palette[] = [
  // Indigo dusk
  { background: ['#4f46e5', '#9333ea'], glow: '#f0abfc', accent: '#4f46e5', highlight: '#f59e0b', ink: '#1e1b4b' },
  // Ocean
  { background: ['#0ea5e9', '#1e3a8a'], glow: '#67e8f9', accent: '#0369a1', highlight: '#fbbf24', ink: '#0c1e3a' },
  // Coral sunset
  { background: ['#fb7185', '#f97316'], glow: '#fde68a', accent: '#e11d48', highlight: '#0ea5e9', ink: '#2b1d2a' },
  // Mint
  { background: ['#34d399', '#0f766e'], glow: '#bef264', accent: '#047857', highlight: '#f472b6', ink: '#052e2b' },
  // Midnight
  { background: ['#1e293b', '#312e81'], glow: '#6366f1', accent: '#4f46e5', highlight: '#22d3ee', ink: '#0f172a' },
  // Grape and berry
  { background: ['#a855f7', '#db2777'], glow: '#fda4af', accent: '#9333ea', highlight: '#14b8a6', ink: '#2e1065' },
  // Lagoon
  { background: ['#2dd4bf', '#2563eb'], glow: '#a5f3fc', accent: '#0f766e', highlight: '#f97316', ink: '#082f49' },
  // Sunflower
  { background: ['#fde047', '#f59e0b'], glow: '#ffffff', accent: '#b45309', highlight: '#2563eb', ink: '#292524' },
  // Graphite and lime
  { background: ['#27303f', '#0b1120'], glow: '#65a30d', accent: '#65a30d', highlight: '#38bdf8', ink: '#111827' },
  // Sky and rose
  { background: ['#60a5fa', '#c084fc'], glow: '#fbcfe8', accent: '#2563eb', highlight: '#f43f5e', ink: '#172554' },
]
