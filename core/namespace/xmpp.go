package namespace

import "github.com/urn-playground/urn-playground/core"

// xmppSyntax is the "xmpp" namespace, RFC 4854 §2, whose declaration of
// syntactic structure reads `urn:xmpp:{ShortName}:{SubName}`: the
// ShortName is "required" and names a protocol or format used as an XMPP
// extension, the SubName is "optional" and names a subset of it (the two
// forms are urn:xmpp:{ShortName} and urn:xmpp:{ShortName}:{SubName},
// Identifier Uniqueness Considerations), both US-ASCII strings in the URN
// syntax (RFC 2141), and "The XMPP Registrar may also assign URNs in
// sub-trees below the level of the ShortName or SubName". Each name is
// between colons, so none is empty.
var xmppSyntax = Syntax{
	NID: "xmpp", ID: "xmpp", Title: "a ShortName, then optionally \":\" and a SubName and names below it",
	Ref:  core.Ref{Doc: "rfc4854", Section: "2", Anchor: "rfc4854-sec-2"},
	read: readXMPP, fields: []*field{&xmppNames[0], &xmppColon, &xmppNames[1], &xmppNames[2]},
	doc: xmppDocs{},
	resolvers: Resolvers{
		Ref:  core.Ref{Doc: "rfc4854", Section: "2", Anchor: "rfc4854-sec-2"},
		None: "The xmpp registration lists the namespace with no resolution system, though it leaves room for one later.",
	},
}

var _ = Register(&xmppSyntax)

// xmppNames are the fields of the ShortName, the SubName and the names
// of the sub-trees below them.
var xmppNames = [3]field{
	{id: "xmpp-shortname", label: "ShortName", rule: "ShortName", what: "a US-ASCII string"},
	{id: "xmpp-subname", label: "SubName", rule: "SubName", what: "a US-ASCII string"},
	{id: "xmpp-subtree", label: "sub-tree name", rule: "sub-trees", what: "in RFC 2141's URN syntax, all US-ASCII"},
}

var xmppColon = field{id: "separator", label: "separator", rule: `":"`}

// readXMPP reads urn:xmpp:{ShortName}:{SubName} and the sub-trees below:
// the ShortName up to the first ":", then, after each ":", the SubName
// and the names of the sub-trees.
func readXMPP(r *reader) {
	s := r.s
	for a, n := 0, 0; ; n++ {
		b := fieldEnd(s, a, ':')
		f := &xmppNames[min(n, 2)]
		switch {
		case a < b:
			readASCII(r, a, b, f)
		case n == 0:
			r.fail(CodeSyntax, 0, 0, "the ShortName is missing: an xmpp URN begins with it, the protocol or format the XMPP Registrar names (ping in urn:xmpp:ping)")
		case b == len(s):
			d := r.fail(CodeSeparator, a-1, a, "the "+f.label+" is missing after the last \":\": a name follows each colon (urn:xmpp:sm:3), or there is no colon (urn:xmpp:sm)")
			if a > 1 && s[a-2] > ' ' { // else the NSS would end in white space, which is not part of a URN
				r.fix(d, "", "Remove the trailing colon")
			}
		default:
			d := r.fail(CodeSeparator, a, a+1, "the "+f.label+" is missing between two colons: a name goes between each two (urn:xmpp:jingle:apps:rtp:1)")
			r.fix(d, "", "Remove the doubled colon")
		}
		if b == len(s) {
			return
		}
		r.part(b, b+1, &xmppColon)
		a = b + 1
	}
}

// xmppDocs gives the xmpp syntax's [Documentation].
type xmppDocs struct{}

func (xmppDocs) documentation() Documentation {
	return Documentation{
		Resolution: []string{
			"The namespace is not currently listed with a Resolution Discovery System (RDS), but nothing about the namespace prohibits the future definition of appropriate resolution methods or listing with an RDS.",
		},
		Quote: `The Namespace Specific String (NSS) of all URNs that use the "xmpp" NID shall have the following structure: urn:xmpp:{ShortName}:{SubName}`,
		Rules: []Rule{
			{"ShortName", `the "ShortName" is a required US-ASCII string that conforms to the URN syntax requirements (see RFC 2141) and defines a particular protocol or format that is used as an XMPP extension.`},
			{"SubName", `the "SubName" is an optional US-ASCII string that conforms to the URN syntax requirements (see RFC 2141) and defines a particular subset of the relevant protocol or format.`},
			{"sub-trees", `The XMPP Registrar may also assign URNs in sub-trees below the level of the ShortName or SubName as needed for use in various XMPP extensions.`},
			{`":"`, "urn:xmpp:{ShortName}:{SubName}"},
		},
	}
}
