package namespace

import (
	"strings"
	"testing"
)

// TestNamespaceEPC: RFC 5134 §2's ABNF (`sub-ns-name ":" sub-ns`), its
// sgtin example, and real EPC URNs (GS1's EPC Tag Data Standard prints
// urn:epc:id:sgtin:0614141.112345.400 and the others).
func TestNamespaceEPC(t *testing.T) {
	checkNS(t, []nsCase{
		{"urn:epc:id:sgtin:900100.0003456.1234567", Conforms, "",
			"epc-sub-ns-name separator epc-scheme separator epc-company separator epc-item separator epc-serial", ""},
		{"urn:epc:id:sgtin:0614141.112345.400", Conforms, "", "", ""},
		{"urn:epc:id:sgtin:0614141.112345.0", Conforms, "", "", ""}, // ZeroComponent
		{"urn:epc:id:sgtin:.112345.400", Conforms, "", "", ""},      // PaddedNumericComponent = *Digit
		{"urn:epc:id:sgtin:1.2.3.4", Conforms, "", "", ""},          // 2*(PaddedNumericComponent ".")
		{"urn:epc:id:sscc:0614141.1234567890", Conforms, "", "epc-sub-ns-name separator epc-sub-ns", ""},
		{"urn:epc:tag:sgtin-96:3.0614141.812345.6789", Conforms, "", "epc-sub-ns-name separator epc-sub-ns", ""},
		{"urn:epc:X-9:anything", Conforms, "", "", ""},
		{"urn:epc:id-:x", Conforms, "", "", ""}, // let-num [ 1*let-num-hyp ]: a hyphen may end it
		{"urn:epc:9:x:y", Conforms, "", "epc-sub-ns-name separator epc-sub-ns", ""},
		// Not the sgtin example's form: no series are named, and no
		// error, since that ABNF is not normative.
		{"urn:epc:id:sgtin:0614141.112345.0400", Conforms, "", "epc-sub-ns-name separator epc-sub-ns", ""},
		{"urn:epc:id:sgtin:0614141.112345", Conforms, "", "epc-sub-ns-name separator epc-sub-ns", ""},
		{"urn:epc:id:sgtin:0614141.112345.32a%2Fb", Conforms, "", "epc-sub-ns-name separator epc-sub-ns", ""},
		{"urn:epc:id:sgtin:0614141.112345.", Conforms, "", "epc-sub-ns-name separator epc-sub-ns", ""},
		// let-num: the first character is a letter or a digit.
		{"urn:epc:-id:sgtin:1.2.3", Violates, "ns-char", "epc-sub-ns-name separator epc-sub-ns", "id:sgtin:1.2.3"},
		{"urn:epc:--id:x", Violates, "ns-char", "", "id:x"},
		{"urn:epc:-:x", Violates, "ns-char", "", ""},
		// let-num-hyp: letters, digits and "-".
		{"urn:epc:i_d:x", Violates, "ns-char", "epc-sub-ns-name separator epc-sub-ns", ""},
		{"urn:epc:id", Violates, "ns-syntax", "epc-sub-ns-name", ""},
		{"urn:epc:id:", Violates, "ns-syntax", "epc-sub-ns-name separator", ""},
		{"urn:epc::x", Violates, "ns-syntax", "separator epc-sub-ns", ""},
		// sub-ns = 1*<URN chars>, which are US-ASCII.
		{"urn:epc:id:gdti:0614141.12345.ä", Violates, "ns-char", "epc-sub-ns-name separator epc-sub-ns", "id:gdti:0614141.12345.%C3%A4"},
	})
	checkNSFirst(t, "urn:epc:-id:x", `a sub-namespace name begins with a letter or digit (let-num), not "-": id, tag, raw`, "Remove the leading hyphen")
	checkNSFirst(t, "urn:epc:i_d:x", `"_" cannot appear in the sub-namespace name: it is letters, digits and "-" (let-num-hyp)`, "")
	checkNSFirst(t, "urn:epc:id:", `the sub-namespace's string is missing after ":": the string the EPC Tag Data Standard defines for "id" (sgtin:0614141.112345.400 after id)`, "")
	checkNSFirst(t, "urn:epc:id:gdti:ä", `"ä" is not US-ASCII, and the sub-namespace string is RFC 2141's <URN chars>, all US-ASCII: percent-encode it as %C3%A4`, `Percent-encode "ä" as %C3%A4`)
	var names []string
	for _, r := range epcSyntax.Rules() {
		names = append(names, r.Name)
	}
	if got := strings.Join(names, " "); got != `sub-ns-name ":" sub-ns "urn:epc:id:sgtin:" "." PaddedNumericComponent NumericComponent` {
		t.Errorf("epc's rules: %s", got)
	}
}
