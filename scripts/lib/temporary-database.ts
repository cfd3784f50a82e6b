import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

/**
 * A new empty database for a bench that fills its own, named by DATABASE_URL (and DATA_DIR for its files) before the
 * config is loaded: a SQLite file in a temporary folder, or a new PostgreSQL database on TEST_POSTGRES_URL's server.
 * `drop()` removes it again.
 */
export async function temporaryDatabase(
  database: 'sqlite' | 'postgres',
  prefix: string,
): Promise<{ dir: string; drop: () => Promise<void> }> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), `${prefix}-`))
  process.env.DATA_DIR = dir
  if (database === 'sqlite') {
    process.env.DATABASE_URL = `file:${path.join(dir, 'bench.db')}`
    return { dir, drop: async () => fs.rmSync(dir, { recursive: true, force: true }) }
  }
  const { default: pg } = await import('pg')
  const adminUrl = process.env.TEST_POSTGRES_URL!
  const name = `${prefix.replaceAll('-', '_')}_${process.pid}`
  const admin = new pg.Client({ connectionString: adminUrl })
  await admin.connect()
  await admin.query(`CREATE DATABASE ${name}`)
  await admin.end()
  const url = new URL(adminUrl)
  url.pathname = `/${name}`
  process.env.DATABASE_URL = url.toString()
  return {
    dir,
    drop: async () => {
      const client = new pg.Client({ connectionString: adminUrl })
      await client.connect()
      // The server's autovacuum may still be reading a freshly filled table; only its owner could stop it: wait.
      for (let attempt = 1; ; attempt++) {
        try {
          await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)
          break
        } catch (error) {
          if ((error as { code?: string }).code !== '42501' || attempt === 30) throw error
          await new Promise((resolve) => setTimeout(resolve, 2000))
        }
      }
      await client.end()
      fs.rmSync(dir, { recursive: true, force: true })
    },
  }
}
