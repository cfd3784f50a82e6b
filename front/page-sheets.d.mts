import type { BehaviourManifest } from '../src/lib/behaviour-bundles.mjs'

export declare function withPageSheets(html: string, manifest: BehaviourManifest | null): string
export declare function sheetsFile(
  routePath: string,
  manifest: BehaviourManifest | null,
  root: string,
): { body: Buffer; headers: Record<string, string> } | null
