//go:build js && wasm

// Command wasm is the WebAssembly bridge of URN Playground: a thin
// GOOS=js GOARCH=wasm adapter that exposes package core to JavaScript.
// It has no URN rules of its own; it turns requests into core calls and
// core's results into JSON or the wire format. urn.js has one piece of
// reading of its own, the plain path: the commonest inputs, those core's
// readPlain reads in one pass (a registered NID, characters that need no
// second look, escapes of reserved characters, draft-12 and RFC 8141
// components), are read in JavaScript from core's tables, which the init
// op sends, so that URN.parse and URN.valid need no call into the module
// for them; the tests prove it reads as the module does
// (wasm/js/urn.test.mjs).
// urn.js (wasm/js/urn.js, built into
// dist/urn.js by wasm/build.sh) is the JavaScript side and the public
// API; see wasm/README.md for the API and the calling convention.
//
// Build it with
//
//	GOOS=js GOARCH=wasm go build -trimpath -ldflags="-s -w" -o urn.wasm ./wasm
//
// and run it with Go's wasm_exec.js of the same toolchain. The module
// exports three functions besides the Go runtime's own (exports.go):
// urn_io, urn_reserve and urn_call. The hot path, URN.parse, costs one
// urn_call: the input goes in as UTF-8 bytes written into a Go-allocated
// buffer, and the result comes out as 32-bit words in another (wire.go),
// which urn.js reads into the API's object. Every other function returns
// a JSON text, which urn.js reads with JSON.parse.
package main

// main keeps the Go program alive: the exported functions can be called
// only while it runs. Blocking here hands control back to JavaScript;
// the Go runtime stays ready for urn_call.
func main() {
	select {}
}
