package namespace

import "github.com/urn-playground/urn-playground/core"

// nbnSyntax is the "nbn" namespace (National Bibliography Numbers),
// registered by an IANA-hosted template whose Syntax field refers to RFC
// 8458 §4.2, whose ABNF this file follows rule by rule: `nbn-nss = prefix
// "-" nbn-string`, `prefix = iso-cc *( ":" subspc )` (case-insensitive),
// `iso-cc = 2ALPHA`, `subspc = 1*(ALPHA / DIGIT)` and `nbn-string =
// path-rootless`, RFC 3986's rule (urn:nbn:fi-fe19981001,
// urn:nbn:de:bvb:19-146642). In the "de" sub-namespace the German
// National Library (DNB) ends every NBN with a check digit of its own,
// computed over the whole URN: a rule beyond the registration.
var nbnSyntax = Syntax{
	NID: "nbn", ID: "nbn", Title: "a country code, optional sub-namespaces after \":\", \"-\" and the NBN string",
	Ref:    core.Ref{Doc: "iana-nbn", Section: "Syntax", Anchor: "iana-nbn-sec-syntax"},
	read:   readNBN,
	cites:  []*Citation{&citeDNBCheck},
	fields: []*field{&nbnCountry, &nbnSub, &nbnString, &nbnCheck},
	doc:    nbnDocs{},
	resolvers: Resolvers{
		Ref:  core.Ref{Doc: "iana-nbn", Section: "Resolution", Anchor: "iana-nbn-sec-resolution"},
		None: "RFC 8458 \u00a74.4 embeds an NBN in an HTTP URI whose host is its country's resolution service; the playground knows the documented address for de, ch, fi, se and no, and nbn-resolving.org's redirection for the others.",
		Services: []Service{
			{
				Name:     "the German National Library's URN:NBN resolver (nbn-resolving.org)",
				Template: "https://nbn-resolving.org/{urn}",
				Scope:    "NBNs of Germany and Switzerland (nbn:de, nbn:ch)",
				In:       Within{Part: "nbn-country", Texts: []string{"de", "ch"}},
				Ref:      core.Ref{Doc: "dnb-urn-service", Section: "URN resolver", Anchor: "dnb-urn-service-sec-urn-resolver"},
				Example:  "urn:nbn:de:example", ExampleURL: "https://nbn-resolving.org/urn:nbn:de:example",
			},
			{
				Name:     "the Finnish national URN resolver (urn.fi)",
				Template: "http://urn.fi/{urn}",
				Scope:    "NBNs of Finland (nbn:fi)",
				In:       Within{Part: "nbn-country", Texts: []string{"fi"}},
				Ref:      core.Ref{Doc: "iana-nbn", Section: "Resolution", Anchor: "iana-nbn-sec-resolution"},
				Example:  "URN:NBN:fi-fe201003181510", ExampleURL: "http://urn.fi/URN:NBN:fi-fe201003181510",
			},
			{
				Name:     "the National Library of Sweden's URN:NBN resolver (urn.kb.se)",
				Template: "https://urn.kb.se/resolve?urn={urn}",
				Scope:    "NBNs of Sweden (nbn:se)",
				In:       Within{Part: "nbn-country", Texts: []string{"se"}},
				Ref:      core.Ref{Doc: "snd-pid-nbn", Section: "PID Parameters", Anchor: "snd-pid-nbn-sec-pid-parameters"},
				Example:  "urn:nbn:se:lnu:diva-80554", ExampleURL: "https://urn.kb.se/resolve?urn=urn%3Anbn%3Ase%3Alnu%3Adiva-80554",
			},
			{
				Name:     "the National Library of Norway's URN service (urn.nb.no)",
				Template: "http://urn.nb.no/{urn}",
				Scope:    "NBNs of Norway (nbn:no)",
				In:       Within{Part: "nbn-country", Texts: []string{"no"}},
				Ref:      core.Ref{Doc: "nb-urn", Section: "URN", Anchor: "nb-urn-sec-urn"},
				Example:  "URN:NBN:no-xxx", ExampleURL: "http://urn.nb.no/URN:NBN:no-xxx",
			},
			{
				Name:     "nbn-resolving.org, which redirects it to its country's resolver",
				Template: "https://nbn-resolving.org/{urn}",
				Scope:    "NBNs of other countries",
				In:       Within{Part: "nbn-country", Except: []string{"de", "ch"}},
				Ref:      core.Ref{Doc: "snd-pid-nbn", Section: "PID Parameters", Anchor: "snd-pid-nbn-sec-pid-parameters"},
				Example:  "urn:nbn:se:lnu:diva-80554", ExampleURL: "https://nbn-resolving.org/urn:nbn:se:lnu:diva-80554",
			},
		},
	},
}

