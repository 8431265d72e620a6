// floor.js starts floor.wasm the way urn.js starts the engine: Go's
// wasm_exec.js, then instantiateStreaming and go.run.
import "./wasm_exec.js";

const go = new Go();
const {instance} = await WebAssembly.instantiateStreaming(fetch("floor.wasm"), go.importObject);
go.run(instance);
