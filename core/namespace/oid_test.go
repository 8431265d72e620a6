package namespace

import "testing"

// TestNamespaceOID: RFC 3061 §2's dotted decimal without leading zeros,
// and the OID tree's first arcs; real OIDs (IANA's enterprise arc, HL7's
// root).
func TestNamespaceOID(t *testing.T) {
	checkNS(t, []nsCase{
		{"urn:oid:1.3.6.1.4.1", Conforms, "", "oid-arc separator oid-arc separator oid-arc separator oid-arc separator oid-arc separator oid-arc", ""},
		{"urn:oid:2.16.840.1.113883", Conforms, "", "", ""},
		{"urn:oid:2.999", Conforms, "", "", ""}, // under 2 the second arc is not limited
		{"urn:oid:0", Conforms, "", "oid-arc", ""},
		{"urn:oid:1.3.06.1", Violates, "ns-syntax", "", "1.3.6.1"},
		{"urn:oid:1.3.0006", Violates, "ns-syntax", "", "1.3.6"},
		{"urn:oid:3.1", Violates, "ns-range", "", ""},
		{"urn:oid:1.40", Violates, "ns-range", "", ""},
		{"urn:oid:1..2", Violates, "ns-syntax", "oid-arc separator unread", ""},
		{"urn:oid:1.2.", Violates, "ns-syntax", "", ""},
		{"urn:oid:1.2a", Violates, "ns-char", "", ""},
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
