package namespace

import "github.com/urn-playground/urn-playground/core"

// lexSyntax is the "lex" namespace (sources of law), registered by an
// IANA-hosted template from RFC 9676. Its Syntax field: `NSS =
// jurisdiction ":" local-name`, the jurisdiction identifying the scope
// (state, region, organization) where the sources of law are valid and
// the local name the source of law itself, whose internal structure each
// jurisdiction's registrar defines (RFC 9676 §3 to §5). (IANA template
// for lex, Syntax.)
var lexSyntax = Syntax{
	NID: "lex", ID: "lex", Title: "a jurisdiction, \":\" and the local name of the source of law",
	Ref: core.Ref{Doc: "iana-lex", Section: "Syntax", Anchor: "iana-lex-sec-syntax"}, read: readLex,
}

var _ = Register(&lexSyntax)

var (
	lexJurisdiction = field{"lex-jurisdiction", "jurisdiction", "a jurisdiction code", csAny}
	lexLocalName    = field{"lex-local-name", "local name", "the jurisdiction's own name of the source of law", csAny}
)

func readLex(r *reader) {
	s := r.s
	c := fieldEnd(s, 0, ':')
	if !r.field(0, c, &lexJurisdiction) {
		return
	}
	if c == len(s) {
		r.fail(CodeSyntax, c, c, "the jurisdiction is followed by \":\" and the local name: urn:lex:eu:council:directive:2010-03-09;2010-19-UE")
		return
	}
	r.sep(c)
	r.field(c+1, len(s), &lexLocalName)
}
