package namespace

import (
	"testing"

	"github.com/urn-playground/urn-playground/core"
)

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
		{"urn:issn:0167-6423", Conforms, "", parts, ""},
		// The ABNF's ["-"]: without it the NSS conforms, but the
		// Resolution field asks for it (SHOULD): a warning, with a fix.
		{"urn:issn:00280836", Conforms, "ns-separator", "issn-digits issn-digits issn-check", "0028-0836"},
		{"urn:issn:1050124X", Conforms, "ns-separator", "issn-digits issn-digits issn-check", "1050-124X"},
		{"urn:issn:1050-124x", Violates, "ns-case", parts, "1050-124X"},
		{"urn:issn:0028-0837", Violates, "ns-check-digit", parts, "0028-0836"},
		{"urn:issn:1050-1241", Violates, "ns-check-digit", parts, "1050-124X"},
		{"urn:issn:0317-847", Violates, "ns-length", "unread", ""},
		{"urn:issn:0317-84711", Violates, "ns-length", "unread", ""},
		{"urn:issn:031-7847", Violates, "ns-length", "unread", ""},
		{"urn:issn:0317-X471", Violates, "ns-char", "unread", ""},
		// The specialist's example: eight digits, the hyphen misplaced.
		{"urn:issn:002-80836", Violates, "ns-separator", "unread", "0028-0836"},
		{"urn:issn:00280-836", Violates, "ns-separator", "unread", "0028-0836"},
		{"urn:issn:0028-083-6", Violates, "ns-separator", "unread", "0028-0836"},
		{"urn:issn:0028--0836", Violates, "ns-separator", "unread", "0028-0836"},
		{"urn:issn:-00280836", Violates, "ns-separator", "unread", "0028-0836"},
		{"urn:issn:1050124-X", Violates, "ns-separator", "unread", "1050-124X"},
	})
	nsWantMsgs(t, []nsMsg{
		{"urn:issn:002-80836", "ns-separator", "an ISSN's hyphen comes after its fourth digit: NNNN-NNNC", "Move the hyphen after the fourth digit"},
		{"urn:issn:0028-083-6", "ns-separator", "an ISSN's hyphen comes after its fourth digit: NNNN-NNNC", "Keep one hyphen, after the fourth digit"},
		{"urn:issn:00280836", "ns-separator", "the hyphen after the fourth digit, NNNN-NNNC", "Insert the hyphen after the fourth digit"},
		{"urn:issn:0317-X471", "ns-char", "\"X\" cannot appear in an ISSN: it is NNNN-NNNC, each N a digit", ""},
		{"urn:issn:0028-0837", "ns-check-digit", "the check character should be 6, not 7 (modulo 11, weights 8 to 2)", "Set the check character to 6"},
	})
	// The missing hyphen's warning cites the Resolution field's SHOULD.
	d := Read(core.Read("urn:issn:00280836", core.RFC8141)).Diagnostics[0]
	if d.Severity != core.Warning || d.Ref != citeISSNHyphen.Ref {
		t.Errorf("00280836: %v citing %v, want a warning citing %v", d.Severity, d.Ref, citeISSNHyphen.Ref)
	}
}
