import path from 'node:path'

/** Where the SQLite file, uploads and outgoing mail live: `./data` unless DATA_DIR says otherwise. */
export const dataDir = path.resolve(/* turbopackIgnore: true */ process.cwd(), process.env.DATA_DIR ?? 'data')
