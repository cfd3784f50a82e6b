import type { BuiltSheet } from './widget-sheets.mjs'

export type BundleName = 'reading' | 'listing' | 'shop'
export declare const BEHAVIOUR_BUNDLES: Record<BundleName, string[]>
export declare const DEFAULT_BUNDLE: BundleName
export declare function markedBehaviours(html: string): Set<string>
export declare const REQUEST_COST_BYTES: number

/** Compressed bytes of each bundle, and of each behaviour's late file with the chunks it imports at once. */
export interface BehaviourWeights {
  bundles: Record<string, number>
  late: Record<string, { bytes: number; files: number }>
}
export declare function bundleCost(
  bundle: string,
  names: Set<string>,
  weights: BehaviourWeights,
  bundles?: Record<string, string[]>,
): number
export declare function chooseBundle(
  names: Set<string>,
  weights: BehaviourWeights,
  bundles?: Record<string, string[]>,
): string

/** dist/behaviours/manifest.json, written by scripts/build-behaviours.mjs. */
export interface BehaviourManifest {
  /** The widget sheets: the address of all of them as one file, and each with the classes only it defines. */
  sheets: { all: string; list: BuiltSheet[] }
  /** Each kind of page's bundle: the page loader with that kind's behaviours inside. */
  bundles: Record<BundleName, string>
  /** The bundle written into every page, which the front may swap. */
  default: BundleName
  /** Each behaviour's own late file, loaded when a page's bundle does not hold it. */
  late: Record<string, string>
  /** What the front weighs to choose a page's bundle. */
  weights: BehaviourWeights
}
