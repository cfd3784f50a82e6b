export declare function tsScript(file: string): string[]
