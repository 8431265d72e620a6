// Package npm writes the npm package @urn-playground/urn: the JavaScript
// API (urn.js, the WebAssembly module, Go's wasm_exec.js) as wasm/build.sh
// built it, its TypeScript declarations, the <urn-playground> custom element
// (embed.js), a README and the LICENSE, with a package.json whose version is the API's
// (internal/version). ./build.sh runs it as go run ./npm/gen after
// building dist/, so the package and the page always come from one build.
package npm

import (
	"bytes"
	"encoding/json"
	"errors"
	"os"
	"path/filepath"
	"sort"
	"strings"

	"github.com/urn-playground/urn-playground/internal/version"
	"github.com/urn-playground/urn-playground/site"
)

// Name is the package's name on npm.
const Name = "@urn-playground/urn"

// License is package.json's license, an SPDX id: the repository's
// LICENSE, which the package ships.
const License = "MIT"

// Manifest is package.json, in the order npm writes its members.
type Manifest struct {
	Name        string            `json:"name"`
	Version     string            `json:"version"`
	Description string            `json:"description"`
	Keywords    []string          `json:"keywords"`
	License     string            `json:"license"`
	Repository  map[string]string `json:"repository"`
	Type        string            `json:"type"`
	Main        string            `json:"main"`
	Types       string            `json:"types"`
	Exports     json.RawMessage   `json:"exports"` // ordered: the first matching condition wins
	Files       []string          `json:"files"`
	SideEffects []string          `json:"sideEffects"`
	Engines     map[string]string `json:"engines"`
}

// APIVersion is URN.version, the package's version: internal/version's,
// the one place a change of the API bumps it.
func APIVersion() string { return version.API }

// Write writes the package into out (emptied first) from the built dist
// (wasm/build.sh's urn.js and the three hashed files it names) and the
// sources under root. It returns the manifest it wrote.
func Write(root, dist, out string) (*Manifest, error) {
	version := APIVersion()
	urnJS, err := os.ReadFile(filepath.Join(dist, "urn.js"))
	if err != nil {
		return nil, errors.New("npm: " + err.Error() + " (run wasm/build.sh first)")
	}
	named, err := builtFiles(string(urnJS))
	if err != nil {
		return nil, err
	}
	embed, err := embedJS(root)
	if err != nil {
		return nil, err
	}
	if err := empty(out); err != nil {
		return nil, err
	}
	if err := os.MkdirAll(out, 0o755); err != nil {
		return nil, err
	}
	files := map[string][]byte{"urn.js": urnJS, "embed.js": []byte(embed)}
	for _, name := range named {
		if files[name], err = os.ReadFile(filepath.Join(dist, name)); err != nil {
			return nil, err
		}
	}
	for src, name := range map[string]string{"npm/urn.d.ts": "urn.d.ts", "npm/embed.d.ts": "embed.d.ts",
		"npm/README.md": "README.md", "CHANGELOG.md": "CHANGELOG.md", "LICENSE": "LICENSE"} {
		if files[name], err = os.ReadFile(filepath.Join(root, src)); err != nil {
			return nil, err
		}
	}
	m := manifest(version, named)
	for name := range files {
		m.Files = append(m.Files, name)
	}
	sort.Strings(m.Files)
	if files["package.json"], err = marshal(m); err != nil {
		return nil, err
	}
	for name, b := range files {
		if err := os.WriteFile(filepath.Join(out, name), b, 0o644); err != nil {
			return nil, err
		}
	}
	return m, nil
}

// empty removes out when it is an earlier build of the package (its
// package.json names it) or holds nothing, so that no file of an earlier
// build is left, and refuses any other directory.
func empty(out string) error {
	entries, err := os.ReadDir(out)
	if os.IsNotExist(err) || err == nil && len(entries) == 0 {
		return os.RemoveAll(out)
	}
	if err != nil {
		return err
	}
	var old struct{ Name string }
	b, err := os.ReadFile(filepath.Join(out, "package.json"))
	if err != nil || json.Unmarshal(b, &old) != nil || old.Name != Name {
		return errors.New("npm: " + out + " is not empty and holds no package " + Name + ": not writing over it")
	}
	return os.RemoveAll(out)
}

