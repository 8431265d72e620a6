package core

import (
	"slices"
	"strconv"
	"strings"
	"testing"
	"unicode/utf8"
)

type displayCase struct {
	in    string
	eds   []Edition // nil: every edition
	text  string
	notes []Code
	like  string // the Like of the first confusable note
	msg   string // a substring of the first note's message
	why   string
}

func TestDisplayForm(t *testing.T) {
	recent := []Edition{Draft12, RFC8141}
	for _, c := range []displayCase{
		{in: "urn:example:%D0%B0123,z456", text: "urn:example:\u0430123,z456", notes: []Code{CodeDisplayConfusable}, like: "a",
			msg: "%D0%B0 decodes to \"\u0430\" (U+0430 CYRILLIC SMALL LETTER A), which looks like the Latin letter \"a\"", why: "RFC 8141 §3.2"},
		{in: "urn:example:%d0%b0123,z456", text: "urn:example:\u0430123,z456", notes: []Code{CodeDisplayConfusable}, like: "a", why: "lower-case hex"},
		{in: "urn:example:%F0%9F%98%83", text: "urn:example:\U0001F603", why: "four octets, one character"},
		{in: "urn:example:caf%C3%A9", text: "urn:example:caf\u00e9"},
		{in: "urn:example:a%20b", text: "urn:example:a b", why: "a space cannot be literal: no other URN looks the same"},
		{in: "urn:example:%7B%7D", text: "urn:example:{}"},
		{in: "urn:example:a123,z456", text: "urn:example:a123,z456", why: "nothing to decode"},
		{in: "urn:example:a123%2Cz456", text: "urn:example:a123%2Cz456", notes: []Code{CodeDisplayLiteralForm},
			why: "draft-12 §4.2: %2C is not \",\""},
		{in: "urn:example:%41", text: "urn:example:%41", notes: []Code{CodeDisplayLiteralForm}},
		{in: "urn:example:a%3Ab", text: "urn:example:a%3Ab", notes: []Code{CodeDisplayLiteralForm}, why: "\":\" is a pchar"},
		{in: "urn:example:a%2Fb", eds: []Edition{RFC2141}, text: "urn:example:a%2Fb", notes: []Code{CodeDisplayLiteralForm},
			why: "RFC 2141 §2.3.2: \"/\" allowed (discouraged)"},
		{in: "urn:example:a%2Fb", eds: []Edition{Draft03}, text: "urn:example:a%2Fb", notes: []Code{CodeDisplayDelimiter}, msg: "cannot appear in the NSS",
			why: "draft-03 §2.5.1"},
		{in: "urn:example:a%2Fb", eds: recent, text: "urn:example:a%2Fb", notes: []Code{CodeDisplayLiteralForm}, why: "draft-12 §3.2"},
		{in: "urn:example:%2Fb", eds: recent, text: "urn:example:%2Fb", notes: []Code{CodeDisplayDelimiter}, msg: "cannot begin the NSS"},
		{in: "urn:example:a%3Fb", eds: []Edition{RFC8141}, text: "urn:example:a%3Fb", notes: []Code{CodeDisplayDelimiter},
			msg: `would begin the r-component ("?+") or the q-component ("?=")`},
		{in: "urn:example:a%3Fb", eds: []Edition{RFC2141}, text: "urn:example:a%3Fb", notes: []Code{CodeDisplayLiteralForm}, why: "RFC 2141 §2.3.2"},
		{in: "urn:example:a%3Fb", eds: []Edition{Draft03}, text: "urn:example:a%3Fb", notes: []Code{CodeDisplayDelimiter}, msg: `would begin the query ("?")`},
		{in: "urn:example:a%3Fb", eds: []Edition{Draft12}, text: "urn:example:a%3Fb", notes: []Code{CodeDisplayDelimiter},
			msg: `would begin the q-component ("?") or the r-component ("??")`},
		{in: "urn:example:a%23b", eds: []Edition{Draft03, Draft12, RFC8141}, text: "urn:example:a%23b", notes: []Code{CodeDisplayDelimiter}},
		{in: "urn:example:100%25", text: "urn:example:100%25", notes: []Code{CodeDisplayDelimiter}, msg: "start of an escape"},
		{in: "urn:example:%2541", text: "urn:example:%2541", notes: []Code{CodeDisplayDelimiter}},
		{in: "urn:example:a%00", text: "urn:example:a%00", notes: []Code{CodeDisplayControl}, msg: "U+0000"},
		{in: "urn:example:a%09%7F", text: "urn:example:a%09%7F", notes: []Code{CodeDisplayControl, CodeDisplayControl}},
		{in: "urn:example:a%C2%85", text: "urn:example:a%C2%85", notes: []Code{CodeDisplayControl}, msg: "U+0085"},
		{in: "urn:example:a%C3", text: "urn:example:a%C3", notes: []Code{CodeDisplayInvalidUTF8}},
		{in: "urn:example:a%C3%28", eds: recent, text: "urn:example:a%C3%28", notes: []Code{CodeDisplayInvalidUTF8, CodeDisplayLiteralForm}},
		{in: "urn:example:%FF%FE%C3%A9", text: "urn:example:%FF%FE\u00e9", notes: []Code{CodeDisplayInvalidUTF8}, msg: "%FF%FE is not UTF-8"},
		{in: "urn:example:%ED%A0%80", text: "urn:example:%ED%A0%80", notes: []Code{CodeDisplayInvalidUTF8}, why: "a surrogate is not UTF-8"},
		{in: "urn:example:a%E2%80%8Bb", text: "urn:example:a%E2%80%8Bb", notes: []Code{CodeDisplayInvisible}, msg: "invisible formatting"},
		{in: "urn:example:a%E2%80%AEb", text: "urn:example:a%E2%80%AEb", notes: []Code{CodeDisplayInvisible}, why: "RIGHT-TO-LEFT OVERRIDE"},
		{in: "urn:example:a%C2%A0b", text: "urn:example:a%C2%A0b", notes: []Code{CodeDisplayInvisible}, msg: "white space"},
		{in: "urn:example:%F0%9F%98%83%EF%B8%8F", text: "urn:example:\U0001F603%EF%B8%8F", notes: []Code{CodeDisplayInvisible}, why: "a variation selector"},
		{in: "urn:example:%EE%80%80", text: "urn:example:%EE%80%80", notes: []Code{CodeDisplayInvisible}, msg: "private-use"},
		{in: "urn:example:%EF%BF%BF", text: "urn:example:%EF%BF%BF", notes: []Code{CodeDisplayInvisible}, msg: "noncharacter"},
		{in: "urn:example:%EF%BC%A1", text: "urn:example:\uFF21", notes: []Code{CodeDisplayConfusable}, like: "A", msg: "FULLWIDTH LATIN CAPITAL LETTER A"},
		{in: "urn:example:%F0%9D%90%9A", text: "urn:example:\U0001D41A", notes: []Code{CodeDisplayConfusable}, like: "a"},
		{in: "urn:example:a%E2%88%95b", text: "urn:example:a\u2215b", notes: []Code{CodeDisplayConfusable}, like: "/"},
		{in: "urn:example:%CE%9F%CE%BF", text: "urn:example:\u039f\u03bf", notes: []Code{CodeDisplayConfusable, CodeDisplayConfusable}, like: "O",
			msg: "GREEK CAPITAL LETTER OMICRON"},
		// Components: decoded like the NSS, by their own repertoire.
		{in: "urn:example:a?+%D0%B0?=%2F%20#%3F%23", eds: []Edition{RFC8141}, text: "urn:example:a?+\u0430?=%2F #%3F%23",
			// "/" may not begin a q-component (RFC 8141 §2: pchar first), so %2F stays a delimiter note.
			notes: []Code{CodeDisplayConfusable, CodeDisplayDelimiter, CodeDisplayLiteralForm, CodeDisplayDelimiter}, like: "a"},
		{in: "urn:example:a?s=I2L%26x#%C3%A9", eds: []Edition{Draft03}, text: "urn:example:a?s=I2L%26x#\u00e9", notes: []Code{CodeDisplayLiteralForm}},
		// The scheme and NID are never decoded; a look-alike in them is
		// named.
		{in: "urn:\u0435xample:a", text: "urn:\u0435xample:a", notes: []Code{CodeDisplayConfusable}, like: "e", msg: "CYRILLIC SMALL LETTER IE"},
		{in: "urn:ex%41mple:%C3%A9", text: "urn:ex%41mple:\u00e9", why: "the NID runs to the first \":\""},
		{in: "", text: ""},
		{in: "not a urn %C3%A9", text: "not a urn %C3%A9"},
	} {
		eds := c.eds
		if eds == nil {
			eds = allEds
		}
		for _, e := range eds {
			d := DisplayForm(c.in, e)
			var codes []Code
			like := ""
			for _, n := range d.Notes {
				codes = append(codes, n.Code)
				if n.Code == CodeDisplayConfusable && like == "" {
					like = n.Like
				}
			}
			if d.Text != c.text || !slices.Equal(codes, c.notes) || like != c.like || d.Canonical != c.in || d.Edition != e {
				t.Errorf("%s DisplayForm(%q) (%s) = %q notes %v like %q; want %q %v %q", e, c.in, c.why, d.Text, codes, like, c.text, c.notes, c.like)
				continue
			}
			if c.msg != "" && !strings.Contains(d.Notes[0].Msg, c.msg) {
				t.Errorf("%s %q: message %q lacks %q", e, c.in, d.Notes[0].Msg, c.msg)
			}
			checkDisplay(t, d, Read(c.in, e))
		}
	}
}

