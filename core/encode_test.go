package core

import (
	"slices"
	"strings"
	"testing"
)

type encodeCase struct {
	raw     string
	special string
	eds     []Edition // nil: every edition
	nss     string
	codes   []Code // of Chars, in order
	diags   []Code // of Diagnostics, in order
	valid   bool
	why     string // the section that decides
}

var allEds = []Edition{RFC2141, Draft03, Draft12, RFC8141}

func TestEncodeNSS(t *testing.T) {
	old := []Edition{RFC2141, Draft03}
	recent := []Edition{Draft12, RFC8141}
	for _, c := range []encodeCase{
		{raw: "foo bar", nss: "foo%20bar", codes: []Code{CodeEncSpace}, valid: true, why: "RFC 2141 §2.4, draft-03 §2.5.3: SP excluded"},
		{raw: "\u00e9", nss: "%C3%A9", codes: []Code{CodeEncNonASCII}, valid: true, why: "RFC 2141 §2.2: UTF-8, then %HH"},
		{raw: "caf\u00e9 cr\u00e8me", nss: "caf%C3%A9%20cr%C3%A8me", codes: []Code{CodeEncNonASCII, CodeEncSpace, CodeEncNonASCII}, valid: true},
		{raw: "\U0001F603", nss: "%F0%9F%98%83", codes: []Code{CodeEncNonASCII}, valid: true, why: "four octets, one character"},
		{raw: "\u0430123", nss: "%D0%B0123", codes: []Code{CodeEncNonASCII}, valid: true, why: "RFC 8141 §3.2"},
		{raw: "a/b", eds: []Edition{RFC2141}, nss: "a%2Fb", codes: []Code{CodeEncDelimiter}, valid: true, why: "RFC 2141 §2.3.2: SHOULD be encoded"},
		{raw: "a/b", eds: []Edition{Draft03}, nss: "a%2Fb", codes: []Code{CodeEncDelimiter}, valid: true, why: "draft-03 §2.5.1: MUST be encoded"},
		{raw: "a/b", eds: recent, nss: "a/b", valid: true, why: "draft-12 §3.2, RFC 8141 §2.2: allowed"},
		{raw: "/a/b", eds: old, nss: "%2Fa%2Fb", codes: []Code{CodeEncDelimiter, CodeEncDelimiter}, valid: true},
		{raw: "/a/b", eds: recent, nss: "%2Fa/b", codes: []Code{CodeEncLeadingSlash}, valid: true, why: "draft-12 §3: NSS = pchar *(pchar / \"/\")"},
		{raw: "100%", nss: "100%25", codes: []Code{CodeEncPercent}, valid: true, why: "RFC 2141 §2.3.1: literal % is %25"},
		{raw: "%41", nss: "%2541", codes: []Code{CodeEncPercent}, valid: true},
		{raw: "a?b", nss: "a%3Fb", codes: []Code{CodeEncDelimiter}, valid: true, why: "draft-03 §2.5.1, draft-12 §3.2, RFC 8141 §2"},
		{raw: "a?+b", nss: "a%3F+b", codes: []Code{CodeEncDelimiter}, valid: true},
		{raw: "a#b", nss: "a%23b", codes: []Code{CodeEncDelimiter}, valid: true},
		{raw: "?", nss: "%3F", codes: []Code{CodeEncDelimiter}, valid: true},
		{raw: "#", nss: "%23", codes: []Code{CodeEncDelimiter}, valid: true},
		{raw: "user@host", special: "@", nss: "user%40host", codes: []Code{CodeEncSpecial}, valid: true, why: "draft-12 §3.2: \"@\" → \"%40\""},
		{raw: "user@host", nss: "user@host", valid: true},
		{raw: "a:b@c", special: "@:", nss: "a%3Ab%40c", codes: []Code{CodeEncSpecial, CodeEncSpecial}, valid: true},
		{raw: "a?b", special: "?", nss: "a%3Fb", codes: []Code{CodeEncDelimiter}, valid: true, why: "encoded anyway: the delimiter reason wins"},
		{raw: "abc", special: "b", nss: "abc", diags: []Code{CodeEncSpecialIgnored}, valid: true, why: "letters are never encoded"},
		{raw: "a\u00e9", special: "\u00e9", nss: "a%C3%A9", codes: []Code{CodeEncNonASCII}, valid: true},
		{raw: "a~b&c", eds: []Edition{RFC2141}, nss: "a%7Eb%26c", codes: []Code{CodeEncExcluded, CodeEncExcluded}, valid: true, why: "RFC 2141 §2.4"},
		{raw: "a~b&c", eds: []Edition{Draft03, Draft12, RFC8141}, nss: "a~b&c", valid: true, why: "pchar"},
		{raw: "<a\"b>", nss: "%3Ca%22b%3E", codes: []Code{CodeEncExcluded, CodeEncExcluded, CodeEncExcluded}, valid: true},
		{raw: "a\tb\x7f", nss: "a%09b%7F", codes: []Code{CodeEncControl, CodeEncControl}, valid: true},
		{raw: "a\x00b", eds: old, nss: "a%00b", codes: []Code{CodeEncControl}, diags: []Code{CodeEncNUL}, why: "RFC 2141 §2.4, draft-03 §2.5.3"},
		{raw: "a\x00b", eds: recent, nss: "a%00b", codes: []Code{CodeEncControl}, valid: true},
		{raw: "a\xffb\xc3", nss: "a%FFb%C3", codes: []Code{CodeEncInvalidUTF8, CodeEncInvalidUTF8}, valid: true},
		{raw: "", nss: "", diags: []Code{CodeEncEmpty}, why: "NSS = 1*<URN chars>"},
		{raw: "isbn:0451450523", nss: "isbn:0451450523", valid: true},
	} {
		eds := c.eds
		if eds == nil {
			eds = allEds
		}
		for _, e := range eds {
			enc := EncodeNSS(c.raw, e, EncodeOptions{Special: c.special})
			var codes, diags []Code
			for _, ch := range enc.Chars {
				codes = append(codes, ch.Code)
			}
			for _, d := range enc.Diagnostics {
				diags = append(diags, d.Code)
			}
			if enc.NSS != c.nss || !slices.Equal(codes, c.codes) || !slices.Equal(diags, c.diags) || enc.Valid != c.valid {
				t.Errorf("%s EncodeNSS(%q, special %q) (%s) = %q codes %v diags %v valid %v; want %q %v %v %v",
					e, c.raw, c.special, c.why, enc.NSS, codes, diags, enc.Valid, c.nss, c.codes, c.diags, c.valid)
			}
			checkEncoding(t, enc, c.special)
		}
	}
}

