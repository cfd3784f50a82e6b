import type { ServerResponse } from 'node:http'

export declare function holdAnswer(response: ServerResponse, finish: (body: Buffer) => void): void
export declare function sendBody(response: ServerResponse, body: Buffer, gzip?: Buffer | null): void
