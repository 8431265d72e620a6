package core

import (
	"slices"
	"strings"
	"testing"
)

// readCase is one input read under one edition: the verdict, the codes of
// every diagnostic (in order), and optionally the component texts.
type readCase struct {
	in      string
	ed      Edition
	valid   bool
	codes   []Code
	nid     string
	nss     string
	r, q, f string // "" = absent; use "<empty>" for a present empty component
	query   string
	frag    string
	why     string // the section that decides
}

func (c readCase) check(t *testing.T) {
	t.Helper()
	u := Read(c.in, c.ed)
	checkInvariants(t, u)
	var got []Code
	for _, d := range u.Diagnostics {
		got = append(got, d.Code)
	}
	if u.Valid != c.valid || !slices.Equal(got, c.codes) {
		t.Errorf("%s %q (%s): valid=%v codes=%v; want valid=%v codes=%v\n%s", c.ed, c.in, c.why, u.Valid, got, c.valid, c.codes, u.Diagnostics)
	}
	// Valid, the quick check, must see every error the reading reports.
	if v := Valid(c.in, c.ed); v != c.valid {
		t.Errorf("%s %q (%s): Valid=%v; want %v", c.ed, c.in, c.why, v, c.valid)
	}
	text := func(s Span) string {
		if s.Present() && s.Len() == 0 {
			return "<empty>"
		}
		return u.Text(s)
	}
	for _, w := range []struct {
		name       string
		got, want  string
		onlyIfWant bool
	}{
		{"nid", text(u.NID), c.nid, true}, {"nss", text(u.NSS), c.nss, true},
		{"r", text(u.RComponent), c.r, false}, {"q", text(u.QComponent), c.q, false}, {"f", text(u.FComponent), c.f, false},
		{"query", text(u.Query), c.query, false}, {"fragment", text(u.Fragment), c.frag, false},
	} {
		anyComponent := c.r != "" || c.q != "" || c.f != "" || c.query != "" || c.frag != ""
		if w.onlyIfWant && w.want == "" || !w.onlyIfWant && !anyComponent {
			continue
		}
		if w.got != w.want {
			t.Errorf("%s %q: %s = %q, want %q", c.ed, c.in, w.name, w.got, w.want)
		}
	}
}