// checkEncoding holds for every encoding: the characters' spans and texts
// agree, every entry is complete, the NSS decodes back to Raw, and the
// verdict agrees with the reader.
func checkEncoding(t *testing.T, enc Encoding, special string) {
	t.Helper()
	e, raw := enc.Edition, enc.Raw
	fail := func(msg string, args ...any) {
		t.Helper()
		t.Fatalf("%s %q (special %q) → %q: "+msg, append([]any{e, raw, special, enc.NSS}, args...)...)
	}
	if got := decodeEscapes(enc.NSS); got != raw {
		fail("decodes to %q", got)
	}
	ri, oi := 0, 0 // raw and NSS offsets between encoded characters
	for _, ch := range enc.Chars {
		if ch.Start < ri || ch.End > len(raw) || ch.Start >= ch.End || ch.Out.End > len(enc.NSS) {
			fail("char %+v out of bounds or order", ch)
		}
		if raw[ri:ch.Start] != enc.NSS[oi:ch.Out.Start] {
			fail("literal text before %+v differs", ch)
		}
		if raw[ch.Start:ch.End] != ch.Char || enc.NSS[ch.Out.Start:ch.Out.End] != ch.Encoded || ch.Encoded != percentEncode(ch.Char) {
			fail("char %+v does not match its spans", ch)
		}
		if ch.Code == "" || ch.Reason == "" || ch.Ref.Doc == "" || ch.Ref.Anchor == "" {
			fail("char %+v incomplete", ch)
		}
		ri, oi = ch.End, ch.Out.End
	}
	if raw[ri:] != enc.NSS[oi:] {
		fail("literal tail differs")
	}
	for _, d := range enc.Diagnostics {
		if d.Code == "" || d.Msg == "" || d.Ref.Doc == "" || (d.Span.Present() && (d.Start > d.End || d.End > len(raw))) {
			fail("diagnostic %+v incomplete or out of bounds", d)
		}
	}
	urn := "urn:example:" + enc.NSS
	if v := Valid(urn, e); v != enc.Valid {
		fail("Valid(%q) = %v, Encoding.Valid = %v", urn, v, enc.Valid)
	}
	wantValid := raw != "" && !(e.rules().nulForbidden && strings.IndexByte(raw, 0) >= 0)
	if enc.Valid != wantValid {
		fail("Valid = %v, want %v", enc.Valid, wantValid)
	}
	// Minimal: an escape stands for a byte that needs one, and a literal
	// byte is one the reader takes as it is. The oracle is the reader
	// itself, not the encoder's table.
	var sp asciiSet
	sp.add(special)
	for i, j := 0, 0; i < len(enc.NSS); j++ {
		first := j == 0
		if enc.NSS[i] == '%' {
			v := unhex(enc.NSS[i+1])<<4 | unhex(enc.NSS[i+2])
			if v < 0x80 && literalAccepted(e, v, first) && !(sp.has(v) && classOf[v]&letNum == 0) {
				fail("%s encodes %q, which needs no encoding", enc.NSS[i:i+3], v)
			}
			i += 3
			continue
		}
		c := enc.NSS[i]
		if !literalAccepted(e, c, first) || (sp.has(c) && classOf[c]&letNum == 0) {
			fail("%q left literal at %d", c, i)
		}
		i++
	}
}

