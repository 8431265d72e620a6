package site

import (
	"crypto/sha256"
	"encoding/hex"
	"errors"
	"os"
	"path/filepath"
	"regexp"
	"sort"
	"strconv"
	"strings"

	"github.com/urn-playground/urn-playground/core"
)

// hashLen is the number of hex digits of SHA-256 in a hashed name, the
// same as wasm/build.sh's and what internal/serve recognises.
const hashLen = 12

// hashedName inserts the content hash before the extension:
// "main.js" becomes "main.3f9a1c2b0d4e.js".
func hashedName(stable string, content []byte) string {
	sum := sha256.Sum256(content)
	ext := filepath.Ext(stable)
	return strings.TrimSuffix(stable, ext) + "." + hex.EncodeToString(sum[:])[:hashLen] + ext
}

// stableNames are the page files that keep their names across builds:
// embed.js, which documentation pages link to, and sw.js, the service
// worker (its URL is its identity; offline.go writes it). Both must
// import nothing, since their imports could not change name with them.
var stableNames = map[string]bool{"embed.js": true, "sw.js": true}

// moduleRef matches a relative specifier of a sibling module, in a static
// import or export ("from './dom.js'") or a dynamic import("./x.js").
var moduleRef = regexp.MustCompile(`(["'])\./([A-Za-z0-9_-]+\.js)(["'])`)

// assets minifies and hash-names the page's CSS and JS (but for
// stableNames), and copies every other file of page/ except the HTML
// pages under its own name. JS modules are
// written leaves first, so that a module's hash covers the hashed names of
// the modules it imports: a change anywhere renames every importer.
func (b *builder) assets(dir string) error {
	entries, err := os.ReadDir(dir)
	if err != nil {
		return err
	}
	modules := map[string]string{}
	for _, e := range entries {
		name := e.Name()
		if e.IsDir() || filepath.Ext(name) == ".html" || name == "sw.js" || strings.HasPrefix(name, ".") || strings.HasSuffix(name, "_test.mjs") {
			continue
		}
		src, err := os.ReadFile(filepath.Join(dir, name))
		if err != nil {
			return err
		}
		switch filepath.Ext(name) {
		case ".js":
			modules[name] = string(src)
			if name == "embed.js" {
				modules[name], err = EmbedMarks(modules[name])
			} else if marks := pageMarks(name); marks != nil {
				modules[name], err = fillMarks(name, modules[name], marks...)
			}
			if err != nil {
				return err
			}
		case ".css":
			min, err := b.m.css(string(src))
			if err != nil {
				return errors.New("site: " + name + ": " + err.Error())
			}
			if err := b.write(name, hashedName(name, []byte(min)), []byte(min)); err != nil {
				return err
			}
		default:
			if err := b.write(name, name, src); err != nil {
				return err
			}
		}
	}
	b.modules = modules
	order, err := moduleOrder(modules)
	if err != nil {
		return err
	}
	bundled := b.bundledOnly()
	for _, name := range order {
		if bundled[name] {
			continue
		}
		if stableNames[name] && moduleRef.MatchString(modules[name]) {
			return errors.New("site: " + name + " keeps its name across builds, so it must not import other modules")
		}
		src := moduleRef.ReplaceAllStringFunc(modules[name], func(m string) string {
			sub := moduleRef.FindStringSubmatch(m)
			if hashed, ok := b.report.Files[sub[2]]; ok {
				return sub[1] + "./" + hashed + sub[3]
			}
			return m
		})
		min, err := b.m.js(src)
		if err != nil {
			return errors.New("site: " + name + ": " + err.Error())
		}
		written := hashedName(name, []byte(min))
		if stableNames[name] {
			written = name
		}
		if err := b.write(name, written, []byte(min)); err != nil {
			return err
		}
	}
	return nil
}

// mark is a placeholder that a page file holds exactly once, and what
// the build writes in its place.
type mark struct{ at, with string }

// fillMarks replaces each placeholder of the page file name.
func fillMarks(name, src string, marks ...mark) (string, error) {
	for _, m := range marks {
		if strings.Count(src, m.at) != 1 {
			return "", errors.New("site: page/" + name + " must hold " + m.at + " exactly once")
		}
		src = strings.Replace(src, m.at, m.with, 1)
	}
	return src, nil
}

// editionList is core's edition ids as a JavaScript array, for embed.js.
func editionList() string {
	ids := make([]string, 0, 4)
	for _, e := range core.Editions() {
		ids = append(ids, strconv.Quote(e.ID()))
	}
	return "[" + strings.Join(ids, ",") + "]"
}

