package core

import "testing"

// TestBadPercentCitesItsRegion: a bad escape in the NSS cites the NSS's
// section (RFC 8141 §2.2), one in a component the component's (§2.3.1 to
// §2.3.3: the f-component has the syntax of a URI fragment).
func TestBadPercentCitesItsRegion(t *testing.T) {
	for _, c := range []struct{ in, section string }{
		{"urn:example:a%zz", "2.2"},
		{"urn:example:a?+r%zz", "2.3.1"},
		{"urn:example:a?=q%zz", "2.3.2"},
		{"urn:example:a#b%zz", "2.3.3"},
	} {
		u := Read(c.in, RFC8141)
		found := false
		for _, d := range u.Diagnostics {
			if d.Code == CodeBadPercent {
				found = true
				if d.Ref.Doc != "rfc8141" || d.Ref.Section != c.section {
					t.Errorf("%s: bad-percent cites %v, want RFC 8141 §%s", c.in, d.Ref, c.section)
				}
			}
		}
		if !found {
			t.Errorf("%s: no bad-percent", c.in)
		}
	}
}