// literalTable[e][first][c]: the reader accepts byte c in the NSS (first:
// as its first character) without an error or warning about it.
var literalTable = func() (t [numEditions][2][256]bool) {
	for _, e := range allEds {
		for first := range 2 {
			prefix := "urn:example:a"
			if first == 1 {
				prefix = "urn:example:"
			}
			for c := range 256 {
				in := prefix + string([]byte{byte(c)}) + "z"
				u := Read(in, e)
				ok := u.Valid && u.NSS.End == len(in)
				for _, d := range u.Diagnostics {
					if d.Severity >= Warning && d.Start <= len(prefix) && len(prefix) < d.End {
						ok = false
					}
				}
				t[e][first][c] = ok
			}
		}
	}
	return t
}()

func literalAccepted(e Edition, c byte, first bool) bool {
	f := 0
	if first {
		f = 1
	}
	return literalTable[e][f][c]
}

// decodeEscapes replaces every %HH with its octet.
func decodeEscapes(s string) string {
	if strings.IndexByte(s, '%') < 0 {
		return s
	}
	b := make([]byte, 0, len(s))
	for i := 0; i < len(s); i++ {
		if s[i] == '%' && i+2 < len(s) && isHex(s[i+1]) && isHex(s[i+2]) {
			b = append(b, unhex(s[i+1])<<4|unhex(s[i+2]))
			i += 2
			continue
		}
		b = append(b, s[i])
	}
	return string(b)
}

func TestEncodeNSSReasons(t *testing.T) {
	for _, c := range []struct {
		raw  string
		e    Edition
		want []string // substrings of the first reason
		ref  string
	}{
		{"\u0430", RFC8141, []string{"U+0430 CYRILLIC SMALL LETTER A", `the Latin letter "a"`, "%D0%B0"}, "RFC 8141 §2.2"},
		{"\u00e9", RFC8141, []string{"U+00E9", "UTF-8", "%C3%A9"}, "RFC 8141 §2.2"},
		{"a?b", RFC8141, []string{`the r-component ("?+") or the q-component ("?=")`, "%3F"}, "RFC 8141 §2.2"},
		{"a?b", Draft12, []string{`the q-component ("?") or the r-component ("??")`}, "draft-12 §3.2"},
		{"a#b", Draft03, []string{"the fragment"}, "draft-03 §2.5.1"},
		{"a/b", Draft03, []string{"MUST NOT", "single segment"}, "draft-03 §2.5.1"},
		{"a/b", RFC2141, []string{"reserved", "SHOULD NOT"}, "RFC 2141 §2.3.2"},
		// The grammar says it, NSS = pchar *(pchar / "/"): §2, not §2.2.
		{"/a", RFC8141, []string{"first character"}, "RFC 8141 §2"},
		{"a~", RFC2141, []string{`"~"`, "letters, digits"}, "RFC 2141 §2.4"},
		{"%", Draft03, []string{"%25"}, "draft-03 §2.5.2"},
		{"\x00", RFC2141, []string{"U+0000", "never"}, "RFC 2141 §2.4"},
		{"\xc3", RFC8141, []string{"0xC3", "UTF-8"}, "RFC 8141 §2.2"},
	} {
		enc := EncodeNSS(c.raw, c.e, EncodeOptions{})
		if len(enc.Chars) == 0 {
			t.Fatalf("%s %q: nothing encoded", c.e, c.raw)
		}
		ch := enc.Chars[0]
		for _, w := range c.want {
			if !strings.Contains(ch.Reason, w) {
				t.Errorf("%s %q: reason %q lacks %q", c.e, c.raw, ch.Reason, w)
			}
		}
		if ch.Ref.String() != c.ref {
			t.Errorf("%s %q: ref %s, want %s", c.e, c.raw, ch.Ref, c.ref)
		}
	}
	enc := EncodeNSS("a@b", Draft12, EncodeOptions{Special: "@"})
	if ch := enc.Chars[0]; ch.Ref.String() != "draft-12 §3.2" || !strings.Contains(ch.Reason, "MUST be percent-encoded") {
		t.Errorf("special: %+v", ch)
	}
}

