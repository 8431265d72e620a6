#!/usr/bin/env bash
# wasm/build.sh — builds the WebAssembly bridge into a directory.
#
#   wasm/build.sh [-tags TAGS] [-names] [OUTDIR]     (OUTDIR defaults to dist/)
#
# Writes into OUTDIR:
#   urn.<hash>.wasm        the module (GOOS=js GOARCH=wasm, -trimpath -s -w)
#   urn-template.<hash>.wasm  the registration templates' module (the same
#                          package built with -tags urntemplates), which
#                          urn.js loads when URN.template is first wanted
#   wasm_exec.<hash>.js    Go's loader, copied from the same toolchain
#   urn.js                 the API module, naming the three files above
# each with a .gz (gzip -9) and, when the brotli command is installed, a
# .br (brotli -q 11) beside it, and removes the urn.*.wasm and
# wasm_exec.*.js (and their variants) of earlier builds there.
# <hash> is the first 12 hex digits of the file's SHA-256, so the two
# can be cached for ever and urn.js is the one name a page imports.
# Prints the module's size raw, gzip -9 and brotli -q 11 (when the brotli
# command is installed) against the budget of 650 KB brotli.
#
# -tags builds a variant with Go build tags, e.g. -tags urnfuncof for the
# js.FuncOf comparison of wasm/js/bench.mjs. -names keeps the module's
# name section (no -s: the code is the same), which go run ./wasm/sizes
# reads to say where the bytes go.
set -euo pipefail

here=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
root=$(dirname "$here")

tags=""
if [[ "${1:-}" == "-tags" ]]; then
	tags=${2:?"-tags needs a value"}
	shift 2
fi
ldflags="-s -w"
if [[ "${1:-}" == "-names" ]]; then
	ldflags="-w"
	shift
fi
out=${1:-"$root/dist"}
mkdir -p "$out"
out=$(cd "$out" && pwd)

goroot=$(go env GOROOT)
exec_js="$goroot/lib/wasm/wasm_exec.js"
[[ -f "$exec_js" ]] || {
	echo "wasm/build.sh: $exec_js not found" >&2
	exit 1
}

tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

# No inlining in the standard library, nor in the registration templates,
# the JSON codec and the exercise checker, which no keystroke of Explore
# runs: 41 KB, 12.6 KB and 5.6 KB brotli less to download on every first
# visit (wasm/README.md, Size).
module=github.com/urn-playground/urn-playground
gcflags=(-gcflags=std=-l -gcflags="$module/core/registration=-l" -gcflags="$module/internal/jsontext=-l" -gcflags="$module/core/exercise=-l")
(cd "$root" && GOOS=js GOARCH=wasm go build -trimpath -ldflags="$ldflags" "${gcflags[@]}" ${tags:+-tags "$tags"} -o "$tmp/urn.wasm" ./wasm)
(cd "$root" && GOOS=js GOARCH=wasm go build -trimpath -ldflags="$ldflags" "${gcflags[@]}" -tags "urntemplates${tags:+,$tags}" -o "$tmp/urn-template.wasm" ./wasm)

hash12() { sha256sum "$1" | cut -c1-12; }
wasm_name="urn.$(hash12 "$tmp/urn.wasm").wasm"
template_name="urn-template.$(hash12 "$tmp/urn-template.wasm").wasm"
exec_name="wasm_exec.$(hash12 "$exec_js").js"

# urn.js is one file, written from its modules in wasm/js (wasm/jsbundle).
# It names the three hashed files: replace the five marked lines (each
# module's name twice: as WASM_FILE or TEMPLATE_WASM_FILE, which tools
# read, and in a URL literal that bundlers follow), and check that each
# was found exactly once.
src="$tmp/urn.src.js"
(cd "$root" && go run ./wasm/jsbundle "$here/js/urn.js") >"$src"
for line in 'import "./wasm_exec.js"; // build.sh' 'const WASM_FILE = "urn.wasm"; // build.sh' 'const wasmURL = () => new URL("./urn.wasm", import.meta.url); // build.sh' \
	'const TEMPLATE_WASM_FILE = "urn-template.wasm"; // build.sh' 'const templateWasmURL = () => new URL("./urn-template.wasm", import.meta.url); // build.sh'; do
	n=$(grep -cF "$line" "$src" || true)
	[[ "$n" == 1 ]] || {
		echo "wasm/build.sh: expected one line starting '$line' in $src, found $n" >&2
		exit 1
	}
