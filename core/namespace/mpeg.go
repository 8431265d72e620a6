package namespace

import "github.com/urn-playground/urn-playground/core"

// mpegSyntax is the "mpeg" namespace, RFC 3614 §2, whose declaration of
// structure reads "urn:mpeg:{standard name}:{assigned US-ASCII string}",
// the standard name "a US-ASCII string that conforms to URN Syntax
// requirements ([RFC2141]) and corresponds to the name of an MPEG
// standard (such as "mpeg1", "mpeg2", "mpeg4", "mpeg7", "mpeg21"", and the
// assigned string "a US-ASCII string that conforms to URN Syntax
// requirements". The names listed are examples ("such as"), so any
// standard name conforms (MPEG-DASH's is dash). Its Rules for Lexical
// Equivalence: "The "standard name" is case-insensitive" (core's
// equivalence rule mpeg-standard-case); "The remainder of the identifier
// must be considered case-sensitive."
var mpegSyntax = Syntax{
	NID: "mpeg", ID: "mpeg", Title: "a standard name (mpeg7, mpeg21, …), \":\" and a string MPEG assigns",
	Ref:  core.Ref{Doc: "rfc3614", Section: "2", Anchor: "rfc3614-sec-2"},
	read: readMPEG, fields: []*field{&mpegStandard, &mpegColon, &mpegAssigned},
	doc: mpegDocs{},
	resolvers: Resolvers{
		Ref:  core.Ref{Doc: "rfc3614", Section: "2", Anchor: "rfc3614-sec-2"},
		None: "The mpeg registration resolves through URN catalogs that MPEG maintains; it names no public service to link to.",
	},
}

var _ = Register(&mpegSyntax)

var (
	mpegStandard = field{id: "mpeg-standard", label: "standard name", rule: "standard name", what: "a US-ASCII string"}
	mpegColon    = field{id: "separator", label: "separator", rule: `":"`}
	mpegAssigned = field{id: "mpeg-assigned", label: "assigned string", rule: "assigned US-ASCII string", what: "a US-ASCII string"}
)

// readMPEG reads urn:mpeg:{standard name}:{assigned US-ASCII string}: the
// standard name up to the first ":", the assigned string after it (with
// colons of its own: cs:GenreCS:2001).
func readMPEG(r *reader) {
	s := r.s
	// {standard name}
	b := fieldEnd(s, 0, ':')
	if b == 0 {
		r.fail(CodeSyntax, 0, 0, "the standard name is missing: an mpeg URN begins with the name of an MPEG standard, then \":\" (mpeg7:schema:2001)")
	} else {
		readASCII(r, 0, b, &mpegStandard)
	}
	// ":"
	if b == len(s) {
		r.fail(CodeSyntax, b, b, "after the standard name come \":\" and the string MPEG assigns (mpeg7:schema:2001)")
		return
	}
	r.part(b, b+1, &mpegColon)
	// {assigned US-ASCII string}
	if b+1 == len(s) {
		r.fail(CodeSyntax, b+1, b+1, "the assigned US-ASCII string is missing after \":\": the string MPEG assigns (schema:2001 in urn:mpeg:mpeg7:schema:2001)")
		return
	}
	readASCII(r, b+1, len(s), &mpegAssigned)
}

// mpegDocs gives the mpeg syntax's [Documentation].
type mpegDocs struct{}

func (mpegDocs) documentation() Documentation {
	return Documentation{
		Resolution: []string{
			"The owner will develop and maintain \"URN catalogs\" that map all assigned URNs to Uniform Resource Locators (URLs) specifically to enable Web-based resolution of named resources.",
		},
		Quote: "URNs assigned by MPEG will have the following hierarchical structure based on the organizational structure of the MPEG standards: urn:mpeg:{standard name}:{assigned US-ASCII string}",
		Rules: []Rule{
			{"standard name", `"{standard name}" is a US-ASCII string that conforms to URN Syntax requirements ([RFC2141]) and corresponds to the name of an MPEG standard (such as "mpeg1", "mpeg2", "mpeg4", "mpeg7", "mpeg21"`},
			{`":"`, "urn:mpeg:{standard name}:{assigned US-ASCII string}"},
			{"assigned US-ASCII string", `"{assigned US-ASCII string}" is a US-ASCII string that conforms to URN Syntax requirements ([RFC2141])`},
		},
	}
}