func TestReadChoices(t *testing.T) {
	for _, c := range []readCase{
		// RFC 2141 §2.1: <let-num> [ 1,31<let-num-hyp> ] — the brackets make
		// the tail optional, so one character conforms; RFC 2611 §4
		// reserves it as a namespace (a warning, not an error).
		{in: "urn:a:b", ed: RFC2141, valid: true, codes: []Code{CodeNIDReserved}, nid: "a", nss: "b", why: "RFC 2141 §2.1"},
		{in: "urn:a:b", ed: Draft03, valid: false, codes: []Code{CodeNIDTooShort}, why: "draft-03 §2.1"},
		{in: "urn:a:b", ed: RFC8141, valid: false, codes: []Code{CodeNIDTooShort}, why: "RFC 8141 §2.1"},
		// Trailing hyphen: allowed by RFC 2141 only.
		{in: "urn:isbn-:1", ed: RFC2141, valid: true, codes: []Code{CodeNIDUnregistered}, nid: "isbn-", why: "RFC 2141 §2.1"},
		{in: "urn:isbn-:1", ed: Draft12, valid: false, codes: []Code{CodeNIDTrailingHyphen}, why: "draft-12 §3.1"},
		{in: "urn:-isbn:1", ed: RFC2141, valid: false, codes: []Code{CodeNIDLeadingHyphen}, why: "RFC 2141 §2.1"},
		{in: "urn:" + strings.Repeat("a", 33) + ":1", ed: RFC8141, valid: false, codes: []Code{CodeNIDTooLong}, why: "RFC 8141 §2.1"},
		{in: "urn:" + strings.Repeat("a", 32) + ":1", ed: RFC8141, valid: true, codes: []Code{CodeNIDUnregistered}, why: "RFC 8141 §2.1"},
		{in: "urn:is_bn:1", ed: RFC8141, valid: false, codes: []Code{CodeNIDChar}, why: "RFC 8141 §2.1"},
		// The NID "urn" MUST NOT be used in RFC 2141 and draft-03; later
		// editions do not restate it, and it is reserved as a namespace.
		{in: "urn:urn:x", ed: RFC2141, valid: false, codes: []Code{CodeNIDReservedURN}, why: "RFC 2141 §2.1"},
		{in: "urn:URN:x", ed: Draft03, valid: false, codes: []Code{CodeNIDReservedURN}, why: "draft-03 §2.1"},
		{in: "urn:urn:x", ed: RFC8141, valid: true, codes: []Code{CodeNIDReserved}, why: "RFC 8141 §5.1"},
		// %41 where RFC 2141 says not to encode unreserved characters
		// (§2.3.1 "MUST NOT be %-encoded"): the grammar admits it, so it
		// stays valid, with a warning; punctuation may be namespace-reserved,
		// so "%2C" draws nothing.
		{in: "urn:example:%41", ed: RFC2141, valid: true, codes: []Code{CodeNeedlessEscape}, why: "RFC 2141 §2.3.1"},
		{in: "urn:example:a%2C", ed: RFC2141, valid: true, nss: "a%2C", why: "RFC 2141 §2.3.1"},
		{in: "urn:example:%41", ed: RFC8141, valid: true, codes: []Code{CodeNeedlessEscape}, why: "RFC 8141 §3.1"},
		// Octet 0 never, raw or encoded, in RFC 2141 and draft-03; RFC 8141
		// admits %00 (pct-encoded).
		{in: "urn:example:a%00", ed: RFC2141, valid: false, codes: []Code{CodeNUL}, why: "RFC 2141 §2.4"},
		{in: "urn:example:a%00", ed: Draft03, valid: false, codes: []Code{CodeNUL}, why: "draft-03 §2.5.3"},
		{in: "urn:example:a%00", ed: RFC8141, valid: true, why: "RFC 8141 §2.2"},
		{in: "urn:example:a\x00", ed: RFC2141, valid: false, codes: []Code{CodeNUL}, why: "RFC 2141 §2.4"},
		// "/ ? #" in RFC 2141: reserved, SHOULD NOT appear (a warning).
		{in: "urn:example:a/b?c#d", ed: RFC2141, valid: true, codes: []Code{CodeReservedChar, CodeReservedChar, CodeReservedChar}, nss: "a/b?c#d", why: "RFC 2141 §2.3.2"},
		{in: "urn:example:a&b~c", ed: RFC2141, valid: false, codes: []Code{CodeNSSChar, CodeNSSChar}, why: "RFC 2141 §2.4"},
		{in: "urn:example:a&b~c", ed: Draft03, valid: true, nss: "a&b~c", why: "draft-03 Appendix C"},
		// draft-03: "/" MUST NOT appear in the NSS.
		{in: "urn:example:a/b", ed: Draft03, valid: false, codes: []Code{CodeNSSSlash}, why: "draft-03 §2.5.1"},
		// draft-12 and RFC 8141: "/" allowed, not first.
		{in: "urn:example:/a", ed: RFC8141, valid: false, codes: []Code{CodeNSSLeadingSlash}, why: "RFC 8141 §2"},
		{in: "urn:example:a/", ed: RFC8141, valid: true, nss: "a/", why: "RFC 8141 §2"},
		// RFC 8141: r before q; "?=" ends the r-component, because the
		// r-component is "terminated by" a q-component (§2.3.1), although
		// its grammar alone would let it run on.
		{in: "urn:example:a?+r?=q#f", ed: RFC8141, valid: true, codes: []Code{CodeComponentNote, CodeComponentNote, CodeComponentNote}, nss: "a", r: "r", q: "q", f: "f", why: "RFC 8141 §2.3"},
		{in: "urn:example:a?=q?+r", ed: RFC8141, valid: true, codes: []Code{CodeComponentNote, CodeComponentOrder}, q: "q?+r", why: "RFC 8141 §2"},
		{in: "urn:example:a?+r?+s", ed: RFC8141, valid: true, codes: []Code{CodeComponentNote}, r: "r?+s", why: "RFC 8141 §2.3.1"},
		{in: "urn:example:a?b", ed: RFC8141, valid: false, codes: []Code{CodeStrayQuestion}, nss: "a?b", why: "RFC 8141 §2"},
		{in: "urn:example:a?+", ed: RFC8141, valid: false, codes: []Code{CodeComponentEmpty, CodeComponentNote}, r: "<empty>", why: "RFC 8141 §2"},
		{in: "urn:example:a#", ed: RFC8141, valid: true, codes: []Code{CodeComponentNote}, f: "<empty>", why: "RFC 8141 §2.3.3"},
		{in: "urn:example:a?+/x", ed: RFC8141, valid: false, codes: []Code{CodeComponentNote, CodeComponentFirst}, r: "/x", why: "RFC 8141 §2"},
		{in: "urn:example:a#b#c", ed: RFC8141, valid: false, codes: []Code{CodeComponentNote, CodeComponentChar}, f: "b#c", why: "RFC 3986 §3.5"},
		// draft-12: "?" q, "??" r, q before r; components not defined by
		// the namespace are disallowed (§3.3): a warning, as namespace
		// definitions are outside syntax.
		{in: "urn:example:a?q??r#f", ed: Draft12, valid: true, codes: []Code{CodeComponentUndefined, CodeComponentUndefined, CodeComponentUndefined}, q: "q", r: "r", f: "f", why: "draft-12 §3"},
		{in: "urn:example:a??r?q", ed: Draft12, valid: true, codes: []Code{CodeComponentUndefined}, r: "r?q", why: "draft-12 §3.3.2"},
		{in: "urn:example:a?", ed: Draft12, valid: false, codes: []Code{CodeComponentEmpty, CodeComponentUndefined}, q: "<empty>", why: "draft-12 §3"},
		// draft-03 query directives (§2.3).
		{in: "urn:isbn:0451450523?s=I2L&c=ToC", ed: Draft03, valid: true, codes: []Code{CodeQueryInReference}, query: "s=I2L&c=ToC", why: "draft-03 §2.3.2"},
		{in: "urn:isbn:1?s=I2L&s=I2R", ed: Draft03, valid: false, codes: []Code{CodeQueryInReference, CodeKeywordDuplicate}, why: "draft-03 §2.3"},
		{in: "urn:isbn:1?s=I2U", ed: Draft03, valid: true, codes: []Code{CodeQueryInReference, CodeServiceUnknown}, why: "draft-03 §9.2.2"},
		{in: "urn:isbn:1?S=I2L", ed: Draft03, valid: true, codes: []Code{CodeQueryInReference, CodeKeywordUnregistered}, why: "draft-03 §2.3"},
		{in: "urn:isbn:1?s", ed: Draft03, valid: false, codes: []Code{CodeQueryInReference, CodeDirectiveNoEquals}, why: "draft-03 §2.3"},
		{in: "urn:isbn:1?s=I2L&", ed: Draft03, valid: false, codes: []Code{CodeQueryInReference, CodeDirectiveEmpty}, why: "draft-03 §2.3"},
		{in: "urn:isbn:1?9x=1", ed: Draft03, valid: false, codes: []Code{CodeQueryInReference, CodeKeywordSyntax}, why: "draft-03 §2.3"},
		{in: "urn:isbn:1?s=I=I#top", ed: Draft03, valid: true, codes: []Code{CodeQueryInReference, CodeFragmentInReference}, query: "s=I=I", frag: "top", why: "draft-03 §2.4"},
		// Whole-input mistakes, each with a fix.
		{in: "", ed: RFC8141, valid: false, codes: []Code{CodeEmpty}, why: "RFC 8141 §2"},
		{in: "isbn:0451450523", ed: RFC8141, valid: false, codes: []Code{CodeMissingScheme}, nid: "isbn", nss: "0451450523", why: "RFC 8141 §2"},
		{in: "urm:isbn:1", ed: RFC8141, valid: false, codes: []Code{CodeWrongScheme}, nid: "isbn", why: "RFC 8141 §2"},
		{in: "https://example.com", ed: RFC8141, valid: false, codes: []Code{CodeURL}, why: "RFC 8141 §2"},
		{in: "hello", ed: RFC8141, valid: false, codes: []Code{CodeNotURN}, why: "RFC 8141 §2"},
		{in: "urn", ed: RFC8141, valid: false, codes: []Code{CodeMissingNID}, why: "RFC 8141 §2"},
		{in: "urn:isbn", ed: RFC8141, valid: false, codes: []Code{CodeMissingNSS}, why: "RFC 8141 §2"},
		{in: "urn:isbn:", ed: RFC8141, valid: false, codes: []Code{CodeMissingNSS}, why: "RFC 8141 §2"},
		{in: "urn::x", ed: RFC8141, valid: false, codes: []Code{CodeMissingNID}, why: "RFC 8141 §2"},
		{in: " urn:isbn:1\n", ed: RFC8141, valid: false, codes: []Code{CodeLeadingSpace, CodeTrailingSpace}, nss: "1", why: "RFC 8141 §2.2"},
		{in: "urn:example:foo bar", ed: RFC8141, valid: false, codes: []Code{CodeNSSChar}, why: "RFC 8141 §2.2"},
		{in: "urn:example:%zz%4", ed: RFC8141, valid: false, codes: []Code{CodeBadPercent, CodeBadPercent}, why: "RFC 8141 §2.2"},
		// Namespace findings never change validity.
		{in: "urn:X-foo:1", ed: RFC2141, valid: true, codes: []Code{CodeNIDExperimental}, why: "RFC 2611 §4"},
		{in: "urn:X-foo:1", ed: RFC8141, valid: true, codes: []Code{CodeNIDExperimental}, why: "RFC 8141 §5"},
		{in: "urn:xn--abc:1", ed: RFC8141, valid: true, codes: []Code{CodeNIDReserved}, why: "RFC 8141 §5.1"},
		{in: "urn:de-nbn:1", ed: RFC8141, valid: true, codes: []Code{CodeNIDReserved}, why: "RFC 8141 §5.1"},
		{in: "urn:urn-9:1", ed: RFC8141, valid: true, codes: []Code{CodeNIDUnregistered}, why: "RFC 8141 §5.2"},
		{in: "urn:urn-07:1", ed: RFC8141, valid: true, codes: []Code{CodeNIDReserved}, why: "RFC 8141 §5.2"},
		{in: "urn:urn-7:1", ed: RFC8141, valid: true, why: "registered informal (RFC 6050)"},
	} {
		c.check(t)
	}
}

