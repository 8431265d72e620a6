package namespace

import "github.com/urn-playground/urn-playground/core"

// mrnSyntax is the "mrn" namespace (Maritime Resource Name), registered
// by an IANA-hosted template (IALA). Its Syntax field: `OID ":" OSS`,
// `OSS = OSNID ":" OSNS`, where the organization ID is `(alphanum)
// 0*20(alphanum / "-") (alphanum)`, the organization-specific namespace
// ID `(alphanum) 0*32(alphanum / "-") (alphanum)`, and the namespace
// string `pchar *(pchar / "/")`. Its Rules for Lexical Equivalence:
// "Case normalization must be applied to both the OID and OSNID part".
// (IANA template for mrn, Syntax and Rules for Lexical Equivalence.)
var mrnSyntax = Syntax{
	NID: "mrn", ID: "mrn", Title: "an organization ID, an organization-specific namespace ID and its string, separated by \":\"",
	Ref: core.Ref{Doc: "iana-mrn", Section: "Syntax", Anchor: "iana-mrn-sec-syntax"}, read: readMRN,
}

var _ = Register(&mrnSyntax)

var (
	mrnOID   = field{"mrn-oid", "organization ID", "letters, digits and inner hyphens", csLDH}
	mrnOSNID = field{"mrn-osnid", "organization-specific namespace ID", "letters, digits and inner hyphens", csLDH}
	mrnOSNS  = field{"mrn-osns", "organization-specific namespace string", "any NSS characters", csAny}
)

func readMRN(r *reader) {
	s := r.s
	a := 0
	for n, max := range [2]int{22, 34} {
		b := fieldEnd(s, a, ':')
		f := &mrnOID
		if n == 1 {
			f = &mrnOSNID
		}
		if !r.field(a, b, f) {
			return
		}
		// What is wrong with the field, if anything, reported by one call.
		what := ""
		switch {
		case s[a] == '-' || s[b-1] == '-' || b-a < 2 || b-a > max:
			what = " is 2 to " + itoa(max) + " letters, digits and hyphens, not starting or ending with a hyphen"
		case b == len(s):
			a, what = b, " is followed by \":\" and the rest of the name: urn:mrn:imo:imo-number:9743368"
		}
		if what != "" {
			r.fail(CodeSyntax, a, b, "the "+f.label+what)
			return
		}
		r.sep(b)
		a = b + 1
	}
	if a < len(s) && s[a] == '/' {
		r.fail(CodeChar, a, a+1, "the organization-specific namespace string cannot begin with \"/\"")
		return
	}
	r.field(a, len(s), &mrnOSNS)
}
