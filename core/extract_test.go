package core

import (
	"github.com/urn-playground/urn-playground/internal/ascii"
	"slices"
	"strings"
	"testing"
)

// extractWant is one expected find: where it starts, its text, its
// validity and what the prose reading dropped after it ("" for nothing).
type extractWant struct {
	at      int
	text    string
	valid   bool
	trimmed string
}

type extractCase struct {
	name    string // with the section behind the expectation
	text    string
	strict  bool
	want    []extractWant
	edition []Edition // nil: every edition
}

var extractCases = []extractCase{
	// Any edition.
	{name: "several URNs in prose", text: "See urn:isbn:0451450523 and URN:ietf:rfc:2648, or urn:issn:0167-6423.",
		want: []extractWant{{4, "urn:isbn:0451450523", true, ""}, {28, "URN:ietf:rfc:2648", true, ","}, {50, "urn:issn:0167-6423", true, "."}}},
	{name: "at start and end of text", text: "urn:ex:a x urn:ex:b",
		want: []extractWant{{0, "urn:ex:a", true, ""}, {11, "urn:ex:b", true, ""}}},
	{name: "whole text", text: "urn:isbn:0451450523", want: []extractWant{{0, "urn:isbn:0451450523", true, ""}}},
	{name: "upper case scheme (RFC 8141 §2: case-insensitive)", text: "URN:FOO:x", want: []extractWant{{0, "URN:FOO:x", true, ""}}},
	{name: "mixed case scheme", text: "(uRn:foo:x)", want: []extractWant{{1, "uRn:foo:x", true, ")"}}},
	{name: "not after a letter: burn", text: "burn:x:y return:x:y Turn:a:b", want: nil},
	{name: "not after scheme characters (RFC 3986 §3.1)", text: "1urn:a:b x-urn:a:b x+urn:a:b x.urn:a:b", want: nil},
	{name: "after other punctuation", text: "/urn:ab:c <urn:ab:d> \"urn:ab:e\" “urn:ab:f”",
		want: []extractWant{{1, "urn:ab:c", true, ""}, {11, "urn:ab:d", true, ""}, {22, "urn:ab:e", true, ""}, {35, "urn:ab:f", true, ""}}},
	{name: "urn without colon is a word", text: "an urn, urns and URN", want: nil},
	{name: "bare urn: is a heading, not a URN", text: "URN: Uniform Resource Name; urn:", want: nil},
	{name: "bare urn: strict: nothing after it", text: "URN: x", strict: true, want: nil},
	{name: "invalid: empty NSS", text: "see urn:ab: now", strict: true, want: []extractWant{{4, "urn:ab:", false, ""}}},
	{name: "invalid: empty NSS, prose keeps the NID's colon", text: "see urn:ab: now", want: []extractWant{{4, "urn:ab:", false, ""}}},
	{name: "invalid: empty NID", text: "urn::x", want: []extractWant{{0, "urn::x", false, ""}}},
	{name: "prose never cuts into urn:", text: "urn:.", want: nil},
	{name: "strict keeps urn:.", text: "urn:.", strict: true, want: []extractWant{{0, "urn:.", false, ""}}},
	{name: "prose: ). after parenthesised URN", text: "(see urn:isbn:0451450523).",
		want: []extractWant{{5, "urn:isbn:0451450523", true, ")."}}},
	{name: "strict: ). are NSS characters (RFC 2141 §2.2, RFC 3986 pchar)", text: "(see urn:isbn:0451450523).", strict: true,
		want: []extractWant{{5, "urn:isbn:0451450523).", true, ""}}},
	{name: "prose keeps a balanced )", text: "(urn:ex:a(b)).", want: []extractWant{{1, "urn:ex:a(b)", true, ")."}}},
	{name: "prose drops stacked punctuation", text: "urn:ex:a;:!,. next", want: []extractWant{{0, "urn:ex:a", true, ";:!,."}}},
	{name: "prose drops a closing apostrophe", text: "'urn:ex:a'", want: []extractWant{{1, "urn:ex:a", true, "'"}}},
	{name: "percent escape continues (RFC 8141 §2.2)", text: "urn:ex:a%2Cb c", want: []extractWant{{0, "urn:ex:a%2Cb", true, ""}}},
	{name: "lone % ends the URN", text: "urn:ex:100% sure, urn:ex:a%4g", want: []extractWant{{0, "urn:ex:100", true, ""}, {18, "urn:ex:a", true, ""}}},
	{name: "% at the very end", text: "urn:ex:a%", want: []extractWant{{0, "urn:ex:a", true, ""}}},
	{name: "non-ASCII ends the URN", text: "urn:ex:café", want: []extractWant{{0, "urn:ex:caf", true, ""}}},
	{name: "invalid NID stays one candidate", text: "urn:a.b:c", want: []extractWant{{0, "urn:a.b:c", false, ""}}},
	{name: "one URN holding urn:", text: "urn:ex:urn:x", want: []extractWant{{0, "urn:ex:urn:x", true, ""}}},

	// RFC 2141 §2.4: "&" and "~" are excluded; "/ ? #" (§2.3.2) are in.
	{name: "rfc2141 §2.4: & ends", text: "urn:ex:a&b", edition: []Edition{RFC2141}, want: []extractWant{{0, "urn:ex:a", true, ""}}},
	{name: "rfc2141 §2.4: ~ ends", text: "urn:ex:a~b", edition: []Edition{RFC2141}, want: []extractWant{{0, "urn:ex:a", true, ""}}},
	{name: "rfc2141 §2.4: & then another URN", text: "urn:ex:a&urn:ex:b", edition: []Edition{RFC2141},
		want: []extractWant{{0, "urn:ex:a", true, ""}, {9, "urn:ex:b", true, ""}}},
	{name: "rfc2141 §2.3.2: / ? # stay in the NSS", text: "urn:ex:a/b?c#d", edition: []Edition{RFC2141}, want: []extractWant{{0, "urn:ex:a/b?c#d", true, ""}}},
	{name: "rfc2141 §2.4: NUL ends", text: "urn:ex:a\x00b", edition: []Edition{RFC2141, Draft03}, want: []extractWant{{0, "urn:ex:a", true, ""}}},
	{name: "rfc2141 §2.4: %00 stays, invalid", text: "urn:ex:a%00", edition: []Edition{RFC2141, Draft03}, want: []extractWant{{0, "urn:ex:a%00", false, ""}}},
	{name: "rfc2141 prose: ? at the end is punctuation", text: "is it urn:ex:a?", edition: []Edition{RFC2141}, want: []extractWant{{6, "urn:ex:a", true, "?"}}},
	{name: "rfc2141 strict: ? at the end is in the NSS", text: "is it urn:ex:a?", strict: true, edition: []Edition{RFC2141}, want: []extractWant{{6, "urn:ex:a?", true, ""}}},

	// draft-03 §2.5.3: pchar NSS; "/" excluded; "?query#frag" continues (§2.3, §2.4).
	{name: "draft-03 §2.2: & and ~ are pchar", text: "urn:ex:a&b~c.", edition: []Edition{Draft03, Draft12, RFC8141}, want: []extractWant{{0, "urn:ex:a&b~c", true, "."}}},
	{name: "draft-03 §2.3, §2.4: ?query#frag continues", text: "urn:ex:a?s=I2L#frag x", edition: []Edition{Draft03}, want: []extractWant{{0, "urn:ex:a?s=I2L#frag", true, ""}}},
	{name: "draft-03 §2.5.3: / ends the NSS", text: "urn:ex:a/b", edition: []Edition{Draft03}, want: []extractWant{{0, "urn:ex:a", true, ""}}},
	{name: "draft-03 §2.4: / in the fragment continues", text: "urn:ex:a#f/g", edition: []Edition{Draft03}, want: []extractWant{{0, "urn:ex:a#f/g", true, ""}}},
	{name: "draft-03: # in the fragment ends", text: "urn:ex:a#f#g", edition: []Edition{Draft03}, want: []extractWant{{0, "urn:ex:a#f", true, ""}}},

	// draft-12 §3: "/" after the first NSS character; "?", "??", "#".
	{name: "draft-12 §3.2: / in the NSS", text: "urn:ex:a/b", edition: []Edition{Draft12, RFC8141}, want: []extractWant{{0, "urn:ex:a/b", true, ""}}},
	{name: "draft-12 §3.3: q, r and f components", text: "urn:ex:a?q??r#f x", edition: []Edition{Draft12}, want: []extractWant{{0, "urn:ex:a?q??r#f", true, ""}}},
	{name: "draft-12 strict: a final ? opens an empty q-component", text: "is it urn:ex:a?", strict: true, edition: []Edition{Draft12},
		want: []extractWant{{6, "urn:ex:a?", false, ""}}},
	{name: "draft-12 prose: a final ? is punctuation", text: "is it urn:ex:a?", edition: []Edition{Draft12}, want: []extractWant{{6, "urn:ex:a", true, "?"}}},

	// RFC 8141 §2: "?+" r-, "?=" q-, "#" f-component; a lone "?" ends.
	{name: "rfc8141 §2.3: components continue", text: "urn:ex:a/b?+r?=q#f.", edition: []Edition{RFC8141}, want: []extractWant{{0, "urn:ex:a/b?+r?=q#f", true, "."}}},
	{name: "rfc8141 §2: a lone ? ends the URN", text: "urn:ex:a?x urn:ex:b?", strict: true, edition: []Edition{RFC8141},
		want: []extractWant{{0, "urn:ex:a", true, ""}, {11, "urn:ex:b", true, ""}}},
	{name: "rfc8141 §2.3.3: # in the f-component ends", text: "urn:ex:a#f#g", edition: []Edition{RFC8141, Draft12}, want: []extractWant{{0, "urn:ex:a#f", true, ""}}},
	{name: "rfc8141: ? inside the q-component continues", text: "urn:ex:a?=q?x", edition: []Edition{RFC8141}, want: []extractWant{{0, "urn:ex:a?=q?x", true, ""}}},
	{name: "rfc8141: ?= then ?+ is data in the q-component", text: "urn:ex:a?=q?+r", edition: []Edition{RFC8141}, want: []extractWant{{0, "urn:ex:a?=q?+r", true, ""}}},
}

