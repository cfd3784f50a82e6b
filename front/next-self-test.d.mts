export declare function nextInternalsProblems(servedHtml: string): string[]
