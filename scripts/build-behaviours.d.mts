import type { BehaviourManifest } from '../src/lib/behaviour-bundles.mjs'

export declare const behavioursDir: string
export declare function buildBehaviours(
  outdir?: string,
): Promise<{ manifest: BehaviourManifest; outputs: Record<string, { bytes: number; inputs: Record<string, unknown> }> }>
