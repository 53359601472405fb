// The types of build-wasm.mjs, for the TypeScript that imports it (tsdown.config.ts).
/** Assembles the stale modules, saying each one it writes through `log`; throws on a syntax error. */
export function buildWasm(log?: (line: string) => void): Promise<void>
/** Modification time in ms, or -Infinity when the file is missing. */
export function modifiedAt(file: string): number
