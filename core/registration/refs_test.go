package registration

import (
	"os"
	"path/filepath"
	"reflect"
	"regexp"
	"slices"
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

// newRefCall is a citation with literal arguments in the package's
// source: core.NewRef("rfc8141", "2.3").
var newRefCall = regexp.MustCompile(`core\.NewRef\("([^"]*)", "([^"]*)"\)`)

// literalRefs reads the package's source for core.NewRef("doc", "section").
func literalRefs(t *testing.T) []citation {
	files, err := filepath.Glob("*.go")
	if err != nil {
		t.Fatal(err)
	}
	var out []citation
	for _, name := range slices.DeleteFunc(files, func(name string) bool { return strings.HasSuffix(name, "_test.go") }) {
		src, err := os.ReadFile(name)
		if err != nil {
			t.Fatal(err)
		}
		for _, m := range newRefCall.FindAllStringSubmatchIndex(string(src), -1) {
			line := 1 + strings.Count(string(src[:m[0]]), "\n")
			r := core.NewRef(string(src[m[2]:m[3]]), string(src[m[4]:m[5]]))
			out = append(out, citation{r, name + ":" + strconv.Itoa(line)})
		}
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
