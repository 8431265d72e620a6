package core

import (
	"strings"
	"unicode/utf8"
)

// Encoding turns a raw identifier (any text: Unicode, spaces, reserved
// characters) into a conformant namespace specific string. Every edition
// says how: RFC 2141 §2.2, draft-03 §2.2, draft-12 §3.2 and RFC 8141 §2.2
// translate each character outside the NSS repertoire into its UTF-8
// octets and write each octet as "%" and two hex digits. The repertoire
// is the edition's row of the rules table (edition.go) over classOf
// (charclass.go); nothing here restates it.

// The codes of [EncodedChar]: why a character was percent-encoded. Each
// names one rule; its message and section depend on the edition.
const (
	CodeEncNonASCII     Code = "enc-non-ascii"     // outside ASCII: UTF-8 octets, each %HH
	CodeEncInvalidUTF8  Code = "enc-invalid-utf8"  // a byte that is not part of a UTF-8 character
	CodeEncSpace        Code = "enc-space"         // " " → %20
	CodeEncControl      Code = "enc-control"       // octets 0–31 and 127
	CodeEncPercent      Code = "enc-percent"       // a literal "%" → %25
	CodeEncDelimiter    Code = "enc-delimiter"     // "/" "?" "#" where the edition reserves them
	CodeEncLeadingSlash Code = "enc-leading-slash" // "/" as the first character (draft-12, RFC 8141)
	CodeEncSpecial      Code = "enc-special"       // a character the namespace gives a special meaning
	CodeEncExcluded     Code = "enc-excluded"      // other ASCII outside the repertoire: "~" "&" in RFC 2141, "<" "\"" …
)

// The codes of [Encoding.Diagnostics]: findings about the result, which
// no encoding can avoid.
const (
	CodeEncEmpty          Code = "enc-empty"           // nothing to encode: an NSS needs at least one character
	CodeEncNUL            Code = "enc-nul"             // octet 0, which RFC 2141 and draft-03 forbid even as %00
	CodeEncSpecialIgnored Code = "enc-special-ignored" // a letter or digit listed as special: never encoded
	CodeEncNIDColon       Code = "enc-nid-colon"       // BuildURN: a ":" in the NID would end it early
)

// EncodeOptions tunes [EncodeNSS] for a namespace.
type EncodeOptions struct {
	// Special lists the characters the namespace gives a special meaning
	// (a separator, say). Where the identifier uses one of them literally
	// it MUST be percent-encoded (RFC 2141 §2.3.1, draft-03 §2.5.2,
	// draft-12 §3.2 and RFC 8141 §2.2: "@" → "%40"). Only ASCII
	// punctuation of the NSS repertoire counts: characters outside it are
	// encoded anyway, and letters and digits are never encoded (no
	// namespace can reserve them; see the reader's needless-encoding
	// rule), which a diagnostic reports.
	Special string
}

// EncodedChar is one character of the raw identifier that was
// percent-encoded, and why. A run of such characters gives one
// EncodedChar each, so that every one has its own reason and spans; a
// page can merge neighbours with the same Code.
type EncodedChar struct {
	Span           // the character's bytes in Encoding.Raw
	Out     Span   // where Encoded stands in Encoding.NSS
	Char    string // the character as in the raw identifier (one byte when not UTF-8)
	Encoded string // its %HH form, upper-case hex: "%C3%A9"
	Code    Code   // why: one of the CodeEnc… constants above
	Reason  string // the rule in plain English
	Ref     Ref    // the section that makes the rule
}

// Encoding is the result of [EncodeNSS].
type Encoding struct {
	Raw     string  // the identifier as given
	NSS     string  // the conformant NSS: Raw itself when nothing needed encoding
	Edition Edition // the edition whose repertoire was used
	// Valid reports whether "urn:" NID ":" NSS conforms to Edition for
	// any valid NID: false only when Raw is empty (an NSS needs at least
	// one character) or holds octet 0 under RFC 2141 or draft-03, which
	// forbid it even encoded. For [BuildURN], it is the verdict on the
	// whole URN built.
	Valid bool
	// Chars lists the encoded characters, in order, at most
	// MaxDiagnostics of them (a long identifier's list would otherwise
	// cost a few hundred bytes of output per input byte); nil when none
	// was.
	Chars []EncodedChar
	// Unlisted counts the encoded characters past MaxDiagnostics, not in
	// Chars. NSS has them all.
	Unlisted int
	// Diagnostics are findings about the result (the CodeEnc… constants
	// of the second group). Their spans are byte spans of Raw; one about
	// the NID ([BuildURN]) has the span [NoSpan].
	Diagnostics Diagnostics
}

