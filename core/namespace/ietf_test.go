package namespace

import (
	"strings"
	"testing"

	"github.com/urn-playground/urn-playground/core"
)

// TestNamespaceIETF: RFC 2648 §2's examples and ABNF, and RFC 3553 §3's
// params sub-namespace with its example.
func TestNamespaceIETF(t *testing.T) {
	checkNS(t, []nsCase{
		{"urn:ietf:rfc:2648", Conforms, "", "ietf-series separator ietf-number", ""},
		{"urn:ietf:std:50", Conforms, "", "", ""},
		{"urn:ietf:bcp:73", Conforms, "", "", ""},
		{"urn:ietf:fyi:1", Conforms, "", "", ""},
		{"urn:ietf:id:ietf-urn-ietf-06", Conforms, "", "ietf-series separator ietf-name", ""},
		{"urn:ietf:mtg:41-urn", Conforms, "", "", ""},
		{"urn:ietf:params:dns:rr-type-codes:soa", Conforms, "", "ietf-series separator ietf-params-class separator ietf-params-name separator ietf-params-name", ""},
		{"urn:ietf:params:xml:ns:xmpp-stanzas", Conforms, "", "", ""},
		{"urn:ietf:foo:bar", Conforms, "ns-prefix", "ietf-series ietf-rest", ""},
		{"urn:ietf:rfc:", Violates, "ns-syntax", "", ""},
		{"urn:ietf:rfc", Violates, "ns-syntax", "", ""},
		{"urn:ietf:rfc:26a", Violates, "ns-char", "", ""},
		{"urn:ietf:id:ietf_urn", Violates, "ns-char", "", ""},
		{"urn:ietf:params::x", Violates, "ns-syntax", "", ""},
	})
}

// TestIETFParamsAlone: "params" with nothing after it is told what RFC
// 3553 §3 puts there, and cites it, not RFC 2648's series numbers.
func TestIETFParamsAlone(t *testing.T) {
	nr := Read(core.Read("urn:ietf:params", core.RFC8141))
	if len(nr.Diagnostics) != 1 {
		t.Fatalf("diagnostics %v, want one", nr.Diagnostics)
	}
	d := nr.Diagnostics[0]
	if d.Ref.Doc != "rfc3553" || !strings.Contains(d.Msg, "protocol parameter class") {
		t.Errorf("urn:ietf:params: %q citing %v, want RFC 3553 §3's class and name", d.Msg, d.Ref)
	}
}
