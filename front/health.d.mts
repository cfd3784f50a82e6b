import type { Server } from 'node:http'

export declare const HEALTH_PATH: string
export declare const FINISH_MS: number

export type AppHealth = { ok: true } | { ok: false; reason: 'database' | 'migrations' }

export declare function healthAnswer(state: { draining: boolean; health: AppHealth | null }): {
  status: number
  body: string
}

export declare function gracefulStop(
  server: Server,
  options?: { drainMs?: number; finishMs?: number; exit?: () => void },
): { draining: () => boolean; stop: (signal: 'SIGTERM' | 'SIGINT') => void }