done
sed -e "s|^import \"./wasm_exec.js\"; // build.sh.*|import \"./$exec_name\"; // Go's wasm_exec.js ($(go env GOVERSION))|" \
	-e "s|^const WASM_FILE = \"urn.wasm\"; // build.sh.*|const WASM_FILE = \"$wasm_name\";|" \
	-e "s|^const wasmURL = () => new URL(\"./urn.wasm\", import.meta.url); // build.sh.*|const wasmURL = () => new URL(\"./$wasm_name\", import.meta.url);|" \
	-e "s|^const TEMPLATE_WASM_FILE = \"urn-template.wasm\"; // build.sh.*|const TEMPLATE_WASM_FILE = \"$template_name\";|" \
	-e "s|^const templateWasmURL = () => new URL(\"./urn-template.wasm\", import.meta.url); // build.sh.*|const templateWasmURL = () => new URL(\"./$template_name\", import.meta.url);|" \
	"$src" >"$tmp/urn.js"

# Remove what earlier builds left: other hashed copies and their
# compressed variants.
for f in "$out"/urn.*.wasm "$out"/urn.*.wasm.br "$out"/urn.*.wasm.gz \
	"$out"/urn-template.*.wasm "$out"/urn-template.*.wasm.br "$out"/urn-template.*.wasm.gz \
	"$out"/wasm_exec.*.js "$out"/wasm_exec.*.js.br "$out"/wasm_exec.*.js.gz; do
	[[ -e "$f" ]] || continue
	base=${f##*/}
	base=${base%.br}
	base=${base%.gz}
	[[ "$base" == "$wasm_name" || "$base" == "$template_name" || "$base" == "$exec_name" ]] || rm -f "$f"
done
cp "$tmp/urn.wasm" "$out/$wasm_name"
cp "$tmp/urn-template.wasm" "$out/$template_name"
cp "$exec_js" "$out/$exec_name"
cp "$tmp/urn.js" "$out/urn.js"

# Precompressed variants, which a server sends by Accept-Encoding
# (internal/serve does): gzip always, brotli when the command is installed.
have_brotli=""
command -v brotli >/dev/null && have_brotli=1
for f in "$wasm_name" "$template_name" "$exec_name" urn.js; do
	rm -f "$out/$f.gz" "$out/$f.br"
	gzip -9 -n -c "$out/$f" >"$out/$f.gz"
	[[ -z "$have_brotli" ]] || brotli -q 11 -c "$out/$f" >"$out/$f.br"
done

kb() { echo "$(((${1} + 512) / 1024)) KB"; }
# sizes prints a module's size raw, gzip -9 and brotli -q 11.
sizes() {
	local raw gz br=""
	raw=$(stat -c %s "$out/$1")
	gz=$(stat -c %s "$out/$1.gz")
	[[ -z "$have_brotli" ]] || br=$(stat -c %s "$out/$1.br")
	local brs="brotli: not installed (apt-get install brotli)"
	[[ -z "$br" ]] || brs="$(kb "$br") brotli -q 11 ($br bytes)"
	echo "  $1: $(kb "$raw") raw ($raw bytes), $(kb "$gz") gzip -9 ($gz bytes), $brs"
}
echo "wasm/build.sh: $out/urn.js, $wasm_name, $template_name, $exec_name${tags:+ (tags: $tags)}"
sizes "$wasm_name"
sizes "$template_name"
if [[ -n "$have_brotli" ]]; then
	br=$(stat -c %s "$out/$wasm_name.br")
	if ((br > 650 * 1000)); then
		echo "  WARNING: $wasm_name is over the 650 KB brotli budget by $(kb $((br - 650 * 1000))) (see wasm/README.md, Size)"
	fi
fi
