package core

import "testing"

// TestNamespaceISSN: the examples of the IANA template for issn (Syntax:
// 0317-8471, 1050-124X; Resolution, fictitious: 1234-1231, 1560-1560),
// real ISSNs with correct and corrupted check characters, and the forms
// the template's ABNF rules out.
func TestNamespaceISSN(t *testing.T) {
	const parts = "issn-digits hyphen issn-digits issn-check"
	checkNS(t, []nsCase{
		{"urn:issn:0317-8471", NSConforms, "", parts, ""},
		{"URN:ISSN:1050-124X", NSConforms, "", parts, ""},
		{"urn:ISSN:1234-1231", NSConforms, "", parts, ""},
		{"urn:ISSN:1560-1560", NSConforms, "", parts, ""},
		{"urn:issn:0028-0836", NSConforms, "", parts, ""}, // Nature
		{"urn:issn:00280836", NSConforms, "", "issn-digits issn-digits issn-check", ""},
		{"urn:issn:1050-124x", NSViolates, "ns-case", parts, "1050-124X"},
		{"urn:issn:0028-0837", NSViolates, "ns-check-digit", parts, "0028-0836"},
		{"urn:issn:1050-1241", NSViolates, "ns-check-digit", parts, "1050-124X"},
		{"urn:issn:0317-847", NSViolates, "ns-length", "unread", ""},
		{"urn:issn:0317-84711", NSViolates, "ns-length", "unread", ""},
		{"urn:issn:031-78471", NSViolates, "ns-length", "unread", ""},
		{"urn:issn:0317-X471", NSViolates, "ns-char", "unread", ""},
	})
}
