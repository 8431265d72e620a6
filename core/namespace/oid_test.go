package namespace

import (
	"testing"

	"github.com/urn-playground/urn-playground/core"
)

// TestNamespaceOID: RFC 3061 §2's dotted decimal without leading zeros;
// the OID tree's first arcs (ITU-T X.660), checked beyond the
// registration; real OIDs (IANA's enterprise arc, HL7's root).
func TestNamespaceOID(t *testing.T) {
	checkNS(t, []nsCase{
		{"urn:oid:1.3.6.1.4.1", Conforms, "", "oid-arc separator oid-arc separator oid-arc separator oid-arc separator oid-arc separator oid-arc", ""},
		{"urn:oid:2.16.840.1.113883", Conforms, "", "", ""},
		{"urn:oid:2.999", Conforms, "", "", ""}, // under 2 the second arc is not limited
		{"urn:oid:0", Conforms, "", "oid-arc", ""},
		{"urn:oid:1.39", Conforms, "", "", ""},
		{"urn:oid:1.0.0", Conforms, "", "", ""},
		// number = DIGIT / ( LEADDIGIT 1*DIGIT ): no leading zeros.
		{"urn:oid:1.3.06.1", Violates, "ns-syntax", "", "1.3.6.1"},
		{"urn:oid:1.3.0006", Violates, "ns-syntax", "", "1.3.6"},
		{"urn:oid:1.00", Violates, "ns-syntax", "", "1.0"},
		// X.660's arcs: warnings, the NSS conforms to RFC 3061.
		{"urn:oid:3.1", Conforms, "ns-range", "", ""},
		{"urn:oid:1.40", Conforms, "ns-range", "", ""},
		{"urn:oid:0.99999999999999999999999", Conforms, "ns-range", "", ""},
		// oid = number *( DOT number ): no empty number.
		{"urn:oid:1..2", Violates, "ns-separator", "oid-arc separator unread", "1.2"},
		{"urn:oid:1.2.", Violates, "ns-separator", "", "1.2"},
		{"urn:oid:1.2.3.", Violates, "ns-separator", "", "1.2.3"},
		{"urn:oid:.1.2", Violates, "ns-separator", "", "1.2"},
		{"urn:oid:1.2a", Violates, "ns-char", "", ""},
		{"urn:oid:1.3.6.1.example", Violates, "ns-char", "", ""},
	})
	checkNSRules(t, [][2]string{{"urn:oid:1.3.6", "number DOT number DOT number"}})
	checkNSDiags(t, []nsDiag{
		{"urn:oid:3.1", CodeRange, core.Warning, "the first arc is 0 (ITU-T), 1 (ISO) or 2 (joint ISO/ITU-T), not 3 (a rule of ITU-T X.660, beyond the oid registration)", "itu-x660", "", ""},
		{"urn:oid:1.40", CodeRange, core.Warning, "under the first arc 1 the second arc is 0 to 39, not 40 (a rule of ITU-T X.660, beyond the oid registration)", "itu-x660", "", ""},
		{"urn:oid:1.2.3.", CodeSeparator, core.Error, `the arc is missing after ".": it is a decimal number without leading zeros`, "rfc3061", "Remove the trailing dot", "1.2.3"},
		{"urn:oid:1..2", CodeSeparator, core.Error, `the arc is missing between two "."`, "", "Remove the extra dot", "1.2"},
		{"urn:oid:1.3.06.1", CodeSyntax, core.Error, "a number has no leading zeros: 6, not 06", "", "Remove the leading zeros", "1.3.6.1"},
		{"urn:oid:1.2a", CodeChar, core.Error, `"a" cannot appear in the arc: it is a decimal number without leading zeros`, "", "", ""},
	})
}

// TestOIDExamplesOfRFC3061: the four examples RFC 3061 §3 prints conform
// to the oid namespace's syntax (§2), the last in upper case, since the
// scheme and NID are case-insensitive (RFC 8141 §3.1); site/spec/rfc3061.md
// says so.
func TestOIDExamplesOfRFC3061(t *testing.T) {
	checkNS(t, []nsCase{
		{"urn:oid:1.3.6.1", Conforms, "", "oid-arc separator oid-arc separator oid-arc separator oid-arc", ""},
		{"urn:oid:1.3.6.1.4.1", Conforms, "", "", ""},
		{"urn:oid:1.3.6.1.2.1.27", Conforms, "", "", ""},
		{"URN:OID:0.9.2342.19200300.100.4", Conforms, "", "", ""},
	})
}