func TestDisplayFormSpans(t *testing.T) {
	// urn:example:caf%C3%A9%2C%D0%B0x
	// 0           12 15    21 24    30
	d := DisplayForm("urn:example:caf%C3%A9%2C%D0%B0x", RFC8141)
	if d.Text != "urn:example:caf\u00e9%2C\u0430x" {
		t.Fatalf("text %q", d.Text)
	}
	want := []DisplaySegment{{From: Span{15, 21}, To: Span{15, 17}}, {From: Span{24, 30}, To: Span{20, 22}}}
	if !slices.Equal(d.Segments, want) {
		t.Errorf("segments %v, want %v", d.Segments, want)
	}
	if len(d.Notes) != 2 || d.Notes[0].Span != (Span{17, 20}) || d.Notes[0].From != (Span{21, 24}) ||
		d.Notes[1].Span != (Span{20, 22}) || d.Notes[1].From != (Span{24, 30}) {
		t.Errorf("notes %+v", d.Notes)
	}
	for _, c := range []struct{ canon, text Span }{
		{Span{0, 15}, Span{0, 15}},   // urn:example:caf
		{Span{15, 21}, Span{15, 17}}, // é
		{Span{12, 31}, Span{12, 23}}, // the NSS
		{Span{30, 31}, Span{22, 23}}, // x
		{Span{31, 31}, Span{23, 23}}, // the end
		{NoSpan, NoSpan},
	} {
		if got := d.ToText(c.canon); got != c.text {
			t.Errorf("ToText(%v) = %v, want %v", c.canon, got, c.text)
		}
		if got := d.ToCanonical(c.text); got != c.canon {
			t.Errorf("ToCanonical(%v) = %v, want %v", c.text, got, c.canon)
		}
	}
	// A span that cuts a decoded character grows to all of it.
	if got := d.ToText(Span{16, 18}); got != (Span{15, 17}) {
		t.Errorf("ToText inside = %v", got)
	}
	if got := d.ToCanonical(Span{16, 17}); got != (Span{15, 21}) {
		t.Errorf("ToCanonical inside = %v", got)
	}
}

