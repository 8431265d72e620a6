//go:build !(js && wasm)

// Command wasm is the WebAssembly bridge of URN Playground; see main.go.
// Built for any other platform (as go build ./... does), it only says
// how to build it: its JSON ops (api.go, ops.go, template.go) are
// portable so that go test ./... checks them natively too.
package main

import "os"

func main() {
	os.Stderr.WriteString("wasm: build this package with GOOS=js GOARCH=wasm (see wasm/build.sh)\n")
	os.Exit(2)
}

// addrWords: addresses have 64 bits natively (see exports.go).
const addrWords = 2
