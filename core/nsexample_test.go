package core

import "testing"

// TestNamespaceExample: RFC 6963 §3.4's "urn:example:{NSS}", an NSS of
// ASCII characters; the URNs its §5 prints, and RFC 8141's.
func TestNamespaceExample(t *testing.T) {
	checkNS(t, []nsCase{
		{"urn:example:xmpp:foo", NSConforms, "", "example-name", ""},
		{"urn:example:sha-1:29ead03e784b2f636a23ffff95ed12b56e2f2637", NSConforms, "", "example-name", ""},
		{"urn:example:MyCompany:*", NSConforms, "", "", ""},
		{"urn:example:a123,z456", NSConforms, "", "", ""},
		{"urn:example:caf%C3%A9", NSConforms, "", "", ""}, // percent-encoded UTF-8 is ASCII
		{"urn:example:café", NSViolates, "ns-char", "example-name", ""},
	})
	// RFC 6963 §3.10: RFC 2141's equivalence, nothing more.
	if Equivalent("urn:example:A", "urn:example:a", RFC8141) {
		t.Error("example NSSs are case-sensitive")
	}
}