var _ = Register(&nbnSyntax)

var _ = document("dnb-urn-check", "DNB's URN check-digit algorithm")

// The resolvers' own pages, which document the address of an NBN.
var (
	_ = document("dnb-urn-service", "DNB, URN service")
	_ = document("snd-pid-nbn", "SND, persistent identifiers: URN:NBN")
	_ = document("nb-urn", "Nasjonalbiblioteket, URN")
)

// citeDNBCheck is the DNB's description of its check digit.
var citeDNBCheck = Citation{
	Ref:    core.Ref{Doc: "dnb-urn-check", Section: "Algorithm", Anchor: "dnb-urn-check-sec-algorithm"},
	Beyond: true,
}

var (
	nbnCountry = field{id: "nbn-country", label: "country code", rule: "iso-cc", what: "two letters (ISO 3166-1 alpha-2), as fi", ok: csAlpha}
	nbnSub     = field{id: "nbn-subnamespace", label: "sub-namespace", rule: "subspc", what: "letters and digits", ok: csAlnum}
	nbnString  = field{id: "nbn-string", label: "NBN string", rule: "nbn-string", what: "RFC 3986's path-rootless: letters, digits, -._~!$&'()*+,;=:@ and %-escapes, and \"/\" between segments", set: &nbnStringChars}
	nbnCheck   = field{id: "nbn-check", label: "check digit (DNB)"}
)

// nbnStringChars are path-rootless = segment-nz *( "/" segment )'s: pchar
// = unreserved / pct-encoded / sub-delims / ":" / "@" (RFC 3986), and "/"
// after the first.
var nbnStringChars = ruleChars{
	head: bitsOf(chars{mask: cAlnum, extra: unreservedMarks + subDelims + ":@"}),
	tail: bitsOf(chars{mask: cAlnum, extra: unreservedMarks + subDelims + ":@/"}),
	pct:  true,
}

// readNBN reads nbn-nss = prefix "-" nbn-string.
func readNBN(r *reader) {
	s := r.s
	// prefix = iso-cc *( ":" subspc ): no "-" in it, so the first one
	// ends it.
	dash := fieldEnd(s, 0, '-')
	c := fieldEnd(s[:dash], 0, ':')
	// iso-cc = 2ALPHA
	if !r.field(0, c, &nbnCountry) {
		return
	}
	if c != 2 {
		r.badLength(0, c, "the country code is two letters (ISO 3166-1 alpha-2), as fi or de; this one has ", c)
		return
	}
	// *( ":" subspc ), subspc = 1*(ALPHA / DIGIT)
	if c < dash {
		r.sep(c)
		if !r.items(c+1, dash, ':', &nbnSub, &nbnSub) {
			return
		}
	}
	if dash == len(s) {
		r.fail(CodeSyntax, dash, dash, "the prefix is followed by \"-\" and the NBN string, as fi-fe19981001")
		return
	}
	r.sep(dash)
	// nbn-string = path-rootless: its first segment is not empty, so it
	// does not begin with "/".
	a := dash + 1
	if a < len(s) && s[a] == '/' {
		d := r.fail(CodeSyntax, a, a+1, "the NBN string cannot begin with \"/\": RFC 8458 §4.2 makes it a path-rootless (RFC 3986), one or more characters before any \"/\"")
		r.fix(d, "", "Remove the leading slash")
		r.part(a, len(s), &nbnString)
		return
	}
	// In nbn:de, the DNB's check digit is the last character, when it is
	// a digit after one or more of the NBN string's, not in a
	// percent-encoding.
	end := len(s)
	de := equalFold(s[:2], "de")
	if de && end-a >= 2 && isDigit(s[end-1]) && (end-a < 3 || s[end-3] != '%') {
		end--
	}
	if !r.field(a, end, &nbnString) || !de {
		return
	}
	nbnCheckDE(r, end)
}

