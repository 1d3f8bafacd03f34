export declare const DATABASE_TESTS: readonly string[];
export declare const PGLITE_ONLY_TESTS: Readonly<Record<string, string>>;
