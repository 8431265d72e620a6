package core

import (
	"strings"
	"testing"
)

// Every registered NID links to its IANA entry and its defining document:
// an RFC where the registry's reference names one, else the registration
// template IANA keeps (formal: urn-formal/<nid>, informal: the template
// the reference names).
func TestNamespaceLinks(t *testing.T) {
	cases := []struct{ nid, entry, title, doc string }{
		{"uuid", "#urn-namespaces-1", "RFC 9562", "https://www.rfc-editor.org/rfc/rfc9562"},
		{"dvb", "#urn-namespaces-1", "RFC 5328", "https://www.rfc-editor.org/rfc/rfc5328"},
		{"isbn", "#urn-namespaces-1", "registration template", "https://www.iana.org/assignments/urn-formal/isbn"},
		{"meta", "#urn-namespaces-1", "registration template", "https://www.iana.org/assignments/urn-formal/meta"},
		{"urn-3", "#urn-namespaces-2", "registration template", "https://www.iana.org/assignments/urn-informal/urn-3"},
	}
	for _, c := range cases {
		ns, ok := LookupNamespace(c.nid)
		if !ok {
			t.Fatalf("%s is not registered", c.nid)
		}
		if got := ns.EntryURL(); got != "https://www.iana.org/assignments/urn-namespaces/urn-namespaces.xhtml"+c.entry {
			t.Errorf("%s: IANA entry %q", c.nid, got)
		}
		title, url := ns.Document()
		if !strings.Contains(title, c.title) || url != c.doc {
			t.Errorf("%s: document %q %q, want %q %q", c.nid, title, url, c.title, c.doc)
		}
	}
	for _, ns := range Namespaces() {
		if title, url := ns.Document(); title == "" || !strings.HasPrefix(url, "https://") {
			t.Errorf("%s: no defining document (%q %q) from the reference %q", ns.NID, title, url, ns.Reference)
		}
	}
}

// TestNSSScopeCites: the scope sentence cites, per edition, the section
// that leaves the NSS's own syntax to the namespace (RFC 2141 §2,
// draft-03 §2.2, draft-12 §3.2, RFC 8141 §2.2).
func TestNSSScopeCites(t *testing.T) {
	want := map[Edition]string{RFC2141: "RFC 2141 §2", Draft03: "draft-03 §2.2", Draft12: "draft-12 §3.2", RFC8141: "RFC 8141 §2.2"}
	for e, w := range want {
		text, r := NSSScope(e)
		if !strings.Contains(text, "not") || !strings.Contains(r.String(), w[strings.Index(w, "§"):]) {
			t.Errorf("%s: %q cites %s, want %s", e.ID(), text, r.String(), w)
		}
	}
	for _, c := range []NIDClass{ClassFormal, ClassInformal} {
		if ClassMeaning(c, true) == "" || !strings.Contains(ClassMeaning(c, false), "no namespace") {
			t.Errorf("%s: meanings %q / %q", c, ClassMeaning(c, true), ClassMeaning(c, false))
		}
	}
}
