// Package browser holds the playground page's browser tests and browser
// benchmarks. It has no code of its own outside _test.go files: the tests
// drive headless Chromium (Debian's chromium package) with chromedp against
// a built dist/ directory served in-process by internal/serve, so that the
// page runs under the production headers and Content-Security-Policy.
//
//	D=$(mktemp -d) && wasm/build.sh $D && go run ./site/gen -src site -out $D
//	URN_DIST=$D go test -count=1 -v ./site/browser/              # the tests
//	URN_DIST=$D go test -run '^$' -bench . ./site/browser/       # the benchmarks
//
// ./build.sh test runs the tests against the dist it builds. Without
// URN_DIST the tests skip, so that go test ./... passes on a machine with no
// build and no browser. With URN_DIST but no Chromium they skip too, except
// under CI (CI set), where a missing browser is a failure. CHROMIUM names
// the browser binary when it is not chromium on PATH.
//
// Every test opens its own tab in its own browser context (its own storage
// and cache) and fails on any console error, uncaught exception or
// Content-Security-Policy violation. Screenshots of every view, light and
// dark, go to URN_ARTIFACTS (default site/browser/artifacts/, not in git);
// URN_README_SHOT=1 also rewrites docs/screenshot.png from the light
// Explore shot.
package browser