// The display form of an encoded identifier made only of printable
// characters that do not look like ASCII shows the identifier itself.
func TestDisplayFormOfEncoding(t *testing.T) {
	for _, raw := range []string{"caf\u00e9 cr\u00e8me", "\u65e5\u672c\u8a9e", "a b{c}\U0001F603", "Stra\u00dfe 5"} {
		for _, e := range allEds {
			urn, enc := BuildURN("example", raw, e, EncodeOptions{})
			if !enc.Valid {
				t.Fatalf("%s %q: not valid", e, urn)
			}
			d := DisplayForm(urn, e)
			if want := "urn:example:" + raw; d.Text != want || len(d.Notes) != 0 {
				t.Errorf("%s %q displays as %q with %d notes, want %q", e, urn, d.Text, len(d.Notes), want)
			}
		}
	}
}

func TestDisplayFormAllocs(t *testing.T) {
	for _, e := range allEds {
		if n := 1 + len(e.rules().components); n > len(displayer{}.regs) {
			t.Fatalf("%s has %d regions; displayer.regs holds %d", e, n, len(displayer{}.regs))
		}
	}
	u := Read("urn:example:a123,z456", RFC8141)
	if n := testing.AllocsPerRun(100, func() { _ = u.Display() }); n != 0 {
		t.Errorf("nothing to decode: %v allocations, want 0", n)
	}
}

