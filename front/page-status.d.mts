export declare function takePageStatus(body: string): { body: string; status: number | null }
