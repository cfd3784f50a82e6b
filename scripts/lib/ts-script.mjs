/**
 * Node arguments that run one of our TypeScript scripts with tsx.
 * `--conditions=production` makes Lexical load its production build directly: its default Node entry
 * picks dev or prod with a top-level await, which Node 20 can deadlock on inside Payload's module
 * graph (the process hangs, or exits with code 13).
 */
export function tsScript(file) {
  return ['--conditions=production', '--import', 'tsx', file]
}
