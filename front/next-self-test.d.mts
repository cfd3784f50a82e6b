export declare function nextInternalsProblems(servedHtml: string): string[]
export declare function stopIfNextChanged(servedHtml: string): void
