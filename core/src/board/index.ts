// Boards: parsing, encoding, verification, rendering, symmetry, known counts. This file only re-exports.
export * from './verify.ts'
export * from './known.ts'
export * from './check.ts'
export * from './parse.ts'
export * from './encode.ts'
export * from './render-text.ts'
export * from './symmetry.ts'
export * from './render-svg.ts'