// asciiSet is a set of ASCII bytes, as a bit mask.
type asciiSet [2]uint64

func (s *asciiSet) add(str string) {
	for i := 0; i < len(str); i++ {
		if c := str[i]; c < utf8.RuneSelf {
			s[c>>6] |= 1 << (c & 63)
		}
	}
}

func (s *asciiSet) has(c byte) bool { return c < utf8.RuneSelf && s[c>>6]&(1<<(c&63)) != 0 }

// encodeNeeded reports whether byte c at offset i of a raw identifier
// must be percent-encoded under ru: it is not ASCII, it is outside the
// NSS repertoire (RFC 2141's discouraged "/ ? #" included: the encoder
// follows the SHOULD), it may not begin the NSS, or it is a namespace's
// special character.
func encodeNeeded(ru *rules, c byte, i int, special *asciiSet) bool {
	cls := classOf[c]
	return c >= utf8.RuneSelf || cls&ru.nss == 0 || (i == 0 && cls&ru.nssFirst == 0) ||
		(special.has(c) && cls&letNum == 0)
}

// EncodeNSS builds a conformant NSS from a raw identifier under edition
// e: each character outside e's NSS repertoire becomes its UTF-8 octets,
// each written %HH with upper-case hex (RFC 2141 §2.2, draft-03 §2.2,
// draft-12 §3.2, RFC 8141 §2.2), and so does each literal use of one of
// o.Special. Every other character is left as it is, so the result decodes
// back to raw byte for byte. Encoding never fails; see [Encoding.Valid]
// and [Encoding.Diagnostics] for what it cannot mend. An identifier that
// needs no encoding comes back as it is, without allocating.
func EncodeNSS(raw string, e Edition, o EncodeOptions) Encoding {
	ru := e.rules()
	enc := Encoding{Raw: raw, NSS: raw, Edition: e, Valid: raw != ""}
	if raw == "" {
		enc.Diagnostics = Diagnostics{{Span: Span{0, 0}, Severity: Error, Code: CodeEncEmpty, Ref: ru.nssRef,
			Msg: "the identifier is empty: a namespace specific string needs at least one character"}}
		return enc
	}
	var special asciiSet
	special.add(o.Special)
	n, chars := 0, 0 // bytes and characters to encode
	for i := 0; i < len(raw); i++ {
		if c := raw[i]; encodeNeeded(ru, c, i, &special) {
			n++
			// A UTF-8 continuation byte continues a character, unless it
			// is a stray one (its own EncodedChar): chars may come out
			// short for invalid UTF-8, which only costs append a copy.
			if c&0xC0 != 0x80 {
				chars++
			}
		}
	}
	enc.reportIgnoredSpecials(ru, o.Special)
	if n == 0 {
		return enc
	}
	var b strings.Builder
	// The exact size: the strings sliced from b below stay valid anyway,
	// since a Builder never rewrites what it holds.
	b.Grow(len(raw) + 2*n)
	// Chars is made at its size at once: grown by append, a long
	// identifier's list was copied over and over (4 times its final size
	// in all).
	enc.Chars = make([]EncodedChar, 0, min(chars, MaxDiagnostics))
	var reasons reasonCache
	var nuls nulRuns
	for i := 0; i < len(raw); {
		c := raw[i]
		if !encodeNeeded(ru, c, i, &special) {
			b.WriteByte(c)
			i++
			continue
		}
		size := 1
		r := rune(c)
		if c >= utf8.RuneSelf {
			r, size = utf8.DecodeRuneInString(raw[i:])
		}
		start := b.Len()
		for k := i; k < i+size; k++ {
			b.WriteString(pctTable[raw[k]])
		}
		if c == 0 && ru.nulForbidden {
			enc.reportNUL(ru, i, &nuls)
		}
		if len(enc.Chars) == MaxDiagnostics {
			enc.Unlisted++
			i += size
			continue
		}
		out := b.String()[start:]
		ch := EncodedChar{Span: Span{i, i + size}, Out: Span{start, b.Len()}, Char: raw[i : i+size], Encoded: out}
		reasons.fill(&ch, ru, r, i, &special)
		enc.Chars = append(enc.Chars, ch)
		i += size
	}
	enc.NSS = b.String()
	enc.Diagnostics.Sort()
	if nuls.dropped > 0 {
		enc.Diagnostics = append(enc.Diagnostics, tooManyProblems(nuls.dropped, nuls.from))
	}
	return enc
}

// nulRuns counts the runs of octet 0 past MaxDiagnostics, and where
// the first of them was.
type nulRuns struct{ dropped, from int }