// manifest is package.json but for its files. urn.js serves node and
// browsers alike (it reads the module from disk under node, fetches it in
// a page); embed.js is for browsers, and defines nothing elsewhere.
func manifest(version string, named []string) *Manifest {
	effects := []string{"./embed.js"}
	for _, n := range named {
		if strings.HasSuffix(n, ".js") {
			effects = append(effects, "./"+n) // Go's wasm_exec.js sets globalThis.Go
		}
	}
	return &Manifest{
		Name:        Name,
		Version:     version,
		Description: "URNs read, compared, encoded and explained under RFC 8141, RFC 2141 and the drafts between: the URN Playground library compiled to WebAssembly, with the <urn-playground> element for documentation pages.",
		Keywords:    []string{"urn", "rfc8141", "rfc2141", "uri", "identifier", "webassembly", "custom-element"},
		License:     License,
		Repository:  map[string]string{"type": "git", "url": "https://github.com/urn-playground/urn-playground.git"},
		Type:        "module",
		Main:        "./urn.js",
		Types:       "./urn.d.ts",
		Exports: json.RawMessage(`{
    ".": {"types": "./urn.d.ts", "node": "./urn.js", "browser": "./urn.js", "default": "./urn.js"},
    "./embed.js": {"types": "./embed.d.ts", "default": "./embed.js"},
    "./package.json": "./package.json"
  }`),
		SideEffects: effects,
		Engines:     map[string]string{"node": ">=20"},
	}
}

// builtFiles are the three content-hashed files urn.js names: the module
// (const WASM_FILE), the templates' module (const TEMPLATE_WASM_FILE) and
// Go's wasm_exec.js (its first import).
func builtFiles(urnJS string) ([]string, error) {
	var names []string
	for _, prefix := range []string{"const WASM_FILE = \"", "const TEMPLATE_WASM_FILE = \"", "import \"./"} {
		i := strings.Index(urnJS, prefix)
		if i < 0 {
			return nil, errors.New("npm: urn.js has no line starting " + prefix + ": is it wasm/build.sh's output?")
		}
		rest := urnJS[i+len(prefix):]
		name := rest[:strings.IndexByte(rest, '"')]
		if name == "urn.wasm" || name == "urn-template.wasm" || name == "wasm_exec.js" {
			return nil, errors.New("npm: urn.js names " + name + ", not a built file: use wasm/build.sh's output, not wasm/js/urn.js")
		}
		names = append(names, name)
	}
	return names, nil
}

// embedJS is site/page/embed.js for the package: the editions and views
// filled in as the site generator does (site.EmbedMarks), and src required, since
// the package's copy is served with a docs site, not beside a playground.
// It stays unminified: it is read in node_modules.
func embedJS(root string) (string, error) {
	b, err := os.ReadFile(filepath.Join(root, "site", "page", "embed.js"))
	if err != nil {
		return "", err
	}
	s, err := site.EmbedMarks(string(b))
	if err != nil {
		return "", err
	}
	const optional, required = "const SRC_REQUIRED = false;", "const SRC_REQUIRED = true;"
	if strings.Count(s, optional) != 1 {
		return "", errors.New("npm: site/page/embed.js must hold " + optional + " exactly once")
	}
	return strings.Replace(s, optional, required, 1), nil
}

// marshal writes package.json as npm does: indented by two spaces, "<"
// and ">" as themselves.
func marshal(m *Manifest) ([]byte, error) {
	var b bytes.Buffer
	enc := json.NewEncoder(&b)
	enc.SetEscapeHTML(false)
	enc.SetIndent("", "  ")
	err := enc.Encode(m)
	return b.Bytes(), err
}
