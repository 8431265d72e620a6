package namespace

import (
	"testing"

	"github.com/urn-playground/urn-playground/core"
)

// TestNamespaceUUID: the string form of RFC 9562 §4's ABNF, its version
// (§4.2) and variant (§4.1), the Nil and Max UUIDs (§5.9, §5.10). The
// valid UUIDs are RFC 9562's own examples (§4 and the test vectors of its
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
		// Violations: no hyphens, one missing, one misplaced, one in
		// excess (each with the fix that writes RFC 9562's form), a
		// non-hex digit, too short, too long.
		{"urn:uuid:f81d4fae7dec11d0a76500a0c91e6bf6", Violates, "ns-separator", "uuid-hex", "f81d4fae-7dec-11d0-a765-00a0c91e6bf6"},
		{"urn:uuid:f81d4fae7dec-11d0-a765-00a0c91e6bf6", Violates, "ns-separator", "unread", "f81d4fae-7dec-11d0-a765-00a0c91e6bf6"},
		{"urn:uuid:f81d4fae-7dec-11d0-a76500a0c91e6bf6", Violates, "ns-separator", "unread", "f81d4fae-7dec-11d0-a765-00a0c91e6bf6"},
		{"urn:uuid:f81d4fae7-dec-11d0-a765-00a0c91e6bf6", Violates, "ns-separator", "unread", "f81d4fae-7dec-11d0-a765-00a0c91e6bf6"},
		{"urn:uuid:f81d4fae--7dec-11d0-a765-00a0c91e6bf6", Violates, "ns-separator", "unread", "f81d4fae-7dec-11d0-a765-00a0c91e6bf6"},
		{"urn:uuid:f81d4fae-7dec-11d0-a765-00a0c91e6bfg", Violates, "ns-char", "unread", ""},
		{"urn:uuid:f81d4fae-7dec-11d0-a765-00a0c91e6bf", Violates, "ns-length", "unread", ""},
		{"urn:uuid:f81d4fae-7dec-11d0-a765-00a0c91e6bf61", Violates, "ns-length", "unread", ""},
		{"urn:UUID:abc", Violates, "ns-length", "unread", ""},
	})
	checkNSRules(t, [][2]string{
		{"urn:uuid:f81d4fae-7dec-11d0-a765-00a0c91e6bf6", `hexOctet "-" hexOctet "-" HEXDIG HEXDIG "-" HEXDIG HEXDIG "-" hexOctet`},
		{"urn:uuid:00000000-0000-0000-0000-000000000000", "UUID"},
	})
	checkNSDiags(t, []nsDiag{
		{"urn:uuid:f81d4fae7dec-11d0-a765-00a0c91e6bf6", CodeSeparator, core.Error, `the 9th character is a hyphen, after the 8th hex digit (8-4-4-4-12), not "7"`, "rfc9562", "Insert the hyphen", "f81d4fae-7dec-11d0-a765-00a0c91e6bf6"},
		{"urn:uuid:f81d4fae-7dec-11d0a765-00a0c91e6bf6", CodeSeparator, core.Error, `the 19th character is a hyphen, after the 16th hex digit`, "", "Insert the hyphen", "f81d4fae-7dec-11d0-a765-00a0c91e6bf6"},
		{"urn:uuid:f81d4fae--7dec-11d0-a765-00a0c91e6bf6", CodeSeparator, core.Error, "two hyphens together", "", "Remove the hyphen", "f81d4fae-7dec-11d0-a765-00a0c91e6bf6"},
		{"urn:uuid:f81d4fa-e7dec-11d0-a765-00a0c91e6bf6", CodeSeparator, core.Error, "a UUID's groups are 8, 4, 4, 4 and 12 hex digits: this one has 7, not 8", "", "Put the hyphens after the 8th, 12th, 16th and 20th hex digits", "f81d4fae-7dec-11d0-a765-00a0c91e6bf6"},
		{"urn:uuid:f81d4fae-7dec-11d0-a765-00a0c-91e6bf6", CodeSeparator, core.Error, "this one has 5, not 12", "", "Remove the hyphen", "f81d4fae-7dec-11d0-a765-00a0c91e6bf6"},
		{"urn:uuid:f81d4fae7dec11d0a76500a0c91e6bf6", CodeSeparator, core.Error, "hyphens between its groups", "", "Insert the four hyphens", "f81d4fae-7dec-11d0-a765-00a0c91e6bf6"},
		{"urn:uuid:f81d4fae-7dec-91d0-a765-00a0c91e6bf6", CodeRange, core.Warning, "version 9 is not one RFC 9562 defines", "rfc9562", "", ""},
	})
}