// TestFixesRepair applies each error's fix and checks the error is gone:
// a fix that does not fix would be worse than none.
func TestFixesRepair(t *testing.T) {
	for _, c := range []struct {
		in   string
		ed   Edition
		want string
	}{
		{"urn:example:foo bar", RFC8141, "urn:example:foo%20bar"},
		{"urn:example:café", RFC8141, "urn:example:caf%C3%A9"},
		{"urn:isbn-:1", RFC8141, "urn:isbn:1"},
		{"isbn:1", RFC8141, "urn:isbn:1"},
		{"urm:isbn:1", RFC8141, "urn:isbn:1"},
		{" urn:isbn:1", RFC8141, "urn:isbn:1"},
		{"urn:isbn:1 \n", RFC8141, "urn:isbn:1"},
		{"urn:example:100%", RFC8141, "urn:example:100%25"},
		{"urn:example:a?b", RFC8141, "urn:example:a%3Fb"},
		{"urn:example:/a", RFC8141, "urn:example:%2Fa"},
		{"urn:example:a/b", Draft03, "urn:example:a%2Fb"},
		{"urn:example:a&b", RFC2141, "urn:example:a%26b"},
		{"urn:example:a%00b", RFC2141, "urn:example:ab"},
		{"urn:example:x?s", Draft03, "urn:example:x?s="},
	} {
		u := Read(c.in, c.ed)
		d, ok := u.Diagnostics.FirstError()
		if !ok || !d.HasFix() {
			t.Errorf("%s %q: no error with a fix: %v", c.ed, c.in, u.Diagnostics)
			continue
		}
		got := d.ApplyFix(c.in)
		if got != c.want {
			t.Errorf("%s %q: fix %q gives %q, want %q", c.ed, c.in, d.Fix.Title, got, c.want)
		}
		if !Valid(got, c.ed) {
			t.Errorf("%s: fixed %q is still invalid: %v", c.ed, got, Read(got, c.ed).Diagnostics)
		}
	}
}

