export declare const maxExportBytes: number
export declare const WORDPRESS_IMPORT_START_PATH: string
