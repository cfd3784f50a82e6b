export declare function machineAddresses(): string[]
