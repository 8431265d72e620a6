package namespace

import "github.com/urn-playground/urn-playground/core"

// lexSyntax is the "lex" namespace (sources of law), registered by an
// IANA-hosted template from RFC 9676, whose Syntax field gives one rule,
// `NSS = jurisdiction ":" local-name`, and describes its two elements in
// prose: the jurisdiction identifies "the scope (state, regional,
// municipal, supranational or of an organization) where a set of sources
// of law have validity", the local name is "the uniform name of the
// source of law" there, and their internal structure is RFC 9676's (§3 to
// §5) and each jurisdiction's registrar's. So the reader names the two
// elements, split at the first ":" (a local name holds colons of its own:
// council:directive:…), and requires both; it checks nothing inside them.
// (IANA template for lex, Syntax.)
var lexSyntax = Syntax{
	NID: "lex", ID: "lex", Title: "a jurisdiction, \":\" and the local name of the source of law",
	Ref:    core.Ref{Doc: "iana-lex", Section: "Syntax", Anchor: "iana-lex-sec-syntax"},
	read:   readLex,
	fields: []*field{&lexJurisdiction, &lexColon, &lexLocalName},
	doc:    lexDocs{},
	resolvers: Resolvers{
		Ref:  core.Ref{Doc: "iana-lex", Section: "Resolution", Anchor: "iana-lex-sec-resolution"},
		None: "The lex registration describes resolvers each competent for a part of the namespace (RFC 9676 \u00a78), but names no public service to link to.",
	},
}

var _ = Register(&lexSyntax)

var (
	lexJurisdiction = field{id: "lex-jurisdiction", label: "jurisdiction", rule: "jurisdiction",
		what: "the jurisdiction's code: eu, it", ok: csAny}
	lexColon     = field{id: "separator", label: "separator", rule: `":"`}
	lexLocalName = field{id: "lex-local-name", label: "local name", rule: "local-name",
		what: "the name of the source of law in its jurisdiction: council:directive:2010-03-09;2010-19-UE", ok: csAny}
)

// readLex reads `NSS = jurisdiction ":" local-name`.
func readLex(r *reader) {
	s := r.s
	c := fieldEnd(s, 0, ':')
	if !r.field(0, c, &lexJurisdiction) {
		return
	}
	if c == len(s) {
		r.fail(CodeSyntax, c, c, "the jurisdiction is followed by \":\" and the local name (NSS = jurisdiction \":\" local-name): eu:council:directive:2010-03-09;2010-19-UE")
		return
	}
	r.part(c, c+1, &lexColon)
	r.field(c+1, len(s), &lexLocalName)
}

// lexDocs gives the lex syntax's [Documentation].
type lexDocs struct{}

func (lexDocs) documentation() Documentation {
	return Documentation{
		Resolution: []string{
			"a series of resolution services from URNs to URLs, each competent within a specific domain of the namespace",
		},
		Quote: `where <NSS> is the Namespace Specific String composed as follows: NSS = jurisdiction ":" local-name`,
		Rules: []Rule{
			{"jurisdiction", "<jurisdiction> is the part providing the identification of the jurisdiction"},
			{`":"`, `NSS = jurisdiction ":" local-name`},
			{"local-name", "<local-name> is the uniform name of the source of law in the country or jurisdiction where it is issued"},
		},
	}
}
