package namespace

import "testing"

// TestNamespaceDev: the examples of RFC 9039 and the IANA template for
// dev's ABNF.
func TestNamespaceDev(t *testing.T) {
	checkNS(t, []nsCase{
		{"urn:dev:mac:0024befffe804ff1", Conforms, "", "dev-subtype separator dev-hex", ""},
		{"urn:dev:ow:10e2073a01080063", Conforms, "", "", ""},
		{"urn:dev:ow:264437f5000000ed_humidity", Conforms, "", "dev-subtype separator dev-hex separator dev-component", ""},
		{"urn:dev:org:32473-foo", Conforms, "", "dev-subtype separator dev-pen separator dev-identifier", ""},
		{"urn:dev:os:32473-12345", Conforms, "", "", ""},
		{"urn:dev:ops:32473-Refrigerator-5002", Conforms, "", "dev-subtype separator dev-pen separator dev-product separator dev-identifier", ""},
		{"urn:dev:example:new-1-2-3_comp", Conforms, "ns-prefix", "", ""},
		{"urn:dev:mac:0024befffe804ff", Violates, "ns-length", "", ""},
		{"urn:dev:mac:0024befffe804fg1", Violates, "ns-char", "", ""},
		{"urn:dev:org:0-foo", Violates, "ns-syntax", "", ""},
		{"urn:dev:ops:32473-Refrigerator", Violates, "ns-syntax", "", ""},
		{"urn:dev:mac", Violates, "ns-syntax", "", ""},
		{"urn:dev:org:32473-foo_", Violates, "ns-syntax", "", ""},
	})
}
