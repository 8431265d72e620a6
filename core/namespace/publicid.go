package namespace

import (
	"strings"

	"github.com/urn-playground/urn-playground/core"
)

// publicidSyntax is the "publicid" namespace, RFC 3151 §2: the NSS is
// "the text of the public identifier transcribed according to the
// following rules": a space becomes "+", "//" becomes ":", "::" becomes
// ";", and the literal characters "+", ":", "/", ";", "'", "?", "#" and
// "%" become %2B, %3A, %2F, %3B, %27, %3F, %23 and %25. The public
// identifier is normalized first (§1.1: whitespace runs become one
// space, leading and trailing whitespace is removed), "therefore adjacent
// "+" characters never occur". Its characters are XML 1.0's public
// identifier characters (§1.1, XML production 13): letters, digits, space
// and -'()+,./:=?;!*#@$_%. So the reading transcribes the NSS back to
// the public identifier, and reports what no transcription writes. Its
// Rules for Lexical Equivalence add nothing to RFC 8141's: "URNs are
// lexically equivalent if and only if they are lexically identical".
var refPublicIDNorm = core.Ref{Doc: "rfc3151", Section: "1.1", Anchor: "rfc3151-sec-1-1"}

var publicidSyntax = Syntax{
	NID: "publicid", ID: "publicid", Title: "a public identifier, transcribed: \" \" as +, // as :, :: as ; and +:/;'?#% escaped",
	Ref: core.Ref{Doc: "rfc3151", Section: "2", Anchor: "rfc3151-sec-2"}, read: readPublicID,
	cites: []*core.Ref{&refPublicIDNorm},
}

var _ = Register(&publicidSyntax)

// publicidEscaped are the characters the transcription writes as %XX;
// the escape of any other character is not one of its rules.
const publicidEscaped = "+:/;'?#%"

var (
	publicidField   = field{id: "publicid-field", label: "text between \"//\" of the public identifier"}
	publicidSlashes = field{id: "publicid-slashes", label: "\"//\" of the public identifier"}
)

func readPublicID(r *reader) {
	s := r.s
	for a := 0; a <= len(s); a++ {
		b := fieldEnd(s, a, ':')
		r.part(a, b, &publicidField)
		if b < len(s) {
			r.part(b, b+1, &publicidSlashes)
		}
		a = b
	}
	ok := true
	for i := 0; i < len(s); i++ {
		c, j, fix := s[i], i+1, "-" // fix: the replacement, "-" for none
		switch {
		case c == '+':
			for j < len(s) && s[j] == '+' {
				j++
			}
			if i > 0 && j < len(s) && j-i == 1 {
				continue
			}
			if fix = "+"; i == 0 || j == len(s) {
				fix = ""
			}
		case c == '%':
			fix = publicidEscape(s, i)
			if fix == "" {
				i += 2
				continue
			}
			j = min(i+3, len(s))
			if fix == "%" {
				fix, j = "%25", i+1
			}
		case c == ':' || c == ';' || isPubidLiteral(c):
			continue
		case c == '\'' || c == '/':
			fix = "%" + hexDigits[c>>4:c>>4+1] + hexDigits[c&15:c&15+1] // %27, %2F
		}
		d := r.fail(CodeChar, i, j, quote(s[i:j])+" is not what RFC 3151's transcription of a normalized public identifier writes")
		if c == '+' || fix == "-" { // §1.1's characters and spaces, not the transcription's rules
			d.Ref = refPublicIDNorm
		}
		if fix != "-" {
			r.fix(d, fix, "Write "+quote(fix)+" instead")
		}
		ok = false
		i = j - 1
	}
	if ok {
		r.report(core.Info, CodeNote, 0, len(s), "the public identifier: "+quote(publicidText(s)))
	}
}

// publicidEscape reads the escape at s[i:]: "" for one of the
// transcription's, in either case (RFC 8141 §3.1 compares hex digits
// case-insensitively); otherwise what the transcription writes for its
// character ("%" when it is not an escape: a literal "%", written %25;
// "-" when the character is not a public identifier character).
func publicidEscape(s string, i int) string {
	if i+2 >= len(s) || !isHex(s[i+1]) || !isHex(s[i+2]) {
		return "%"
	}
	v := unhex(s[i+1])<<4 | unhex(s[i+2])
	switch {
	case strings.IndexByte(publicidEscaped, v) >= 0:
		return ""
	case v == ' ':
		return "+"
	case isPubidLiteral(v):
		return string(rune(v))
	}
	return "-"
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
