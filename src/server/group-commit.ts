import {
  commitTransaction,
  createLocalReq,
  initTransaction,
  killTransaction,
  type Payload,
  type PayloadRequest,
} from 'payload'

/** A write that runs inside the transaction of the request it is given, and writes nothing outside it. */
export type TransactionWrite = (req: PayloadRequest) => Promise<void>

interface Waiting {
  write: TransactionWrite
  done: (outcome: Outcome) => void
}

type Outcome = { ok: true } | { ok: false; error: unknown }

/** Writes committed together at most: a batch stays short, so a reader is never kept waiting behind hundreds. */
const LARGEST_BATCH = 64

/**
 * Group commit: writes that arrive while others are being written share one transaction, so a burst of readers'
 * submissions pays for one commit (one flush to disk) rather than one each. Each write is still all or nothing: when
 * a shared transaction fails, its writes are tried again one by one, and only the write that fails is told so.
 */
class GroupCommit {
  private waiting: Waiting[] = []
  private writing = false

  constructor(private readonly payload: Payload) {}

  write(write: TransactionWrite): Promise<void> {
    return new Promise((resolve, reject) => {
      this.waiting.push({ write, done: (outcome) => (outcome.ok ? resolve() : reject(outcome.error)) })
      if (!this.writing) {
        this.writing = true
        // The writes of requests already being read join this one: the batch is taken once they are queued.
        setImmediate(() => void this.writeWaiting())
      }
    })
  }

  private async writeWaiting(): Promise<void> {
    try {
      while (this.waiting.length > 0) {
        const batch = this.waiting.splice(0, LARGEST_BATCH)
        const outcome = await this.inOneTransaction(batch)
        if (outcome.ok || batch.length === 1) batch.forEach((waiting) => waiting.done(outcome))
        else for (const waiting of batch) waiting.done(await this.inOneTransaction([waiting]))
      }
    } finally {
      this.writing = false
    }
  }

  /** Runs the writes in one transaction and commits it, or undoes all of it at the first error. */
  private async inOneTransaction(batch: Waiting[]): Promise<Outcome> {
    const req = await createLocalReq({}, this.payload)
    try {
      await initTransaction(req)
      for (const { write } of batch) await write(req)
      await commitTransaction(req)
      return { ok: true }
    } catch (error) {
      await killTransaction(req)
      return { ok: false, error }
    }
  }
}

const groups = new WeakMap<Payload, GroupCommit>()

/** Runs `write` in a transaction shared with the writes that arrive with it; resolves once it is committed. */
export function writeInSharedTransaction(payload: Payload, write: TransactionWrite): Promise<void> {
  let group = groups.get(payload)
  if (!group) groups.set(payload, (group = new GroupCommit(payload)))
  return group.write(write)
}
