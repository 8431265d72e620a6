package npm

import (
	"encoding/json"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"strings"
	"testing"
)

// The package's version has one source, internal/version; urn.js repeats it
// (load() compares it with the module's), and CHANGELOG.md's newest
// entry must be it: every API change adds its entry (Keep a Changelog).
func TestVersionsAgree(t *testing.T) {
	v := APIVersion()
	if !regexp.MustCompile(`^\d+\.\d+\.\d+$`).MatchString(v) {
		t.Fatalf("APIVersion %q is not a semantic version", v)
	}
	js, err := os.ReadFile("../wasm/js/urn.js")
	if err != nil {
		t.Fatal(err)
	}
	if m := regexp.MustCompile(`(?m)^const API_VERSION = "([^"]*)";`).FindSubmatch(js); m == nil || string(m[1]) != v {
		t.Errorf("wasm/js/urn.js's API_VERSION is not internal/version's API %s", v)
	}
	log, err := os.ReadFile("../CHANGELOG.md")
	if err != nil {
		t.Fatal(err)
	}
	m := regexp.MustCompile(`(?m)^## \[(\d+\.\d+\.\d+)\] - \d{4}-\d{2}-\d{2}$`).FindSubmatch(log)
	if m == nil || string(m[1]) != v {
		t.Errorf("CHANGELOG.md's newest version is not the API's %s: add its entry (## [%s] - YYYY-MM-DD)", v, v)
	}
}

// fakeDist writes what wasm/build.sh writes, with stand-in contents.
func fakeDist(t *testing.T) string {
	t.Helper()
	dir := t.TempDir()
	src, err := os.ReadFile("../wasm/js/urn.js")
	if err != nil {
		t.Fatal(err)
	}
	js := regexp.MustCompile(`(?m)^import "./wasm_exec.js";.*$`).ReplaceAllString(string(src), `import "./wasm_exec.0123456789ab.js"; // Go's wasm_exec.js`)
	js = regexp.MustCompile(`(?m)^const WASM_FILE = "urn.wasm";.*$`).ReplaceAllString(js, `const WASM_FILE = "urn.ba9876543210.wasm";`)
	js = regexp.MustCompile(`(?m)^const TEMPLATE_WASM_FILE = "urn-template.wasm";.*$`).ReplaceAllString(js, `const TEMPLATE_WASM_FILE = "urn-template.a98765432101.wasm";`)
	for name, body := range map[string]string{"urn.js": js, "urn.ba9876543210.wasm": "\x00asm", "urn-template.a98765432101.wasm": "\x00asm", "wasm_exec.0123456789ab.js": "// Go",
		"urn.js.br": "", "index.html": "<!doctype html>"} {
		if err := os.WriteFile(filepath.Join(dir, name), []byte(body), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	return dir
}

func TestWrite(t *testing.T) {
	dist := fakeDist(t)
	out := filepath.Join(dist, "npm")
	if err := os.MkdirAll(out, 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(out, "stale.js"), nil, 0o644); err != nil {
		t.Fatal(err)
	}
	// A directory that holds no earlier build is not written over.
	if _, err := Write("..", dist, out); err == nil || !strings.Contains(err.Error(), "not writing over it") {
		t.Fatalf("Write into a directory of other files: %v", err)
	}
	if err := os.WriteFile(filepath.Join(out, "package.json"), []byte(`{"name": "@urn-playground/urn"}`), 0o644); err != nil {
		t.Fatal(err)
	}
	// An earlier build is replaced whole: stale.js goes.
	if _, err := Write("..", dist, out); err != nil {
		t.Fatal(err)
	}
	raw, err := os.ReadFile(filepath.Join(out, "package.json"))
	if err != nil {
		t.Fatal(err)
	}
	var m Manifest
	if err := json.Unmarshal(raw, &m); err != nil {
		t.Fatal(err)
	}
	v := APIVersion()
	if m.Name != "@urn-playground/urn" || m.Version != v || m.Type != "module" || m.Engines["node"] != ">=20" || m.License != "MIT" {
		t.Errorf("package.json: name %q version %q type %q engines %v license %q", m.Name, m.Version, m.Type, m.Engines, m.License)
	}

	// files lists exactly what the directory holds: the built files, not
	// the compressed variants or the page.
	entries, err := os.ReadDir(out)
	if err != nil {
		t.Fatal(err)
	}
	var have []string
	for _, e := range entries {
		if e.Name() != "package.json" {
			have = append(have, e.Name())
		}
	}
	want := []string{"CHANGELOG.md", "LICENSE", "README.md", "embed.d.ts", "embed.js", "urn-template.a98765432101.wasm", "urn.ba9876543210.wasm", "urn.d.ts", "urn.js", "wasm_exec.0123456789ab.js"}
	if !slices.Equal(have, want) || !slices.Equal(m.Files, want) {
		t.Errorf("the directory holds %v and files lists %v; want %v", have, m.Files, want)
	}

	// Conditions are tried in order: types first, default last.
	var exports map[string]json.RawMessage
	if err := json.Unmarshal(m.Exports, &exports); err != nil {
		t.Fatal(err)
	}
	for _, sub := range []string{".", "./embed.js"} {
		keys := objectKeys(t, exports[sub])
		if len(keys) < 2 || keys[0] != "types" || keys[len(keys)-1] != "default" {
			t.Errorf("exports[%q] has the conditions %v: want types first and default last", sub, keys)
		}
	}

	embed, err := os.ReadFile(filepath.Join(out, "embed.js"))
	if err != nil {
		t.Fatal(err)
	}
	for _, s := range []string{"const SRC_REQUIRED = true;", `const EDITIONS = ["rfc2141","draft-03","draft-12","rfc8141"];`, `const DEFAULT_VIEW = "explore";`, `"equivalence"`} {
		if !strings.Contains(string(embed), s) {
			t.Errorf("the package's embed.js lacks %s", s)
		}
	}
}

// The source urn.js names no built files: writing a package from it would
// ship a urn.js that loads nothing.
func TestWriteRefusesTheSourceURNJS(t *testing.T) {
	dist := t.TempDir()
	src, err := os.ReadFile("../wasm/js/urn.js")
	if err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(dist, "urn.js"), src, 0o644); err != nil {
		t.Fatal(err)
	}
	if _, err := Write("..", dist, filepath.Join(dist, "npm")); err == nil || !strings.Contains(err.Error(), "wasm/build.sh") {
		t.Errorf("Write from the source urn.js: %v, want an error naming wasm/build.sh", err)
	}
}

// objectKeys are the keys of the JSON object raw, in order.
func objectKeys(t *testing.T, raw json.RawMessage) []string {
	t.Helper()
	var keys []string
	d := json.NewDecoder(strings.NewReader(string(raw)))
	depth := 0
	for {
		tok, err := d.Token()
		if err != nil {
			return keys
		}
		switch tok := tok.(type) {
		case json.Delim:
			if tok == '{' || tok == '[' {
				depth++
			} else {
				depth--
			}
		case string:
			if depth == 1 {
				keys = append(keys, tok)
				var skip json.RawMessage
				if err := d.Decode(&skip); err != nil {
					t.Fatal(err)
				}
			}
		}
	}
}