func TestReadReportsEveryError(t *testing.T) {
	// Three independent errors: all three are reported, in order.
	u := Read("urn:is_bn:a b%zz", RFC8141)
	var got []Code
	for _, d := range u.Diagnostics {
		got = append(got, d.Code)
	}
	want := []Code{CodeNIDChar, CodeNSSChar, CodeBadPercent}
	if !slices.Equal(got, want) {
		t.Fatalf("codes %v, want %v", got, want)
	}
	if u.Diagnostics.Err() == nil || !strings.Contains(u.Diagnostics.Error(), "and 2 more errors") {
		t.Errorf("Diagnostics.Error() = %q", u.Diagnostics.Error())
	}
}

func TestParseWrapsFirstError(t *testing.T) {
	_, err := Parse("urn:example:a b", RFC8141)
	pe, ok := err.(*ParseError)
	if !ok || pe.First.Code != CodeNSSChar || pe.Op != "parse" {
		t.Fatalf("Parse error = %#v", err)
	}
	if msg := err.Error(); !strings.Contains(msg, `"urn:example:a b"`) || !strings.Contains(msg, "nss-char") || !strings.Contains(msg, "RFC 8141 §2.2") {
		t.Errorf("message %q lacks input, code or section", msg)
	}
	if u, err := Parse("urn:example:a", RFC8141); err != nil || u.Text(u.NSS) != "a" {
		t.Errorf("Parse valid: %v %v", u, err)
	}
}

