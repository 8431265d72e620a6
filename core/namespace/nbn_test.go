package namespace

import "testing"

// TestNamespaceNBN: NBNs of RFC 8458's form, and the "de" sub-namespace's
// check digit on real URN:NBN:DE identifiers published with theirs (the
// bench corpus's, the DNB's 0183 and 0074 series, GBV's and BVB's) and
// corrupted ones.
func TestNamespaceNBN(t *testing.T) {
	const de = "nbn-country separator nbn-subnamespace separator nbn-string nbn-check"
	checkNS(t, []nsCase{
		{"urn:nbn:fi-fe19981001", Conforms, "", "nbn-country separator nbn-string", ""},
		{"urn:nbn:se:uu:diva-3475", Conforms, "", "nbn-country separator nbn-subnamespace separator nbn-subnamespace separator nbn-string", ""},
		{"urn:nbn:de:bvb:19-146642", Conforms, "", "nbn-country separator nbn-subnamespace separator nbn-subnamespace separator nbn-string nbn-check", ""},
		{"urn:nbn:de:0183-mbi0003721", Conforms, "", de, ""},
		{"urn:nbn:de:0074-1000-9", Conforms, "", de, ""},
		{"URN:NBN:DE:gbv:089-3321752945", Conforms, "", "", ""},
		{"urn:nbn:de:bvb:12-bsb00103137-3", Conforms, "", "", ""},
		{"urn:nbn:de:bvb:19-146641", Violates, "ns-check-digit", "", "de:bvb:19-146642"},
		{"urn:nbn:de:0183-mbi0003722", Violates, "ns-check-digit", de, "de:0183-mbi0003721"},
		{"urn:nbn:fin-fe19981001", Violates, "ns-syntax", "", ""},
		{"urn:nbn:fi", Violates, "ns-syntax", "", ""},
		{"urn:nbn:de::x-1", Violates, "ns-syntax", "", ""},
		{"urn:nbn:1e-x", Violates, "ns-char", "", ""},
	})
}
