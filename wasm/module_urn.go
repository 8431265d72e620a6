//go:build js && wasm && !urntemplates

package main

// moduleOps: urn.wasm, every op but the templates'.
func moduleOps() []op { return urnOps() }
