import path from 'node:path'
import { defineConfig } from 'vitest/config'

export default defineConfig({
  resolve: {
    alias: {
      '@': path.resolve('src'),
      '@demo': path.resolve('demo'),
      '@payload-config': path.resolve('src/cms/payload.config.ts'),
    },
  },
  test: {
    // Two files at a time keep both of CI's cores busy; each integration file has its own database (tests/int/payload.ts).
    maxWorkers: 2,
    minWorkers: 1,
    // See scripts/lib/ts-script.mjs: Lexical's default Node entry can deadlock Node 20.
    poolOptions: { forks: { execArgv: ['--conditions=production'] } },
    projects: [
      // Property tests run hundreds of cases: a busy machine must not turn them into time-outs.
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['src/**/*.test.ts', 'demo/**/*.test.ts', 'front/**/*.test.ts', 'scripts/**/*.test.ts'],
          environment: 'node',
          testTimeout: 30_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'int',
          include: ['tests/int/**/*.test.ts'],
          environment: 'node',
          testTimeout: 120_000,
          hookTimeout: 300_000,
        },
      },
      // Needs the production build: `npm test` runs it after the end-to-end tests, one file at a time (each starts servers).
      {
        extends: true,
        test: {
          name: 'instances',
          include: ['tests/instances/**/*.test.ts'],
          environment: 'node',
          testTimeout: 120_000,
          hookTimeout: 300_000,
        },
      },
    ],
  },
})
