package main

// The tests see both modules' ops in one table, whichever module the
// package is built as (GOOS=js go test builds urn.wasm's, with -tags
// urntemplates urn-template.wasm's; natively it has both already).
func init() {
	if opIndex("template.validate") < 0 {
		ops = append(ops, templateOps()...)
	}
	if opIndex("parse") < 0 {
		ops = append(ops, urnOps()...)
		parseOp, validOp, nsOp = opIndex("parse"), opIndex("valid"), opIndex("parse.namespace")
	}
}
