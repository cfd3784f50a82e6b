/**
 * `npm run test:fast`: the quick lane, run before every commit by the hook in .githooks/ (README, "Tests"): the type
 * check of the whole project, then Prettier, ESLint and the unit tests for the files the commit changes only (the
 * staged files, or else every changed file). The whole suite stays `npm test`.
 */
import { spawnSync } from 'node:child_process'
import path from 'node:path'

const root = path.resolve(import.meta.dirname, '..')
const bin = (name) => path.join(root, 'node_modules', '.bin', name)

function run(command, args) {
  const { status } = spawnSync(command, args, { cwd: root, stdio: 'inherit' })
  if (status !== 0) process.exit(status ?? 1)
}

function gitFiles(args) {
  const { stdout } = spawnSync('git', [...args, '--name-only', '--diff-filter=ACMR'], { cwd: root, encoding: 'utf8' })
  return stdout.split('\n').filter(Boolean)
}

const staged = gitFiles(['diff', '--cached'])
const changed = staged.length
  ? staged
  : [...gitFiles(['diff', 'HEAD']), ...gitFiles(['ls-files', '--others', '--exclude-standard'])]
const formatted = changed.filter((file) => /\.(?:ts|tsx|mjs|mts|js|css|json)$/.test(file))
const sources = changed.filter((file) => /\.(?:ts|tsx|mjs|mts)$/.test(file))

run(bin('tsc'), ['--noEmit'])
if (formatted.length) run(bin('prettier'), ['--check', '--ignore-unknown', ...formatted])
// As `npm run lint` (package.json), on these files only; the ones its config ignores are passed over.
const lint = '--cache --cache-location node_modules/.cache/eslint/ --cache-strategy content --max-warnings 0'.split(' ')
if (sources.length) run(bin('eslint'), [...lint, '--no-warn-ignored', ...sources])
if (sources.length) run(bin('vitest'), ['related', '--run', '--project', 'unit', '--passWithNoTests', ...sources])
