/*
 * domain-model compiles with the ES2023 library only (no DOM, no Node types), yet the Search
 * page's URL rules take and give `URLSearchParams`, which every runtime we target has (browsers,
 * Node). This declares the global exactly as TypeScript's DOM library does, so the declarations
 * merge wherever the DOM library or Node's types are present as well.
 */
export {};

declare global {
  interface URLSearchParams {
    readonly size: number;
    append(name: string, value: string): void;
    delete(name: string, value?: string): void;
    get(name: string): string | null;
    getAll(name: string): string[];
    has(name: string, value?: string): boolean;
    set(name: string, value: string): void;
    sort(): void;
    toString(): string;
    forEach(
      callbackfn: (value: string, key: string, parent: URLSearchParams) => void,
      thisArg?: unknown,
    ): void;
  }

  var URLSearchParams: {
    prototype: URLSearchParams;
    new (init?: string[][] | Record<string, string> | string | URLSearchParams): URLSearchParams;
  };
}
