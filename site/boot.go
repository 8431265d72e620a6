package site

import (
	"errors"
	"regexp"
	"strconv"
	"strings"
)

// firstStylesheet finds a stylesheet's link tag.
var firstStylesheet = regexp.MustCompile(`<link[^>]*\brel="?stylesheet\b`)

// BootScript is the served page's first script (with a hash in its name):
// a few bytes in the head, before the stylesheets, that start compiling
// the module as its bytes arrive. The bundle (AppBundle) is async and
// 120 KB: the browser runs it only once it is parsed, between the HTML
// parser's chunks, most often after the whole page is parsed and laid
// out, and the module's compilation, the longest wait before the first
// highlight, started only then (issue 11 §5). The bundle takes the
// compiled module from BootModuleKey; the single file carries its module
// inline and has no boot script.
const BootScript = "boot.js"

// BootModuleKey names the global symbol (Symbol.for) under which the boot
// script leaves its promise of the compiled module (main.js reads it).
const BootModuleKey = "urn-playground.module"

// bootJS is the boot script for the module wasm: compileStreaming takes
// the preloaded response (the same request as the preload tag's), and a
// failure (no compileStreaming, a server without application/wasm) is
// left to main.js, which then loads the engine the usual way.
func bootJS(wasm string) string {
	return `"use strict";(() => {
	if (typeof WebAssembly !== "object" || typeof WebAssembly.compileStreaming !== "function") return;
	const p = WebAssembly.compileStreaming(fetch(` + strconv.Quote(wasm) + `));
	p.catch(() => {});
	globalThis[Symbol.for(` + strconv.Quote(BootModuleKey) + `)] = p;
})();
`
}

// bootTag writes BootScript and puts its tag before index.html's first
// stylesheet (else its first script): a script after a stylesheet waits
// for it, one before runs as soon as it arrives. It blocks the parser for that long only, and
// guarantees the bundle, however early it runs, finds the promise.
func (b *builder) bootTag(html string) (string, error) {
	js, err := b.m.js(bootJS(b.wasm.wasm))
	if err != nil {
		return "", err
	}
	if err := b.write(BootScript, hashedName(BootScript, []byte(js)), []byte(js)); err != nil {
		return "", err
	}
	at := -1
	if m := firstStylesheet.FindStringIndex(html); m != nil {
		at = m[0]
	} else {
		at = strings.Index(html, "<script")
	}
	if at < 0 {
		return "", errors.New("site: index.html has no script, before which the boot script goes")
	}
	return html[:at] + `<script src="` + BootScript + `"></script>` + "\n" + html[at:], nil
}