// reportNUL reports the octet 0 at offset i of Raw, which no NSS of
// the edition can carry: one error per run of them, so that a long run
// costs one diagnostic, not one per byte, and at most MaxDiagnostics.
func (enc *Encoding) reportNUL(ru *rules, i int, past *nulRuns) {
	enc.Valid = false
	if n := len(enc.Diagnostics); n > 0 && enc.Diagnostics[n-1].Code == CodeEncNUL && enc.Diagnostics[n-1].End == i {
		enc.Diagnostics[n-1].End++
		return
	}
	if i > 0 && enc.Raw[i-1] == 0 {
		return // a run already counted below
	}
	if len(enc.Diagnostics) >= MaxDiagnostics {
		if past.dropped == 0 {
			past.from = i
		}
		past.dropped++
		return
	}
	enc.Diagnostics = append(enc.Diagnostics, Diagnostic{Span: Span{i, i + 1}, Severity: Error, Code: CodeEncNUL, Ref: ru.nulRef,
		Msg: "the identifier holds octet 0, which must never be used in a URN of this edition, neither raw nor as %00: no NSS can carry it"})
}

// reportIgnoredSpecials warns, once per character, of a letter or digit
// listed as special that occurs in the identifier.
func (enc *Encoding) reportIgnoredSpecials(ru *rules, special string) {
	var seen asciiSet
	for i := 0; i < len(special); i++ {
		c := special[i]
		if classOf[c]&letNum == 0 || seen.has(c) {
			continue
		}
		seen.add(special[i : i+1])
		if at := strings.IndexByte(enc.Raw, c); at >= 0 {
			enc.Diagnostics = append(enc.Diagnostics, Diagnostic{Span: Span{at, at + 1}, Severity: Warning, Code: CodeEncSpecialIgnored,
				Ref: ru.needlessRef, Msg: quote(special[i:i+1]) + " is listed as special, but letters and digits are left as they are: " +
					"no namespace can reserve one, and its escape would make a different URN"})
		}
	}
}

// reasonCache holds the latest reasons EncodeNSS has written, by
// character, so that an identifier that repeats characters (any long one
// does: there are fewer one-unit characters than that) shares their
// reason strings instead of building and holding one per occurrence. It
// is direct-mapped by code point: small, and no map type in the module.
type reasonCache [64]struct {
	char   string
	code   Code
	reason string
	ref    Ref
}

// fill is encodeReason, through the cache. The character at offset 0 is
// not cached: only there can "/" have another reason (a leading slash).
func (rc *reasonCache) fill(ch *EncodedChar, ru *rules, r rune, i int, special *asciiSet) {
	x := &rc[uint32(r)%uint32(len(rc))]
	if i > 0 && x.char == ch.Char && x.char != "" {
		ch.Code, ch.Reason, ch.Ref = x.code, x.reason, x.ref
		return
	}
	encodeReason(ch, ru, r, i, special)
	if i > 0 {
		x.char, x.code, x.reason, x.ref = ch.Char, ch.Code, ch.Reason, ch.Ref
	}
}

// encodeReason fills in why the character ch (rune r, at offset i of the
// raw identifier) was encoded.
func encodeReason(ch *EncodedChar, ru *rules, r rune, i int, special *asciiSet) {
	c := ch.Char[0]
	as := ": written " + ch.Encoded
	switch {
	case r == utf8.RuneError && len(ch.Char) == 1 && c >= utf8.RuneSelf:
		ch.Code, ch.Ref = CodeEncInvalidUTF8, ru.nssRef
		ch.Reason = "the byte 0x" + ch.Encoded[1:] + " is not part of a UTF-8 character; characters are translated through UTF-8, " +
			"so this octet is written " + ch.Encoded + " as it is, but it stands for no character"
	case c >= utf8.RuneSelf:
		ch.Code, ch.Ref = CodeEncNonASCII, ru.nssRef
		what := quote(ch.Char) + " (" + codePoint(r) + ")"
		if like, name, ok := confusable(r); ok {
			what = describeLookalike(ch.Char, r, like, name) + ","
		}
		ch.Reason = what + " is outside ASCII, so it is written as its UTF-8 octets, each as %HH: " + ch.Encoded
	case c == '%':
		ch.Code, ch.Ref = CodeEncPercent, ru.percentRef
		ch.Reason = `"%" only introduces an escape (%HH), so a literal "%" is written %25`
	case c == ' ':
		ch.Code, ch.Ref = CodeEncSpace, ru.excludedRef
		ch.Reason = "a space cannot appear in a URN" + as
	case c < ' ' || c == 0x7F:
		ch.Code, ch.Ref = CodeEncControl, ru.excludedRef
		ch.Reason = "the control character " + codePoint(r) + " cannot appear in a URN" + as
		if c == 0 && ru.nulForbidden {
			ch.Ref = ru.nulRef
			ch.Reason += ", but octet 0 must never be used, not even encoded"
		}
	case classOf[c]&ru.nss != 0 && i == 0 && classOf[c]&ru.nssFirst == 0:
		ch.Code, ch.Ref = CodeEncLeadingSlash, ru.syntaxRef // the grammar's rule: NSS = pchar *(pchar / "/")
		ch.Reason = quote(ch.Char) + " may appear in the NSS but not as its first character" + as
	case classOf[c]&ru.nss != 0:
		ch.Code, ch.Ref = CodeEncSpecial, ru.percentRef
		ch.Reason = quote(ch.Char) + " has a special meaning in this namespace, so where it is used literally it MUST be percent-encoded" + as
	case classOf[c]&(cSlash|cQuestion|cHash) != 0:
		ch.Code, ch.Ref = CodeEncDelimiter, ru.reservedRef
		ch.Reason = delimiterReason(ru, c) + as
	default:
		ch.Code, ch.Ref = CodeEncExcluded, ru.excludedRef
		ch.Reason = quote(ch.Char) + " is not allowed unencoded in the NSS, which allows " + ru.nssCharsDesc + as
	}
}

