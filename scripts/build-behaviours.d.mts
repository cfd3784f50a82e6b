import type { BehaviourManifest } from '../src/lib/behaviour-bundles.mjs'

export declare const behavioursDir: string
export declare function buildBehaviours(
  outdir?: string,
): Promise<{ manifest: BehaviourManifest; outputs: Record<string, { bytes: number; inputs: Record<string, unknown> }> }>
/** The page's measurement: the behaviour every public page carries, and what it loads with the reader's consent. */
export declare const MEASUREMENT_MODULES: Record<'every page' | 'with consent', string>
/** Compressed bytes of one module with what it imports at once, bundled alone. */
export declare function moduleWeight(file: string): Promise<number>
