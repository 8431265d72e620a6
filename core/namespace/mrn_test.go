package namespace

import (
	"strings"
	"testing"

	"github.com/urn-playground/urn-playground/core"
)

// TestNamespaceMRN: the IANA template for mrn's examples and its ABNF,
// rule by rule. (Its lexical equivalence is core's rule, mrn-case: core's
// TestNamespaceCaseRules.)
func TestNamespaceMRN(t *testing.T) {
	ok := func(urn string) nsCase { return nsCase{urn, Conforms, "", "", ""} }
	checkNS(t, []nsCase{
		// The template's examples.
		{"urn:mrn:imo:imo-number:9743368", Conforms, "", "mrn-oid separator mrn-osnid separator mrn-osns", ""},
		ok("urn:mrn:itu:mmsi:538070999"),
		ok("urn:mrn:bic:container-id:csqu3054383"),
		ok("urn:mrn:imo:publications:if110s"),
		ok("urn:mrn:iala:publications:recommendation:e-nav-140"),
		ok("urn:mrn:iala:publications:guideline:synchronisation-of-lights-1069"),
		ok("urn:mrn:iala:aton:us:1234x5"),
		ok("urn:mrn:stm:voyage:id:xcus231230"),
		// OSNS = pchar *(pchar / "/"): pchar and "/", percent-encodings.
		ok("urn:mrn:iala:aton:us:1234.5/a@b;c=d~e%2F"),
		ok("urn:mrn:" + strings.Repeat("a", 22) + ":" + strings.Repeat("b", 34) + ":x"),
		// What the ABNF refuses.
		{"urn:mrn:imo:9743368", Violates, "ns-syntax", "mrn-oid separator mrn-osnid", ""},
		{"urn:mrn:imo", Violates, "ns-syntax", "mrn-oid", ""},
		{"urn:mrn:imo:imo-number:", Violates, "ns-syntax", "", ""},
		{"urn:mrn:i:imo-number:9743368", Violates, "ns-syntax", "", ""},
		{"urn:mrn:" + strings.Repeat("a", 23) + ":b1:x", Violates, "ns-syntax", "", ""},
		{"urn:mrn:imo:" + strings.Repeat("b", 35) + ":x", Violates, "ns-syntax", "", ""},
		{"urn:mrn:imo-:imo-number:9743368", Violates, "ns-syntax", "", "imo:imo-number:9743368"},
		{"urn:mrn:-imo:imo-number:9743368", Violates, "ns-syntax", "", "imo:imo-number:9743368"},
		{"urn:mrn:imo:-imo-number:9743368", Violates, "ns-syntax", "", "imo:imo-number:9743368"},
		{"urn:mrn:-i-:imo-number:9743368", Violates, "ns-syntax", "", ""},
		{"urn:mrn:i.mo:imo-number:9743368", Violates, "ns-char", "", ""},
		{"urn:mrn::imo-number:9743368", Violates, "ns-syntax", "", ""},
		{"urn:mrn:imo:imo-number:/x", Violates, "ns-char", "", ""},
		{"urn:mrn:imo:imo-number:a%2", Violates, "ns-char", "", ""},
		{"urn:mrn:imo:imo-number:a[1]", Violates, "ns-char", "", ""},
	})
	// The fix says which end it takes a hyphen from.
	for urn, want := range map[string]string{
		"urn:mrn:imo-:x1:y":  "Remove the hyphen at the ID's end",
		"urn:mrn:-imo:x1:y":  "Remove the hyphen at the ID's start",
		"urn:mrn:-imo-:x1:y": "Remove the hyphens at the ID's ends",
	} {
		nr := Read(core.Read(urn, core.RFC8141))
		if len(nr.Diagnostics) != 1 || nr.Diagnostics[0].Fix.Title != want {
			t.Errorf("%s: %v, want one diagnostic with the fix %q", urn, nr.Diagnostics, want)
		}
	}
	for urn, want := range map[string]string{
		"urn:mrn:imo:9743368":         `the organization-specific namespace ID is followed by ":" and the organization-specific namespace string`,
		"urn:mrn:imo":                 `the organization ID is followed by ":", the organization-specific namespace ID, ":" and its string`,
		"urn:mrn:i:x1:y":              `the organization ID (OID) is 2 to 22 letters, digits and hyphens, beginning and ending with a letter or digit: imo`,
		"urn:mrn:imo-:x1:y":           `the organization ID (OID) is 2 to 22 letters, digits and hyphens, beginning and ending with a letter or digit`,
		"urn:mrn:imo:x:y":             `the organization-specific namespace ID (OSNID) is 2 to 34 letters, digits and hyphens`,
		"urn:mrn:i.mo:x1:y":           `"." cannot appear in the organization ID: it is 2 to 22 letters, digits and hyphens`,
		"urn:mrn:imo:imo-number:/x":   `"/" cannot appear here: OSNS = pchar *(pchar / "/")`,
		"urn:mrn:imo:imo-number:a[1]": `"[" cannot appear here: OSNS = pchar *(pchar / "/"), RFC 3986's pchar being letters, digits, -._~!$&'()*+,;=:@ and %XX`,
		"urn:mrn:imo:imo-number:a%2":  `"%" cannot appear here`,
		"urn:mrn:imo:imo-number:":     "the organization-specific namespace string is missing",
	} {
		nr := Read(core.Read(urn, core.RFC8141))
		if len(nr.Diagnostics) != 1 || !strings.Contains(nr.Diagnostics[0].Msg, want) {
			t.Errorf("%s: %v, want one diagnostic saying %q", urn, nr.Diagnostics, want)
		}
	}
}
