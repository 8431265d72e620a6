//go:build js && wasm

// Command floor is the floor of the first-highlight benchmark
// (bench_floor_test.go): a Go WebAssembly module of the runtime alone that
// writes one element, the NID span the benchmark waits for in the page.
// Nothing a Go page does before its first highlight can cost less.
package main

import "syscall/js"

func main() {
	doc := js.Global().Get("document")
	span := doc.Call("createElement", "span")
	span.Set("className", "k-nid")
	span.Set("textContent", "example")
	doc.Call("getElementById", "backdrop").Call("append", span)
}
