package core

import (
	"strconv"
	"strings"
	"unicode"
	"unicode/utf8"
)

// The display form. Every edition lets an application show a URN to
// people with its %-notation replaced by the characters it stands for, as
// long as the canonical form stays available for transcription
// (RFC 2141 §4, draft-03 §4, draft-12 §5.4, RFC 8141 §4.4). draft-03 §4
// warns that doing so "blindly" "might introduce ambiguity": where a
// namespace gives a character a special meaning, its escaped and
// unescaped forms mean different things (§2.5.2).
//
// The rule here: a %HH sequence is decoded only where the result cannot
// be mistaken for another URN. So an escape stays as it is when
//
//   - its character may also appear literally at that place ("%2C", "%41",
//     "%3A"): the display would look like a different, non-equivalent URN
//     (draft-12 §4.2, RFC 8141 §3.2: "%2C" is not ",");
//   - its character is "%" or a delimiter that cannot stand there literally
//     ("%2F" where "/" is not allowed, "%3F", "%23"): decoded, it would
//     read as an escape or start a component;
//   - the octets are not UTF-8, or the character is a control character,
//     invisible, unassigned or otherwise unprintable: the display could
//     not show it apart from others.
//
// Everything else is decoded: characters outside ASCII, the space and
// ASCII characters the place excludes ("{", "<" …). Of those, a character
// that looks like an ASCII one (confusable.go) is decoded with a warning
// that names it (RFC 8141 §3.2's Cyrillic "а"). Only the NSS and the
// components are decoded; the scheme and NID never hold escapes.
//
// A valid URN can therefore be recovered from its display text alone:
// re-encode each character the place does not allow literally, as
// [EncodeNSS] does, and the canonical form comes back, up to the case of
// the hex digits. display_test.go checks that on fuzzed input.

// The codes of [DisplayNote].
const (
	CodeDisplayConfusable  Code = "display-confusable"   // decoded, but looks like an ASCII character
	CodeDisplayLiteralForm Code = "display-literal-form" // kept encoded: the character may also appear literally there
	CodeDisplayDelimiter   Code = "display-delimiter"    // kept encoded: decoded it would read as syntax
	CodeDisplayInvalidUTF8 Code = "display-invalid-utf8" // kept encoded: not UTF-8
	CodeDisplayControl     Code = "display-control"      // kept encoded: a control character
	CodeDisplayInvisible   Code = "display-invisible"    // kept encoded: invisible or unprintable
)

// DisplayNote explains one choice the display form made, with the byte
// spans of what it concerns in both texts.
type DisplayNote struct {
	Span          // in Display.Text
	From     Span // in Display.Canonical
	Severity Severity
	Code     Code
	Msg      string
	Ref      Ref
	Like     string // display-confusable: the ASCII character it resembles
}

// DisplaySegment maps one decoded character: the escapes From of the
// canonical form became the character To of the display text. Outside
// the segments the two texts are the same byte for byte.
type DisplaySegment struct {
	From, To Span
}

// Display is a URN's display form for people, beside its canonical form.
type Display struct {
	Canonical string  // the input as it is: what transport and copying must use
	Text      string  // the form for people; Canonical itself when nothing was decoded
	Edition   Edition // the edition whose reading placed the NSS and components
	// Segments lists every decoded character, in order.
	Segments []DisplaySegment
	// Notes lists the escapes kept encoded and the characters that look
	// like an ASCII one, in order: at most MaxDiagnostics of them.
	Notes []DisplayNote
	// Unlisted counts the notes past MaxDiagnostics, not in Notes.
	Unlisted int
}

// DisplayForm reads urn under edition e and returns its display form.
func DisplayForm(urn string, e Edition) Display { return Read(urn, e).Display() }

// Display returns the display form of the URN read into u.
func (u *URN) Display() Display {
	w := displayer{in: u.Input, ru: u.Edition.rules()}
	w.d = Display{Canonical: u.Input, Text: u.Input, Edition: u.Edition}
	w.regions(u)
	if n := maxNotes(u.Input); n > 0 {
		w.d.Notes = make([]DisplayNote, 0, min(n, MaxDiagnostics))
	}
	parts := u.Parts()
	for i, pi := 0, 0; i < len(w.in); {
		// The next escape the reader recorded.
		for pi < len(parts) && (parts[pi].Kind != KindPercentEncoded || parts[pi].Start < i) {
			pi++
		}
		if pi < len(parts) && parts[pi].Start == i {
			end := pi + 1
			for end < len(parts) && parts[end].Kind == KindPercentEncoded && parts[end].Start == parts[end-1].End {
				end++
			}
			i = w.run(parts[pi].Start, parts[end-1].End)
			pi = end
			continue
		}
		if w.in[i] < utf8.RuneSelf {
			i++
			continue
		}
		r, size := utf8.DecodeRuneInString(w.in[i:])
		if like, name, ok := confusable(r); ok {
			from := Span{i, i + size}
			msg := w.msgs.get(w.in[i:i+size], r, func() string {
				return describeLookalike(w.in[i:i+size], r, like, name) + ", but is a different character: this is not the URN it may appear to be"
			})
			w.note(from, Span{w.pos(i), w.pos(i + size)}, Warning, CodeDisplayConfusable, w.confusableRef(), msg, like)
		}
		i += size
	}
	if w.started {
		w.b.WriteString(w.in[w.copied:])
		w.d.Text = w.b.String()
	}
	return w.d
}

