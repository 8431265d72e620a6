package core

// FindShared lets the external test package (conformance_test.go) use the
// one ../shared finder of registry_test.go.
var FindShared = findShared
