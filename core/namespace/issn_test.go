package namespace

import "testing"

// TestNamespaceISSN: the examples of the IANA template for issn (Syntax:
// 0317-8471, 1050-124X; Resolution, fictitious: 1234-1231, 1560-1560),
// real ISSNs with correct and corrupted check characters, and the forms
// the template's ABNF rules out.
func TestNamespaceISSN(t *testing.T) {
	const parts = "issn-digits hyphen issn-digits issn-check"
	checkNS(t, []nsCase{
		{"urn:issn:0317-8471", Conforms, "", parts, ""},
		{"URN:ISSN:1050-124X", Conforms, "", parts, ""},
		{"urn:ISSN:1234-1231", Conforms, "", parts, ""},
		{"urn:ISSN:1560-1560", Conforms, "", parts, ""},
		{"urn:issn:0028-0836", Conforms, "", parts, ""}, // Nature
		{"urn:issn:00280836", Conforms, "", "issn-digits issn-digits issn-check", ""},
		{"urn:issn:1050-124x", Violates, "ns-case", parts, "1050-124X"},
		{"urn:issn:0028-0837", Violates, "ns-check-digit", parts, "0028-0836"},
		{"urn:issn:1050-1241", Violates, "ns-check-digit", parts, "1050-124X"},
		{"urn:issn:0317-847", Violates, "ns-length", "unread", ""},
		{"urn:issn:0317-84711", Violates, "ns-length", "unread", ""},
		{"urn:issn:031-78471", Violates, "ns-length", "unread", ""},
		{"urn:issn:0317-X471", Violates, "ns-char", "unread", ""},
	})
}
