package namespace

import (
	"strings"
	"testing"

	"github.com/urn-playground/urn-playground/core"
)

// TestNamespaceGS1: every example URN of the IANA template for gs1 (its
// three branches) conforms; what its ABNF does not produce violates.
func TestNamespaceGS1(t *testing.T) {
	checkNS(t, []nsCase{
		// The template's examples.
		{"urn:gs1:01:09506000134352:10:ABC123:17:250101", Conforms, "", "gs1-ai separator gs1-value separator gs1-ai separator gs1-value separator gs1-ai separator gs1-value", ""},
		{"urn:gs1:gdd:bie:TradeItem", Conforms, "", "gs1-branch separator gs1-dictionary separator gs1-class-name", ""},
		{"urn:gs1:gdd:bie:TradeItem.netContent", Conforms, "", "gs1-branch separator gs1-dictionary separator gs1-class-name separator gs1-lower-name", ""},
		{"urn:gs1:gdd:bie:TradeItem.brandOwner.PartyInRole", Conforms, "", "gs1-branch separator gs1-dictionary separator gs1-class-name separator gs1-lower-name separator gs1-class-name", ""},
		{"urn:gs1:gdd:bdt:StringAttributeValuePair", Conforms, "", "gs1-branch separator gs1-dictionary separator gs1-datatype-name", ""},
		{"urn:gs1:gdd:cl:ContainerMaterialCode", Conforms, "", "gs1-branch separator gs1-dictionary separator gs1-codelist-name", ""},
		{"urn:gs1:gdd:cl:ContainerMaterialCode:STAINLESS_STEEL", Conforms, "", "gs1-branch separator gs1-dictionary separator gs1-codelist-name separator gs1-code-value", ""},
		{"urn:gs1:std:genspec", Conforms, "", "gs1-branch separator gs1-std-id", ""},
		{"urn:gs1:std:genspec:25.0", Conforms, "", "gs1-branch separator gs1-std-id separator gs1-version", ""},
		{"urn:gs1:std:genspec:25.0:4.14.2", Conforms, "", "gs1-branch separator gs1-std-id separator gs1-version separator gs1-clause", ""},
		{"urn:gs1:std:epcis:2.0:4.2", Conforms, "", "", ""},
		// The literals in any case; a class and a class; an ai-value's
		// percent-encoding, sub-delims, "@" and "/".
		{"urn:gs1:GDD:BIE:TradeItem", Conforms, "", "", ""},
		{"urn:gs1:gdd:bie:TradeItem.PartyInRole", Conforms, "", "", ""},
		{"urn:gs1:std:gs1-general-specifications:25.0.1:4", Conforms, "", "", ""},
		{"urn:gs1:414:9506000134352:254:A%3AB@c/d!$&'()*+,;=~", Conforms, "", "", ""},
		// The AI branch: an ai of 2 to 4 digits, each followed by a value.
		{"urn:gs1:1:x", Violates, "ns-length", "", ""},
		{"urn:gs1:12345:x", Violates, "ns-length", "", ""},
		{"urn:gs1:01", Violates, "ns-syntax", "", ""},
		{"urn:gs1:01:09506000134352:", Violates, "ns-separator", "", "01:09506000134352"},
		{"urn:gs1:01::10", Violates, "ns-syntax", "", ""},
		{"urn:gs1:01:AB:C", Violates, "ns-char", "", ""},
		{"urn:gs1:01:A%2G", Violates, "ns-char", "", ""},
		{"urn:gs1:01:A^B", Violates, "ns-char", "", ""},
		// The branches and dictionaries.
		{"urn:gs1:foo:bar", Violates, "ns-prefix", "", ""},
		{"urn:gs1:gdd:xyz:TradeItem", Violates, "ns-prefix", "", ""},
		{"urn:gs1:std", Violates, "ns-syntax", "", ""},
		{"urn:gs1:gdd:bie", Violates, "ns-syntax", "", ""},
		// class-name, lower-name and bie-ref's forms.
		{"urn:gs1:gdd:bie:tradeItem", Violates, "ns-char", "gs1-branch separator gs1-dictionary separator gs1-class-name", ""},
		{"urn:gs1:gdd:bie:Trade_Item", Violates, "ns-char", "", ""},
		{"urn:gs1:gdd:bie:TradeItem.brandOwner.partyInRole", Violates, "ns-char", "", ""},
		{"urn:gs1:gdd:bie:TradeItem.BrandOwner.PartyInRole", Violates, "ns-syntax", "", ""},
		{"urn:gs1:gdd:bie:TradeItem.brandOwner.PartyInRole.X", Violates, "ns-syntax", "", ""},
		{"urn:gs1:gdd:bie:TradeItem..netContent", Violates, "ns-separator", "", "gdd:bie:TradeItem.netContent"},
		{"urn:gs1:gdd:bie:TradeItem.", Violates, "ns-separator", "", "gdd:bie:TradeItem"},
		// datatype-name and codelist-name are class-names; one name
		// after bdt, one code value at most after a code list.
		{"urn:gs1:gdd:bdt:stringAttribute", Violates, "ns-char", "", ""},
		{"urn:gs1:gdd:bdt:StringAttributeValuePair:X", Violates, "ns-char", "", ""},
		{"urn:gs1:gdd:cl:containerMaterialCode", Violates, "ns-char", "", ""},
		{"urn:gs1:gdd:cl:ContainerMaterialCode:Stainless", Violates, "ns-char", "", ""},
		{"urn:gs1:gdd:cl:ContainerMaterialCode:STAINLESS:STEEL", Violates, "ns-syntax", "", ""},
		{"urn:gs1:gdd:cl:ContainerMaterialCode:", Violates, "ns-separator", "", "gdd:cl:ContainerMaterialCode"},
		// std-id, version (a dot at least) and clause.
		{"urn:gs1:std:GenSpec", Violates, "ns-char", "", ""},
		{"urn:gs1:std:gen_spec", Violates, "ns-char", "", ""},
		{"urn:gs1:std:genspec:25", Violates, "ns-syntax", "", ""},
		{"urn:gs1:std:genspec:25.x", Violates, "ns-char", "", ""},
		{"urn:gs1:std:genspec:25.0.", Violates, "ns-separator", "", "std:genspec:25.0"},
		{"urn:gs1:std:genspec:25..0", Violates, "ns-separator", "", "std:genspec:25.0"},
		{"urn:gs1:std:genspec:25.0:.4", Violates, "ns-separator", "", "std:genspec:25.0:4"},
		{"urn:gs1:std:genspec::4.1", Violates, "ns-syntax", "", ""},
		{"urn:gs1:std:genspec:25.0:4.14.2:1", Violates, "ns-syntax", "", ""},
	})
	checkNSRules(t, [][2]string{
		{"urn:gs1:01:09506000134352", `ai ":" ai-value`},
		{"urn:gs1:gdd:bie:TradeItem.brandOwner.PartyInRole", `"gdd" ":" "bie" ":" class-name "." lower-name "." class-name`},
		{"urn:gs1:gdd:bdt:StringAttributeValuePair", `"gdd" ":" "bdt" ":" datatype-name`},
		{"urn:gs1:gdd:cl:ContainerMaterialCode:STAINLESS_STEEL", `"gdd" ":" "cl" ":" codelist-name ":" code-value`},
		{"urn:gs1:std:genspec:25.0:4.14.2", `"std" ":" std-id ":" version ":" clause`},
	})
	checkNSDiags(t, []nsDiag{
		{"urn:gs1:gdd:bie:tradeItem", CodeChar, core.Error, `"t" cannot begin the class name: it is a capital letter, then letters and digits, as TradeItem`, "iana-gs1", "", ""},
		{"urn:gs1:gdd:bie:TradeItem.NetContent.X", CodeSyntax, core.Error, "a BIE name is Class, Class.Class, Class.attribute or Class.attribute.Class: nothing follows TradeItem.NetContent", "", "", ""},
		{"urn:gs1:gdd:cl:ContainerMaterialCode:stainless", CodeChar, core.Error, "cannot begin the code value: it is a capital letter, then capital letters, digits and \"_\", as STAINLESS_STEEL", "", "", ""},
		{"urn:gs1:std:Genspec", CodeChar, core.Error, "cannot begin the standard: it is a small letter, then small letters, digits and \"-\", as genspec", "", "", ""},
		{"urn:gs1:std:genspec:25", CodeSyntax, core.Error, "a version has a dot between two numbers at least, as 25.0", "", "", ""},
		{"urn:gs1:std:genspec:25.0.", CodeSeparator, core.Error, `the number is missing after "."`, "", "Remove the trailing dot", "std:genspec:25.0"},
		{"urn:gs1:01:0950600:10", CodeSyntax, core.Error, `the Application Identifier 10 is followed by ":" and its value`, "", "", ""},
		{"urn:gs1:01:AB:C", CodeChar, core.Error, "(a colon in a value is written %3A)", "", "", ""},
		{"urn:gs1:01:AB%3", CodeChar, core.Error, `a "%" in the value begins a percent-encoding: "%" and two hex digits, as %3A`, "", "", ""},
		{"urn:gs1:gdd:bdt:StringAttributeValuePair:X", CodeChar, core.Error, `":" cannot appear in the datatype name`, "", "", ""},
		{"urn:gs1:std:genspec:", CodeSeparator, core.Error, `the version is missing after ":"`, "", "Remove the trailing colon", "std:genspec"},
		// Beyond the ABNF, the branch's rule against a repeated code: a
		// warning, since a GS1 specification may make one repeatable.
		{"urn:gs1:01:09506000134352:10:A:01:09506000134352", CodeSyntax, core.Warning, "the Application Identifier 01 occurs again: the template allows that only where a GS1 specification makes the code repeatable and says in what order its values come", "iana-gs1", "", ""},
		{"urn:gs1:8003:1:10:A:17:250101:10:B", CodeSyntax, core.Warning, "the Application Identifier 10 occurs again", "iana-gs1", "", ""},
	})
	// "01", "001" and "0001" are three codes; a code that repeats is
	// reported at each repetition, the name still conforming.
	checkNS(t, []nsCase{
		{"urn:gs1:01:1:001:2:0001:3:9999:4:999:5:99:6", Conforms, "", "", ""},
		{"urn:gs1:01:1:01:2:01:3", Conforms, "ns-syntax ns-syntax", "", ""},
	})
	nr := Read(core.Read("urn:gs1:01:1:01:2:01:3", core.RFC8141))
	for i, d := range nr.Diagnostics {
		if at := []int{13, 18}[i]; d.Span.Start != at || !strings.HasPrefix(d.Msg, "the Application Identifier 01 occurs again") {
			t.Errorf("repeat %d: %q at %d, want it at %d", i, d.Msg, d.Span.Start, at)
		}
	}
}
