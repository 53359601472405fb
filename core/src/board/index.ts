// Boards: parsing, encoding, verification, rendering, symmetry, known counts. This file only re-exports.
export * from './verify.ts'
export * from './known.ts'
