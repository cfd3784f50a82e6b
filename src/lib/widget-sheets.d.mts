export interface WidgetSheet {
  name: string
  file: string
}
export declare const WIDGET_SHEETS: WidgetSheet[]

/** A sheet as built: its content hash and the classes only it defines. */
export interface BuiltSheet {
  name: string
  hash: string
  classes: string[]
}
export declare function sheetsAddress(hashes: string[]): string
export declare function sheetsNamed(routePath: string): string[] | null
export declare function classesOf(css: string): Set<string>
export declare function classesIn(html: string): Set<string>
export declare function sheetsFor<Sheet extends { classes: string[] }>(used: Set<string>, sheets: Sheet[]): Sheet[]
