import type { CollectionSlug, Payload, PayloadRequest } from 'payload'
import { rawSql, transactionSql } from '@/server/database/raw-sql'

/** A document an import made: its collection and id. */
export interface Imported {
  collection: CollectionSlug
  id: number
}

interface Row {
  kind: string
  wp_key: string
  our_collection: string
  our_id: string
}

/**
 * What imports of one exported site have brought in (table `wordpress_imports`; docs/import.md, Importing), read
 * once at the start and kept in memory: a row per author, term or item, keyed on its kind and WordPress key.
 */
export class ImportRecords {
  private constructor(
    private readonly site: string,
    private readonly rows: Map<string, Imported>,
  ) {}

  static async load(payload: Payload, site: string): Promise<ImportRecords> {
    const db = await rawSql(payload)
    const rows = await db.rows<Row>(
      db.sql`SELECT kind, wp_key, our_collection, our_id FROM wordpress_imports WHERE site = ${site}`,
    )
    const map = new Map<string, Imported>()
    for (const row of rows)
      map.set(`${row.kind}\n${row.wp_key}`, {
        collection: row.our_collection as CollectionSlug,
        id: Number(row.our_id),
      })
    return new ImportRecords(site, map)
  }

  get(kind: string, wpKey: string | number): Imported | undefined {
    return this.rows.get(`${kind}\n${wpKey}`)
  }

  /** Every record of a kind, by WordPress key. */
  *ofKind(kind: string): Generator<[string, Imported]> {
    for (const [key, imported] of this.rows)
      if (key.startsWith(`${kind}\n`)) yield [key.slice(kind.length + 1), imported]
  }

  /**
   * Writes the record in the transaction of `req`, beside the document it names: both are there, or neither. The
   * memory learns it once `committed` is called.
   */
  async write(req: PayloadRequest, kind: string, wpKey: string | number, imported: Imported): Promise<() => void> {
    await writeImportRecord(req, this.site, kind, wpKey, imported)
    return () => this.rows.set(`${kind}\n${wpKey}`, imported)
  }
}

/** Writes one record in the transaction of `req` (which must be in one), beside the document it names. */
export async function writeImportRecord(
  req: PayloadRequest,
  site: string,
  kind: string,
  wpKey: string | number,
  imported: Imported,
): Promise<void> {
  const db = await transactionSql(req.payload, req)
  await db.changed(db.sql`INSERT INTO wordpress_imports (site, kind, wp_key, our_collection, our_id, created_at)
    VALUES (${site}, ${kind}, ${String(wpKey)}, ${imported.collection}, ${String(imported.id)}, ${Date.now()})`)
}

/** The document one record names, read from the database (a job that may run again after a crash). */
export async function findImportRecord(
  payload: Payload,
  site: string,
  kind: string,
  wpKey: string | number,
): Promise<Imported | null> {
  const db = await rawSql(payload)
  const [row] = await db.rows<Row>(db.sql`SELECT kind, wp_key, our_collection, our_id FROM wordpress_imports
    WHERE site = ${site} AND kind = ${kind} AND wp_key = ${String(wpKey)}`)
  return row ? { collection: row.our_collection as CollectionSlug, id: Number(row.our_id) } : null
}
