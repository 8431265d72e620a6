package namespace

import (
	"strings"
	"testing"

	"github.com/urn-playground/urn-playground/core"
)

// TestNamespaceIETF: RFC 2648 §2's ABNF, rule by rule, with §3's
// examples, and RFC 3553 §3's params sub-namespace with its examples.
func TestNamespaceIETF(t *testing.T) {
	checkNS(t, []nsCase{
		// RFC 2648 §3.
		{"urn:ietf:rfc:2141", Conforms, "", "ietf-series ietf-number", ""},
		{"urn:ietf:std:50", Conforms, "", "ietf-series ietf-number", ""},
		{"urn:ietf:id:ietf-urn-ietf-06", Conforms, "", "ietf-series ietf-name", ""},
		{"urn:ietf:mtg:41-urn", Conforms, "", "ietf-series ietf-name", ""},
		{"urn:ietf:bcp:73", Conforms, "", "", ""},
		{"urn:ietf:fyi:1", Conforms, "", "", ""},
		{"urn:ietf:RFC:2648", Conforms, "", "", ""}, // ABNF literal strings are case-insensitive
		// RFC 3553 §3: names on both sides of a ":", the left a class.
		{"urn:ietf:params:dns:rr-type-codes", Conforms, "", "ietf-series separator ietf-params-class separator ietf-params-name", ""},
		{"urn:ietf:params:dns:rr-type-codes:soa", Conforms, "", "ietf-series separator ietf-params-class separator ietf-params-class separator ietf-params-name", ""},
		{"urn:ietf:params:xml:ns:xmpp-stanzas", Conforms, "", "", ""},
		{"urn:ietf:params:oauth:grant-type:jwt-bearer", Conforms, "", "", ""},
		// other-nss = string: left for future expansion, with a note.
		{"urn:ietf:foo", Conforms, "ns-prefix", "ietf-other-nss", ""},
		{"urn:ietf:rfc2648", Conforms, "ns-prefix", "ietf-other-nss", ""},
		{"urn:ietf:rfc", Conforms, "ns-prefix", "ietf-other-nss", ""},
		{"urn:ietf:params", Conforms, "ns-prefix", "ietf-other-nss", ""},
		// Outside other-nss's string: RFC 2648 §2 expects such names and
		// its grammar to grow, so a warning, not a violation.
		{"urn:ietf:foo:bar", Conforms, "ns-char", "ietf-other-nss", ""},
		{"urn:ietf:wg:oauth:2.0:oob", Conforms, "ns-char", "ietf-other-nss", ""},
		// What the ABNF refuses.
		{"urn:ietf:rfc:", Violates, "ns-syntax", "ietf-series", ""},
		{"urn:ietf:rfc:26a", Violates, "ns-char", "ietf-series ietf-number", ""},
		{"urn:ietf:id:ietf_urn", Violates, "ns-char", "", ""},
		{"urn:ietf:id:", Violates, "ns-syntax", "", ""},
		{"urn:ietf:params:", Violates, "ns-syntax", "ietf-series separator", ""},
		{"urn:ietf:params::x", Violates, "ns-syntax", "", ""},
		{"urn:ietf:params:dns:", Violates, "ns-syntax", "", ""},
	})
	for urn, want := range map[string]struct{ msg, anchor string }{
		"urn:ietf:rfc:26a":     {`"a" cannot appear in the RFC number: it is digits (1*DIGIT)`, "rfc2648-sec-2"},
		"urn:ietf:rfc:":        {"the RFC number is missing: it is digits", "rfc2648-sec-2"},
		"urn:ietf:id:a_b":      {`"_" cannot appear in the Internet-Draft's name: it is letters, digits and hyphens (string = 1*(DIGIT / ALPHA / "-"))`, "rfc2648-sec-2"},
		"urn:ietf:foo:bar":     {`":" is outside other-nss, one string of letters, digits and hyphens; RFC 2648 expects names with other characters`, "rfc2648-sec-2"},
		"urn:ietf:foo":         {"for future expansion: other-nss = string", "rfc2648-sec-2"},
		"urn:ietf:rfc":         {`"rfc" alone is other-nss, a string RFC 2648 leaves for future expansion; a name of its series goes on with ":": rfc:2648`, "rfc2648-sec-2"},
		"urn:ietf:params":      {"params:dns:rr-type-codes", "rfc3553-sec-3"},
		"urn:ietf:params::x":   {"on both sides of a \":\" are valid names", "rfc3553-sec-3"},
		"urn:ietf:params:dns:": {"the name of a protocol parameter is missing", "rfc3553-sec-3"},
	} {
		nr := Read(core.Read(urn, core.RFC8141))
		if len(nr.Diagnostics) != 1 || !strings.Contains(nr.Diagnostics[0].Msg, want.msg) || nr.Diagnostics[0].Ref.Anchor != want.anchor {
			t.Errorf("%s: %v, want one diagnostic saying %q, citing %s", urn, nr.Diagnostics, want.msg, want.anchor)
		}
	}
}