// nbnCheckDE checks the DNB's check digit at s[p], or its absence when p
// is the end (nbnDEDigit computes it). A character the DNB's table does
// not list has no digits, so the check digit is not checked.
func nbnCheckDE(r *reader, p int) {
	s := r.s
	r.part(p, min(p+1, len(s)), &nbnCheck)
	v, bad := nbnDEDigit(s[:p])
	if bad >= 0 {
		r.report(core.Info, CodeNote, bad, bad+1, "the DNB's check-digit table has no value for "+quote(at(s, bad))+", so the check digit is not checked").Ref = citeDNBCheck.Ref
		return
	}
	// The digit as a string, cut from a constant: no conversion for each
	// use in the message and the fix.
	want := hexDigits[v : v+1]
	if p == len(s) {
		d := r.beyond(&citeDNBCheck, CodeCheckDigit, p, p, "a URN in nbn:de ends with the DNB's check digit, here "+want)
		r.fix(d, want, "Append the check digit "+want)
		return
	}
	if s[p:] != want {
		// The last digit may be the NBN string's, the check digit
		// missing: the message gives that one too.
		w, _ := nbnDEDigit(s)
		d := r.beyond(&citeDNBCheck, CodeCheckDigit, p, p+1, "the check digit should be "+want+", not "+s[p:]+"; or, if "+s[p:]+" ends the NBN string, the check digit "+hexDigits[w:w+1]+" follows it")
		r.fix(d, want, "Set the check digit to "+want)
	}
}

// nbnDEDigit is the DNB's check digit of "urn:nbn:" and t: each
// character becomes one or two digits (nbnDECodes, letters in either
// case: the DNB's example converts "urn:nbn:de:gbv" with its table of
// capitals), each digit is weighted by its position from 1, and the check
// digit is the last digit of the sum divided by the last digit. bad is
// the index in t of the first character the table does not list, -1 when
// there is none.
func nbnDEDigit(t string) (v, bad int) {
	// "urn:nbn:" first, in any case: u r n : n b n : are 11 12 13 17 13
	// 14 13 17, sixteen digits whose weighted sum is 380 (nbnDEPrefix;
	// TestNBNDECheckDigitCase computes it again).
	sum, pos, last := nbnDEPrefix, 17, 7
	for i := 0; i < len(t); i++ {
		c := nbnDECodes[lower(t[i])&0x7F]
		if c == 0 || t[i] >= 0x80 {
			return 0, i
		}
		if c >= 10 {
			sum += pos * int(c/10)
			pos++
		}
		sum += pos * int(c%10)
		pos++
		last = int(c % 10) // never 0: the table avoids it
	}
	return sum / last % 10, -1
}

// nbnDEPrefix is the weighted sum of the digits of "urn:nbn:".
const nbnDEPrefix = 380

// nbnDECodes is the DNB's table of character codes for its check digit,
// by lower-case letter; 0 for a character it does not list.
var nbnDECodes = [128]uint8{
	'0': 1, '1': 2, '2': 3, '3': 4, '4': 5, '5': 6, '6': 7, '7': 8, '8': 9, '9': 41,
	'a': 18, 'b': 14, 'c': 19, 'd': 15, 'e': 16, 'f': 21, 'g': 22, 'h': 23, 'i': 24, 'j': 25,
	'k': 42, 'l': 26, 'm': 27, 'n': 13, 'o': 28, 'p': 29, 'q': 31, 'r': 12, 's': 32, 't': 33,
	'u': 11, 'v': 34, 'w': 35, 'x': 36, 'y': 37, 'z': 38,
	'-': 39, ':': 17, '_': 43, '.': 47, '/': 45, '+': 49,
}

// nbnDocs gives the nbn syntax's [Documentation].
type nbnDocs struct{}

func (nbnDocs) documentation() Documentation {
	return Documentation{
		Resolution: []string{
			"URN:NBNs are embedded in HTTP URIs in order to make them actionable in the present Internet. In these HTTP URIs, the authority part must point to the appropriate URN resolution service.",
			"Adding the resolver link to the URN (example: urn:nbn:de:example) makes the URN operable (example: https://nbn-resolving.org/urn:nbn:de:example)",
			"Thus, the HTTP URI for the Finnish URN in the example above is <http://urn.fi/URN:NBN:fi-fe201003181510>.",
			"https://urn.kb.se/ is the national resolver for the Swedish urn:nbn:se namespace.",
			"http://urn.nb.no/URN:NBN:no-xxx",
			"If not in the urn:nbn:de or urn:nbn:ch namespaces, this general resolver only redirects requests to other national resolvers.",
		},
		Quote: "The Namespace-Specific String (NSS) will consist of three parts",
		Rules: []Rule{
			{"iso-cc", "iso-cc = 2ALPHA"},
			{"subspc", "subspc = 1*(ALPHA / DIGIT)"},
			{"nbn-string", "nbn-string = path-rootless"},
		},
		Cites: []string{
			"Then, the product sum is divided by the last number of the URN digit sequence. The last number before the comma of the quotient is the check digit.",
		},
	}
}
