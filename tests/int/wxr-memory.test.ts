import v8 from 'node:v8'
import { runInNewContext } from 'node:vm'
import { describe, expect, it } from 'vitest'
import { readRecords } from '@/wordpress/server/read-export'
import { generateWxr } from '../../scripts/lib/generate-wxr'

/**
 * The export is read in constant memory (docs/import.md, The export file): 50,000 generated articles (about 135 MB)
 * go through the reader while the test holds nothing of them, and the heap, collected, stays where it was after the
 * first few thousand. The collector is reached without restarting the worker with --expose-gc: once V8's flag is
 * set, a new context has `gc`.
 */
v8.setFlagsFromString('--expose-gc')
const gc = runInNewContext('gc') as () => void
const heapUsed = () => {
  gc()
  return process.memoryUsage().heapUsed
}

const POSTS = 50_000
const MB = 1024 * 1024

describe('reading a 50,000-post export', () => {
  it('keeps the heap flat from the first thousands of items to the last', async () => {
    let items = 0
    let settled = 0
    const samples: number[] = []
    for await (const record of readRecords(generateWxr(POSTS))) {
      if (record.kind !== 'item') continue
      items++
      if (items === 5_000) settled = heapUsed()
      if (items % 10_000 === 0) samples.push(heapUsed())
    }
    expect(items).toBe(POSTS)
    // One item and the parser's buffers are well under a megabyte; 4 MB leaves room for V8's own bookkeeping.
    for (const sample of samples) expect(sample - settled).toBeLessThan(4 * MB)
  })
})
