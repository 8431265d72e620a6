package namespace

import (
	"strings"

	"github.com/urn-playground/urn-playground/core"
)

// publicidSyntax is the "publicid" namespace, RFC 3151 §2: the NSS,
// {transcribed-public-identifier}, "is the text of the public identifier
// transcribed according to the following rules", one rule per
// transcription (a space becomes "+", "//" becomes ":", "::" becomes ";",
// and the literal characters "+", ":", "/", ";", "'", "?", "#" and "%"
// become %2B, %3A, %2F, %3B, %27, %3F, %23 and %25); every other public
// identifier character is copied as it is. The public identifier is
// normalized first (§1.1: whitespace runs become one space, leading and
// trailing whitespace is removed), "therefore adjacent "+" characters
// never occur", and its characters are those of XML 1.0's production 13,
// PubidChar, which §1.1 refers to. So the reader labels each
// transcription with its rule and each run of copied characters as
// PubidChars, reports what no transcription writes, saying what the
// transcription writes instead, and shows the public identifier,
// transcribed back, in a note. Hex digits of an escape may be in either
// case, as RFC 8141 §3.1 compares them. Its Rules for Lexical Equivalence
// add nothing to RFC 8141's: "URNs are lexically equivalent if and only if
// they are lexically identical".
var citePublicIDNorm = Citation{Ref: core.Ref{Doc: "rfc3151", Section: "1.1", Anchor: "rfc3151-sec-1-1"}}

var publicidSyntax = Syntax{
	NID: "publicid", ID: "publicid", Title: "a public identifier, transcribed: \" \" as +, // as :, :: as ; and +:/;'?#% escaped",
	Ref:   core.Ref{Doc: "rfc3151", Section: "2", Anchor: "rfc3151-sec-2"},
	read:  readPublicID,
	cites: []*Citation{&citePublicIDNorm},
	fields: []*field{&publicidSpace, &publicidSlashes, &publicidColons, &publicidEscapes[0], &publicidEscapes[1], &publicidEscapes[2],
		&publicidEscapes[3], &publicidEscapes[4], &publicidEscapes[5], &publicidEscapes[6], &publicidEscapes[7], &publicidField},
	doc: publicidDocs{},
	resolvers: Resolvers{
		Ref:  core.Ref{Doc: "rfc3151", Section: "2", Anchor: "rfc3151-sec-2"},
		None: "A publicid URN is resolved the way its public identifier is: by catalog files, by local path names or by software that knows it; there is no public service.",
	},
}

var _ = Register(&publicidSyntax)

// publicidEscaped are the characters the transcription writes as %XX,
// in the order of §2's rules and of publicidEscapes; the escape of any
// other character is not one of its rules.
const publicidEscaped = "+:/;'?#%"

// publicidEscapesMsg is §2's rules for the literal characters.
const publicidEscapesMsg = "the transcription writes a literal + : / ; ' ? # or % as %2B %3A %2F %3B %27 %3F %23 or %25, and the other characters as they are"

// §2's rules, each labelling what it writes, and the characters copied.
var (
	publicidSpace   = field{id: "publicid-space", label: "space of the public identifier", rule: `"+"`}
	publicidSlashes = field{id: "publicid-slashes", label: "\"//\" of the public identifier", rule: `":"`}
	publicidColons  = field{id: "publicid-colons", label: "\"::\" of the public identifier", rule: `";"`}
	publicidEscapes = [8]field{
		{id: "publicid-escape", label: "literal \"+\"", rule: `"%2B"`},
		{id: "publicid-escape", label: "literal \":\"", rule: `"%3A"`},
		{id: "publicid-escape", label: "literal \"/\"", rule: `"%2F"`},
		{id: "publicid-escape", label: "literal \";\"", rule: `"%3B"`},
		{id: "publicid-escape", label: "literal \"'\"", rule: `"%27"`},
		{id: "publicid-escape", label: "literal \"?\"", rule: `"%3F"`},
		{id: "publicid-escape", label: "literal \"#\"", rule: `"%23"`},
		{id: "publicid-escape", label: "literal \"%\"", rule: `"%25"`},
	}
	publicidField = field{id: "publicid-field", label: "public identifier characters, copied", rule: "PubidChar"}
)

