//go:build js && wasm && urnfuncof

package main

import "syscall/js"

// This file is built only with -tags urnfuncof (wasm/build.sh -tags
// urnfuncof DIR), for wasm/js/bench.mjs: it exposes parse through
// js.FuncOf as well, so that the benchmark can compare the two ways into
// the module. The production module does not import syscall/js.
func init() {
	parse := opIndex("parse.json")
	js.Global().Set("__urnFuncOfParse", js.FuncOf(func(this js.Value, args []js.Value) any {
		req := encodeArgs(args[0].String(), args[1].String())
		return string(handle(parse, req, len(req)))
	}))
	js.Global().Set("__urnFuncOfNop", js.FuncOf(func(this js.Value, args []js.Value) any {
		return nil
	}))
}
