// The finders. Each file holds one algorithm; this file only re-exports.
export {}
