package namespace

import (
	"strings"
	"testing"

	"github.com/urn-playground/urn-playground/core"
)

// resolve reads s under RFC 8141 and says where it leads.
func resolve(s string) Resolution {
	u := core.Read(s, core.RFC8141)
	nr := Read(u)
	return Resolve(u, &nr)
}

// Every namespace says what its registration says about resolution, and
// each service's documented example leads to the URL its source gives:
// a template is checked by its form, never by fetching it.
func TestResolversOfEveryNamespace(t *testing.T) {
	for _, s := range Syntaxes() {
		rs := s.Resolvers()
		if rs.Ref.Anchor == "" {
			t.Errorf("%s: no source for what its registration says about resolution", s.NID)
		}
		if len(rs.Services) == 0 && rs.None == "" {
			t.Errorf("%s: neither a service nor why there is none", s.NID)
		}
		if q := s.Documentation().Resolution; len(q) != 1+len(rs.Services) {
			t.Errorf("%s: %d resolution quotes for 1 + %d services", s.NID, len(q), len(rs.Services))
		}
		for _, sv := range rs.Services {
			// A source's example may be a placeholder, not an assigned
			// name (urn:nbn:de:example): the form is checked on it as
			// the source writes it, whether or not it would get a link.
			u := core.Read(sv.Example, core.RFC8141)
			nr := Read(u)
			if !sv.In.takes(u.Input, u.NSS, nr.Parts) {
				t.Errorf("%s: %s does not take its own example %s", s.NID, sv.Name, sv.Example)
			}
			if got := sv.url(u, nr.Parts); got != sv.ExampleURL {
				t.Errorf("%s: %s's example %s leads to %s, want %s", s.NID, sv.Name, sv.Example, got, sv.ExampleURL)
			}
			if sv.Ref.Anchor == "" || !strings.HasPrefix(sv.Template, "http") {
				t.Errorf("%s: %s has no source or no absolute URL form", s.NID, sv.Name)
			}
		}
	}
}

func TestResolveBlocksWhatIsNoName(t *testing.T) {
	for _, c := range []struct {
		urn     string
		verdict ResolutionVerdict
		note    string
	}{
		{"urn:isni:0000000121032683", Linked, ""},
		{"urn:isni:0000000121032684", Blocked, "violates the isni namespace's syntax"}, // wrong check digit
		{"urn:isni:00000001 21032683", Blocked, "not a valid URN"},
		{"urn:uuid:6e8bc430-9c3a-11d9-9669-0800200c9a66", NoService, "not globally resolvable"},
		{"urn:example:a", NoService, ""},
		{"urn:bookshelf:1", Unknown, "knows no resolution service"},
		{"urn:isni:0000000121032683?+r#f", Linked, "the r-component and f-component are not passed on"},
		// A warning (here DNB's check digit, beyond the registration)
		// does not block a link; a violation does.
		{"urn:nbn:de:gbv:089-3321752940", Linked, ""},
		{"urn:nbn:de:gbv:/089-3321752945", Blocked, "violates the nbn namespace's syntax"},
		{"urn:nbn:at:at-ubw-1234", Linked, ""},
		{"urn:ietf:params:xml:ns:yang", NoService, "protocol parameters"},
	} {
		r := resolve(c.urn)
		if r.Verdict != c.verdict || !strings.Contains(r.Note, c.note) {
			t.Errorf("%s: %v %q, want %v with %q", c.urn, r.Verdict, r.Note, c.verdict, c.note)
		}
		if (r.Verdict == Linked) != (len(r.Links) > 0) {
			t.Errorf("%s: verdict %v with %d links", c.urn, r.Verdict, len(r.Links))
		}
	}
}

// The URN goes into the URL encoded for where it lands: nothing in an NSS
// can move a link's host, add a query parameter or start a fragment.
func TestServiceURLEncodesTheURN(t *testing.T) {
	path := Service{Template: "https://resolver.example/{urn}"}
	query := Service{Template: "https://resolver.example/resolve?urn={urn}&x=1"}
	for _, c := range []struct {
		urn, path, query string
	}{
		{"urn:example:a%2Fb", "https://resolver.example/urn:example:a%2Fb", "https://resolver.example/resolve?urn=urn%3Aexample%3Aa%252Fb&x=1"},
		{"urn:example:a&b=c+d;e", "https://resolver.example/urn:example:a&b=c+d;e", "https://resolver.example/resolve?urn=urn%3Aexample%3Aa%26b%3Dc%2Bd%3Be&x=1"},
		{"urn:example:it's(1)!*", "https://resolver.example/urn:example:it's(1)!*", "https://resolver.example/resolve?urn=urn%3Aexample%3Ait%27s%281%29%21%2A&x=1"},
	} {
		u := core.Read(c.urn, core.RFC8141)
		if !u.Valid {
			t.Fatalf("%s: not valid", c.urn)
		}
		if got := path.url(u, nil); got != c.path {
			t.Errorf("path: %s → %s, want %s", c.urn, got, c.path)
		}
		if got := query.url(u, nil); got != c.query {
			t.Errorf("query: %s → %s, want %s", c.urn, got, c.query)
		}
	}
	// Bytes no valid URN holds, had a reading let them through.
	var b strings.Builder
	appendEscaped(&b, "a b\"<>?#\\é", false)
	if got, want := b.String(), "a%20b%22%3C%3E%3F%23%5C%C3%A9"; got != want {
		t.Errorf("escaped %q, want %q", got, want)
	}
}
