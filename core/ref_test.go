package core

import (
	"go/ast"
	"go/parser"
	"go/token"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
)

// TestRefsAreEveryCitation reads core's own source and checks that Refs
// lists exactly the sections cited with literal arguments — ref("doc",
// "2.1") or one of the edition table's helpers, r8141("2.1"): a section
// cited but not listed would leave the page without its excerpt, one
// listed but not cited would ask for an excerpt in vain. Core's tables
// cite every section with literal arguments (ref itself is called with
// variables only by NewRef and Refs), so the scan sees them all.
func TestRefsAreEveryCitation(t *testing.T) {
	listed := map[string]bool{}
	for _, r := range Refs() {
		if listed[r.Anchor] {
			t.Errorf("Refs lists %s twice", r.Anchor)
		}
		listed[r.Anchor] = true
	}
	cited := map[string]bool{}
	helpers := map[string]string{"r2141": "rfc2141", "d03": "draft-03", "d12": "draft-12", "r8141": "rfc8141"}
	files, err := filepath.Glob("*.go")
	if err != nil {
		t.Fatal(err)
	}
	fset := token.NewFileSet()
	calls := 0
	for _, name := range files {
		if strings.HasSuffix(name, "_test.go") {
			continue
		}
		f, err := parser.ParseFile(fset, name, nil, 0)
		if err != nil {
			t.Fatal(err)
		}
		ast.Inspect(f, func(n ast.Node) bool {
			if lit, ok := n.(*ast.CompositeLit); ok {
				// A Ref written out, so that the linker lays it out as
				// data (the namespace rules' tables): its anchor must be
				// the one ref would give.
				if id, ok := lit.Type.(*ast.Ident); !ok || id.Name != "Ref" || len(lit.Elts) != 3 {
					return true
				}
				var f [3]string
				for i, e := range lit.Elts {
					bl, ok := e.(*ast.BasicLit)
					if !ok || bl.Kind != token.STRING {
						return true // built from variables (ref itself)
					}
					f[i], _ = strconv.Unquote(bl.Value)
				}
				calls++
				if a := anchor(f[0], f[1]); f[2] != a || docTitle(f[0]) == "" {
					t.Errorf("%s: Ref{%q, %q, %q}: the anchor is %q, and the document must be known", fset.Position(lit.Pos()), f[0], f[1], f[2], a)
				}
				cited[f[2]] = true
				if !listed[f[2]] {
					t.Errorf("%s: Ref{%q, %q…} cites %s, which Refs() does not list: add it to the list in ref.go", fset.Position(lit.Pos()), f[0], f[1], f[2])
				}
				return true
			}
			call, ok := n.(*ast.CallExpr)
			if !ok {
				return true
			}
			fn, ok := call.Fun.(*ast.Ident)
			if !ok {
				return true
			}
			var lits []string
			for _, a := range call.Args {
				if bl, ok := a.(*ast.BasicLit); ok && bl.Kind == token.STRING {
					s, _ := strconv.Unquote(bl.Value)
					lits = append(lits, s)
				}
			}
			var doc, section string
			switch {
			case fn.Name == "ref" && len(lits) == 2 && len(call.Args) == 2:
				doc, section = lits[0], lits[1]
			case helpers[fn.Name] != "" && len(lits) == 1 && len(call.Args) == 1:
				doc, section = helpers[fn.Name], lits[0]
			default:
				return true
			}
			calls++
			a := anchor(doc, section)
			cited[a] = true
			if !listed[a] {
				t.Errorf("%s: %s(%q…) cites %s, which Refs() does not list: add it to the list in ref.go", fset.Position(call.Pos()), fn.Name, doc, a)
			}
			return true
		})
	}
	if calls < 50 {
		t.Fatalf("found only %d literal ref calls; the scan is broken", calls)
	}
	for a := range listed {
		if !cited[a] {
			t.Errorf("Refs() lists %s, which nothing in core cites: remove it from the list in ref.go", a)
		}
	}
}

// TestRegisterDocument: a document core has no title for, once declared,
// is one NewRef accepts and Ref.String and DocTitle name; declaring it
// again with its title changes nothing, and another title, an empty id or
// an empty title panics.
func TestRegisterDocument(t *testing.T) {
	defer func(saved []struct{ id, title string }) { registeredDocs = saved }(registeredDocs)
	const id, title = "zz-test-doc", "A Test Document"
	if DocTitle(id) != "" {
		t.Fatalf("%s is known before it is declared", id)
	}
	RegisterDocument(id, title)
	RegisterDocument(id, title)
	if got := NewRef(id, "2.1"); got.Anchor != "zz-test-doc-sec-2-1" || got.String() != "A Test Document §2.1" || DocTitle(id) != title {
		t.Errorf("NewRef(%q, 2.1) = %+v, %q; DocTitle %q", id, got, got.String(), DocTitle(id))
	}
	if n := len(registeredDocs); n != 1 {
		t.Errorf("%d documents declared, want 1", n)
	}
	for _, c := range [][2]string{{id, "Another Title"}, {"rfc8141", "RFC 8141bis"}, {"", "x"}, {"zz-other", ""}} {
		func() {
			defer func() {
				if recover() == nil {
					t.Errorf("RegisterDocument(%q, %q) did not panic", c[0], c[1])
				}
			}()
			RegisterDocument(c[0], c[1])
		}()
	}
	RegisterDocument("rfc8141", "RFC 8141") // core's own, with its title: nothing to do
	if n := len(registeredDocs); n != 1 {
		t.Errorf("%d documents declared, want 1", n)
	}
}
