package namespace

import "testing"

// TestNamespaceEPC: RFC 5134 §2's ABNF (`sub-ns-name ":" sub-ns`), its
// sgtin example, and real EPC URNs (GS1's EPC Tag Data Standard prints
// urn:epc:id:sgtin:0614141.112345.400 and the others).
func TestNamespaceEPC(t *testing.T) {
	checkNS(t, []nsCase{
		{"urn:epc:id:sgtin:900100.0003456.1234567", Conforms, "",
			"epc-sub-ns-name separator epc-scheme separator epc-company separator epc-item separator epc-serial", ""},
		{"urn:epc:id:sgtin:0614141.112345.400", Conforms, "", "", ""},
		{"urn:epc:id:sgtin:0614141.112345.0", Conforms, "", "", ""}, // ZeroComponent
		{"urn:epc:id:sscc:0614141.1234567890", Conforms, "", "epc-sub-ns-name separator epc-sub-ns", ""},
		{"urn:epc:tag:sgtin-96:3.0614141.812345.6789", Conforms, "", "epc-sub-ns-name separator epc-sub-ns", ""},
		{"urn:epc:X-9:anything", Conforms, "", "", ""},
		// Not the sgtin example's form: no series are named, and no
		// error, since that ABNF is not normative.
		{"urn:epc:id:sgtin:0614141.112345.0400", Conforms, "", "epc-sub-ns-name separator epc-sub-ns", ""},
		{"urn:epc:id:sgtin:0614141.112345", Conforms, "", "epc-sub-ns-name separator epc-sub-ns", ""},
		{"urn:epc:id:sgtin:0614141.112345.32a%2Fb", Conforms, "", "epc-sub-ns-name separator epc-sub-ns", ""},
		{"urn:epc:-id:sgtin:1.2.3", Violates, "ns-char", "epc-sub-ns-name unread", ""},
		{"urn:epc:i_d:x", Violates, "ns-char", "", ""},
		{"urn:epc:id", Violates, "ns-syntax", "epc-sub-ns-name", ""},
		{"urn:epc:id:", Violates, "ns-syntax", "epc-sub-ns-name separator", ""},
		{"urn:epc::x", Violates, "ns-syntax", "", ""},
	})
}
