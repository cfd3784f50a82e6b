export declare const behavioursDir: string
export declare function buildBehaviours(
  outdir?: string,
): Promise<{ manifest: { loader: string }; outputs: Record<string, { bytes: number }> }>