// moduleOrder sorts the page's modules so that each comes after the
// sibling modules it imports, and rejects an import cycle (the hashes
// could not be computed) or an import of a page module that is missing.
func moduleOrder(modules map[string]string) ([]string, error) {
	names := make([]string, 0, len(modules))
	for n := range modules {
		names = append(names, n)
	}
	sort.Strings(names)
	const (
		unvisited = iota
		visiting
		done
	)
	state := map[string]int{}
	var order []string
	var visit func(name string, path []string) error
	visit = func(name string, path []string) error {
		switch state[name] {
		case visiting:
			return errors.New("site: import cycle among the page's modules: " + strings.Join(append(path, name), " → "))
		case done:
			return nil
		}
		state[name] = visiting
		for _, m := range moduleRef.FindAllStringSubmatch(modules[name], -1) {
			dep := m[2]
			if dep == "urn.js" || stableNames[dep] {
				continue // wasm/build.sh's, or one that keeps its name
			}
			if _, ok := modules[dep]; !ok {
				return errors.New("site: " + name + " imports ./" + dep + ", which is not in page/")
			}
			if err := visit(dep, append(path, name)); err != nil {
				return err
			}
		}
		state[name] = done
		order = append(order, name)
		return nil
	}
	for _, n := range names {
		if err := visit(n, nil); err != nil {
			return nil, err
		}
	}
	return order, nil
}

// bundledOnly names the modules that only the bundles need (AppBundle:
// main.js and what it imports; CheckWorker and what it imports) but no
// other module does: with the bundles (wasm/build.sh's files in Out)
// they are not written on their own.
func (b *builder) bundledOnly() map[string]bool {
	if b.wasm == nil {
		return nil
	}
	only := map[string]bool{}
	for _, entry := range []string{"main.js", CheckWorker} {
		if _, ok := b.modules[entry]; !ok {
			continue
		}
		only[entry] = true
		for _, name := range b.imports(entry) {
			only[name] = true
		}
	}
	delete(only, "urn.js")
	for name := range b.modules {
		if only[name] {
			continue
		}
		for _, dep := range append(b.imports(name), name) {
			delete(only, dep)
		}
	}
	return only
}

// write writes one output file and its compressed variants, and records it.
func (b *builder) write(stable, name string, content []byte) error {
	path := filepath.Join(b.cfg.Out, name)
	if err := os.WriteFile(path, content, 0o644); err != nil {
		return err
	}
	gz, err := b.compress(path, content)
	if err != nil {
		return err
	}
	b.report.Files[stable] = name
	b.report.Sizes[name] = [2]int{len(content), gz}
	return nil
}

// removeStale deletes the hashed files (and their variants) an earlier
// build wrote for the names this build wrote, leaving everything else in
// Out — wasm/build.sh's files — alone.
func (b *builder) removeStale() error {
	current := map[string]bool{}
	for _, name := range b.report.Files {
		current[name] = true
	}
	for stable, name := range b.report.Files {
		if name == stable {
			continue
		}
		ext := filepath.Ext(stable)
		matches, err := filepath.Glob(filepath.Join(b.cfg.Out, strings.TrimSuffix(stable, ext)+".*"+ext+"*"))
		if err != nil {
			return err
		}
		for _, m := range matches {
			base := filepath.Base(m)
			base = strings.TrimSuffix(strings.TrimSuffix(base, ".br"), ".gz")
			if current[base] || !isHashedAs(base, stable) {
				continue
			}
			if err := os.Remove(m); err != nil {
				return err
			}
		}
	}
	return nil
}

// isHashedAs reports whether base is stable with a hash inserted.
func isHashedAs(base, stable string) bool {
	ext := filepath.Ext(stable)
	stem := strings.TrimSuffix(stable, ext) + "."
	if !strings.HasPrefix(base, stem) || !strings.HasSuffix(base, ext) {
		return false
	}
	h := strings.TrimSuffix(strings.TrimPrefix(base, stem), ext)
	if len(h) != hashLen {
		return false
	}
	_, err := hex.DecodeString(h)
	return err == nil
}

// imports lists the modules entry imports, directly or not, in a stable
// order (urn.js included by name; it is not a page module).
func (b *builder) imports(entry string) []string {
	var out []string
	seen := map[string]bool{entry: true}
	queue := []string{entry}
	for len(queue) > 0 {
		name := queue[0]
		queue = queue[1:]
		for _, m := range moduleRef.FindAllStringSubmatch(b.modules[name], -1) {
			dep := m[2]
			if seen[dep] || stableNames[dep] {
				continue
			}
			seen[dep] = true
			out = append(out, dep)
			if dep != "urn.js" {
				queue = append(queue, dep)
			}
		}
	}
	return out
}
