package namespace

import (
	"go/ast"
	"go/parser"
	"go/token"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"testing"

	"github.com/urn-playground/urn-playground/core"
)

func TestNamespaceSyntaxesAreSortedAndCited(t *testing.T) {
	for i, s := range syntaxes {
		if i > 0 && syntaxes[i-1].NID >= s.NID {
			t.Errorf("syntaxes out of NID order at %s", s.NID)
		}
		if s.Ref.Doc == "" || s.Title == "" || s.ID == "" || (s.read == nil) != s.Free || s.NID != strings.ToLower(s.NID) {
			t.Errorf("%s: incomplete definition", s.NID)
		}
		if ForNID(strings.ToUpper(s.NID)) != s {
			t.Errorf("%s: not found by its upper-case NID", s.NID)
		}
	}
}

// TestSyntaxesInNIDOrder: the table the WebAssembly module numbers the
// syntaxes by (wasm's nsRules, whose numbers cross to urn.js) is the
// same as before the syntaxes registered themselves.
func TestSyntaxesInNIDOrder(t *testing.T) {
	want := "3gpp dev doi epc example gs1 ieee ietf isbn isni iso issn lei lex mpeg mrn nbn oasis oid publicid uuid xmpp"
	var got []string
	for _, s := range Syntaxes() {
		got = append(got, s.NID)
	}
	if strings.Join(got, " ") != want {
		t.Errorf("Syntaxes() = %s\nwant          %s", strings.Join(got, " "), want)
	}
}

// TestForNID: a NID in any case finds its syntax; a NID without one, a
// prefix or an extension of one, finds none; and looking up allocates
// nothing (URN.parse asks for every reading).
func TestForNID(t *testing.T) {
	for nid, want := range map[string]string{
		"isbn": "isbn", "ISBN": "isbn", "IsBn": "isbn", "3GPP": "3gpp", "publicid": "publicid",
		"": "", "isb": "", "isbnx": "", "nope": "", "urn": "", "example-x": "", "publicidx": "",
	} {
		got := ""
		if s := ForNID(nid); s != nil {
			got = s.ID
		}
		if got != want {
			t.Errorf("ForNID(%q) = %q, want %q", nid, got, want)
		}
	}
	u := core.Read("urn:XMPP:sm:3", core.RFC8141)
	if s := For(u); s == nil || s.NID != "xmpp" {
		t.Errorf("For(urn:XMPP:sm:3) = %v", s)
	}
	if s := For(core.Read("urn:isbn", core.RFC8141)); s != nil {
		t.Errorf("For(urn:isbn), without an NSS, = %v, want nil", s.ID)
	}
	if a := testing.AllocsPerRun(100, func() { ForNID("PublicID"); ForNID("nope") }); a != 0 {
		t.Errorf("ForNID allocates %v times", a)
	}
}

// TestForNIDPastEightBytes: a NID longer than the 8 bytes nidKey packs
// is found by all of its bytes, in any case, and only by them.
func TestForNIDPastEightBytes(t *testing.T) {
	long := &Syntax{NID: "zz-long-nid-test", ID: "long", Title: "x", Free: true}
	Register(long)
	defer func() {
		i := slices.Index(syntaxes, long)
		syntaxes, keys = slices.Delete(syntaxes, i, i+1), slices.Delete(keys, i, i+1)
	}()
	for nid, want := range map[string]bool{
		"zz-long-nid-test": true, "ZZ-LONG-NID-TEST": true, "zz-long-nid-tesT": true,
		"zz-long-nid-tesx": false, "zz-long-nid-tes": false, "zz-long-nid-testx": false, "zz-long-": false,
	} {
		if got := ForNID(nid) == long; got != want {
			t.Errorf("ForNID(%q) found it: %v, want %v", nid, got, want)
		}
	}
}

// TestRegisterRefuses: a second syntax for a NID, a NID empty or not in
// lower case, and a syntax with neither a reader nor Free, or both, are
// programming errors, which Register panics on; the table is left as it
// was.
func TestRegisterRefuses(t *testing.T) {
	before := Syntaxes()
	for name, s := range map[string]*Syntax{
		"duplicate":  {NID: "isbn", ID: "isbn2", Title: "x", Free: true},
		"upper case": {NID: "Foo", ID: "foo", Title: "x", Free: true},
		"empty NID":  {ID: "none", Title: "x", Free: true},
		"no reader":  {NID: "foo", ID: "foo", Title: "x"},
		"both":       {NID: "foo", ID: "foo", Title: "x", Free: true, read: func(*reader) {}},
	} {
		func() {
			defer func() {
				if recover() == nil {
					t.Errorf("%s: Register did not panic", name)
				}
			}()
			Register(s)
		}()
	}
	if !slices.Equal(Syntaxes(), before) {
		t.Errorf("a refused syntax changed the table")
	}
}

