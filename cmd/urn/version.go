package main

// version is URN Playground's API version, which urn -version prints: the
// JavaScript API's URN.version and the npm package's version, whose one
// source is wasm/api.go's APIVersion (a main package, which this command
// cannot import). TestVersion fails when the two differ, or when
// CHANGELOG.md has no entry for it: bump all three together.
const version = "1.2.0"
