package core

import "testing"

// TestNamespaceEPC: RFC 5134 §2's ABNF (`sub-ns-name ":" sub-ns`), its
// sgtin example, and real EPC URNs (GS1's EPC Tag Data Standard prints
// urn:epc:id:sgtin:0614141.112345.400 and the others).
func TestNamespaceEPC(t *testing.T) {
	checkNS(t, []nsCase{
		{"urn:epc:id:sgtin:900100.0003456.1234567", NSConforms, "",
			"epc-sub-ns-name separator epc-scheme separator epc-company separator epc-item separator epc-serial", ""},
		{"urn:epc:id:sgtin:0614141.112345.400", NSConforms, "", "", ""},
		{"urn:epc:id:sgtin:0614141.112345.0", NSConforms, "", "", ""}, // ZeroComponent
		{"urn:epc:id:sscc:0614141.1234567890", NSConforms, "", "epc-sub-ns-name separator epc-sub-ns", ""},
		{"urn:epc:tag:sgtin-96:3.0614141.812345.6789", NSConforms, "", "epc-sub-ns-name separator epc-sub-ns", ""},
		{"urn:epc:X-9:anything", NSConforms, "", "", ""},
		// Not the sgtin example's form: no series are named, and no
		// error, since that ABNF is not normative.
		{"urn:epc:id:sgtin:0614141.112345.0400", NSConforms, "", "epc-sub-ns-name separator epc-sub-ns", ""},
		{"urn:epc:id:sgtin:0614141.112345", NSConforms, "", "epc-sub-ns-name separator epc-sub-ns", ""},
		{"urn:epc:id:sgtin:0614141.112345.32a%2Fb", NSConforms, "", "epc-sub-ns-name separator epc-sub-ns", ""},
		{"urn:epc:-id:sgtin:1.2.3", NSViolates, "ns-char", "epc-sub-ns-name unread", ""},
		{"urn:epc:i_d:x", NSViolates, "ns-char", "", ""},
		{"urn:epc:id", NSViolates, "ns-syntax", "epc-sub-ns-name", ""},
		{"urn:epc:id:", NSViolates, "ns-syntax", "epc-sub-ns-name separator", ""},
		{"urn:epc::x", NSViolates, "ns-syntax", "", ""},
	})
	// RFC 5134 §2: "The entire URN is case-sensitive": no rule that makes
	// more URNs equivalent.
	if Equivalent("urn:epc:id:SGTIN:0614141.112345.400", "urn:epc:id:sgtin:0614141.112345.400", RFC8141) {
		t.Error("EPC NSSs are case-sensitive")
	}
}
