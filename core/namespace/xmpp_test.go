package namespace

import "testing"

// TestNamespaceXMPP: RFC 4854 §2's two forms, urn:xmpp:{ShortName} and
// urn:xmpp:{ShortName}:{SubName} (Identifier Uniqueness Considerations),
// names in sub-trees below them, real namespaces the XMPP Registrar
// assigned, and empty names, which the structure rules out.
func TestNamespaceXMPP(t *testing.T) {
	checkNS(t, []nsCase{
		{"urn:xmpp:ping", Conforms, "", "xmpp-shortname", ""},                                   // XEP-0199
		{"urn:xmpp:time", Conforms, "", "xmpp-shortname", ""},                                   // XEP-0202
		{"urn:xmpp:sm:3", Conforms, "", "xmpp-shortname separator xmpp-subname", ""},            // XEP-0198
		{"urn:xmpp:avatar:metadata", Conforms, "", "xmpp-shortname separator xmpp-subname", ""}, // XEP-0084
		{"urn:xmpp:jingle:apps:rtp:1", Conforms, "", "xmpp-shortname separator xmpp-subname separator xmpp-subtree separator xmpp-subtree", ""},
		{"URN:XMPP:mam:2", Conforms, "", "xmpp-shortname separator xmpp-subname", ""},
		{"urn:xmpp::3", Violates, "ns-syntax", "unread", ""},
		{"urn:xmpp:sm:", Violates, "ns-syntax", "xmpp-shortname separator", ""},
		{"urn:xmpp:jingle::1", Violates, "ns-syntax", "xmpp-shortname separator unread", ""},
		{"urn:xmpp:jingle:apps::1", Violates, "ns-syntax", "xmpp-shortname separator xmpp-subname separator unread", ""},
	})
}