func TestExtract(t *testing.T) {
	for _, c := range extractCases {
		eds := c.edition
		if eds == nil {
			eds = Editions()
		}
		for _, e := range eds {
			mode := "prose"
			if c.strict {
				mode = "strict"
			}
			t.Run(e.ID()+"/"+mode+"/"+c.name, func(t *testing.T) {
				got := Extract(c.text, ExtractOptions{Edition: e, Strict: c.strict})
				checkFound(t, c.text, e, c.strict, got)
				if len(got) != len(c.want) {
					t.Fatalf("%q: found %d, want %d: %+v", c.text, len(got), len(c.want), got)
				}
				for i, w := range c.want {
					g := got[i]
					trimmed := ""
					if g.Trimmed.Present() {
						trimmed = c.text[g.Trimmed.Start:g.Trimmed.End]
					}
					if g.Start != w.at || g.Text != w.text || g.Valid != w.valid || trimmed != w.trimmed {
						t.Errorf("%q #%d: got at %d %q valid=%v trimmed %q; want at %d %q valid=%v trimmed %q",
							c.text, i, g.Start, g.Text, g.Valid, trimmed, w.at, w.text, w.valid, w.trimmed)
					}
				}
			})
		}
	}
}

// A candidate differs by edition: the same text read four ways.
func TestExtractEditionsDiffer(t *testing.T) {
	text := "urn:ex:a&b/c?d#e~f"
	want := map[Edition]string{
		RFC2141: "urn:ex:a",           // §2.4: "&" is excluded
		Draft03: "urn:ex:a&b",         // §2.5.3: "/" is excluded
		Draft12: "urn:ex:a&b/c?d#e~f", // §3.2, §3.3: q-component "d", f-component "e~f"
		RFC8141: "urn:ex:a&b/c",       // §2: a "?" not followed by "+" or "=" ends it
	}
	for e, w := range want {
		got := Extract(text, ExtractOptions{Edition: e, Strict: true})
		if len(got) != 1 || got[0].Text != w {
			t.Errorf("%s: got %+v, want %q", e, got, w)
		}
	}
}