// maxNotes bounds the number of notes of s's display form: at most one
// per character outside ASCII and one per escape. Display makes its
// notes at that size at once (grown by append, a long URN's were copied
// four times over); a bound that is much too large is one for text
// without look-alikes, which writes little else.
func maxNotes(s string) int {
	n := 0
	for i := 0; i < len(s); i++ {
		if c := s[i]; c == '%' || c >= 0xC0 {
			n++
		}
	}
	return n
}

// displayRegion is the NSS or one component, where escapes are decoded.
type displayRegion struct {
	ci   int // nssRegion or the index of the component rule
	span Span
}

type displayer struct {
	in string
	ru *rules
	d  Display
	// regs[:nregs] are the NSS and the components present: at most 1 +
	// 3 in any edition (display_test.go checks), held without allocating.
	regs    [4]displayRegion
	nregs   int
	b       strings.Builder
	started bool // b holds in[:copied], rewritten
	copied  int
	buf     [64]byte // the octets of a run of escapes, when few
	msgs    msgCache
}

// msgCache holds the latest look-alike messages, by the text they are
// about (a character, or its escapes), so that a URN that repeats such a
// character (a long one must: there are fewer of them than that) shares
// one message string instead of building and holding one per note. It is
// direct-mapped by code point: small, and no map type in the module.
type msgCache [32]struct{ key, msg string }

// get returns the message for key (the text of r), made by build unless
// cached.
func (c *msgCache) get(key string, r rune, build func() string) string {
	x := &c[uint32(r)%uint32(len(c))]
	if x.key != key || x.msg == "" {
		x.key, x.msg = key, build()
	}
	return x.msg
}

func (w *displayer) regions(u *URN) {
	add := func(g displayRegion) {
		if g.span.Present() && w.nregs < len(w.regs) {
			w.regs[w.nregs] = g
			w.nregs++
		}
	}
	add(displayRegion{nssRegion, u.NSS})
	for ci := range w.ru.components {
		add(displayRegion{ci, u.Component(w.ru.components[ci].kind)})
	}
}

// pos is where offset i of the canonical form is in the display text,
// for an i not yet passed.
func (w *displayer) pos(i int) int {
	if !w.started {
		return i
	}
	return w.b.Len() + i - w.copied
}

//go:noinline
func (w *displayer) note(from, to Span, sev Severity, code Code, ref Ref, msg string, like byte) {
	if len(w.d.Notes) == MaxDiagnostics {
		w.d.Unlisted++
		return
	}
	n := DisplayNote{Span: to, From: from, Severity: sev, Code: code, Msg: msg, Ref: ref}
	if like != 0 {
		n.Like = asciiChar(like)
	}
	w.d.Notes = append(w.d.Notes, n)
}

// asciiChar is c as a one-byte string, without allocating.
func asciiChar(c byte) string {
	const chars = "\x00\x01\x02\x03\x04\x05\x06\x07\x08\x09\x0a\x0b\x0c\x0d\x0e\x0f" +
		"\x10\x11\x12\x13\x14\x15\x16\x17\x18\x19\x1a\x1b\x1c\x1d\x1e\x1f" +
		" !\"#$%&'()*+,-./0123456789:;<=>?@ABCDEFGHIJKLMNOPQRSTUVWXYZ[\\]^_`abcdefghijklmnopqrstuvwxyz{|}~\x7f"
	if c >= utf8.RuneSelf {
		return ""
	}
	return chars[c : c+1]
}

// decode replaces the escapes from with the character text.
func (w *displayer) decode(from Span, text []byte) Span {
	if !w.started {
		w.started = true
		w.b.Grow(len(w.in))
	}
	w.b.WriteString(w.in[w.copied:from.Start])
	to := Span{w.b.Len(), w.b.Len() + len(text)}
	w.b.Write(text)
	w.copied = from.End
	if n := len(w.d.Segments); n == cap(w.d.Segments) {
		// Doubled, not grown by append's quarter: a long URN's segments
		// are then copied once in all, not four times.
		w.d.Segments = append(make([]DisplaySegment, 0, 2*n+4), w.d.Segments...)
	}
	w.d.Segments = append(w.d.Segments, DisplaySegment{From: from, To: to})
	return to
}

