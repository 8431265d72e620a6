package namespace

import (
	"testing"

	"github.com/urn-playground/urn-playground/core"
)

// TestNamespace3GPP: RFC 5279 §2's urn:3gpp:{3gpp-urn}, a US-ASCII string
// in the URN syntax whose values 3GPP registers: the examples of §3 and
// real 3GPP URNs conform; a character outside US-ASCII does not, and the
// fix percent-encodes it. (The registration was read as free before:
// every NSS conformed.)
func TestNamespace3GPP(t *testing.T) {
	checkNS(t, []nsCase{
		{"urn:3gpp:featurephones", Conforms, "", "3gpp-urn", ""},    // RFC 5279 §3
		{"urn:3gpp:acme.foo-serv", Conforms, "", "3gpp-urn", ""},    // RFC 5279 §3
		{"urn:3gpp:ns:mcpttInfo:1.0", Conforms, "", "3gpp-urn", ""}, // MCPTT (TS 24.379)
		{"urn:3gpp:sa5:_3gpp-5g-common-yang-types", Conforms, "", "3gpp-urn", ""},
		{"urn:3gpp:a%2F", Conforms, "", "3gpp-urn", ""},
		{"urn:3gpp:ims.icsi.mmtel.é", Violates, "ns-char", "3gpp-urn", "ims.icsi.mmtel.%C3%A9"},
		{"urn:3gpp:€x€", Violates, "ns-char", "3gpp-urn", "%E2%82%ACx%E2%82%AC"},
	})
	r := ForNID("3GPP")
	if r == nil || r.Free || r.Ref.String() != "RFC 5279 §2" {
		t.Fatalf("3gpp's rule: %+v", r)
	}
	if got := r.Rules(); len(got) != 1 || got[0].Name != "3gpp-urn" {
		t.Errorf("3gpp's rules: %v", got)
	}
	checkNSFirst(t, "urn:3gpp:ims.é", `"é" is not US-ASCII, and the 3GPP value is a US-ASCII string: percent-encode it as %C3%A9`, `Percent-encode "é" as %C3%A9`)
	checkNSFirst(t, "urn:3gpp:€x€", `"€" is not US-ASCII, and the 3GPP value is a US-ASCII string: percent-encode it as %E2%82%AC`, "Percent-encode the characters outside US-ASCII")
}

// checkNSFirst checks the first diagnostic of the namespace reading of
// urn: its message and its fix's title ("" for none).
func checkNSFirst(t *testing.T, urn, msg, fix string) {
	t.Helper()
	nr := Read(core.Read(urn, core.RFC8141))
	if len(nr.Diagnostics) == 0 {
		t.Fatalf("%s: no diagnostic", urn)
	}
	if d := nr.Diagnostics[0]; d.Msg != msg || d.Fix.Title != fix {
		t.Errorf("%s:\n got %q, fix %q\nwant %q, fix %q", urn, d.Msg, d.Fix.Title, msg, fix)
	}
}