func TestExtractFirstError(t *testing.T) {
	text := "see urn:a:b and urn:ex:a%00"
	got := Extract(text, ExtractOptions{Edition: Draft03})
	if len(got) != 2 {
		t.Fatalf("got %+v", got)
	}
	d, ok := got[0].FirstError()
	if !ok || d.Code != CodeNIDTooShort || text[d.Start:d.End] != "a" {
		t.Errorf("first error %+v (%v), want %s on \"a\" at text offsets", d, ok, CodeNIDTooShort)
	}
	d, ok = got[1].FirstError()
	if !ok || d.Code != CodeNUL || text[d.Start:d.End] != "%00" || !d.HasFix() || d.ApplyFix(text) != "see urn:a:b and urn:ex:a" {
		t.Errorf("first error %+v (%v), want %s on \"%%00\" with its fix at text offsets", d, ok, CodeNUL)
	}
	valid := Extract("urn:ex:a", ExtractOptions{Edition: RFC8141})
	if _, ok := valid[0].FirstError(); ok {
		t.Error("a valid URN has a first error")
	}
	if u := got[0].Read(); u.Input != "urn:a:b" || u.Edition != Draft03 || u.Valid {
		t.Errorf("Read: %+v", u)
	}
}

// The three forms agree, and the zero Extractor finds nothing.
func TestExtractForms(t *testing.T) {
	doc := extractDoc(1 << 14)
	for _, e := range Editions() {
		for _, strict := range []bool{false, true} {
			o := ExtractOptions{Edition: e, Strict: strict}
			all := Extract(doc, o)
			var seq []Found
			for f := range ExtractSeq(doc, o) {
				seq = append(seq, f)
			}
			if !slices.Equal(all, seq) {
				t.Fatalf("%s strict=%v: Extract and ExtractSeq differ", e, strict)
			}
			n := 0
			for range ExtractSeq(doc, o) {
				if n++; n == 3 {
					break
				}
			}
		}
	}
	var x Extractor
	if f, ok := x.Next(); ok {
		t.Errorf("zero Extractor found %+v", f)
	}
	// An edition out of range reads as the default, as everywhere.
	if got := Extract("urn:ex:a?x", ExtractOptions{Edition: numEditions + 3}); len(got) != 1 || got[0].Text != "urn:ex:a" || got[0].Edition != DefaultEdition {
		t.Errorf("out-of-range edition: %+v", got)
	}
}

