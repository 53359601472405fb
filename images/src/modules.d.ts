// What wrangler's module rules make of the images Worker's non-JavaScript imports.
declare module '*.wasm' {
  const module: WebAssembly.Module
  export default module
}
declare module '*.ttf' {
  const bytes: ArrayBuffer
  export default bytes
}
