// Package version holds URN Playground's API version: the JavaScript
// API's URN.version (which wasm/api.go reports and wasm/js/urn.js
// carries as API_VERSION), the npm package's version and what
// `urn -version` prints. It is written once, here; a change of the API
// bumps it, in the same commit as its CHANGELOG.md entry (npm's tests
// check both, and urn.js's copy).
package version

// API is the version, in semantic versioning: a minor version adds to
// the API, a major one changes or removes something.
const API = "2.4.0"
