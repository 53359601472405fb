// A font file in the Worker's bundle is its bytes (wrangler.toml's Data rule for *.ttf).
declare module '*.ttf' {
  const bytes: ArrayBuffer
  export default bytes
}

// resvg's compiled WebAssembly module (wrangler's CompiledWasm rule).
declare module '@resvg/resvg-wasm/index_bg.wasm' {
  const module: WebAssembly.Module
  export default module
}
