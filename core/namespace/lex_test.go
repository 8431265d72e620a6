package namespace

import (
	"strings"
	"testing"

	"github.com/urn-playground/urn-playground/core"
)

// TestNamespaceLex: RFC 9676's examples (the template gives none) and the
// template's one rule, `NSS = jurisdiction ":" local-name`.
func TestNamespaceLex(t *testing.T) {
	checkNS(t, []nsCase{
		{"urn:lex:eu:council:directive:2010-03-09;2010-19-UE", Conforms, "", "lex-jurisdiction separator lex-local-name", ""},
		{"urn:lex:it:stato:legge:2003-09-21;456", Conforms, "", "", ""},
		{"urn:lex:eu", Violates, "ns-syntax", "lex-jurisdiction", ""},
		{"urn:lex::x", Violates, "ns-syntax", "", ""},
		{"urn:lex:eu:", Violates, "ns-syntax", "lex-jurisdiction separator", ""},
	})
	for urn, want := range map[string]string{
		"urn:lex:eu":  `the jurisdiction is followed by ":" and the local name (NSS = jurisdiction ":" local-name)`,
		"urn:lex::x":  "the jurisdiction is missing: it is the jurisdiction's code",
		"urn:lex:eu:": "the local name is missing: it is the name of the source of law in its jurisdiction",
	} {
		nr := Read(core.Read(urn, core.RFC8141))
		if len(nr.Diagnostics) != 1 || !strings.Contains(nr.Diagnostics[0].Msg, want) {
			t.Errorf("%s: %v, want one diagnostic saying %q", urn, nr.Diagnostics, want)
		}
	}
}
