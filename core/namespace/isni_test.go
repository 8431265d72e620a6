package namespace

import "testing"

// TestNamespaceISNI: the IANA template for isni's example (Elvis
// Presley's ISNI, 0000000121241960), an ISNI whose check character is X,
// corrupted check characters, and the forms its ABNF rules out.
func TestNamespaceISNI(t *testing.T) {
	checkNS(t, []nsCase{
		{"urn:isni:0000000121241960", Conforms, "", "isni-digits isni-check", ""},
		{"urn:isni:000000012146438X", Conforms, "", "isni-digits isni-check", ""},
		{"urn:isni:0000000121241961", Violates, "ns-check-digit", "isni-digits isni-check", "0000000121241960"},
		{"urn:isni:0000000121241969", Violates, "ns-check-digit", "isni-digits isni-check", "0000000121241960"},
		{"urn:isni:000000012146438x", Violates, "ns-case", "isni-digits isni-check", "000000012146438X"},
		{"urn:isni:00000001212419X0", Violates, "ns-char", "unread", ""},
		{"urn:isni:0000%200001%202124%201960", Violates, "ns-char", "unread", ""},
		{"urn:isni:000000012124196", Violates, "ns-length", "unread", ""},
		{"urn:isni:00000001212419600", Violates, "ns-length", "unread", ""},
	})
}
