package namespace

import "testing"

// TestNamespaceMRN: the IANA template for mrn's example (a vessel's IMO
// number) and its ABNF. (Its lexical equivalence is core's rule,
// mrn-case: core's TestNamespaceCaseRules.)
func TestNamespaceMRN(t *testing.T) {
	checkNS(t, []nsCase{
		{"urn:mrn:imo:imo-number:9743368", Conforms, "", "mrn-oid separator mrn-osnid separator mrn-osns", ""},
		{"urn:mrn:iala:aton:us:1234.5", Conforms, "", "", ""},
		{"urn:mrn:imo:9743368", Violates, "ns-syntax", "", ""},
		{"urn:mrn:i:imo-number:9743368", Violates, "ns-syntax", "", ""},
		{"urn:mrn:imo-:imo-number:9743368", Violates, "ns-syntax", "", ""},
		{"urn:mrn:imo:imo-number:/x", Violates, "ns-char", "", ""},
	})
}