func readPublicID(r *reader) {
	s := r.s
	ok, run := true, 0 // run: where the current run of copied characters began
	for i := 0; i < len(s); i++ {
		c := s[i]
		var f *field // the rule of §2 that writes s[i:i+n]
		n := 1
		switch {
		case isPubidLiteral(c):
			continue
		case c == ':':
			f = &publicidSlashes
		case c == ';':
			f = &publicidColons
		case c == '+':
			for f = &publicidSpace; i+n < len(s) && s[i+n] == '+'; n++ {
			}
		case c == '%':
			if v, ok := escapeAt(s, i); ok {
				if k := strings.IndexByte(publicidEscaped, v); k >= 0 && publicidPair(s, i) == 0 {
					f, n = &publicidEscapes[k], 3
				}
			}
		}
		// A space's "+" is one, neither first nor last, since the public
		// identifier is normalized before it is transcribed.
		if f == nil || c == '+' && (i == 0 || i+n == len(s) || n > 1) {
			ok = false
			if n = publicidBad(r, i, n); f == nil {
				i += n - 1 // what no rule writes stays in the run
				continue
			}
		}
		r.part(run, i, &publicidField)
		r.part(i, i+n, f)
		i += n - 1
		run = i + 1
	}
	r.part(run, len(s), &publicidField)
	if ok {
		r.report(core.Info, CodeNote, 0, len(s), "the public identifier: "+quote(publicidText(s)))
	}
}

// publicidBad reports s[i:i+n], which no rule of §2 writes so: "+" (n of
// them) first, last or doubled, or the character at s[i] (a literal that
// the transcription escapes, an escape it does not write, a character
// that is not a public identifier's). The message says what the
// transcription writes instead, and so does the fix, which removes a
// "+" that begins or ends the NSS. It returns the length reported.
func publicidBad(r *reader, i, n int) int {
	s := r.s
	c, j := s[i], i+n
	msg, fix, norm := "", "", false // norm: a rule of §1.1
	v, esc := escapeAt(s, i)
	pair := byte(0)
	if esc {
		c, j, pair = v, i+3, publicidPair(s, i)
	}
	switch {
	case c == '+' && !esc && (i == 0 || j == len(s)):
		msg, norm = "the public identifier is normalized before it is transcribed: no space, so no \"+\", begins or ends it", true
		if j == 1 && j < len(s) && s[j] == ':' { // "+//": a literal "+", as in §3's %2B:IDN+example.org:…
			fix = "%2B"
		}
	case c == '+' && !esc:
		msg, fix = "adjacent \"+\" never occur: whitespace is normalized to one space, written \"+\", before the transcription", "+"
	case c == '/' && j < len(s) && s[j] == '/':
		j, msg, fix = i+2, "the sequence \"//\" is transcribed as \":\"", ":"
	case pair != 0:
		fix = string(rune(pair))
		j, msg = i+6, "the sequence "+quote(string([]byte{c, c}))+" is transcribed as "+quote(fix)+"; "+quote(s[i:i+3])+" is a literal "+quote(string(rune(c)))+" outside it"
	case c == '%' && !esc:
		msg, fix = publicidEscapesMsg, "%25"
	case c == ' ' || c == '\t' || c == '\r' || c == '\n':
		msg, fix = "a space is transcribed as \"+\" (whitespace is normalized to spaces first)", "+"
	case esc && isPubidLiteral(c):
		msg, fix = publicidEscapesMsg, string(rune(c))
	case !esc && strings.IndexByte(publicidEscaped, c) >= 0: // ' / ? #
		msg, fix = publicidEscapesMsg, "%"+hexDigits[c>>4:c>>4+1]+hexDigits[c&15:c&15+1]
	default:
		if !esc {
			j = i + len(at(s, i))
		}
		msg, norm = quote(s[i:j])+" is not a public identifier character (XML 1.0's PubidChar: letters, digits, space and -'()+,./:=?;!*#@$_%)", true
	}
	d := r.fail(CodeChar, i, j, msg)
	if norm {
		d.Ref = citePublicIDNorm.Ref
	}
	switch {
	case fix != "":
		r.fix(d, fix, "Write "+quote(fix))
	case c == '+':
		r.fix(d, "", "Remove "+quote(s[i:j]))
	}
	return j - i
}

