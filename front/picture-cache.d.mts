import type { IncomingMessage } from 'node:http'

export declare const PICTURES_KEPT: number
export declare function asksForPicture(request: Pick<IncomingMessage, 'method' | 'url' | 'headers'>): boolean
export declare function mayKeepPicture(request: Pick<IncomingMessage, 'headers'>): boolean
export declare function pictureFormat(accept: string | undefined): 'image/avif' | 'image/webp' | 'original'
export declare function answersInFormat(request: Pick<IncomingMessage, 'headers'>, contentType: string): boolean
export declare function pictureKey(request: Pick<IncomingMessage, 'url' | 'headers'>): string
export declare const PICTURE_KEEPING: { tags: string[]; public: true }
