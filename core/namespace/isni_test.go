package namespace

import "testing"

// TestNamespaceISNI: the IANA template for isni's example (Elvis
// Presley's ISNI, 0000000121241960), an ISNI whose check digit is X,
// corrupted check digits, and the forms its ABNF rules out.
func TestNamespaceISNI(t *testing.T) {
	checkNS(t, []nsCase{
		{"urn:isni:0000000121241960", Conforms, "", "isni-digits isni-check", ""},
		{"urn:isni:000000012146438X", Conforms, "", "isni-digits isni-check", ""},
		{"urn:isni:0000000121241961", Violates, "ns-check-digit", "isni-digits isni-check", "0000000121241960"},
		{"urn:isni:0000000121241969", Violates, "ns-check-digit", "isni-digits isni-check", "0000000121241960"},
		{"urn:isni:000000012146438x", Violates, "ns-case", "isni-digits isni-check", "000000012146438X"},
		{"urn:isni:00000001212419X0", Violates, "ns-char", "unread", ""},
		{"urn:isni:00000001A1241960", Violates, "ns-char", "unread", ""},
		{"urn:isni:000000012124196A", Violates, "ns-char", "unread", ""},
		{"urn:isni:0000%200001%202124%201960", Violates, "ns-char", "unread", ""},
		{"urn:isni:000000012124196", Violates, "ns-length", "unread", ""},
		{"urn:isni:00000001212419600", Violates, "ns-length", "unread", ""},
	})
	// Each message says what belongs where the character is wrong.
	nsWantMsgs(t, []nsMsg{
		{"urn:isni:00000001A1241960", "ns-char", "\"A\" cannot appear here: an ISNI's first 15 characters are digits", ""},
		{"urn:isni:00000001212419X0", "ns-char", "\"X\" cannot appear here: an ISNI's first 15 characters are digits", ""},
		{"urn:isni:000000012124196A", "ns-char", "\"A\" cannot appear here: an ISNI's last character, its check digit, is a digit or \"X\"", ""},
		{"urn:isni:0000000121241961", "ns-check-digit", "the check digit should be 0, not 1 (ISO 27729's ISO/IEC 7064 MOD 11-2)", "Set the check digit to 0"},
		{"urn:isni:000000012146438x", "ns-case", "strictly non-conformant", "Write X in upper case"},
	})
}
