package namespace

import (
	"strings"
	"testing"

	"github.com/urn-playground/urn-playground/core"
)

// nsDiag is one diagnostic a reading gives: the first of its code, with
// its severity, words of its message, the document it cites ("" not
// checked), its fix's title and the NSS the fix gives ("" for no fix).
type nsDiag struct {
	urn             string
	code            core.Code
	sev             core.Severity
	msg             string
	doc             string
	fixTitle, fixed string
}

// checkNSDiags reads each URN (RFC 8141) and checks its first diagnostic
// of the code given.
func checkNSDiags(t *testing.T, cases []nsDiag) {
	t.Helper()
	for _, c := range cases {
		u := core.Read(c.urn, core.RFC8141)
		nr := Read(u)
		var d *core.Diagnostic
		for i := range nr.Diagnostics {
			if nr.Diagnostics[i].Code == c.code {
				d = &nr.Diagnostics[i]
				break
			}
		}
		if d == nil {
			t.Errorf("%s: no %s diagnostic in %v", c.urn, c.code, nr.Diagnostics)
			continue
		}
		if d.Severity != c.sev || !strings.Contains(d.Msg, c.msg) || c.doc != "" && d.Ref.Doc != c.doc {
			t.Errorf("%s: %v %q citing %s, want %v with %q citing %s", c.urn, d.Severity, d.Msg, d.Ref, c.sev, c.msg, c.doc)
		}
		fixed := ""
		if d.HasFix() {
			f := core.Read(d.ApplyFix(c.urn), core.RFC8141)
			fixed = f.Text(f.NSS)
		}
		if d.Fix.Title != c.fixTitle || fixed != c.fixed {
			t.Errorf("%s: fix %q giving %q, want %q giving %q", c.urn, d.Fix.Title, fixed, c.fixTitle, c.fixed)
		}
		checkNSInvariants(t, u, nr)
	}
}

// checkNSRules checks the rules the parts of each URN's reading are
// named after, "-" for none, space-separated.
func checkNSRules(t *testing.T, cases [][2]string) {
	t.Helper()
	for _, c := range cases {
		nr := Read(core.Read(c[0], core.RFC8141))
		var rules []string
		for _, p := range nr.Parts {
			rules = append(rules, orNone(p.Rule))
		}
		if got := strings.Join(rules, " "); got != c[1] {
			t.Errorf("%s: rules %q, want %q", c[0], got, c[1])
		}
	}
}

func orNone(s string) string {
	if s == "" {
		return "-"
	}
	return s
}

// TestFieldsSeparatorRules: sep names a separator after the literal the
// grammars write; gap reports an empty field with the fix that removes
// the separator in excess, named by its place.
func TestFieldsSeparatorRules(t *testing.T) {
	checkNSRules(t, [][2]string{
		{"urn:nbn:se:uu:diva-3475", `iso-cc ":" subspc ":" subspc "-" nbn-string`},
		{"urn:dev:os:32473-12345_x_y", `%s"os:" posnumber "-" serial "_" identifier "_" identifier`},
	})
	checkNSDiags(t, []nsDiag{
		{"urn:oid:.1.2", CodeSeparator, core.Error, `the arc is missing before "."`, "", "Remove the leading dot", "1.2"},
		{"urn:oid:1..2", CodeSeparator, core.Error, `the arc is missing between two "."`, "", "Remove the extra dot", "1.2"},
		{"urn:oid:1.2.3.", CodeSeparator, core.Error, `the arc is missing after "."`, "", "Remove the trailing dot", "1.2.3"},
		{"urn:dev:org:32473-foo_", CodeSeparator, core.Error, `the component is missing after "_"`, "", "Remove the trailing underscore", "org:32473-foo"},
		{"urn:dev:org:32473-foo::bar", CodeSeparator, core.Error, `the identifier is missing between two ":"`, "", "Remove the extra colon", "org:32473-foo:bar"},
		{"urn:dev:org:32473-:bar", CodeSeparator, core.Error, `the identifier is missing before ":"`, "", "Remove the colon", "org:32473-bar"},
	})
}
