package namespace

import "testing"

// TestNamespaceDOI: the IANA template for doi's examples (10.1000/182;
// the 2022 prefix 15434), and what its ABNF allows and refuses: a prefix
// and a suffix of one or more printable ASCII characters each, around the
// first "/", and nothing more (the directory indicator and registrant code
// are named, not checked). (Its lexical equivalence is core's rule,
// doi-case: core's TestNamespaceCaseRules.)
func TestNamespaceDOI(t *testing.T) {
	const full = "doi-directory separator doi-registrant separator doi-suffix"
	checkNS(t, []nsCase{
		{"urn:doi:10.1000/182", Conforms, "", full, ""},
		{"urn:doi:15434/abc", Conforms, "", "doi-directory separator doi-suffix", ""},
		{"urn:doi:10.1038/nphys1170", Conforms, "", full, ""},
		{"urn:doi:10.1000/456%23789", Conforms, "", full, ""},
		{"urn:doi:10.1000.10/a/b", Conforms, "", full, ""},
		// Prefixes the 2012 edition's "10." + registrant code would
		// refuse, which DOI-PREFIX = 1*DOI-CHARS allows.
		{"urn:doi:.1000/182", Conforms, "", "separator doi-registrant separator doi-suffix", ""},
		{"urn:doi:10./182", Conforms, "", "doi-directory separator separator doi-suffix", ""},
		{"urn:doi:11.abc/182", Conforms, "", full, ""},
		{"urn:doi:10.1000182", Violates, "ns-syntax", "unread", ""},
		{"urn:doi:10.1000/", Violates, "ns-syntax", "doi-directory separator doi-registrant separator", ""},
		{"urn:doi:/182", Violates, "ns-syntax", "separator doi-suffix", ""},
		// DOI-CHARS = %x20-7E: other characters are percent-encoded.
		{"urn:doi:10.1000/caf\u00e9", Violates, "ns-char", full, "10.1000/caf%C3%A9"},
		{"urn:doi:10.1000/\u00e9t\u00e9", Violates, "ns-char", full, "10.1000/%C3%A9t%C3%A9"},
	})
	nsWantMsgs(t, []nsMsg{
		{"urn:doi:10.1000/caf\u00e9", "ns-char", "its characters are printable ASCII (DOI-CHARS = %x20-7E)", "Percent-encode the characters outside printable ASCII"},
		{"urn:doi:10.1000/", "ns-syntax", "the DOI suffix is missing after the \"/\"", ""},
		{"urn:doi:/182", "ns-syntax", "the DOI prefix is missing before the \"/\"", ""},
	})
}
