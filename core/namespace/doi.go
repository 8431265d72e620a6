package namespace

import "github.com/urn-playground/urn-playground/core"

// doiSyntax is the "doi" namespace, registered by an IANA-hosted
// template (ISO 26324). Its Syntax field: `DOI-NSS = DOI-PREFIX "/"
// DOI-SUFFIX`, each `1*DOI-CHARS` with `DOI-CHARS = %x20-7E`; the prefix
// is, in the 2012 edition of ISO 26324, a directory indicator "10" and a
// registrant code separated by a full stop, and the 2022 edition allows
// other directory indicators and no registrant code. (IANA template for
// doi, Syntax.)
var doiSyntax = Syntax{
	NID: "doi", ID: "doi", Title: "a DOI name: a prefix, \"/\" and a suffix",
	Ref: core.Ref{Doc: "iana-doi", Section: "Syntax", Anchor: "iana-doi-sec-syntax"}, read: readDOI,
}

var _ = Register(&doiSyntax)

var (
	doiDirectory  = field{"doi-directory", "directory indicator", "printable ASCII", csDOI}
	doiRegistrant = field{"doi-registrant", "registrant code", "printable ASCII", csDOI}
	doiSuffix     = field{"doi-suffix", "suffix", "printable ASCII", csDOI}
)

func readDOI(r *reader) {
	s := r.s
	slash := fieldEnd(s, 0, '/')
	if slash == len(s) {
		r.fail(CodeSyntax, 0, len(s), "a DOI name is a prefix, \"/\" and a suffix (10.1000/182); this NSS has no \"/\"")
		return
	}
	dot := fieldEnd(s[:slash], 0, '.')
	if !r.field(0, dot, &doiDirectory) {
		return
	}
	if dot < slash {
		r.sep(dot)
		if !r.field(dot+1, slash, &doiRegistrant) {
			return
		}
	}
	r.sep(slash)
	r.field(slash+1, len(s), &doiSuffix)
}
