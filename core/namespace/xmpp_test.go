package namespace

import "testing"

// TestNamespaceXMPP: RFC 4854 §2's two forms, urn:xmpp:{ShortName} and
// urn:xmpp:{ShortName}:{SubName} (Identifier Uniqueness Considerations),
// names in sub-trees below them, real namespaces the XMPP Registrar
// assigned, empty names, which the structure rules out (the fix removes a
// trailing colon or makes a doubled one single), and characters outside
// US-ASCII (the fix percent-encodes them).
func TestNamespaceXMPP(t *testing.T) {
	checkNS(t, []nsCase{
		{"urn:xmpp:ping", Conforms, "", "xmpp-shortname", ""},                                   // XEP-0199
		{"urn:xmpp:time", Conforms, "", "xmpp-shortname", ""},                                   // XEP-0202
		{"urn:xmpp:sm:3", Conforms, "", "xmpp-shortname separator xmpp-subname", ""},            // XEP-0198
		{"urn:xmpp:avatar:metadata", Conforms, "", "xmpp-shortname separator xmpp-subname", ""}, // XEP-0084
		{"urn:xmpp:jingle:apps:rtp:1", Conforms, "", "xmpp-shortname separator xmpp-subname separator xmpp-subtree separator xmpp-subtree", ""},
		{"URN:XMPP:mam:2", Conforms, "", "xmpp-shortname separator xmpp-subname", ""},
		{"urn:xmpp::3", Violates, "ns-syntax", "separator xmpp-subname", ""},
		{"urn:xmpp:sm:", Violates, "ns-separator", "xmpp-shortname separator", "sm"},
		{"urn:xmpp:jingle::1", Violates, "ns-separator", "xmpp-shortname separator separator xmpp-subtree", "jingle:1"},
		{"urn:xmpp:jingle:apps::1", Violates, "ns-separator", "xmpp-shortname separator xmpp-subname separator separator xmpp-subtree", "jingle:apps:1"},
		{"urn:xmpp:jingle::1:", Violates, "ns-separator ns-separator", "", ""}, // two faults: neither fix alone conforms
		{"urn:xmpp: :", Violates, "ns-separator", "", ""},                      // removing ":" would leave the NSS white space, which core trims
		{"urn:xmpp:pïng", Violates, "ns-char", "xmpp-shortname", "p%C3%AFng"},
		{"urn:xmpp:sm:ß", Violates, "ns-char", "xmpp-shortname separator xmpp-subname", "sm:%C3%9F"},
	})
	checkNSFirst(t, "urn:xmpp::3", `the ShortName is missing: an xmpp URN begins with it, the protocol or format the XMPP Registrar names (ping in urn:xmpp:ping)`, "")
	checkNSFirst(t, "urn:xmpp:sm:", `the SubName is missing after the last ":": a name follows each colon (urn:xmpp:sm:3), or there is no colon (urn:xmpp:sm)`, "Remove the trailing colon")
	checkNSFirst(t, "urn:xmpp:jingle::1", `the SubName is missing between two colons: a name goes between each two (urn:xmpp:jingle:apps:rtp:1)`, "Remove the doubled colon")
}
