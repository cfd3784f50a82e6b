export declare const uploadFileSize: number