// TestRefsAreEveryCitation reads the package's own source and checks that
// Refs lists exactly the sections cited with literal core.Ref{…} values
// (each syntax's Ref, and the other sections its reader cites): a section
// cited but not listed would leave the page without its excerpt, one
// listed but not cited would ask for an excerpt in vain. Each literal's
// anchor must be the one core.NewRef gives, for a document core knows.
func TestRefsAreEveryCitation(t *testing.T) {
	listed := map[string]bool{}
	for _, r := range Refs() {
		if listed[r.Anchor] {
			t.Errorf("Refs lists %s twice", r.Anchor)
		}
		listed[r.Anchor] = true
	}
	files, err := filepath.Glob("*.go")
	if err != nil {
		t.Fatal(err)
	}
	fset := token.NewFileSet()
	cited := map[string]bool{}
	for _, name := range files {
		if strings.HasSuffix(name, "_test.go") {
			continue
		}
		f, err := parser.ParseFile(fset, name, nil, 0)
		if err != nil {
			t.Fatal(err)
		}
		ast.Inspect(f, func(n ast.Node) bool {
			lit, ok := n.(*ast.CompositeLit)
			if !ok {
				return true
			}
			if sel, ok := lit.Type.(*ast.SelectorExpr); !ok || sel.Sel.Name != "Ref" {
				return true
			}
			fields := map[string]string{}
			for _, e := range lit.Elts {
				kv, ok := e.(*ast.KeyValueExpr)
				if !ok {
					t.Errorf("%s: a core.Ref without field names", fset.Position(lit.Pos()))
					return true
				}
				k, _ := kv.Key.(*ast.Ident)
				bl, ok := kv.Value.(*ast.BasicLit)
				if k == nil || !ok || bl.Kind != token.STRING {
					t.Errorf("%s: a core.Ref not written with literal strings", fset.Position(lit.Pos()))
					return true
				}
				fields[k.Name], _ = strconv.Unquote(bl.Value)
			}
			doc, sec, anchor := fields["Doc"], fields["Section"], fields["Anchor"]
			if core.DocTitle(doc) == "" || core.NewRef(doc, sec).Anchor != anchor {
				t.Errorf("%s: core.Ref{%q, %q, %q}: the document must be known and the anchor %q", fset.Position(lit.Pos()), doc, sec, anchor, anchor)
				return true
			}
			cited[anchor] = true
			if !listed[anchor] {
				t.Errorf("%s: core.Ref{%q, %q…} is not in Refs(): cite it in its syntax's cites", fset.Position(lit.Pos()), doc, sec)
			}
			return true
		})
	}
	if len(cited) < len(syntaxes) {
		t.Fatalf("found only %d cited sections for %d syntaxes; the scan is broken", len(cited), len(syntaxes))
	}
	for a := range listed {
		if !cited[a] {
			t.Errorf("Refs() lists %s, which no literal in the package cites", a)
		}
	}
}

// TestSyntaxDocumentation: every rule a sub-part is named after is one
// the syntax's Documentation defines (a literal in quotes may stand
// alone), each citation has its quote, and a rule's definition begins
// with its name where the registration writes ABNF.
func TestSyntaxDocumentation(t *testing.T) {
	for _, s := range syntaxes {
		doc := s.Documentation()
		if doc.Quote == "" {
			t.Errorf("%s: no quote for %s", s.NID, s.Ref)
		}
		if len(doc.Cites) != len(s.cites) {
			t.Errorf("%s: %d quotes for %d citations", s.NID, len(doc.Cites), len(s.cites))
		}
		defined := map[string]bool{}
		for _, r := range doc.Rules {
			defined[r.Name] = true
			if r.Def == "" {
				t.Errorf("%s: the rule %s has no definition", s.NID, r.Name)
			}
		}
		for _, f := range s.fields {
			literal := strings.HasPrefix(f.rule, `"`) || strings.HasPrefix(f.rule, `%s"`)
			if f.rule != "" && !literal && !defined[f.rule] {
				t.Errorf("%s: the sub-part %s is named after the rule %s, which the Documentation does not define", s.NID, f.id, f.rule)
			}
		}
	}
}