// publicidPair reports the character that §2 writes for the escapes at
// s[i:i+6], when they are two of "/" (":") or two of ":" (";"), and 0
// otherwise: "A literal "/" character (except in "//") is transcribed as
// "%2F"", and ":" alike, so no transcription writes %2F%2F or %3A%3A.
func publicidPair(s string, i int) byte {
	c, ok := escapeAt(s, i)
	if d, ok2 := escapeAt(s, i+3); !ok || !ok2 || c != d {
		return 0
	}
	switch c {
	case '/':
		return ':'
	case ':':
		return ';'
	}
	return 0
}

// isPubidLiteral: the public identifier characters that the
// transcription copies as they are.
func isPubidLiteral(c byte) bool { return isAlnum(c) || strings.IndexByte("-(),.=!*@$_", c) >= 0 }

// publicidText transcribes an NSS back to its public identifier,
// undoing RFC 3151 §2's rules. It writes into one buffer of the most
// bytes the transcription can give (2 per byte: ":" becomes "//"), by
// index: an appending strings.Builder costs the module more code.
func publicidText(s string) string {
	b := make([]byte, 2*len(s))
	n := 0
	for i := 0; i < len(s); i++ {
		c, d := s[i], byte(0) // d: the second byte written, if any
		switch c {
		case ':':
			c, d = '/', '/'
		case ';':
			c, d = ':', ':'
		case '+':
			c = ' '
		case '%':
			c = unhex(s[i+1])<<4 | unhex(s[i+2])
			i += 2
		}
		b[n] = c
		n++
		if d != 0 {
			b[n] = d
			n++
		}
	}
	return string(b[:n])
}

// publicidDocs gives the publicid syntax's [Documentation].
type publicidDocs struct{}

func (publicidDocs) documentation() Documentation {
	return Documentation{
		Resolution: []string{
			"Identifiers in the \"publicid\" namespace may be resolved by the same policies and procedures as public identifiers.",
		},
		Quote: "{transcribed-public-identifier} is the text of the public identifier transcribed according to the following rules",
		Rules: []Rule{
			{`"+"`, `A space in the public identifier is transcribed as "+".`},
			{`":"`, `The sequence of characters "//" is transcribed as ":".`},
			{`";"`, `The sequence of characters "::" is transcribed as ";".`},
			{`"%2B"`, `A literal "+" character is transcribed as "%2B".`},
			{`"%3A"`, `A literal ":" character (except in "::") is transcribed as "%3A".`},
			{`"%2F"`, `A literal "/" character (except in "//") is transcribed as "%2F".`},
			{`"%3B"`, `A literal ";" character is transcribed as "%3B".`},
			{`"%27"`, `A literal "'" character is transcribed as "%27".`},
			{`"%3F"`, `A literal "?" character is transcribed as "%3F".`},
			{`"%23"`, `A literal "#" character is transcribed as "%23".`},
			{`"%25"`, `A literal "%" character is transcribed as "%25".`},
			{"PubidChar", "[13] PubidChar ::= #x20 | #xD | #xA | [a-zA-Z0-9] | [-'()+,./:=?;!*#@$_%]"},
		},
		Cites: []string{
			"public identifiers must be normalized by changing all strings of whitespace (the characters #x20, #x9, #xD, and #xA) to single space characters (#x20), and removing all leading and trailing whitespace",
		},
	}
}
