package namespace

import "testing"

// TestNamespaceIEEE: RFC 8069 §2's urn:ieee:{IEEEresource}:{ResourceSpecificString}:
// the examples of §3 (urn:ieee:foobar has no ResourceSpecificString,
// which §2's structure shows: a note citing §3), the IEEE RA's YANG
// module namespaces, empty fields (the fix removes a trailing colon) and
// characters outside US-ASCII (the fix percent-encodes them).
func TestNamespaceIEEE(t *testing.T) {
	const parts = "ieee-resource separator ieee-string"
	checkNS(t, []nsCase{
		{"urn:ieee:std:802.5:yang", Conforms, "", parts, ""},
		{"urn:ieee:foobar", Conforms, "ns-note", "ieee-resource", ""},
		{"urn:ieee:std:802.1Q:yang:ieee802-dot1q-bridge", Conforms, "", parts, ""},
		{"urn:ieee:std:1588:yang:ieee1588-ptp", Conforms, "", parts, ""},
		{"urn:ieee::802.5:yang", Violates, "ns-syntax", "separator ieee-string", ""},
		{"urn:ieee:std:", Violates, "ns-syntax", "ieee-resource separator", "std"},
		{"urn:ieee: :", Violates, "ns-syntax", "", ""}, // removing ":" would leave the NSS white space, which core trims
		{"urn:ieee:stå:802.5", Violates, "ns-char", parts, "st%C3%A5:802.5"},
		{"urn:ieee:std:802.5:ÿang", Violates, "ns-char", parts, "std:802.5:%C3%BFang"},
	})
	checkNSFirst(t, "urn:ieee:std:", `the ResourceSpecificString is missing after ":": the resource class's own label (802.5:yang in urn:ieee:std:802.5:yang)`, "Remove the trailing colon")
	checkNSFirst(t, "urn:ieee:std:802.5:ÿang", `"ÿ" is not US-ASCII, and the resource-specific string is in RFC 2141's URN syntax, all US-ASCII: percent-encode it as %C3%BF`, `Percent-encode "ÿ" as %C3%BF`)
}
