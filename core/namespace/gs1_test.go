package namespace

import "testing"

// TestNamespaceGS1: the IANA template for gs1's examples (its three
// branches).
func TestNamespaceGS1(t *testing.T) {
	checkNS(t, []nsCase{
		{"urn:gs1:01:09506000134352:10:ABC123:17:250101", Conforms, "", "gs1-ai separator gs1-value separator gs1-ai separator gs1-value separator gs1-ai separator gs1-value", ""},
		{"urn:gs1:gdd:bie:TradeItem.brandOwner.PartyInRole", Conforms, "", "gs1-branch separator gs1-dictionary separator gs1-name", ""},
		{"urn:gs1:gdd:cl:ContainerMaterialCode:STAINLESS_STEEL", Conforms, "", "", ""},
		{"urn:gs1:std:genspec:25.0:4.14.2", Conforms, "", "gs1-branch separator gs1-name separator gs1-version separator gs1-version", ""},
		{"urn:gs1:GDD:BIE:TradeItem", Conforms, "", "", ""},
		{"urn:gs1:1:x", Violates, "ns-length", "", ""},
		{"urn:gs1:01", Violates, "ns-syntax", "", ""},
		{"urn:gs1:gdd:xyz:TradeItem", Violates, "ns-prefix", "", ""},
		{"urn:gs1:foo:bar", Violates, "ns-prefix", "", ""},
		{"urn:gs1:std", Violates, "ns-syntax", "", ""},
	})
}
