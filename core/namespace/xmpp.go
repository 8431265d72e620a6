package namespace

import "github.com/urn-playground/urn-playground/core"

// xmppSyntax is the "xmpp" namespace, RFC 4854 §2, whose declaration of
// syntactic structure reads `urn:xmpp:{ShortName}:{SubName}`: the
// ShortName is "required" and names a protocol or format used as an XMPP
// extension, the SubName is "optional" and names a subset of it, and "The
// XMPP Registrar may also assign URNs in sub-trees below the level of the
// ShortName or SubName". Both are US-ASCII strings in the URN syntax (RFC
// 2141); the colon separates them, so none of the names is empty.
var xmppSyntax = Syntax{
	NID: "xmpp", ID: "xmpp", Title: "a ShortName, then optionally \":\" and a SubName and names below it",
	Ref: core.Ref{Doc: "rfc4854", Section: "2", Anchor: "rfc4854-sec-2"}, read: readXMPP,
}

var _ = Register(&xmppSyntax)

// xmppNames are the fields of the ShortName, the SubName and the names
// of the sub-trees below them.
var xmppNames = [3]field{
	{"xmpp-shortname", "ShortName (the protocol or format)", xmppWhat, csAny},
	{"xmpp-subname", "SubName (a subset of the protocol or format)", xmppWhat, csAny},
	{"xmpp-subtree", "name in a sub-tree the XMPP Registrar assigns", xmppWhat, csAny},
}

const xmppWhat = "a name the XMPP Registrar assigns"

func readXMPP(r *reader) {
	for a, n := 0, 0; a <= len(r.s); n++ {
		b := fieldEnd(r.s, a, ':')
		if !r.field(a, b, &xmppNames[min(n, 2)]) {
			return
		}
		r.sep(b)
		a = b + 1
	}
}