// delimiterReason says why "/", "?" or "#" cannot stay literal in the NSS
// of an edition that does not allow it there.
func delimiterReason(ru *rules, c byte) string {
	q := quote(string(rune(c)))
	if classOf[c]&ru.discouraged != 0 {
		return q + " is reserved and SHOULD NOT appear unencoded in the NSS"
	}
	if c == '/' && ru.slash == slashForbidden {
		return `"/" MUST NOT appear unencoded in the NSS: it separates path segments, and a URN's path is a single segment`
	}
	if begins := componentsBegunBy(ru, c, nssRegion); begins != "" {
		// Not a rule of the specs' own: left as it is, the character would
		// end the NSS and begin the component, so the NSS cannot hold it.
		return q + " begins " + begins + ", so the NSS cannot hold it unencoded: it would end the NSS there"
	}
	return q + " is not allowed unencoded in the NSS"
}

// componentsBegunBy names the components after region ci whose delimiter
// begins with c: `the r-component ("?+") or the q-component ("?=")`.
func componentsBegunBy(ru *rules, c byte, ci int) string {
	s := ""
	for j := ci + 1; j < len(ru.components); j++ {
		comp := &ru.components[j]
		if comp.delim[0] != c {
			continue
		}
		if s != "" {
			s += " or "
		}
		s += "the " + comp.kind.String() + " (" + quote(comp.delim) + ")"
	}
	return s
}

// BuildURN returns "urn:" + nid + ":" + the NSS that [EncodeNSS] builds
// from raw, with that encoding.
//
// The NID is used as given: it is neither checked nor encoded, since NIDs
// have no encoding mechanism (draft-12 §3.1, RFC 8141 §2.1). Read the
// result with [Read] to see the NID's diagnostics. A NID outside the
// edition's grammar gives a URN that reads as invalid, with one exception
// that BuildURN catches: a ":" inside nid would end the NID early, so
// that "urn:a:b:c" reads as the NID "a" and the NSS "b:c". enc.Valid is
// then false, and enc.Diagnostics holds a [CodeEncNIDColon] error; for
// any other invalid NID it holds the reader's errors about the NID. In
// every case enc.Valid is the verdict on the URN returned.
func BuildURN(nid, raw string, e Edition, o EncodeOptions) (urn string, enc Encoding) {
	enc = EncodeNSS(raw, e, o)
	urn = "urn:" + nid + ":" + enc.NSS
	if strings.IndexByte(nid, ':') >= 0 {
		enc.Valid = false
		enc.Diagnostics = append(enc.Diagnostics, Diagnostic{Span: NoSpan, Severity: Error, Code: CodeEncNIDColon, Ref: e.rules().nidRef,
			Msg: `the NID ` + quote(nid) + ` holds ":", which ends a NID: the URN would be read with a shorter NID and the rest in the NSS`})
		return urn, enc
	}
	if !Valid(urn, e) {
		// Say why: the NID's own errors (spans are of Raw, so these,
		// which concern the NID, have none).
		enc.Valid = false
		for _, d := range Read(urn, e).Diagnostics {
			if d.Severity == Error && d.Start >= 4 && d.Start <= 4+len(nid) {
				d.Span, d.Fix, d.Msg = NoSpan, Fix{}, "the NID "+quote(nid)+": "+d.Msg
				enc.Diagnostics = append(enc.Diagnostics, d)
			}
		}
	}
	return urn, enc
}