// The document of the benchmark: every URN put in is found, valid, with
// the prose punctuation around it dropped.
func TestExtractDocument(t *testing.T) {
	doc := extractDoc(1 << 20)
	inserted := strings.Count(doc, "urn:") - strings.Count(doc, "return:")
	for _, e := range Editions() {
		got := Extract(doc, ExtractOptions{Edition: e})
		if len(got) != inserted {
			t.Fatalf("%s: found %d URNs, inserted %d", e, len(got), inserted)
		}
		for _, f := range got {
			if !f.Valid || !slices.Contains(benchCorpus, f.Text) {
				t.Fatalf("%s: found %q (valid %v), not one of the corpus", e, f.Text, f.Valid)
			}
		}
	}
}

func TestExtractAllocs(t *testing.T) {
	doc := extractDoc(1 << 14)
	o := ExtractOptions{Edition: RFC8141}
	n := testing.AllocsPerRun(20, func() {
		var x Extractor
		x.Reset(doc, o)
		for _, ok := x.Next(); ok; _, ok = x.Next() {
		}
	})
	if n != 0 {
		t.Errorf("Extractor: %v allocations per run", n)
	}
	n = testing.AllocsPerRun(20, func() {
		for f := range ExtractSeq(doc, o) {
			_ = f
		}
	})
	if n != 0 {
		t.Errorf("ExtractSeq: %v allocations per run", n)
	}
}

// checkFound checks the invariants of every extraction: spans in bounds,
// ordered and apart; each starts with "urn:" at a boundary and has more
// after it; Text and Valid agree with the text and Valid; the trim sits
// right after the URN and holds only what prose may drop; and the strict
// reading covers every "urn:" at a boundary that has anything after it.
func checkFound(t *testing.T, text string, e Edition, strict bool, got []Found) {
	t.Helper()
	prev := 0
	for _, f := range got {
		if f.Start < prev || f.End <= f.Start || f.End > len(text) {
			t.Fatalf("%s %q: span %v out of order or bounds (previous end %d)", e, text, f.Span, prev)
		}
		if f.Text != text[f.Start:f.End] || f.Edition != e {
			t.Fatalf("%s %q: Text %q or Edition %s does not match span %v", e, text, f.Text, f.Edition, f.Span)
		}
		if len(f.Text) <= 4 || !ascii.EqualFold(f.Text[:4], "urn:") {
			t.Fatalf("%s %q: %q is not urn: and more", e, text, f.Text)
		}
		if f.Start > 0 && isSchemeByte(text[f.Start-1]) {
			t.Fatalf("%s %q: %q follows %q", e, text, f.Text, text[f.Start-1])
		}
		if f.Valid != Valid(f.Text, e) {
			t.Fatalf("%s %q: %q Valid = %v, Valid() says otherwise", e, text, f.Text, f.Valid)
		}
		prev = f.End
		if !f.Trimmed.Present() {
			continue
		}
		if strict || f.Trimmed.Start != f.End || f.Trimmed.End <= f.Start || f.Trimmed.End > len(text) {
			t.Fatalf("%s %q: trim %v after %v", e, text, f.Trimmed, f.Span)
		}
		if s := text[f.Trimmed.Start:f.Trimmed.End]; strings.Trim(s, ".,;:!?')") != "" {
			t.Fatalf("%s %q: trimmed %q", e, text, s)
		}
		prev = f.Trimmed.End
	}
	if !strict {
		return
	}
	covered := func(i int) bool {
		for _, f := range got {
			if f.Start <= i && i < f.End {
				return true
			}
		}
		return false
	}
	for i := 0; i+4 <= len(text); i++ {
		if !ascii.EqualFold(text[i:i+4], "urn:") || (i > 0 && isSchemeByte(text[i-1])) || covered(i) {
			continue
		}
		// Not found: then nothing after "urn:" can be part of a URN.
		if more := Extract(text[i:], ExtractOptions{Edition: e, Strict: true}); len(more) > 0 && more[0].Start == 0 {
			t.Fatalf("%s %q: missed %q at %d", e, text, more[0].Text, i)
		}
	}
}

