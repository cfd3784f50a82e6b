/** A builder block for seeded layouts: its type, a stable id derived from the type, and its props. */
export function block(type: string, id: string, props: Record<string, unknown> = {}) {
  return { type, props: { id: `${type}-${id}`, ...props } }
}
