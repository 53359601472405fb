// A `.wasm` import in a Worker bundle gives the compiled module (wrangler's CompiledWasm rule).
declare module '*.wasm' {
  const module: object
  export default module
}