// FuzzExtract checks the invariants of checkFound on any text, in both
// readings and every edition, and that the prose reading finds the
// strict reading's URNs less their trailing punctuation.
func FuzzExtract(f *testing.F) {
	for _, c := range extractCases {
		f.Add(c.text)
	}
	f.Add(extractDoc(600))
	f.Fuzz(func(t *testing.T, text string) {
		for _, e := range Editions() {
			strict := Extract(text, ExtractOptions{Edition: e, Strict: true})
			prose := Extract(text, ExtractOptions{Edition: e})
			checkFound(t, text, e, true, strict)
			checkFound(t, text, e, false, prose)
			j := 0
			for _, p := range prose {
				for j < len(strict) && strict[j].Start < p.Start {
					j++
				}
				if j == len(strict) || strict[j].Start != p.Start {
					t.Fatalf("%s %q: prose %q has no strict match", e, text, p.Text)
				}
				end := p.End
				if p.Trimmed.Present() {
					end = p.Trimmed.End
				}
				if strict[j].End != end {
					t.Fatalf("%s %q: prose %q + trim ends at %d, strict %q at %d", e, text, p.Text, end, strict[j].Text, strict[j].End)
				}
			}
		}
	})
}

// extractDoc builds a deterministic document of about size bytes: prose
// with a URN from benchCorpus every ~200 bytes, in varied punctuation,
// and words that look like URNs but are not ("urn", "return:", "burn").
func extractDoc(size int) string {
	words := []string{
		"the", "an", "urn", "was", "found", "near", "river;", "burn", "return:", "it", "Note:", "time", "12:30",
		"identifiers", "persistent,", "names", "(and", "more)", "resolver.", "Urns", "of", "turnip", "registry", "—", "café",
	}
	wraps := [][2]string{{"", ""}, {"(", ")"}, {"<", ">"}, {"\"", "\""}, {"", "."}, {"", ","}, {"(see ", ")."}, {"“", "”"}, {"", ":"}, {"'", "'"}}
	var b strings.Builder
	b.Grow(size + 256)
	seed := uint32(2141)
	rnd := func(n int) int {
		seed = seed*1664525 + 1013904223 // Numerical Recipes LCG: same text every run
		return int(seed>>16) % n
	}
	next := 0
	for b.Len() < size {
		if b.Len() >= next {
			w := wraps[rnd(len(wraps))]
			b.WriteString(w[0])
			b.WriteString(benchCorpus[rnd(len(benchCorpus))])
			b.WriteString(w[1])
			next = b.Len() + 150 + rnd(100)
		} else {
			b.WriteString(words[rnd(len(words))])
		}
		if rnd(12) == 0 {
			b.WriteString(".\n")
		} else {
			b.WriteByte(' ')
		}
	}
	return b.String()
}

// BenchmarkExtract finds the URNs of a 1 MiB document, allocation-free
// through an Extractor, per edition and reading; "slice" is Extract.
func BenchmarkExtract(b *testing.B) {
	doc := extractDoc(1 << 20)
	for _, e := range Editions() {
		for _, strict := range []bool{false, true} {
			mode := "prose"
			if strict {
				mode = "strict"
			}
			o := ExtractOptions{Edition: e, Strict: strict}
			b.Run(e.ID()+"/"+mode, func(b *testing.B) {
				b.SetBytes(int64(len(doc)))
				b.ReportAllocs()
				n := 0
				var x Extractor
				for b.Loop() {
					x.Reset(doc, o)
					for _, ok := x.Next(); ok; _, ok = x.Next() {
						n++
					}
				}
				b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(n), "ns/urn")
			})
		}
	}
	b.Run("rfc8141/slice", func(b *testing.B) {
		b.SetBytes(int64(len(doc)))
		b.ReportAllocs()
		for b.Loop() {
			Extract(doc, ExtractOptions{Edition: RFC8141})
		}
	})
}
