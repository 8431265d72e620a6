//go:build urntest && !urntemplates

package main

// The module the node tests load (wasm/build.sh -tags urntest) has the
// tests' ops (addTestOps).
func init() { addTestOps() }
