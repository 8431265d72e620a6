package core

import "testing"

// TestNamespaceNBN: NBNs of RFC 8458's form, and the "de" sub-namespace's
// check digit on real URN:NBN:DE identifiers published with theirs (the
// bench corpus's, the DNB's 0183 and 0074 series, GBV's and BVB's) and
// corrupted ones.
func TestNamespaceNBN(t *testing.T) {
	const de = "nbn-country separator nbn-subnamespace separator nbn-string nbn-check"
	checkNS(t, []nsCase{
		{"urn:nbn:fi-fe19981001", NSConforms, "", "nbn-country separator nbn-string", ""},
		{"urn:nbn:se:uu:diva-3475", NSConforms, "", "nbn-country separator nbn-subnamespace separator nbn-subnamespace separator nbn-string", ""},
		{"urn:nbn:de:bvb:19-146642", NSConforms, "", "nbn-country separator nbn-subnamespace separator nbn-subnamespace separator nbn-string nbn-check", ""},
		{"urn:nbn:de:0183-mbi0003721", NSConforms, "", de, ""},
		{"urn:nbn:de:0074-1000-9", NSConforms, "", de, ""},
		{"URN:NBN:DE:gbv:089-3321752945", NSConforms, "", "", ""},
		{"urn:nbn:de:bvb:12-bsb00103137-3", NSConforms, "", "", ""},
		{"urn:nbn:de:bvb:19-146641", NSViolates, "ns-check-digit", "", "de:bvb:19-146642"},
		{"urn:nbn:de:0183-mbi0003722", NSViolates, "ns-check-digit", de, "de:0183-mbi0003721"},
		{"urn:nbn:fin-fe19981001", NSViolates, "ns-syntax", "", ""},
		{"urn:nbn:fi", NSViolates, "ns-syntax", "", ""},
		{"urn:nbn:de::x-1", NSViolates, "ns-syntax", "", ""},
		{"urn:nbn:1e-x", NSViolates, "ns-char", "", ""},
	})
}

// TestNamespaceLexGS1: the IANA templates' examples for lex (RFC 9676's
// jurisdiction and local name) and gs1 (its three branches).
func TestNamespaceLexGS1(t *testing.T) {
	checkNS(t, []nsCase{
		{"urn:lex:eu:council:directive:2010-03-09;2010-19-UE", NSConforms, "", "lex-jurisdiction separator lex-local-name", ""},
		{"urn:lex:it:stato:legge:2003-09-21;456", NSConforms, "", "", ""},
		{"urn:lex:eu", NSViolates, "ns-syntax", "", ""},
		{"urn:lex::x", NSViolates, "ns-syntax", "", ""},
		{"urn:gs1:01:09506000134352:10:ABC123:17:250101", NSConforms, "", "gs1-ai separator gs1-value separator gs1-ai separator gs1-value separator gs1-ai separator gs1-value", ""},
		{"urn:gs1:gdd:bie:TradeItem.brandOwner.PartyInRole", NSConforms, "", "gs1-branch separator gs1-dictionary separator gs1-name", ""},
		{"urn:gs1:gdd:cl:ContainerMaterialCode:STAINLESS_STEEL", NSConforms, "", "", ""},
		{"urn:gs1:std:genspec:25.0:4.14.2", NSConforms, "", "gs1-branch separator gs1-name separator gs1-version separator gs1-version", ""},
		{"urn:gs1:GDD:BIE:TradeItem", NSConforms, "", "", ""},
		{"urn:gs1:1:x", NSViolates, "ns-length", "", ""},
		{"urn:gs1:01", NSViolates, "ns-syntax", "", ""},
		{"urn:gs1:gdd:xyz:TradeItem", NSViolates, "ns-prefix", "", ""},
		{"urn:gs1:foo:bar", NSViolates, "ns-prefix", "", ""},
		{"urn:gs1:std", NSViolates, "ns-syntax", "", ""},
	})
}

// TestNamespaceGS1Equivalence: the template's literals compare without
// regard to case; the assigned values do not.
func TestNamespaceGS1Equivalence(t *testing.T) {
	for _, c := range []struct {
		a, b string
		eq   bool
	}{
		{"urn:gs1:GDD:BIE:TradeItem", "urn:gs1:gdd:bie:TradeItem", true},
		{"urn:gs1:Std:genspec:25.0", "urn:gs1:std:genspec:25.0", true},
		{"urn:gs1:gdd:bie:TRADEITEM", "urn:gs1:gdd:bie:TradeItem", false},
		{"urn:gs1:01:ABC", "urn:gs1:01:abc", false},
	} {
		if got := Equivalent(c.a, c.b, RFC8141); got != c.eq || Compare(c.a, c.b, RFC8141, 0).Equivalent != c.eq {
			t.Errorf("%s, %s: %v, want %v", c.a, c.b, got, c.eq)
		}
	}
}
