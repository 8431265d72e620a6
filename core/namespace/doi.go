package namespace

import "github.com/urn-playground/urn-playground/core"

// doiSyntax is the "doi" namespace, registered by an IANA-hosted
// template (ISO 26324). Its Syntax field gives the ABNF that readDOI
// follows, and no more:
//
//	DOI-NSS = DOI-PREFIX "/" DOI-SUFFIX
//	DOI-PREFIX = 1*DOI-CHARS
//	DOI-SUFFIX = 1*DOI-CHARS
//	DOI-CHARS = %x20-7E
//
// The "/" is the first: the NSS "consists of three parts: DOI prefix; a
// forward slash (/) as the delimiting character; and, DOI suffix". The
// prefix's own structure is named, not required: in the 2012 edition of
// ISO 26324 "a directory indicator "10" followed by a registrant code
// [...] separated by a full stop", and the 2022 edition removed "the
// requirement for the directory indicator to be "10"" and allows "DOI
// names without a registrant code", all "compatible with this
// registration". So the reader labels the directory indicator and the
// registrant code (split at the first full stop) but checks neither: no
// edition's rule on them is one the registration keeps, and its NOTE
// that prefixes are in practice digits and full stops says "there is no
// formal restriction".
var doiSyntax = Syntax{
	NID: "doi", ID: "doi", Title: "a DOI name: a prefix, \"/\" and a suffix",
	Ref:    core.Ref{Doc: "iana-doi", Section: "Syntax", Anchor: "iana-doi-sec-syntax"},
	read:   readDOI,
	fields: []*field{&doiDirectory, &doiDot, &doiRegistrant, &doiSlash, &doiSuffix},
	doc:    doiDocs{},
	resolvers: Resolvers{
		Ref: core.Ref{Doc: "iana-doi", Section: "Resolution", Anchor: "iana-doi-sec-resolution"},
		Services: []Service{
			{
				Name:     "the DOI proxy resolver (doi.org)",
				Template: "https://doi.org/{nss}",
				Ref:      core.Ref{Doc: "iana-doi", Section: "Resolution", Anchor: "iana-doi-sec-resolution"},
				Example:  "urn:doi:10.1000/456%23789", ExampleURL: "https://doi.org/10.1000/456%23789",
			},
		},
	},
}

var _ = Register(&doiSyntax)

const doiPrefix = "DOI-PREFIX = 1*DOI-CHARS"

var (
	doiDirectory  = field{id: "doi-directory", label: "directory indicator", rule: "DOI-PREFIX"}
	doiDot        = field{id: "separator", label: "full stop", rule: "DOI-PREFIX"}
	doiRegistrant = field{id: "doi-registrant", label: "registrant code", rule: "DOI-PREFIX"}
	doiSlash      = field{id: "separator", label: "forward slash", rule: `"/"`}
	doiSuffix     = field{id: "doi-suffix", label: "DOI suffix", rule: "DOI-SUFFIX"}
)

// readDOI reads DOI-NSS = DOI-PREFIX "/" DOI-SUFFIX.
func readDOI(r *reader) {
	s := r.s
	// DOI-CHARS = %x20-7E: the first character outside it is reported;
	// the fix percent-encodes every one from there on, as the template
	// asks ("Unicode characters other than ASCII printable characters
	// SHALL be percent encoded when a URN is created from a DOI").
	for i := 0; i < len(s); i++ {
		if inSet(csDOI, s[i]) {
			continue
		}
		d := r.badChar(i, " cannot appear in a DOI name's URN: its characters are printable ASCII (DOI-CHARS = %x20-7E), others percent-encoded")
		d.End = d.Start + len(at(s, i))
		b := make([]byte, 0, 3*(len(s)-i))
		for _, c := range []byte(s[i:]) {
			if inSet(csDOI, c) {
				b = append(b, c)
			} else {
				b = append(b, '%', hexDigits[c>>4], hexDigits[c&15])
			}
		}
		d.Fix = core.Fix{Span: core.Span{Start: d.Start, End: r.base + len(s)}, New: string(b), Title: "Percent-encode the characters outside printable ASCII"}
		break
	}
	slash := fieldEnd(s, 0, '/')
	if slash == len(s) {
		r.fail(CodeSyntax, 0, len(s), "a DOI name is a prefix, \"/\" and a suffix (10.1000/182); this NSS has no \"/\"")
		return
	}
	// DOI-PREFIX, its directory indicator and registrant code labelled.
	dot := fieldEnd(s[:slash], 0, '.')
	r.part(0, dot, &doiDirectory)
	r.part(dot, min(dot+1, slash), &doiDot)
	r.part(dot+1, slash, &doiRegistrant)
	r.part(slash, slash+1, &doiSlash)
	// DOI-SUFFIX.
	r.part(slash+1, len(s), &doiSuffix)
	if slash == 0 {
		r.fail(CodeSyntax, 0, 1, "the DOI prefix is missing before the \"/\": a DOI name is a prefix, \"/\" and a suffix (10.1000/182)")
	}
	if slash == len(s)-1 {
		r.fail(CodeSyntax, slash, slash+1, "the DOI suffix is missing after the \"/\": a DOI name is a prefix, \"/\" and a suffix (10.1000/182)")
	}
}

// doiDocs gives the doi syntax's [Documentation].
type doiDocs struct{}

func (doiDocs) documentation() Documentation {
	return Documentation{
		Resolution: []string{
			"URNs in the URN:DOI namespace SHALL be resolvable.",
			"the string to the right of \"urn:doi:\" may be resolved in the Handle System in accordance with the protocol defined in DO-IRP or be prepended with \"https://doi.org/\" and an https GET performed.",
		},
		Quote: "The DOI Namespace-Specific String (NSS) consists of three parts: DOI prefix; a forward slash (/) as the delimiting character; and, DOI suffix.",
		Rules: []Rule{
			{"DOI-PREFIX", doiPrefix},
			{`"/"`, `DOI-NSS = DOI-PREFIX "/" DOI-SUFFIX`},
			{"DOI-SUFFIX", "DOI-SUFFIX = 1*DOI-CHARS"},
		},
	}
}
