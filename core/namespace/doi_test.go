package namespace

import "testing"

// TestNamespaceDOI: the IANA template for doi's examples (10.1000/182;
// the 2022 prefix 15434). (Its lexical equivalence is core's rule,
// doi-case: core's TestNamespaceCaseRules.)
func TestNamespaceDOI(t *testing.T) {
	checkNS(t, []nsCase{
		{"urn:doi:10.1000/182", Conforms, "", "doi-directory separator doi-registrant separator doi-suffix", ""},
		{"urn:doi:15434/abc", Conforms, "", "doi-directory separator doi-suffix", ""},
		{"urn:doi:10.1038/nphys1170", Conforms, "", "", ""},
		{"urn:doi:10.1000182", Violates, "ns-syntax", "unread", ""},
		{"urn:doi:10.1000/", Violates, "ns-syntax", "", ""},
		{"urn:doi:/182", Violates, "ns-syntax", "", ""},
	})
}