// run handles the escapes in[start:end], three bytes each, and returns
// end.
func (w *displayer) run(start, end int) int {
	reg := displayRegion{ci: nssRegion, span: NoSpan}
	for _, g := range w.regs[:w.nregs] {
		if g.span.Start <= start && end <= g.span.End {
			reg = g
			break
		}
	}
	if !reg.span.Present() {
		return end // not in a region the display decodes
	}
	n := (end - start) / 3
	oct := w.buf[:0]
	if n > len(w.buf) {
		oct = make([]byte, 0, n)
	}
	for i := start; i < end; i += 3 {
		oct = append(oct, unhex(w.in[i+1])<<4|unhex(w.in[i+2]))
	}
	for j := 0; j < n; {
		r, size := utf8.DecodeRune(oct[j:])
		if r == utf8.RuneError && size <= 1 {
			k := j + 1
			for k < n {
				if r2, s2 := utf8.DecodeRune(oct[k:]); r2 != utf8.RuneError || s2 > 1 {
					break
				}
				k++
			}
			from := Span{start + 3*j, start + 3*k}
			w.note(from, Span{w.pos(from.Start), w.pos(from.End)}, Warning, CodeDisplayInvalidUTF8, w.ru.nssRef,
				w.in[from.Start:from.End]+" is not UTF-8 text: it stays encoded", 0)
			j = k
			continue
		}
		w.char(reg, Span{start + 3*j, start + 3*(j+size)}, r, oct[j:j+size])
		j += size
	}
	return end
}

// char decides on one character, from the escapes from, in region reg.
func (w *displayer) char(reg displayRegion, from Span, r rune, text []byte) {
	esc := w.in[from.Start:from.End]
	kept := Span{w.pos(from.Start), w.pos(from.End)}
	keep := func(sev Severity, code Code, ref Ref, why string) {
		w.note(from, kept, sev, code, ref, esc+" stays encoded: "+why, 0)
	}
	if r < utf8.RuneSelf {
		c := byte(r)
		switch {
		case c < ' ' || c == 0x7F:
			keep(Warning, CodeDisplayControl, w.displayRef(), "it is the control character "+codePoint(r)+", which cannot be seen")
		case c == '%':
			keep(Info, CodeDisplayDelimiter, w.ru.percentRef, `a literal "%" would read as the start of an escape`)
		case w.literalOK(reg, from.Start, c):
			// In the NSS the two forms make different URNs in every
			// edition (escapes are never decoded to compare); in a
			// component only the namespace can tell.
			why, ref := "a literal "+quote(string(rune(c)))+" may also appear here, and a namespace may give the two forms different meanings", w.displayRef()
			if reg.ci == nssRegion {
				why, ref = why+"; decoded, the URN would look like a different, non-equivalent one", w.literalRef()
			}
			keep(Info, CodeDisplayLiteralForm, ref, why)
		case classOf[c]&(cSlash|cQuestion|cHash) != 0:
			keep(Info, CodeDisplayDelimiter, w.delimiterRef(reg), w.delimiterWhy(reg, from.Start, c))
		default:
			w.decode(from, text)
		}
		return
	}
	switch {
	case r <= 0x9F:
		keep(Warning, CodeDisplayControl, w.displayRef(), "it is the control character "+codePoint(r)+", which cannot be seen")
	case !strconv.IsPrint(r) || defaultIgnorable(r):
		keep(Warning, CodeDisplayInvisible, w.displayRef(), "it is "+codePoint(r)+", "+invisibleWhat(r)+", which a display cannot show apart from others")
	default:
		to := w.decode(from, text)
		if like, name, ok := confusable(r); ok {
			msg := w.msgs.get(esc, r, func() string {
				return esc + " decodes to " + describeLookalike(string(text), r, like, name) + ", but is a different character: this URN is not the same as one with " +
					quote(string(rune(like)))
			})
			w.note(from, to, Warning, CodeDisplayConfusable, w.confusableRef(), msg, like)
		}
	}
}

// literalOK reports whether c may appear unencoded at offset at of
// region reg: the NSS repertoire (with RFC 2141's discouraged "/ ? #",
// which are allowed) or the component's.
func (w *displayer) literalOK(reg displayRegion, at int, c byte) bool {
	ru := w.ru
	if reg.ci != nssRegion {
		comp := &ru.components[reg.ci]
		if at == reg.span.Start && comp.first != 0 {
			return classOf[c]&comp.first != 0
		}
		return classOf[c]&comp.chars != 0
	}
	allowed := ru.nss | ru.discouraged
	if at == reg.span.Start {
		allowed = ru.nssFirst | ru.discouraged
	}
	return classOf[c]&allowed != 0
}

