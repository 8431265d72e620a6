package namespace

import "testing"

// TestNamespace3GPP: RFC 5279 §2 leaves the 3gpp-urn to 3GPP's
// registrations, so the examples of §3 and real 3GPP URNs all conform,
// with the note that says so; the URN syntax reading checks the rest.
func TestNamespace3GPP(t *testing.T) {
	checkNS(t, []nsCase{
		{"urn:3gpp:featurephones", Conforms, "ns-free", "nss", ""},    // RFC 5279 §3
		{"urn:3gpp:acme.foo-serv", Conforms, "ns-free", "nss", ""},    // RFC 5279 §3
		{"urn:3gpp:ns:mcpttInfo:1.0", Conforms, "ns-free", "nss", ""}, // MCPTT (TS 24.379)
		{"urn:3gpp:sa5:_3gpp-5g-common-yang-types", Conforms, "ns-free", "nss", ""},
	})
	if r := ForNID("3GPP"); r == nil || !r.Free || r.Ref.String() != "RFC 5279 §2" {
		t.Errorf("3gpp's rule: %+v", r)
	}
}
