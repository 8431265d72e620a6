package core

import "strings"

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
var (
	refPublicID     = ref("rfc3151", "2")
	refPublicIDNorm = ref("rfc3151", "1.1")
)

var publicidSyntax = &NamespaceSyntax{
	NID: "publicid", ID: "publicid", Title: "a public identifier, transcribed: \" \" as +, // as :, :: as ; and +:/;'?#% escaped",
	Ref: refPublicID, read: readPublicID,
}

// publicidEscaped are the characters the transcription writes as %XX;
// the escape of any other character is not one of its rules.
const publicidEscaped = "+:/;'?#%"

func readPublicID(r *nsReader) {
	s := r.s
	for a := 0; a <= len(s); a++ {
		b := fieldEnd(s, a, ':')
		r.part(a, b, "publicid-field", "text between \"//\" of the public identifier")
		if b < len(s) {
			r.part(b, b+1, "publicid-slashes", "\"//\" of the public identifier")
		}
		a = b
	}
	ok := true
	for i := 0; i < len(s); i++ {
		c := s[i]
		switch {
		case c == '+':
			ok = publicidSpaces(r, i) && ok
			for i+1 < len(s) && s[i+1] == '+' {
				i++
			}
		case c == '%':
			ok = publicidEscape(r, i) && ok
			i += 2
		case c == ':' || c == ';' || isPubidLiteral(c):
		case c == '\'' || c == '/':
			d := r.fail(CodeNSChar, i, i+1, "the transcription writes "+quote(s[i:i+1])+" as "+pctTable[c], refPublicID)
			r.fix(d, i, i+1, pctTable[c], "Write "+pctTable[c])
			ok = false
		default:
			r.fail(CodeNSChar, i, i+1, quote(at(s, i))+" is not a public identifier character (XML 1.0, production 13)", refPublicIDNorm)
			ok = false
		}
	}
	if ok {
		r.note(CodeNSNote, 0, len(s), "the public identifier: "+quote(publicidText(s)), refPublicID)
	}
}

// publicidSpaces checks the run of "+" (spaces) at s[i:]: never at the
// start or the end, never two.
func publicidSpaces(r *nsReader, i int) bool {
	s, j := r.s, i+1
	for j < len(s) && s[j] == '+' {
		j++
	}
	switch {
	case i == 0 || j == len(s):
		d := r.fail(CodeNSSyntax, i, j, "a public identifier has no leading or trailing space: whitespace normalization removes it", refPublicIDNorm)
		r.fix(d, i, j, "", "Remove the \"+\"")
	case j-i > 1:
		d := r.fail(CodeNSSyntax, i, j, "adjacent \"+\" never occur: whitespace normalization leaves one space", refPublicID)
		r.fix(d, i, j, "+", "Write one \"+\"")
	default:
		return true
	}
	return false
}

// publicidEscape checks the escape at s[i:]: one of the transcription's,
// in either case (RFC 8141 §3.1 compares hex digits case-insensitively).
// Another escape gets, where one exists, the fix that writes what the
// transcription writes for its character.
func publicidEscape(r *nsReader, i int) bool {
	s := r.s
	if i+2 >= len(s) || !isHex(s[i+1]) || !isHex(s[i+2]) {
		d := r.fail(CodeNSChar, i, i+1, "\"%\" begins an escape of two hex digits; the transcription writes a literal \"%\" as %25", refPublicID)
		r.fix(d, i, i+1, "%25", "Write %25")
		return false
	}
	v := unhex(s[i+1])<<4 | unhex(s[i+2])
	if strings.IndexByte(publicidEscaped, v) >= 0 {
		return true
	}
	d := r.fail(CodeNSChar, i, i+3, s[i:i+3]+" is not one of the transcription's escapes (%2B %3A %2F %3B %27 %3F %23 %25)", refPublicID)
	switch {
	case v == ' ':
		r.fix(d, i, i+3, "+", "Write a space as \"+\"")
	case isPubidLiteral(v):
		lit := string(rune(v))
		r.fix(d, i, i+3, lit, "Write "+quote(lit))
	}
	return false
}

// isPubidLiteral: the public identifier characters that the
// transcription copies as they are.
func isPubidLiteral(c byte) bool { return isAlnum(c) || strings.IndexByte("-(),.=!*@$_", c) >= 0 }

// publicidText transcribes an NSS back to its public identifier,
// undoing RFC 3151 §2's rules.
func publicidText(s string) string {
	var b strings.Builder
	for i := 0; i < len(s); i++ {
		switch c := s[i]; {
		case c == ':':
			b.WriteString("//")
		case c == ';':
			b.WriteString("::")
		case c == '+':
			b.WriteByte(' ')
		case c == '%' && i+2 < len(s):
			b.WriteByte(unhex(s[i+1])<<4 | unhex(s[i+2]))
			i += 2
		default:
			b.WriteByte(c)
		}
	}
	return b.String()
}
