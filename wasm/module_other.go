//go:build !(js && wasm)

package main

// moduleOps: built natively, for go test, the package has both modules'
// ops, so that every op is tested in one table.
func moduleOps() []op { return append(urnOps(), templateOps()...) }
