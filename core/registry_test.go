package core

import (
	"encoding/csv"
	"os"
	"path/filepath"
	"testing"

	"github.com/urn-playground/urn-playground/internal/testsupport/shared"
)

// TestRegistryMatchesIANA checks the embedded facts against the copy of the
// IANA registry in ../shared/data: every entry registered, with the same
// kind and reference, and classified as its sub-registry says.
func TestRegistryMatchesIANA(t *testing.T) {
	f, err := os.Open(filepath.Join(shared.Dir(t, "data"), "iana-urn-namespaces.csv"))
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	rows, err := csv.NewReader(f).ReadAll()
	if err != nil {
		t.Fatal(err)
	}
	rows = rows[1:] // header: nid,kind,reference
	if len(rows) != 105 || len(rows) != len(Namespaces()) {
		t.Fatalf("the CSV has %d entries and the embedded registry %d; want 105 each", len(rows), len(registry))
	}
	for _, row := range rows {
		nid, kind, reference := row[0], row[1], row[2]
		ns, ok := LookupNamespace(nid)
		if !ok {
			t.Errorf("%s: not registered in the embedded data", nid)
			continue
		}
		if ns.Kind.String() != kind || ns.Reference != reference {
			t.Errorf("%s: embedded %s %q, IANA %s %q", nid, ns.Kind, ns.Reference, kind, reference)
		}
		for _, e := range Editions() {
			info := ClassifyNID(nid, e)
			if !info.Registered || info.Class.String() != kind {
				t.Errorf("%s under %s: class %s registered=%v, want %s and registered", nid, e, info.Class, info.Registered, kind)
			}
			// An upper-case NID names the same namespace (RFC 8141 §2.1).
			if up := ClassifyNID(toUpper(nid), e); !up.Registered {
				t.Errorf("%s: upper-case form not found", nid)
			}
		}
	}
}

func toUpper(s string) string {
	b := []byte(s)
	for i, c := range b {
		if 'a' <= c && c <= 'z' {
			b[i] = c - 'a' + 'A'
		}
	}
	return string(b)
}

func TestLookupNamespaceDoesNotAllocate(t *testing.T) {
	if n := testing.AllocsPerRun(100, func() { LookupNamespace("ISBN") }); n != 0 {
		t.Errorf("LookupNamespace allocates %v times", n)
	}
	if _, ok := LookupNamespace("this-nid-is-longer-than-thirty-two-chars"); ok {
		t.Error("a 40-character NID cannot be registered")
	}
}
