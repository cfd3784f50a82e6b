/** JSON safe to place inside a `<script>` element: `<` is escaped, so no value can close the element. */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c')
}