func TestLookalikes(t *testing.T) {
	for i, l := range lookalikes {
		if i > 0 && lookalikes[i-1].r >= l.r {
			t.Errorf("lookalikes not sorted at %U", l.r)
		}
		if l.r < utf8.RuneSelf || l.like >= utf8.RuneSelf || l.like <= ' ' || l.name == "" {
			t.Errorf("bad entry %+v", l)
		}
		if like, name, ok := confusable(l.r); !ok || like != l.like || name != l.name {
			t.Errorf("confusable(%U) = %q %q %v", l.r, like, name, ok)
		}
	}
	// The letters the issue names, both cases.
	for _, s := range []string{
		"авекмнорстухѕіјԁԛԝӏ", "АВЕКМНОРСТУХЅІЈ", "ΑΒΕΖΗΙΚΜΝΟΡΤΥΧ", "ονακρυι",
	} {
		for _, r := range s {
			if _, _, ok := confusable(r); !ok {
				t.Errorf("%q (%U) is not listed as confusable", r, r)
			}
		}
	}
	for _, c := range []struct {
		r    rune
		like byte
		name string
	}{
		{0xFF21, 'A', "FULLWIDTH LATIN CAPITAL LETTER A"}, {0xFF41, 'a', "FULLWIDTH LATIN SMALL LETTER A"},
		{0xFF10, '0', "FULLWIDTH DIGIT ZERO"}, {0xFF0F, '/', `FULLWIDTH FORM OF "/"`},
		{0x1D400, 'A', "MATHEMATICAL LATIN CAPITAL LETTER A"}, {0x1D41A, 'a', "MATHEMATICAL LATIN SMALL LETTER A"},
		{0x1D6A3, 'z', "MATHEMATICAL LATIN SMALL LETTER Z"}, {0x1D7CE, '0', "MATHEMATICAL DIGIT ZERO"}, {0x1D7FF, '9', "MATHEMATICAL DIGIT NINE"},
	} {
		if like, name, ok := confusable(c.r); !ok || like != c.like || name != c.name {
			t.Errorf("confusable(%U) = %q %q %v, want %q %q", c.r, like, name, ok, c.like, c.name)
		}
	}
	for _, r := range []rune{'a', 0x00E9, 0x0431, 0x1D6A4, 0x1D7CD, 0xFF5F, 0xFF00, 0x4E00} {
		if _, _, ok := confusable(r); ok {
			t.Errorf("%U is listed as confusable", r)
		}
	}
}

// checkDisplay holds for every display form: spans in bounds and in
// order; each segment is one character whose UTF-8 octets are its
// escapes; putting the escapes back gives the canonical form exactly;
// notes map between the texts as ToText and ToCanonical say; the scheme
// and NID are untouched. For a valid URN it also checks that the display
// text is unambiguous: re-encoding each character the place does not
// allow literally gives back the canonical form (up to the case of hex
// digits).
func checkDisplay(t *testing.T, d Display, u *URN) {
	t.Helper()
	in, text, e := d.Canonical, d.Text, d.Edition
	fail := func(msg string, args ...any) {
		t.Helper()
		t.Fatalf("%s %q → %q: "+msg, append([]any{e, in, text}, args...)...)
	}
	var b strings.Builder
	ci, ti := 0, 0
	for _, sg := range d.Segments {
		f, to := sg.From, sg.To
		if f.Start < ci || f.End > len(in) || f.Start >= f.End || to.Start < ti || to.End > len(text) || to.Start >= to.End {
			fail("segment %v out of bounds or order", sg)
		}
		if in[ci:f.Start] != text[ti:to.Start] {
			fail("text between segments differs before %v", sg)
		}
		ch := text[to.Start:to.End]
		if r, size := utf8.DecodeRuneInString(ch); size != len(ch) || r == utf8.RuneError && size < 2 {
			fail("segment %v is not one character: %q", sg, ch)
		}
		if !strings.EqualFold(percentEncode(ch), in[f.Start:f.End]) {
			fail("segment %v: %q does not encode to %q", sg, ch, in[f.Start:f.End])
		}
		// Never decoded: "%", controls, unprintable characters. A
		// look-alike is decoded with a note on it.
		if r, _ := utf8.DecodeRuneInString(ch); r == '%' || r < ' ' || (r >= 0x7F && r <= 0x9F) || !strconv.IsPrint(r) {
			fail("segment %v decodes %U", sg, r)
		} else if _, _, ok := confusable(r); ok && !slices.ContainsFunc(d.Notes, func(n DisplayNote) bool {
			return n.Code == CodeDisplayConfusable && n.From == f && n.Span == to
		}) {
			fail("segment %v: look-alike %U without a note", sg, r)
		}
		b.WriteString(text[ti:to.Start])
		b.WriteString(in[f.Start:f.End])
		ci, ti = f.End, to.End
	}
	if in[ci:] != text[ti:] {
		fail("tail differs")
	}
	b.WriteString(text[ti:])
	if b.String() != in {
		fail("putting the escapes back gives %q", b.String())
	}
	prev := -1
	for _, n := range d.Notes {
		if n.Start < prev || n.Start > n.End || n.End > len(text) || n.From.Start > n.From.End || n.From.End > len(in) || n.From.Start < 0 {
			fail("note %+v out of bounds or order", n)
		}
		prev = n.Start
		if n.Code == "" || n.Msg == "" || n.Ref.Doc == "" || n.Ref.Anchor == "" || n.Severity < Info || n.Severity > Error {
			fail("note %+v incomplete", n)
		}
		if d.ToText(n.From) != n.Span || d.ToCanonical(n.Span) != n.From {
			fail("note %+v: ToText %v, ToCanonical %v", n, d.ToText(n.From), d.ToCanonical(n.Span))
		}
		if (n.Code == CodeDisplayConfusable) != (n.Like != "") {
			fail("note %+v: Like", n)
		}
		if n.Code != CodeDisplayConfusable && text[n.Start:n.End] != in[n.From.Start:n.From.End] {
			fail("kept note %+v: the texts differ", n)
		}
	}
	// Nothing before the NSS changes.
	if u.NSS.Present() && text[:u.NSS.Start] != in[:u.NSS.Start] {
		fail("the text before the NSS changed")
	}
	if !u.Valid {
		return
	}
	// Unambiguous: the display text alone gives the URN back.
	ru := e.rules()
	type region struct {
		s       Span
		allowed charClass
		nss     bool
	}
	regs := []region{{u.NSS, ru.nss | ru.discouraged, true}}
	for _, c := range ru.components {
		if s := u.Component(c.kind); s.Present() {
			regs = append(regs, region{s, c.chars, false})
		}
	}
	var re strings.Builder
	done := 0
	for _, g := range regs {
		s := d.ToText(g.s)
		re.WriteString(text[done:s.Start])
		for i := s.Start; i < s.End; {
			c := text[i]
			if c == '%' && i+2 < s.End && isHex(text[i+1]) && isHex(text[i+2]) {
				re.WriteString(text[i : i+3])
				i += 3
				continue
			}
			first := g.nss && i == s.Start
			if c < utf8.RuneSelf && classOf[c]&g.allowed != 0 && !(first && classOf[c]&ru.nssFirst == 0 && classOf[c]&ru.discouraged == 0) {
				re.WriteByte(c)
				i++
				continue
			}
			_, size := utf8.DecodeRuneInString(text[i:])
			re.WriteString(percentEncode(text[i : i+size]))
			i += size
		}
		done = s.End
	}
	re.WriteString(text[done:])
	if got := upperEscapes(re.String()); got != upperEscapes(in) {
		fail("ambiguous: re-encoding the display text gives %q", re.String())
	}
}

