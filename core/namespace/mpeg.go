package namespace

import "github.com/urn-playground/urn-playground/core"

// mpegSyntax is the "mpeg" namespace, RFC 3614 §2, whose declaration of
// structure reads "urn:mpeg:{standard name}:{assigned US-ASCII string}",
// the standard name "a US-ASCII string that conforms to URN Syntax
// requirements ([RFC2141]) and corresponds to the name of an MPEG
// standard (such as "mpeg1", "mpeg2", "mpeg4", "mpeg7", "mpeg21"", and the
// assigned string "a US-ASCII string that conforms to URN Syntax
// requirements". Its Rules for Lexical Equivalence: "The "standard name"
// is case-insensitive" (core's equivalence rule mpeg-standard-case); "The
// remainder of the identifier must be considered case-sensitive."
var mpegSyntax = Syntax{
	NID: "mpeg", ID: "mpeg", Title: "a standard name (mpeg7, mpeg21, …), \":\" and a string MPEG assigns",
	Ref: core.Ref{Doc: "rfc3614", Section: "2", Anchor: "rfc3614-sec-2"}, read: readMPEG,
}

var _ = Register(&mpegSyntax)

var (
	mpegStandard = field{"mpeg-standard", "standard name", "US-ASCII", csASCII}
	mpegAssigned = field{"mpeg-assigned", "assigned string", "US-ASCII", csASCII}
)

func readMPEG(r *reader) {
	s := r.s
	b := fieldEnd(s, 0, ':')
	if !r.field(0, b, &mpegStandard) {
		return
	}
	if b == len(s) {
		r.fail(CodeSyntax, b, b, "after the standard name come \":\" and the string MPEG assigns: mpeg7:schema:2001")
		return
	}
	r.sep(b)
	r.field(b+1, len(s), &mpegAssigned)
}
