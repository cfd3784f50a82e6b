import type { BehaviourManifest } from '../src/lib/behaviour-bundles.mjs'

export declare function withPageBundle(html: string, manifest: BehaviourManifest | null): string
