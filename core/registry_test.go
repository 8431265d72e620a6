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

// TestRegistryKeys checks the lookup by key: every entry is found in
// any case, by registryIndex and, where the one pass reads it, by the
// one-word key of shortKeyAt; strings that a key would confuse with an
// entry are not (a trailing NUL, which packs to the same words; bytes
// that setting bit 5 would turn into a NID's); nor is a NID found whose
// one word is an entry's first eight bytes.
func TestRegistryKeys(t *testing.T) {
	for i, ns := range registry {
		for _, nid := range []string{ns.NID, toUpper(ns.NID), toUpper(ns.NID[:1]) + ns.NID[1:]} {
			if got := registryIndex(nid); got != i {
				t.Errorf("registryIndex(%q) = %d, want %d", nid, got, i)
			}
			in := "urn:" + nid + ":12345678"
			if w, ok := shortKeyAt(in, 4+len(nid)); ok {
				if got := shortRegistryIndex(w, len(nid)); got != i {
					t.Errorf("shortRegistryIndex of %q = %d, want %d", in, got, i)
				}
			} else if len(nid) <= 8 {
				t.Errorf("%q: no one-word key", in)
			}
		}
		confusable := []string{ns.NID + "\x00", "\x00" + ns.NID, ns.NID + "x"}
		for k := 0; k < len(ns.NID); k++ {
			if c := ns.NID[k]; c == '-' || '0' <= c && c <= '9' {
				confusable = append(confusable, ns.NID[:k]+string(c&^0x20)+ns.NID[k+1:])
			}
		}
		for _, nid := range confusable {
			if got := registryIndex(nid); got >= 0 {
				t.Errorf("registryIndex(%q) = %d (%q)", nid, got, registry[got].NID)
			}
		}
		if len(ns.NID) > 8 {
			if w, ok := shortKeyAt("urn:"+ns.NID[:8]+":x", 12); !ok || shortRegistryIndex(w, 8) == i {
				t.Errorf("%q found by its first eight bytes", ns.NID)
			}
		}
	}
}
