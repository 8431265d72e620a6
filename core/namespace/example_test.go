package namespace

import "testing"

// TestNamespaceExample: RFC 6963 §3.4's "urn:example:{NSS}", an NSS of
// ASCII characters (its one rule, NSS); the URNs its §5 prints, and RFC
// 8141's. A raw character outside ASCII violates it, and the fix
// percent-encodes it (and any later one).
func TestNamespaceExample(t *testing.T) {
	checkNS(t, []nsCase{
		{"urn:example:xmpp:foo", Conforms, "", "example-name", ""},
		{"urn:example:sha-1:29ead03e784b2f636a23ffff95ed12b56e2f2637", Conforms, "", "example-name", ""},
		{"urn:example:MyCompany:*", Conforms, "", "", ""},
		{"urn:example:a123,z456", Conforms, "", "", ""},
		{"urn:example:caf%C3%A9", Conforms, "", "", ""}, // percent-encoded UTF-8 is ASCII
		{"urn:example:café", Violates, "ns-char", "example-name", "caf%C3%A9"},
		{"urn:example:café:naïve", Violates, "ns-char", "example-name", "caf%C3%A9:na%C3%AFve"},
	})
	checkNSFirst(t, "urn:example:café", `"é" is not US-ASCII, and the example name is a string of ASCII characters: percent-encode it as %C3%A9`, `Percent-encode "é" as %C3%A9`)
	if got := exampleSyntax.Rules(); len(got) != 1 || got[0].Name != "NSS" {
		t.Errorf("example's rules: %v", got)
	}
}
