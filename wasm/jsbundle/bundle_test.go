package main

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// The real urn.js bundles: every module once, no import of a sibling
// left, its one export kept.
func TestBundleURNJS(t *testing.T) {
	out, err := bundle("../js/urn.js")
	if err != nil {
		t.Fatal(err)
	}
	mods, _ := filepath.Glob("../js/urn-*.js")
	for _, m := range mods {
		name := filepath.Base(m)
		if n := strings.Count(out, "// ---- "+name+" (inlined"); n != 1 {
			t.Errorf("%s inlined %d times, want once", name, n)
		}
	}
	if siblingImport.MatchString(out) {
		t.Error("a sibling import is left in the bundle")
	}
	if got := exportDecl.FindAllString(out, -1); len(got) != 1 || !strings.Contains(out, "export function load(") {
		t.Errorf("the bundle exports %v, want load alone", got)
	}
}

func TestBundleRejects(t *testing.T) {
	for name, mod := range map[string]string{
		"a name declared twice": "export const API_VERSION = 1;\n",
		"a default export":      "export default 1;\n",
		"a namespace import":    "import * as x from \"./y.js\";\nexport const z = 1;\n",
	} {
		dir := t.TempDir()
		write(t, dir, "entry.js", "const API_VERSION = 2;\nimport {z} from \"./mod.js\";\nexport function f() {}\n")
		write(t, dir, "mod.js", mod)
		if _, err := bundle(filepath.Join(dir, "entry.js")); err == nil {
			t.Errorf("%s: bundled without an error", name)
		}
	}
}

func write(t *testing.T, dir, name, text string) {
	t.Helper()
	if err := os.WriteFile(filepath.Join(dir, name), []byte(text), 0o644); err != nil {
		t.Fatal(err)
	}
}