func TestReadReusedDoesNotAllocate(t *testing.T) {
	var u URN
	for _, e := range Editions() {
		u.Read("urn:example:a123,z456/x%2C", e) // warm the slices
		n := testing.AllocsPerRun(100, func() {
			for _, s := range benchCorpus {
				u.Read(s, e)
			}
		})
		if n != 0 {
			t.Errorf("%s: Read into a reused URN allocates %v times per corpus", e, n)
		}
		if n := testing.AllocsPerRun(100, func() { Valid("urn:isbn:0451450523", e) }); n != 0 {
			t.Errorf("%s: Valid allocates", e)
		}
	}
}

func TestRefsAndKinds(t *testing.T) {
	r := ref("draft-12", "3.3.1")
	if r.Anchor != "draft-12-sec-3-3-1" || r.String() != "draft-12 §3.3.1" {
		t.Errorf("ref: %+v %q", r, r.String())
	}
	if got := ref("rfc8141", "A").String(); got != "RFC 8141 Appendix A" {
		t.Errorf("appendix ref: %q", got)
	}
	for _, k := range Kinds() {
		if k.String() == "" || strings.HasPrefix(k.String(), "kind(") {
			t.Errorf("kind %d has no name", k)
		}
	}
	for _, e := range Editions() {
		got, err := ParseEdition(e.ID())
		if err != nil || got != e {
			t.Errorf("ParseEdition(%q) = %v, %v", e.ID(), got, err)
		}
	}
	if _, err := ParseEdition("rfc3986"); err != ErrUnknownEdition {
		t.Errorf("unknown edition: %v", err)
	}
}
