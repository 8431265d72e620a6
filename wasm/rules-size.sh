#!/usr/bin/env bash
# wasm/rules-size.sh — what the namespace rules add to the module,
# brotli -q 11.
#
#   wasm/rules-size.sh [-n LAYOUTS] [REV]     (LAYOUTS defaults to 24, REV to the work tree)
#
# The share is the module built by wasm/build.sh, against the
# same sources with no syntax registered (each core/namespace file's
# line `var _ = Register(&…)` deleted) and the body of equivalenceRules
# (core/equivalence_rules.go) emptied, which drops every reader and
# equivalence function. Brotli's output moves by a kilobyte and more with
# the linker's layout, so the script samples layouts: build k (k = 0 ..
# LAYOUTS-1) adds to both builds a string of k × 613 bytes, a repeated
# sentence that compresses to a few bytes (a pad of random bytes is not
# neutral: the measured share grew with its size). It prints each pair,
# the shipped layout's share (k = 0) and the mean. Each pair is two builds
# of the module: 24 layouts take about ten minutes on two cores.
set -euo pipefail

root=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
n=24
if [[ "${1:-}" == "-n" ]]; then
	n=${2:?"-n needs a number"}
	shift 2
fi
rev=${1:-}
command -v brotli >/dev/null || {
	echo "wasm/rules-size.sh: needs the brotli command (apt-get install brotli)" >&2
	exit 1
}

tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

# tree DIR MODE K copies the sources into DIR (full or empty tables, the
# pad of layout K).
tree() {
	mkdir -p "$1"
	if [[ -n "$rev" ]]; then
		git -C "$root" archive "$rev" go.mod go.sum core internal wasm | tar -C "$1" -xf -
	else
		tar -C "$root" -cf - go.mod go.sum core internal wasm | tar -C "$1" -xf -
	fi
	if [[ "$2" == empty ]]; then
		unregister "$1/core/namespace"
		empty "$1/core/equivalence_rules.go" 'var equivalenceRules = []EquivalenceRule{'
	fi
	if (($3 > 0)); then
		local pad
		pad=$(printf 'The quick brown fox jumps over the lazy dog; %.0s' $(seq $(($3 * 14 + 1))))
		pad=${pad:0:$(($3 * 613))}
		printf 'package main\n\nvar zzPad = "%s"\n\nfunc init() {\n\tif len(zzPad) == 1 {\n\t\tprintln(zzPad)\n\t}\n}\n' "$pad" >"$1/wasm/zz_pad.go"
	fi
}

# empty FILE HEAD deletes the lines between HEAD (a table's first line)
# and the table's closing brace, failing when HEAD is not there once.
empty() {
	[[ $(grep -cxF "$2" "$1") == 1 ]] || {
		echo "wasm/rules-size.sh: expected one line '$2' in $1" >&2
		exit 1
	}
	awk -v head="$2" '$0 == head { print; skip = 1; next } skip && /^}$/ { skip = 0 } !skip' "$1" >"$1.tmp"
	mv "$1.tmp" "$1"
}

# unregister DIR deletes the line of each namespace file in DIR that
# registers its syntax (var _ = Register(&…)), failing when there
# is none.
unregister() {
	local re='^var _ = Register\(&[A-Za-z0-9]+\)$'
	[[ $(cat "$1"/*.go | grep -cE "$re") -gt 0 ]] || {
		echo "wasm/rules-size.sh: no syntax registered in $1" >&2
		exit 1
	}
	sed -i -E "/$re/d" "$1"/*.go
}

# size builds DIR's module with DIR's own wasm/build.sh (its flags, its
# brotli -q 11) and prints the compressed size.
size() {
	"$1/wasm/build.sh" "$1/out" >/dev/null
	local br=("$1"/out/urn.*.wasm.br)
	stat -c %s "${br[0]}"
}

total=0
for ((k = 0; k < n; k++)); do
	rm -rf "$tmp/full" "$tmp/empty"
	tree "$tmp/full" full "$k"
	tree "$tmp/empty" empty "$k"
	full=$(size "$tmp/full")
	bare=$(size "$tmp/empty")
	echo "layout $k: module $full B, without the rules $bare B, the rules $((full - bare)) B"
	((k == 0)) && first=$((full - bare))
	total=$((total + full - bare))
done
echo "the rules: $first B in the shipped layout, $((total / n)) B on average over $n layouts (target: 25,000 B)"
