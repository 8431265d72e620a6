package namespace

import "testing"

// TestNamespaceIEEE: the examples of RFC 8069 §3 (urn:ieee:foobar has no
// ResourceSpecificString, which §2's structure shows: a note), the IEEE
// RA's YANG module namespaces, and empty fields.
func TestNamespaceIEEE(t *testing.T) {
	const parts = "ieee-resource separator ieee-string"
	checkNS(t, []nsCase{
		{"urn:ieee:std:802.5:yang", Conforms, "", parts, ""},
		{"urn:ieee:foobar", Conforms, "ns-note", "ieee-resource", ""},
		{"urn:ieee:std:802.1Q:yang:ieee802-dot1q-bridge", Conforms, "", parts, ""},
		{"urn:ieee:std:1588:yang:ieee1588-ptp", Conforms, "", parts, ""},
		{"urn:ieee::802.5:yang", Violates, "ns-syntax", "unread", ""},
		{"urn:ieee:std:", Violates, "ns-syntax", "ieee-resource separator", ""},
	})
}