func TestEncodeNSSNoAlloc(t *testing.T) {
	if n := testing.AllocsPerRun(100, func() { _ = EncodeNSS("0451450523", RFC8141, EncodeOptions{}) }); n != 0 {
		t.Errorf("conformant identifier: %v allocations, want 0", n)
	}
}

func TestBuildURN(t *testing.T) {
	for _, c := range []struct {
		nid, raw string
		e        Edition
		urn      string
		valid    bool
		diags    []Code
	}{
		{"example", "foo bar", RFC8141, "urn:example:foo%20bar", true, nil},
		{"example", "a/b", Draft03, "urn:example:a%2Fb", true, nil},
		{"isbn", "0451450523", RFC2141, "urn:isbn:0451450523", true, nil},
		{"example", "", RFC8141, "urn:example:", false, []Code{CodeEncEmpty}},
		{"-bad", "x", RFC8141, "urn:-bad:x", false, []Code{CodeNIDLeadingHyphen}},
		{"caf\u00e9", "x", RFC8141, "urn:caf\u00e9:x", false, []Code{CodeNIDChar}},
		{"a:b", "x", RFC8141, "urn:a:b:x", false, []Code{CodeEncNIDColon}},
		{"", "x", RFC8141, "urn::x", false, []Code{CodeMissingNID}},
		{"urn", "x", Draft03, "urn:urn:x", false, []Code{CodeNIDReservedURN}},
	} {
		urn, enc := BuildURN(c.nid, c.raw, c.e, EncodeOptions{})
		var diags []Code
		for _, d := range enc.Diagnostics {
			diags = append(diags, d.Code)
		}
		if urn != c.urn || enc.Valid != c.valid || !slices.Equal(diags, c.diags) {
			t.Errorf("%s BuildURN(%q, %q) = %q valid %v diags %v; want %q %v %v", c.e, c.nid, c.raw, urn, enc.Valid, diags, c.urn, c.valid, c.diags)
		}
		// The promise: a NID outside the grammar reads as invalid, except
		// a ":" in it, which BuildURN reports.
		if !enc.Valid && !slices.Contains(diags, CodeEncNIDColon) && c.raw != "" && Valid(urn, c.e) {
			t.Errorf("%s %q reads as valid", c.e, urn)
		}
	}
}

// FuzzEncodeNSS checks that the NSS EncodeNSS builds from any identifier
// reads as valid under its edition (unless the identifier is empty or
// holds a NUL where that is forbidden), decodes back to the identifier
// byte for byte, and encodes only what needs it, with the reader as the
// judge of "needs".
func FuzzEncodeNSS(f *testing.F) {
	for _, s := range []string{
		"foo bar", "\u00e9", "a/b", "/a", "100%", "?", "#", "a?+b?=c#d", "user@host", "\u0430123", "\x00", "\xff\xfe",
		"~&", "\U0001F603", "%41", "a:b:c", "", " ", "\t\n", "<>\"{}|\\^`[]",
	} {
		f.Add(s, "")
	}
	f.Add("user@host", "@")
	f.Add("a:b;c", ":;a")
	f.Fuzz(func(t *testing.T, raw, special string) {
		for _, e := range allEds {
			checkEncoding(t, EncodeNSS(raw, e, EncodeOptions{Special: special}), special)
		}
	})
}
