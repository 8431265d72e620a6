package core

import (
	"strings"
	"testing"
)

// TestNamespaceIEEE: the examples of RFC 8069 §3 (urn:ieee:foobar has no
// ResourceSpecificString, which §2's structure shows: a note), the IEEE
// RA's YANG module namespaces, and empty fields.
func TestNamespaceIEEE(t *testing.T) {
	const parts = "ieee-resource separator ieee-string"
	checkNS(t, []nsCase{
		{"urn:ieee:std:802.5:yang", NSConforms, "", parts, ""},
		{"urn:ieee:foobar", NSConforms, "ns-note", "ieee-resource", ""},
		{"urn:ieee:std:802.1Q:yang:ieee802-dot1q-bridge", NSConforms, "", parts, ""},
		{"urn:ieee:std:1588:yang:ieee1588-ptp", NSConforms, "", parts, ""},
		{"urn:ieee::802.5:yang", NSViolates, "ns-syntax", "unread", ""},
		{"urn:ieee:std:", NSViolates, "ns-syntax", "ieee-resource separator", ""},
	})
}

// TestNamespaceIEEEEquivalence: RFC 8069 §2, Rules for Lexical
// Equivalence: "The strings used as values for "IEEEresource" and
// "ResourceSpecificString" are case insensitive."
func TestNamespaceIEEEEquivalence(t *testing.T) {
	for _, c := range []struct {
		a, b string
		eq   bool
	}{
		{"urn:ieee:std:802.1Q:yang:ieee802-dot1q-bridge", "urn:ieee:STD:802.1q:YANG:IEEE802-dot1q-bridge", true},
		{"urn:ieee:foobar", "URN:IEEE:FooBar", true},
		{"urn:ieee:std:802.5:yang", "urn:ieee:std:802.3:yang", false},
		// The rule is the ieee namespace's alone.
		{"urn:xmpp:sm:3", "urn:xmpp:SM:3", false},
	} {
		cmp := Compare(c.a, c.b, RFC8141, ObjectiveResource)
		if cmp.Equivalent != c.eq || Equivalent(c.a, c.b, RFC8141) != c.eq {
			t.Errorf("Compare(%s, %s) = %v, want %v: %s", c.a, c.b, cmp.Equivalent, c.eq, cmp.Summary)
		}
		if c.eq && (cmp.ByRule == nil || cmp.ByRule.ID != "ieee-case" || !strings.Contains(cmp.Summary, "RFC 8069 §2")) {
			t.Errorf("%s, %s: not by RFC 8069's rule: %s", c.a, c.b, cmp.Summary)
		}
	}
}
