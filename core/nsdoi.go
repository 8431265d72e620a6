package core

// doiSyntax is the "doi" namespace, registered by an IANA-hosted
// template (ISO 26324). Its Syntax field: `DOI-NSS = DOI-PREFIX "/"
// DOI-SUFFIX`, each `1*DOI-CHARS` with `DOI-CHARS = %x20-7E`; the prefix
// is, in the 2012 edition of ISO 26324, a directory indicator "10" and a
// registrant code separated by a full stop, and the 2022 edition allows
// other directory indicators and no registrant code. (IANA template for
// doi, Syntax.)
var doiSyntax = NamespaceSyntax{
	NID: "doi", ID: "doi", Title: "a DOI name: a prefix, \"/\" and a suffix",
	Ref: Ref{"iana-doi", "Syntax", "iana-doi-sec-syntax"}, read: readDOI,
}

var (
	doiDirectory  = nsField{"doi-directory", "directory indicator", "printable ASCII", csDOI}
	doiRegistrant = nsField{"doi-registrant", "registrant code", "printable ASCII", csDOI}
	doiSuffix     = nsField{"doi-suffix", "suffix", "printable ASCII", csDOI}
)

func readDOI(r *nsReader) {
	s := r.s
	slash := fieldEnd(s, 0, '/')
	if slash == len(s) {
		r.fail(CodeNSSyntax, 0, len(s), "a DOI name is a prefix, \"/\" and a suffix (10.1000/182); this NSS has no \"/\"")
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

func isDOIChar(c byte) bool { return 0x20 <= c && c <= 0x7E }

// isDOI is the domain of the DOI equivalence rule: a prefix and a
// suffix, both of printable ASCII.
func isDOI(nss string) bool {
	slash := fieldEnd(nss, 0, '/')
	if slash == 0 || slash >= len(nss)-1 {
		return false
	}
	for i := 0; i < len(nss); i++ {
		if !isDOIChar(nss[i]) {
			return false
		}
	}
	return true
}
