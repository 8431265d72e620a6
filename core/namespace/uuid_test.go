package namespace

import "testing"

// TestNamespaceUUID: the string form of RFC 9562 §4, its version (§4.2)
// and variant (§4.1), the Nil and Max UUIDs (§5.9, §5.10). The valid
// UUIDs are RFC 9562's own examples (§4 and the test vectors of its
// Appendix A, versions 1 to 8).
func TestNamespaceUUID(t *testing.T) {
	const fields = "uuid-hex hyphen uuid-hex hyphen uuid-version uuid-hex hyphen uuid-variant uuid-hex hyphen uuid-hex"
	checkNS(t, []nsCase{
		{"urn:uuid:f81d4fae-7dec-11d0-a765-00a0c91e6bf6", Conforms, "", fields, ""},
		{"urn:uuid:C232AB00-9414-11EC-B3C8-9F6BDECED846", Conforms, "", fields, ""},
		{"urn:uuid:5df41881-3aed-3515-88a7-2f4a814cf09e", Conforms, "", fields, ""},
		{"urn:uuid:919108f7-52d1-4320-9bac-f847db4148a8", Conforms, "", fields, ""},
		{"urn:uuid:2ed6657d-e927-568b-95e1-2665a8aea6a2", Conforms, "", fields, ""},
		{"urn:uuid:1EC9414C-232A-6B00-B3C8-9F6BDECED846", Conforms, "", fields, ""},
		{"urn:uuid:017F22E2-79B0-7CC3-98C4-DC0C0C07398F", Conforms, "", fields, ""},
		{"urn:uuid:2489E9AD-2EE2-8E00-8EC9-32D5F69181C0", Conforms, "", fields, ""},
		{"urn:uuid:00000000-0000-0000-0000-000000000000", Conforms, "ns-note", "uuid-nil", ""},
		{"urn:uuid:FFFFFFFF-FFFF-FFFF-FFFF-FFFFFFFFFFFF", Conforms, "ns-note", "uuid-max", ""},
		// Version 9 of the RFC 9562 variant: not defined (§4.2).
		{"urn:uuid:f81d4fae-7dec-91d0-a765-00a0c91e6bf6", Conforms, "ns-range", fields, ""},
		// The Microsoft variant (110x): a UUID, of another layout (§4.1).
		{"urn:uuid:f81d4fae-7dec-11d0-c765-00a0c91e6bf6", Conforms, "ns-note", fields, ""},
		// Violations: no hyphens (with the fix), a non-hex digit, a
		// misplaced hyphen, too short, too long.
		{"urn:uuid:f81d4fae7dec11d0a76500a0c91e6bf6", Violates, "ns-separator", "uuid-hex", "f81d4fae-7dec-11d0-a765-00a0c91e6bf6"},
		{"urn:uuid:f81d4fae-7dec-11d0-a765-00a0c91e6bfg", Violates, "ns-char", "unread", ""},
		{"urn:uuid:f81d4fae7-dec-11d0-a765-00a0c91e6bf6", Violates, "ns-separator", "unread", ""},
		{"urn:uuid:f81d4fae-7dec-11d0-a765-00a0c91e6bf", Violates, "ns-length", "unread", ""},
		{"urn:uuid:f81d4fae-7dec-11d0-a765-00a0c91e6bf61", Violates, "ns-length", "unread", ""},
		{"urn:UUID:abc", Violates, "ns-length", "unread", ""},
	})
}
