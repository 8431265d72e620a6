//go:build js && wasm && urntemplates

package main

// moduleOps: urn-template.wasm (built with -tags urntemplates), the
// registration templates' ops alone.
func moduleOps() []op { return templateOps() }
