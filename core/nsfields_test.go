package core

import "testing"

// TestNamespaceOID: RFC 3061 §2's dotted decimal without leading zeros,
// and the OID tree's first arcs; real OIDs (IANA's enterprise arc, HL7's
// root).
func TestNamespaceOID(t *testing.T) {
	checkNS(t, []nsCase{
		{"urn:oid:1.3.6.1.4.1", NSConforms, "", "oid-arc separator oid-arc separator oid-arc separator oid-arc separator oid-arc separator oid-arc", ""},
		{"urn:oid:2.16.840.1.113883", NSConforms, "", "", ""},
		{"urn:oid:2.999", NSConforms, "", "", ""}, // under 2 the second arc is not limited
		{"urn:oid:0", NSConforms, "", "oid-arc", ""},
		{"urn:oid:1.3.06.1", NSViolates, "ns-syntax", "", "1.3.6.1"},
		{"urn:oid:1.3.0006", NSViolates, "ns-syntax", "", "1.3.6"},
		{"urn:oid:3.1", NSViolates, "ns-range", "", ""},
		{"urn:oid:1.40", NSViolates, "ns-range", "", ""},
		{"urn:oid:1..2", NSViolates, "ns-syntax", "oid-arc separator unread", ""},
		{"urn:oid:1.2.", NSViolates, "ns-syntax", "", ""},
		{"urn:oid:1.2a", NSViolates, "ns-char", "", ""},
	})
}

// TestNamespaceIETF: RFC 2648 §2's examples and ABNF, and RFC 3553 §3's
// params sub-namespace with its example.
func TestNamespaceIETF(t *testing.T) {
	checkNS(t, []nsCase{
		{"urn:ietf:rfc:2648", NSConforms, "", "ietf-series separator ietf-number", ""},
		{"urn:ietf:std:50", NSConforms, "", "", ""},
		{"urn:ietf:bcp:73", NSConforms, "", "", ""},
		{"urn:ietf:fyi:1", NSConforms, "", "", ""},
		{"urn:ietf:id:ietf-urn-ietf-06", NSConforms, "", "ietf-series separator ietf-name", ""},
		{"urn:ietf:mtg:41-urn", NSConforms, "", "", ""},
		{"urn:ietf:params:dns:rr-type-codes:soa", NSConforms, "", "ietf-series separator ietf-params-class separator ietf-params-name separator ietf-params-name", ""},
		{"urn:ietf:params:xml:ns:xmpp-stanzas", NSConforms, "", "", ""},
		{"urn:ietf:foo:bar", NSConforms, "ns-prefix", "ietf-series ietf-rest", ""},
		{"urn:ietf:rfc:", NSViolates, "ns-syntax", "", ""},
		{"urn:ietf:rfc", NSViolates, "ns-syntax", "", ""},
		{"urn:ietf:rfc:26a", NSViolates, "ns-char", "", ""},
		{"urn:ietf:id:ietf_urn", NSViolates, "ns-char", "", ""},
		{"urn:ietf:params::x", NSViolates, "ns-syntax", "", ""},
	})
}

// TestNamespaceDOI: the IANA template for doi's examples (10.1000/182;
// the 2022 prefix 15434) and its lexical equivalence.
func TestNamespaceDOI(t *testing.T) {
	checkNS(t, []nsCase{
		{"urn:doi:10.1000/182", NSConforms, "", "doi-directory separator doi-registrant separator doi-suffix", ""},
		{"urn:doi:15434/abc", NSConforms, "", "doi-directory separator doi-suffix", ""},
		{"urn:doi:10.1038/nphys1170", NSConforms, "", "", ""},
		{"urn:doi:10.1000182", NSViolates, "ns-syntax", "unread", ""},
		{"urn:doi:10.1000/", NSViolates, "ns-syntax", "", ""},
		{"urn:doi:/182", NSViolates, "ns-syntax", "", ""},
	})
	if !Equivalent("urn:doi:10.1038/NPHYS1170", "urn:doi:10.1038/nphys1170", RFC8141) {
		t.Error("doi-case")
	}
}

// TestNamespaceDev: the examples of RFC 9039 and the IANA template for
// dev's ABNF.
func TestNamespaceDev(t *testing.T) {
	checkNS(t, []nsCase{
		{"urn:dev:mac:0024befffe804ff1", NSConforms, "", "dev-subtype separator dev-hex", ""},
		{"urn:dev:ow:10e2073a01080063", NSConforms, "", "", ""},
		{"urn:dev:ow:264437f5000000ed_humidity", NSConforms, "", "dev-subtype separator dev-hex separator dev-component", ""},
		{"urn:dev:org:32473-foo", NSConforms, "", "dev-subtype separator dev-pen separator dev-identifier", ""},
		{"urn:dev:os:32473-12345", NSConforms, "", "", ""},
		{"urn:dev:ops:32473-Refrigerator-5002", NSConforms, "", "dev-subtype separator dev-pen separator dev-product separator dev-identifier", ""},
		{"urn:dev:example:new-1-2-3_comp", NSConforms, "ns-prefix", "", ""},
		{"urn:dev:mac:0024befffe804ff", NSViolates, "ns-length", "", ""},
		{"urn:dev:mac:0024befffe804fg1", NSViolates, "ns-char", "", ""},
		{"urn:dev:org:0-foo", NSViolates, "ns-syntax", "", ""},
		{"urn:dev:ops:32473-Refrigerator", NSViolates, "ns-syntax", "", ""},
		{"urn:dev:mac", NSViolates, "ns-syntax", "", ""},
		{"urn:dev:org:32473-foo_", NSViolates, "ns-syntax", "", ""},
	})
}

// TestNamespaceMRN: the IANA template for mrn's example (a vessel's IMO
// number) and its ABNF and lexical equivalence.
func TestNamespaceMRN(t *testing.T) {
	checkNS(t, []nsCase{
		{"urn:mrn:imo:imo-number:9743368", NSConforms, "", "mrn-oid separator mrn-osnid separator mrn-osns", ""},
		{"urn:mrn:iala:aton:us:1234.5", NSConforms, "", "", ""},
		{"urn:mrn:imo:9743368", NSViolates, "ns-syntax", "", ""},
		{"urn:mrn:i:imo-number:9743368", NSViolates, "ns-syntax", "", ""},
		{"urn:mrn:imo-:imo-number:9743368", NSViolates, "ns-syntax", "", ""},
		{"urn:mrn:imo:imo-number:/x", NSViolates, "ns-char", "", ""},
	})
	if !Equivalent("urn:mrn:IMO:IMO-Number:9743368", "urn:mrn:imo:imo-number:9743368", RFC8141) {
		t.Error("mrn-case")
	}
	if Equivalent("urn:mrn:imo:imo-number:ABC", "urn:mrn:imo:imo-number:abc", RFC8141) {
		t.Error("mrn-case folded the namespace string")
	}
}
