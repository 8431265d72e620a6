package main

import "github.com/urn-playground/urn-playground/internal/version"

// apiVersion is what urn -version prints: URN Playground's API version,
// written once in internal/version (the JavaScript API's URN.version and
// the npm package's version).
const apiVersion = version.API