// upperEscapes upper-cases the hex digits of every %HH.
func upperEscapes(s string) string {
	b := []byte(s)
	for i := 0; i+2 < len(b); i++ {
		if b[i] == '%' && isHex(b[i+1]) && isHex(b[i+2]) {
			b[i+1], b[i+2] = hexDigits[unhex(b[i+1])], hexDigits[unhex(b[i+2])]
			i += 2
		}
	}
	return string(b)
}

// FuzzDisplayForm checks checkDisplay on any input under every edition:
// the display form never panics, its spans and mappings are exact, and a
// valid URN's display text is unambiguous.
func FuzzDisplayForm(f *testing.F) {
	for _, s := range []string{
		"urn:example:%D0%B0123,z456", "urn:example:%F0%9F%98%83", "urn:example:a%2Fb", "urn:example:%2Fb", "urn:example:100%25%2541",
		"urn:example:a%00", "urn:example:a%C3", "urn:example:a%C3%28", "urn:example:a%20b%7B", "urn:example:a?+%C3%A9?=%3F#%23",
		"urn:example:a?s=I2L%26x#%C3%A9", "urn:example:%E2%80%8B%C2%A0", "urn:\u0435xample:a", "urn:example:%ef%bc%a1",
		"urn:example:%F0%9F%98%83%EF%B8%8F", "urn:example:a?%3F??%23#%25", "urn:example:%", "urn:example:%C3%A9%", "urn:example:\u00e9%C3%A9",
	} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, in string) {
		for _, e := range allEds {
			u := Read(in, e)
			checkDisplay(t, u.Display(), u)
		}
	})
}

func TestASCIIChar(t *testing.T) {
	for c := 0; c < 0x80; c++ {
		if got, want := asciiChar(byte(c)), string(rune(c)); got != want {
			t.Errorf("asciiChar(%#x) = %q, want %q", c, got, want)
		}
	}
	if got := asciiChar(0x80); got != "" {
		t.Errorf("asciiChar(0x80) = %q, want \"\"", got)
	}
}
