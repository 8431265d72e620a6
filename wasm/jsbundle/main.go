// Command jsbundle writes urn.js, the JavaScript API, as one file from
// its modules in wasm/js: the entry's named imports of sibling modules
// ("import {a, b} from "./urn-wire.js";") are replaced by those modules'
// text, each once, leaves first, without their "export" keywords. The
// modules share one scope then, as a bundler's scope hoisting makes them:
// a top-level name declared in two modules is an error, as is any other
// form of import or export in a sibling module.
//
//	go run ./wasm/jsbundle wasm/js/urn.js > urn.js
//
// One file is what a page, a bundler and node import, what the site's
// bundle and single file inline and what the npm package ships; the
// modules are what a reader reads and tsc checks.
package main

import (
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"strings"
)

var (
	siblingImport = regexp.MustCompile(`(?m)^import \{[^}]*\} from "\./([\w-]+\.js)";[ \t]*\n`)
	anyImport     = regexp.MustCompile(`(?m)^import\b.*$`)
	exportDecl    = regexp.MustCompile(`(?m)^export ((?:async )?function\*?|const|let|class) `)
	anyExport     = regexp.MustCompile(`(?m)^export\b.*$`)
	topLevelName  = regexp.MustCompile(`(?m)^(?:export )?(?:(?:async )?function\*?|const|let|var|class) ([\w$]+)`)
)

func main() {
	if len(os.Args) != 2 {
		fmt.Fprintln(os.Stderr, "usage: go run ./wasm/jsbundle ENTRY.js > OUT.js")
		os.Exit(2)
	}
	out, err := bundle(os.Args[1])
	if err != nil {
		fmt.Fprintln(os.Stderr, "jsbundle:", err)
		os.Exit(1)
	}
	os.Stdout.WriteString(out)
}

// bundle returns the entry with its sibling modules inlined.
func bundle(entry string) (string, error) {
	src, err := os.ReadFile(entry)
	if err != nil {
		return "", err
	}
	b := &bundler{dir: filepath.Dir(entry), seen: map[string]bool{}, names: map[string]string{}}
	if err := b.declare(filepath.Base(entry), string(src)); err != nil {
		return "", err
	}
	out := b.inline(string(src))
	return out, b.err
}

type bundler struct {
	dir   string
	seen  map[string]bool   // modules inlined
	names map[string]string // top-level name → the module declaring it
	err   error
}

// inline replaces each sibling import of src by the module's text, once.
func (b *bundler) inline(src string) string {
	return siblingImport.ReplaceAllStringFunc(src, func(imp string) string {
		name := siblingImport.FindStringSubmatch(imp)[1]
		if b.seen[name] || b.err != nil {
			return ""
		}
		b.seen[name] = true
		text, err := os.ReadFile(filepath.Join(b.dir, name))
		if err != nil {
			b.err = err
			return ""
		}
		mod := b.inline(string(text)) // its own imports first: leaves first
		mod = exportDecl.ReplaceAllString(mod, "$1 ")
		if m := anyImport.FindString(mod); m != "" {
			b.err = errors.New(name + ": an import other than a named one of a sibling module: " + m)
		} else if m := anyExport.FindString(mod); m != "" {
			b.err = errors.New(name + ": an export other than one before a declaration: " + m)
		} else if b.err == nil {
			b.err = b.declare(name, string(text))
		}
		return "// ---- " + name + " (inlined by wasm/jsbundle) ----\n" + strings.TrimRight(mod, "\n") + "\n// ---- end of " + name + " ----\n"
	})
}

// declare records the top-level names of module name, and fails on one
// another module declares too.
func (b *bundler) declare(name, src string) error {
	for _, m := range topLevelName.FindAllStringSubmatch(src, -1) {
		if other, ok := b.names[m[1]]; ok && other != name {
			return errors.New(name + " and " + other + " both declare " + m[1] + " at the top level")
		}
		b.names[m[1]] = name
	}
	return nil
}
