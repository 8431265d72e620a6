package namespace

import "testing"

// TestNamespaceLex: the IANA template for lex's examples (RFC 9676's
// jurisdiction and local name).
func TestNamespaceLex(t *testing.T) {
	checkNS(t, []nsCase{
		{"urn:lex:eu:council:directive:2010-03-09;2010-19-UE", Conforms, "", "lex-jurisdiction separator lex-local-name", ""},
		{"urn:lex:it:stato:legge:2003-09-21;456", Conforms, "", "", ""},
		{"urn:lex:eu", Violates, "ns-syntax", "", ""},
		{"urn:lex::x", Violates, "ns-syntax", "", ""},
	})
}
