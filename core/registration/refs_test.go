package registration

import (
	"go/ast"
	"go/parser"
	"go/token"
	"path/filepath"
	"reflect"
	"strconv"
	"strings"
	"testing"

	"github.com/urn-playground/urn-playground/core"
)

// TestRefsAreEveryCitation checks that Refs is exactly the set of sections
// the package cites: every core.NewRef call with literal arguments in its
// source (as the validator's own rules make) and every Ref in the layouts'
// data. A citation missing from Refs would leave the page without its
// excerpt; one in Refs that nothing cites would ask for an excerpt in
// vain.
func TestRefsAreEveryCitation(t *testing.T) {
	cited := map[core.Ref]string{} // → where
	for _, r := range literalRefs(t) {
		cited[r.ref] = r.where
	}
	if len(cited) == 0 {
		t.Fatal("found no literal core.NewRef call; the scan is broken")
	}
	for _, l := range Layouts() {
		walkRefs(reflect.ValueOf(*l), func(r core.Ref) { cited[r] = "layout " + l.ID })
	}
	refs := Refs()
	listed := map[core.Ref]bool{}
	for _, r := range refs {
		if listed[r] {
			t.Errorf("Refs lists %s twice", r.Anchor)
		}
		listed[r] = true
		if _, ok := cited[r]; !ok {
			t.Errorf("Refs lists %s (%s), which nothing in the package cites", r.Anchor, r)
		}
	}
	for r, where := range cited {
		if !listed[r] {
			t.Errorf("%s cites %s (%s), which Refs does not list", where, r.Anchor, r)
		}
	}
	if len(refs) < 30 {
		t.Errorf("Refs lists %d sections; the three layouts alone cite more", len(refs))
	}
}

type citation struct {
	ref   core.Ref
	where string
}

// literalRefs reads the package's source for core.NewRef("doc", "section").
func literalRefs(t *testing.T) []citation {
	files, err := filepath.Glob("*.go")
	if err != nil {
		t.Fatal(err)
	}
	fset := token.NewFileSet()
	var out []citation
	for _, name := range files {
		if strings.HasSuffix(name, "_test.go") {
			continue
		}
		f, err := parser.ParseFile(fset, name, nil, 0)
		if err != nil {
			t.Fatal(err)
		}
		ast.Inspect(f, func(n ast.Node) bool {
			call, ok := n.(*ast.CallExpr)
			if !ok || len(call.Args) != 2 {
				return true
			}
			if sel, ok := call.Fun.(*ast.SelectorExpr); !ok || sel.Sel.Name != "NewRef" {
				return true
			}
			var lits []string
			for _, a := range call.Args {
				if bl, ok := a.(*ast.BasicLit); ok && bl.Kind == token.STRING {
					s, _ := strconv.Unquote(bl.Value)
					lits = append(lits, s)
				}
			}
			if len(lits) == 2 {
				out = append(out, citation{core.NewRef(lits[0], lits[1]), fset.Position(call.Pos()).String()})
			}
			return true
		})
	}
	return out
}

// walkRefs calls f with every non-zero core.Ref inside v.
func walkRefs(v reflect.Value, f func(core.Ref)) {
	if v.Type() == reflect.TypeFor[core.Ref]() {
		if r := v.Interface().(core.Ref); r != (core.Ref{}) {
			f(r)
		}
		return
	}
	switch v.Kind() {
	case reflect.Struct:
		for i := range v.NumField() {
			walkRefs(v.Field(i), f)
		}
	case reflect.Slice, reflect.Array:
		for i := range v.Len() {
			walkRefs(v.Index(i), f)
		}
	case reflect.Pointer:
		if !v.IsNil() {
			walkRefs(v.Elem(), f)
		}
	}
}