func (w *displayer) delimiterWhy(reg displayRegion, at int, c byte) string {
	q := quote(string(rune(c)))
	if reg.ci == nssRegion && classOf[c]&w.ru.nss != 0 && at == reg.span.Start {
		return "a literal " + q + " cannot begin the NSS"
	}
	if reg.ci != nssRegion && at == reg.span.Start && classOf[c]&w.ru.components[reg.ci].chars != 0 {
		return "a literal " + q + " cannot begin the " + w.ru.components[reg.ci].kind.String()
	}
	if begins := componentsBegunBy(w.ru, c, reg.ci); begins != "" {
		return "a literal " + q + " here would begin " + begins
	}
	where := "the NSS"
	if reg.ci != nssRegion {
		where = "the " + w.ru.components[reg.ci].kind.String()
	}
	return "a literal " + q + " cannot appear in " + where
}

func (w *displayer) delimiterRef(reg displayRegion) Ref {
	if reg.ci == nssRegion {
		return w.ru.reservedRef
	}
	return w.ru.components[reg.ci].ref
}

// Sections cited by the display form, by edition: transport and display;
// where the escaped and literal forms of a character differ; where a
// confusable character is shown.
var (
	displayRefs = [numEditions]Ref{
		RFC2141: ref("rfc2141", "4"), Draft03: ref("draft-03", "4"),
		Draft12: ref("draft-12", "5.4"), RFC8141: ref("rfc8141", "4.4"),
	}
	literalRefs = [numEditions]Ref{
		RFC2141: ref("rfc2141", "2.3.1"), Draft03: ref("draft-03", "4"),
		Draft12: ref("draft-12", "4.1"), RFC8141: ref("rfc8141", "3.1"),
	}
	confusableRefs = [numEditions]Ref{
		RFC2141: ref("rfc2141", "4"), Draft03: ref("draft-03", "4"),
		Draft12: ref("draft-12", "4.2"), RFC8141: ref("rfc8141", "3.2"),
	}
)

func (w *displayer) edition() Edition {
	if w.d.Edition >= numEditions {
		return DefaultEdition
	}
	return w.d.Edition
}

func (w *displayer) displayRef() Ref    { return displayRefs[w.edition()] }
func (w *displayer) literalRef() Ref    { return literalRefs[w.edition()] }
func (w *displayer) confusableRef() Ref { return confusableRefs[w.edition()] }

// defaultIgnorable reports the default-ignorable code points that
// strconv.IsPrint accepts (it already rejects the format characters):
// combining grapheme joiner, Hangul fillers, Khmer inherent vowels,
// Mongolian and other variation selectors. Shown, they are nothing.
func defaultIgnorable(r rune) bool {
	switch {
	case r == 0x034F, r == 0x115F, r == 0x1160, r == 0x17B4, r == 0x17B5, r == 0x3164, r == 0xFFA0:
		return true
	case 0x180B <= r && r <= 0x180F, 0xFE00 <= r && r <= 0xFE0F, 0xE0100 <= r && r <= 0xE01EF:
		return true
	}
	return false
}

// invisibleWhat says what kind of unprintable character r is.
func invisibleWhat(r rune) string {
	switch {
	case unicode.Is(unicode.White_Space, r):
		return "white space other than the ASCII space"
	case unicode.Is(unicode.Cf, r) || defaultIgnorable(r):
		return "an invisible formatting character"
	case unicode.Is(unicode.Co, r):
		return "a private-use character"
	}
	return "an unassigned code point or noncharacter"
}

// ToText maps a span of Canonical to the span of Text that shows it. A
// span that starts or ends inside a decoded character's escapes grows to
// the whole character.
func (d *Display) ToText(s Span) Span { return d.mapSpan(s, true) }

// ToCanonical maps a span of Text back to Canonical. A span that starts
// or ends inside a decoded character grows to all of its escapes.
func (d *Display) ToCanonical(s Span) Span { return d.mapSpan(s, false) }

func (d *Display) mapSpan(s Span, toText bool) Span {
	if !s.Present() {
		return s
	}
	start := d.mapOffset(s.Start, toText, false)
	if s.End == s.Start {
		return Span{start, start}
	}
	return Span{start, d.mapOffset(s.End, toText, true)}
}

func (d *Display) mapOffset(o int, toText, end bool) int {
	shift := 0
	for _, sg := range d.Segments {
		src, dst := sg.From, sg.To
		if !toText {
			src, dst = dst, src
		}
		if o <= src.Start {
			break
		}
		if o >= src.End {
			shift = dst.End - src.End
			continue
		}
		if end {
			return dst.End
		}
		return dst.Start
	}
	return o + shift
}
