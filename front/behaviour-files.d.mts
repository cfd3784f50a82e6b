import type { BehaviourManifest } from '../src/lib/behaviour-bundles.mjs'

export declare function behaviourFile(
  routePath: string,
  root?: string,
): { body: Buffer; headers: Record<string, string> } | null

export declare function behaviourManifest(root?: string): BehaviourManifest | null
