package core

import "testing"

// TestNamespaceMPEG: RFC 3614 §2's "urn:mpeg:{standard name}:{assigned
// US-ASCII string}", its §3 examples, and real MPEG URNs (the DASH MPD
// schema of ISO/IEC 23009-1, an MPEG-21 DII namespace).
func TestNamespaceMPEG(t *testing.T) {
	checkNS(t, []nsCase{
		{"urn:mpeg:mpeg7:schema:2001", NSConforms, "", "mpeg-standard separator mpeg-assigned", ""},
		{"urn:mpeg:mpeg7:cs:VideoDomainCS:2001", NSConforms, "", "", ""},
		{"urn:mpeg:mpeg7:cs:GenreCS:2001", NSConforms, "", "", ""},
		{"urn:mpeg:mpeg7:cs:ContentCS:2001", NSConforms, "", "", ""},
		{"urn:mpeg:dash:schema:mpd:2011", NSConforms, "", "mpeg-standard separator mpeg-assigned", ""},
		{"urn:mpeg:mpeg21:2002:01-DII-NS", NSConforms, "", "", ""},
		{"urn:mpeg:mpeg7", NSViolates, "ns-syntax", "mpeg-standard", ""},
		{"urn:mpeg:mpeg7:", NSViolates, "ns-syntax", "mpeg-standard separator", ""},
		{"urn:mpeg::schema", NSViolates, "ns-syntax", "", ""},
		{"urn:mpeg:mpeg7:é", NSViolates, "ns-char", "", ""},
	})
	checkNSEquivalence(t, []nsEquivCase{
		// RFC 3614 §2: "The "standard name" is case-insensitive"; "The
		// remainder of the identifier must be considered case-sensitive."
		{"urn:mpeg:MPEG7:schema:2001", "urn:mpeg:mpeg7:schema:2001", true, "mpeg-standard-case"},
		{"urn:mpeg:Mpeg21:2002:01-DII-NS", "urn:MPEG:mpeg21:2002:01-DII-NS", true, "mpeg-standard-case"},
		{"urn:mpeg:mpeg7:Schema:2001", "urn:mpeg:mpeg7:schema:2001", false, ""},
	})
}

type nsEquivCase struct {
	a, b string
	eq   bool
	rule string // the rule that made them equivalent, or ""
}

// checkNSEquivalence checks pairs through Compare (the explanation) and
// Equivalent (the fast path), which must agree.
func checkNSEquivalence(t *testing.T, cases []nsEquivCase) {
	t.Helper()
	for _, c := range cases {
		cmp := Compare(c.a, c.b, RFC8141, ObjectiveResource)
		rule := ""
		if cmp.ByRule != nil {
			rule = cmp.ByRule.ID
		}
		if cmp.Equivalent != c.eq || rule != c.rule {
			t.Errorf("Compare(%s, %s) = %v by %q, want %v by %q: %s", c.a, c.b, cmp.Equivalent, rule, c.eq, c.rule, cmp.Summary)
		}
		if got := Equivalent(c.a, c.b, RFC8141); got != c.eq {
			t.Errorf("Equivalent(%s, %s) = %v, want %v", c.a, c.b, got, c.eq)
		}
	}
}
