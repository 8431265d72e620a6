package core

import "testing"

// TestIETFAndNBNEquivalence: RFC 2648 §2 ("The entire URN is
// case-insensitive"), except under params, where RFC 3553 §3 asks for
// exact string match; RFC 8458 §4.3's NBN prefix in a single case, its
// NBN string case-sensitive (§4.2: parsers "MUST treat these as case
// sensitive"), with §4.3's own example.
func TestIETFAndNBNEquivalence(t *testing.T) {
	checkNSEquivalence(t, []nsEquivCase{
		{"urn:ietf:rfc:2141", "urn:ietf:RFC:2141", true, "ietf-case"},
		{"urn:ietf:id:ietf-urn-ietf-ns-00", "URN:IETF:ID:IETF-URN-IETF-NS-00", true, "ietf-case"},
		{"urn:ietf:rfc:2141", "urn:ietf:rfc:2142", false, ""},
		{"urn:ietf:params:xml:ns:netconf:base:1.0", "urn:ietf:params:XML:ns:netconf:base:1.0", false, ""},
		{"urn:ietf:params:xml:ns:netconf:base:1.0", "urn:ietf:PARAMS:xml:ns:netconf:base:1.0", false, ""},
		{"URN:NBN:FI-fe201003181510", "urn:nbn:fi-fe201003181510", true, "nbn-prefix-case"},
		{"urn:nbn:DE:BVB:19-146642", "urn:nbn:de:bvb:19-146642", true, "nbn-prefix-case"},
		{"urn:nbn:fi-FE201003181510", "urn:nbn:fi-fe201003181510", false, ""},
		{"urn:nbn:fi-fe201003181510", "urn:nbn:se-fe201003181510", false, ""},
	})
}
