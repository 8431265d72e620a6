package namespace

import (
	"strings"

	"github.com/urn-playground/urn-playground/core"
)

// mrnSyntax is the "mrn" namespace (Maritime Resource Name), registered
// by an IANA-hosted template (IALA), whose Syntax field's ABNF the reader
// follows rule by rule:
//
//	MRN= "urn" ":" "mrn" ":" OID ":" OSS [ rq-components ] [ "#" f-component ]
//	OID= (alphanum) 0*20(alphanum / "-") (alphanum)
//	OSS= OSNID ":" OSNS
//	OSNID = (alphanum) 0*32(alphanum / "-") (alphanum)
//	OSNS  = pchar *(pchar / "/")
//
// with "alphanum and pchar as defined in [RFC3986]" (alphanum: a letter
// or digit; pchar = unreserved / pct-encoded / sub-delims / ":" / "@").
// The NSS is OID ":" OSS: the r- and q-components and the fragment are
// not the NSS's. Its Rules for Lexical Equivalence, "Case normalization
// must be applied to both the OID and OSNID part", are core's (mrn-case).
var mrnSyntax = Syntax{
	NID: "mrn", ID: "mrn", Title: "an organization ID, an organization-specific namespace ID and its string, separated by \":\"",
	Ref:    core.Ref{Doc: "iana-mrn", Section: "Syntax", Anchor: "iana-mrn-sec-syntax"},
	read:   readMRN,
	fields: []*field{&mrnIDs[0], &mrnColon, &mrnIDs[1], &mrnOSNS},
	doc:    mrnDocs{},
	resolvers: Resolvers{
		Ref:  core.Ref{Doc: "iana-mrn", Section: "Resolution", Anchor: "iana-mrn-sec-resolution"},
		None: "The mrn registration anticipates no generally available resolution; an organization may resolve its own names.",
	},
}

var _ = Register(&mrnSyntax)

var (
	mrnIDs = [2]field{
		{id: "mrn-oid", label: "organization ID", rule: "OID", what: "2 to 22 letters, digits and hyphens, beginning and ending with a letter or digit: imo", ok: csLDH},
		{id: "mrn-osnid", label: "organization-specific namespace ID", rule: "OSNID", what: "2 to 34 letters, digits and hyphens, beginning and ending with a letter or digit: imo-number", ok: csLDH},
	}
	mrnColon = field{id: "separator", label: "separator", rule: `":"`}
	mrnOSNS  = field{id: "mrn-osns", label: "organization-specific namespace string", rule: "OSNS"}
	// mrnMissing says what follows each ID where the NSS stops after it.
	mrnMissing = [2]string{
		"the organization ID is followed by \":\", the organization-specific namespace ID, \":\" and its string (OSS= OSNID \":\" OSNS): imo:imo-number:9743368",
		"the organization-specific namespace ID is followed by \":\" and the organization-specific namespace string (OSS= OSNID \":\" OSNS): imo-number:9743368",
	}
)

// mrnPchar are the characters of RFC 3986's pchar besides letters,
// digits and pct-encoded.
const mrnPchar = "-._~!$&'()*+,;=:@"

func readMRN(r *reader) {
	s := r.s
	a := 0
	// OID ":" OSNID ":", each (alphanum) 0*N(alphanum / "-") (alphanum)
	for n, max := range [2]int{22, 34} {
		b := fieldEnd(s, a, ':')
		f := &mrnIDs[n]
		if !r.field(a, b, f) {
			return
		}
		if s[a] == '-' || s[b-1] == '-' || b-a < 2 || b-a > max {
			d := r.fail(CodeSyntax, a, b, "the "+f.label+" ("+f.rule+") is "+f.what)
			if t := strings.Trim(s[a:b], "-"); t != s[a:b] && len(t) >= 2 && len(t) <= max {
				title := "Remove the hyphen at the ID's end"
				switch {
				case b-a-len(t) > 1:
					title = "Remove the hyphens at the ID's ends"
				case s[a] == '-':
					title = "Remove the hyphen at the ID's start"
				}
				r.fix(d, t, title)
			}
			return
		}
		if b == len(s) {
			r.fail(CodeSyntax, b, b, mrnMissing[n])
			return
		}
		r.part(b, b+1, &mrnColon)
		a = b + 1
	}
	// OSNS  = pchar *(pchar / "/")
	r.part(a, len(s), &mrnOSNS)
	if a == len(s) {
		r.fail(CodeSyntax, a, a, "the organization-specific namespace string is missing: OSNS = pchar *(pchar / \"/\"), as in imo-number:9743368")
	}
	for i := a; i < len(s); i++ {
		if c := s[i]; c == '/' && i == a || c != '/' && !isAlnum(c) && strings.IndexByte(mrnPchar, c) < 0 &&
			(c != '%' || i+2 >= len(s) || !isHex(s[i+1]) || !isHex(s[i+2])) {
			r.badChar(i, " cannot appear here: OSNS = pchar *(pchar / \"/\"), RFC 3986's pchar being letters, digits, -._~!$&'()*+,;=:@ and %XX, and \"/\" comes after the first")
			return
		}
	}
}

// mrnDocs gives the mrn syntax's [Documentation].
type mrnDocs struct{}

func (mrnDocs) documentation() Documentation {
	return Documentation{
		Resolution: []string{
			"No general available resolution mechanisms are anticipated at the moment.",
		},
		Quote: `MRN= "urn" ":" "mrn" ":" OID ":" OSS`,
		Rules: []Rule{
			{"OID", `OID= (alphanum) 0*20(alphanum / "-") (alphanum)`},
			{"OSNID", `OSNID = (alphanum) 0*32(alphanum / "-") (alphanum)`},
			{`":"`, `MRN= "urn" ":" "mrn" ":" OID ":" OSS`},
			{"OSNS", `OSNS = pchar *(pchar / "/")`},
		},
	}
}
