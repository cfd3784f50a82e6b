/**
 * Node's flags for the production server (front/serve.mjs), wherever it is started (scripts/start.mjs, the benches,
 * the instances tests).
 *
 * `--max-old-space-size`: without it, V8 sizes its heap from the machine's memory (about 4 GiB here) and lets garbage
 * pile up under load: the server's resident memory reached 1 GiB serving kept pages at 18,000 req/s, with a live heap
 * near 300 MiB. With a ceiling of 768 MiB it collects sooner and stayed under 500 MiB through the same loads at the
 * same rates (`npm run bench`, docs/security-and-budgets.md, Budgets: at most 1 GiB under load).
 */
export const SERVER_NODE_FLAGS = ['--max-old-space-size=768']
