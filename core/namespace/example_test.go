package namespace

import "testing"

// TestNamespaceExample: RFC 6963 §3.4's "urn:example:{NSS}", an NSS of
// ASCII characters; the URNs its §5 prints, and RFC 8141's.
func TestNamespaceExample(t *testing.T) {
	checkNS(t, []nsCase{
		{"urn:example:xmpp:foo", Conforms, "", "example-name", ""},
		{"urn:example:sha-1:29ead03e784b2f636a23ffff95ed12b56e2f2637", Conforms, "", "example-name", ""},
		{"urn:example:MyCompany:*", Conforms, "", "", ""},
		{"urn:example:a123,z456", Conforms, "", "", ""},
		{"urn:example:caf%C3%A9", Conforms, "", "", ""}, // percent-encoded UTF-8 is ASCII
		{"urn:example:café", Violates, "ns-char", "example-name", ""},
	})
}
