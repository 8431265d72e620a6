package core_test

import (
	"go/parser"
	"go/token"
	"io/fs"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
)

// The packages under internal/ sit below core: they import nothing of
// this module's outside internal/, so that every import between internal/
// and core points one way (ARCHITECTURE.md, The layers). What is built on
// core and shared by the adapter, the terminal tool and the site lives
// beside it (core/resultjson), and test helpers that read URNs in
// core/coretest.
func TestInternalSitsBelowCore(t *testing.T) {
	const module = "github.com/urn-playground/urn-playground/"
	checked := 0
	err := filepath.WalkDir("../internal", func(path string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() || !strings.HasSuffix(path, ".go") {
			return err
		}
		f, err := parser.ParseFile(token.NewFileSet(), path, nil, parser.ImportsOnly)
		if err != nil {
			return err
		}
		checked++
		for _, imp := range f.Imports {
			p, _ := strconv.Unquote(imp.Path.Value)
			if strings.HasPrefix(p, module) && !strings.HasPrefix(p, module+"internal/") {
				t.Errorf("%s imports %s: a package under internal/ must not import what sits on it (move it beside core, or the import out)", path, p)
			}
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	if checked == 0 {
		t.Fatal("no Go file found under ../internal")
	}
}
