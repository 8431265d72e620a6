package main

// The Go tests call the tests' ops (addTestOps) as urn.js's node tests do.
func init() { addTestOps() }
