package core

import "testing"

// TestNamespaceISNI: the IANA template for isni's example (Elvis
// Presley's ISNI, 0000000121241960), an ISNI whose check character is X,
// corrupted check characters, and the forms its ABNF rules out.
func TestNamespaceISNI(t *testing.T) {
	checkNS(t, []nsCase{
		{"urn:isni:0000000121241960", NSConforms, "", "isni-digits isni-check", ""},
		{"urn:isni:000000012146438X", NSConforms, "", "isni-digits isni-check", ""},
		{"urn:isni:0000000121241961", NSViolates, "ns-check-digit", "isni-digits isni-check", "0000000121241960"},
		{"urn:isni:0000000121241969", NSViolates, "ns-check-digit", "isni-digits isni-check", "0000000121241960"},
		{"urn:isni:000000012146438x", NSViolates, "ns-case", "isni-digits isni-check", "000000012146438X"},
		{"urn:isni:00000001212419X0", NSViolates, "ns-char", "unread", ""},
		{"urn:isni:0000%200001%202124%201960", NSViolates, "ns-char", "unread", ""},
		{"urn:isni:000000012124196", NSViolates, "ns-length", "unread", ""},
		{"urn:isni:00000001212419600", NSViolates, "ns-length", "unread", ""},
	})
	if !Equivalent("urn:isni:000000012146438x", "urn:isni:000000012146438X", RFC8141) {
		t.Error("isni-x: x and X differ")
	}
}

// TestNamespaceLEI: the IANA template for lei's example
// (7LTWFZYICNSX8D621K86) and other real LEIs, with corrupted check
// digits, lower-case letters and the forms ruled out.
func TestNamespaceLEI(t *testing.T) {
	const parts = "lei-lou lei-entity lei-check"
	checkNS(t, []nsCase{
		{"urn:LEI:7LTWFZYICNSX8D621K86", NSConforms, "", parts, ""},
		{"urn:lei:HWUPKR0MPOU8FGXBT394", NSConforms, "", parts, ""},
		{"urn:lei:506700GE1G29325QX363", NSConforms, "", parts, ""},
		{"urn:lei:5493000IBP32UQZ0KL24", NSConforms, "", parts, ""},
		{"urn:lei:7LTWFZYICNSX8D621K87", NSViolates, "ns-check-digit", parts, "7LTWFZYICNSX8D621K86"},
		{"urn:lei:HWUPKR0MPOU8FGXBT349", NSViolates, "ns-check-digit", parts, "HWUPKR0MPOU8FGXBT394"},
		{"urn:lei:7ltwfzyicnsx8d621k86", NSConforms, "ns-case", parts, "7LTWFZYICNSX8D621K86"},
		{"urn:lei:7LTWFZYICNSX8D621K8A", NSViolates, "ns-char", "unread", ""},
		{"urn:lei:7LTWFZYICNSX8D621K8", NSViolates, "ns-length", "unread", ""},
		{"urn:lei:7LTWFZYICNSX-8D621K86", NSViolates, "ns-char", "unread", ""},
	})
}
