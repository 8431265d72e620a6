#!/usr/bin/env bash
# build.sh — the one entry point for building and testing URN Playground.
#
#   ./build.sh          build dist/: the WebAssembly module and urn.js
#                       (wasm/build.sh), then the page (go run ./site/gen),
#                       then the npm package in dist/npm (go run ./npm/gen)
#   ./build.sh test     every test: gofmt check, go vet, staticcheck (host
#                       and js/wasm), go test, the wasm package under node,
#                       the JavaScript API, the build
#   ./build.sh bench    the core benchmarks
set -euo pipefail

cd "$(dirname "${BASH_SOURCE[0]}")"

step() {
	printf '\n==> %s\n' "$*"
}

check_gofmt() {
	step "gofmt: checking formatting"
	local unformatted
	unformatted=$(gofmt -l .)
	if [[ -n "$unformatted" ]]; then
		echo "FAIL: these files are not gofmt-formatted (fix with: gofmt -w FILE):" >&2
		sed 's/^/  /' <<<"$unformatted" >&2
		return 1
	fi
	echo "ok"
}

build() {
	step "go build ./..."
	go build ./...
	echo "ok: every package compiles"
	build_dist dist
	echo
	echo "dist/ is ready: go run serve.go, then open http://127.0.0.1:8080/"
}

# build_dist DIR builds the module, urn.js and the page into DIR, and the
# npm package @urn-playground/urn into DIR/npm (npm/README.md).
build_dist() {
	step "wasm/build.sh $1: the WebAssembly module and urn.js"
	wasm/build.sh "$1"
	step "go run ./site/gen -out $1: the page, the spec excerpts, minified and precompressed"
	go run ./site/gen -src site -out "$1"
	step "go run ./npm/gen -dist $1: the npm package"
	go run ./npm/gen -dist "$1"
}

# staticcheck's version is pinned here; go install fetches it through the
# module proxy once and caches it.
staticcheck_version=v0.6.1

# run_staticcheck checks the host build and the WebAssembly build (the
# js/wasm files are another program: what is unused on one may be used on
# the other, so each must be clean on its own).
run_staticcheck() {
	local bin
	bin=$(mktemp -d)
	trap 'rm -rf "$bin"' RETURN
	GOBIN="$bin" go install "honnef.co/go/tools/cmd/staticcheck@$staticcheck_version"
	step "staticcheck $staticcheck_version ./..."
	"$bin/staticcheck" ./...
	echo "ok"
	# Its two modules as one matrix: the templates' ops are used in
	# urn-template.wasm (-tags urntemplates) only, the others in urn.wasm
	# only, and an op unused in both is reported.
	step "GOOS=js GOARCH=wasm staticcheck $staticcheck_version -matrix (urn.wasm, urn-template.wasm) ./wasm/... and what it imports"
	printf 'urn: -tags=\ntemplates: -tags=urntemplates\n' | GOOS=js GOARCH=wasm "$bin/staticcheck" -matrix ./wasm/... ./core/... ./internal/...
	echo "ok"
}

run_tests() {
	check_gofmt
	step "go vet ./..."
	go vet ./...
	echo "ok"
	run_staticcheck
	step "go test ./..."
	go test ./...
	step "GOOS=js GOARCH=wasm go vet ./wasm/..."
	GOOS=js GOARCH=wasm go vet ./wasm/...
	echo "ok"
	step "GOOS=js GOARCH=wasm go test ./wasm/... (under node)"
	PATH="$(go env GOROOT)/lib/wasm:$PATH" GOOS=js GOARCH=wasm go test ./wasm/...
	local distdir
	distdir=$(mktemp -d)
	trap 'rm -rf "$distdir"' RETURN
	build_dist "$distdir"
	# urn.js's tests hold URN.parse to parse.json, an op of the tests'
	# builds only (wasm/api.go, addTestOps): they load that build of the
	# module, the same code with the tests' ops added.
	local refdir
	refdir=$(mktemp -d)
	trap 'rm -rf "$distdir" "$refdir"' RETURN
	step "wasm/build.sh -tags urntest: the module with the tests' ops"
	wasm/build.sh -tags urntest "$refdir"
	step "the JavaScript API end to end, and its declarations: node --test wasm/js/*.test.mjs npm/*.test.mjs"
	URN_DIST="$refdir" node --test wasm/js/*.test.mjs
	URN_DIST="$distdir" node --test npm/*.test.mjs
	step "the page in headless Chromium: go test ./site/browser/ (chromedp)"
	URN_DIST="$distdir" go test -count=1 -timeout 30m ./site/browser/
	step "peer conformance vectors (../shared/conformance): one line per file"
	go test -count=1 -run '^TestConformance$' -v ./core/ | grep -E 'vectors\.json:|SKIP|not found' || true
	if [[ ! -d ../shared ]]; then
		echo "note: ../shared is absent, so the tests that read its conformance vectors and IANA data were skipped"
	fi
	step "all tests passed"
}

bench() {
	step "go test -run '^\$' -bench . -benchmem ./core/"
	go test -run '^$' -bench . -benchmem ./core/
	step "urn check against LC_ALL=C grep -cE on 1M lines (×grep: how many times faster)"
	go test -run '^$' -bench CheckVsGrep -benchtime 5x ./cmd/urn/
	build_dist dist >/dev/null
	step "the page in headless Chromium: first highlight and keystroke update"
	URN_DIST=dist go test -count=1 -run '^$' -bench . ./site/browser/
	step "node wasm/js/bench.mjs: start-up time; URN.parse and URN.valid against the npm peers urn-lib, fast-uri, uri-js, on both corpora; ns per part"
	# bench.mjs runs npm ci in wasm/js/peers when the peers are missing.
	URN_DIST=dist node wasm/js/bench.mjs
}

case "${1:-build}" in
build)
	build
	;;
test)
	run_tests
	;;
bench)
	bench
	;;
-h | --help | help)
	awk 'NR == 1 { next } /^#/ { sub(/^# ?/, ""); print; next } { exit }' "$0"
	;;
*)
	echo "usage: $0 [build|test|bench]" >&2
	exit 2
	;;
esac
