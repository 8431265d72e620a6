package registration

import (
	"os"
	"path/filepath"
	"slices"
	"sort"
	"strconv"
	"strings"
	"testing"
	"unicode"

	"github.com/urn-playground/urn-playground/core"
	"github.com/urn-playground/urn-playground/internal/testsupport/shared"
)

// ianaTemplates reads the 45 registrations IANA hosts, from
// ../shared/data/iana-templates (skipped when ../shared is absent).
func ianaTemplates(t testing.TB) (names []string, texts map[string]string) {
	t.Helper()
	dir := filepath.Join(shared.Dir(t, "data"), "iana-templates")
	texts = map[string]string{}
	for _, sub := range []string{"urn-formal", "urn-informal"} {
		entries, err := os.ReadDir(filepath.Join(dir, sub))
		if err != nil {
			t.Fatal(err)
		}
		for _, e := range entries {
			b, err := os.ReadFile(filepath.Join(dir, sub, e.Name()))
			if err != nil {
				t.Fatal(err)
			}
			name := sub + "/" + e.Name()
			names = append(names, name)
			texts[name] = string(b)
		}
	}
	sort.Strings(names)
	return names, texts
}

// TestImportTextIANA imports every registration IANA hosts: no text may
// be lost, and rendering and importing again must give the same
// registration.
func TestImportTextIANA(t *testing.T) {
	names, texts := ianaTemplates(t)
	if len(names) != 45 {
		t.Errorf("found %d registrations, want 45", len(names))
	}
	perLayout := map[string]int{}
	codes := map[core.Code]int{}
	var mapped, extra, preamble int
	for _, name := range names {
		text := texts[name]
		r, findings := ImportText(text)
		for _, f := range findings {
			codes[f.Code]++
			if f.Severity == core.Error {
				t.Errorf("%s: error finding %s: %s", name, f.Code, f.Msg)
			}
		}
		checkNoTextLost(t, name, text, r)
		checkRoundTrip(t, name, r)
		l, _ := LayoutByID(r.Layout)
		n := 0
		for _, s := range l.Sections {
			if r.Fields[s.ID] != "" || slices.ContainsFunc(s.SubFields, func(sf SubField) bool { return r.Fields[s.ID+"."+sf.ID] != "" }) {
				n++
			}
		}
		pre := 0
		if r.Preamble != "" {
			pre = strings.Count(r.Preamble, "\n") + 1
		}
		var heads []string
		for _, x := range r.Extra {
			heads = append(heads, x.Heading)
		}
		t.Logf("%-22s %-8s %2d/%2d sections, %d extra %q, %d preamble lines", name, r.Layout, n, len(l.Sections), len(r.Extra), heads, pre)
		perLayout[r.Layout]++
		mapped += n
		extra += len(r.Extra)
		preamble += pre
		if os.Getenv("TPL_DUMP") != "" {
			dumpRegistration(t, name, r, findings)
		}
	}
	t.Logf("layouts %v; %d sections mapped, %d extra sections, %d preamble lines; findings %v", perLayout, mapped, extra, preamble, codes)
}

func dumpRegistration(t *testing.T, name string, r *Registration, findings []Finding) {
	var b strings.Builder
	b.WriteString("=========== " + name + " (" + r.Layout + ")\n")
	if r.Preamble != "" {
		b.WriteString("--- PREAMBLE\n" + r.Preamble + "\n")
	}
	l, _ := LayoutByID(r.Layout)
	for _, id := range l.FieldIDs() {
		if v := r.Fields[id]; v != "" {
			b.WriteString("--- " + id + "\n" + v + "\n")
		}
	}
	for _, x := range r.Extra {
		b.WriteString("--- EXTRA " + x.Heading + "\n" + x.Text + "\n")
	}
	for _, f := range findings {
		b.WriteString("  * " + f.Severity.String() + " " + string(f.Code) + " line " + itoa(f.Line) + " [" + f.Field + "]: " + f.Msg + "\n")
	}
	t.Log(b.String())
}

// checkRoundTrip renders r as text and imports it again: the same
// layout, fields, preamble and extra sections must come back.
func checkRoundTrip(t testing.TB, name string, r *Registration) {
	t.Helper()
	out, err := RenderText(r)
	if err != nil {
		t.Errorf("%s: RenderText: %v", name, err)
		return
	}
	r2, _ := ImportText(out)
	if diff := registrationDiff(r, r2); diff != "" {
		t.Errorf("%s: import(render(import(x))) differs from import(x): %s\nrendered:\n%s", name, diff, out)
		return
	}
	// And the rendering is stable too.
	out2, _ := RenderText(r2)
	if out2 != out {
		t.Errorf("%s: rendering the re-imported registration differs", name)
	}
	for i, line := range strings.Split(out, "\n") {
		if !utf8ValidAndNoCR(line) {
			t.Errorf("%s: rendered line %d has a CR or invalid UTF-8", name, i+1)
		}
	}
}

func utf8ValidAndNoCR(s string) bool {
	return !strings.ContainsAny(s, "\r\t") && strings.ToValidUTF8(s, "") == s
}

// registrationDiff describes the first difference between two
// registrations, or returns "".
func registrationDiff(a, b *Registration) string {
	if a.Layout != b.Layout {
		return "layout " + a.Layout + " → " + b.Layout
	}
	if a.Preamble != b.Preamble {
		return "preamble\n" + quoteBlock(a.Preamble) + "\n→\n" + quoteBlock(b.Preamble)
	}
	ids := map[string]bool{}
	for id := range a.Fields {
		ids[id] = true
	}
	for id := range b.Fields {
		ids[id] = true
	}
	var sorted []string
	for id := range ids {
		sorted = append(sorted, id)
	}
	sort.Strings(sorted)
	for _, id := range sorted {
		if a.Fields[id] != b.Fields[id] {
			return "field " + id + "\n" + quoteBlock(a.Fields[id]) + "\n→\n" + quoteBlock(b.Fields[id])
		}
	}
	if len(a.Extra) != len(b.Extra) {
		return "extra sections: " + itoa(len(a.Extra)) + " → " + itoa(len(b.Extra))
	}
	for i := range a.Extra {
		if a.Extra[i] != b.Extra[i] {
			return "extra section " + itoa(i) + ": " + quoteBlock(a.Extra[i].Heading+"\n"+a.Extra[i].Text) + "\n→\n" + quoteBlock(b.Extra[i].Heading+"\n"+b.Extra[i].Text)
		}
	}
	return ""
}

func quoteBlock(s string) string { return "«" + s + "»" }

// checkNoTextLost checks that every line of the input is somewhere in the
// registration: its words (runs of letters and digits), minus the words
// of heading and sub-field labels, in order within one text (preamble,
// field, extra heading or text); for a line with a section number or a
// "Label:" in front, the rest of the line is enough. And no word occurs
// fewer times in the registration than in the input.
func checkNoTextLost(t testing.TB, name, input string, r *Registration) {
	t.Helper()
	input = strings.ToValidUTF8(input, "\uFFFD")
	input = strings.Map(func(r rune) rune {
		if isControl(r) && r != '\r' {
			return -1
		}
		return r
	}, input)
	var streams [][]string
	addStream := func(s string) {
		if w := testContentWords(s); len(w) > 0 {
			streams = append(streams, w)
		}
	}
	addStream(r.Preamble)
	var ids []string
	for id := range r.Fields {
		ids = append(ids, id)
	}
	sort.Strings(ids)
	for _, id := range ids {
		addStream(r.Fields[id])
	}
	for _, x := range r.Extra {
		addStream(x.Heading)
		addStream(x.Text)
	}
	out := map[string]int{}
	var joined []string
	for _, s := range streams {
		for _, w := range s {
			out[w]++
		}
		joined = append(joined, "\x00"+strings.Join(s, "\x00")+"\x00")
	}
	// "Version 1; date 2001-02-23" on one line gives two fields.
	joined = append(joined, "\x00"+strings.Join(testContentWords(r.Fields["version"]+" "+r.Fields["date"]), "\x00")+"\x00")
	in := map[string]int{}
	for _, line := range strings.FieldsFunc(input, func(r rune) bool { return r == '\n' || r == '\r' }) {
		if len(testContentWords(line)) == 0 {
			continue
		}
		found := false
		for _, cand := range testLineVariants(line) {
			w := testContentWords(cand)
			run := "\x00" + strings.Join(w, "\x00") + "\x00"
			if len(w) == 0 || slices.ContainsFunc(joined, func(s string) bool { return strings.Contains(s, run) }) {
				for _, x := range w {
					in[x]++
				}
				found = true
				break
			}
		}
		if !found && strings.Contains(strings.ToLower(line), "version") && strings.Contains(strings.ToLower(line), "date") {
			// "Version 1; date 2001-01-01": two fields, each perhaps joined
			// to an earlier value; the counts below still apply.
			w := testContentWords(line)
			for _, x := range w {
				in[x]++
			}
			found = true
		}
		if !found {
			t.Errorf("%s: line lost: %q", name, line)
		}
	}
	for w, n := range in {
		if out[w] < n {
			t.Errorf("%s: the word %q occurs %d times in the input, %d times in the registration", name, w, n, out[w])
		}
	}
}

// testLineVariants are the forms a line may take in a registration: whole,
// without a section number, without a "Label:".
func testLineVariants(line string) []string {
	s := strings.TrimSpace(strings.ReplaceAll(line, "\t", " "))
	vs := []string{s}
	if rest, ok := stripNumbering(s); ok {
		vs = []string{rest} // a section number need not be kept
		s = rest
	}
	for range 3 { // "Registrant: Name: A. Person"
		i := strings.IndexByte(s, ':')
		if i <= 0 || i > 60 {
			break
		}
		s = strings.TrimSpace(s[i+1:])
		vs = append(vs, s)
	}
	// A label the layouts know, however spaced: "NamespaceID".
	if k := labelKey(strings.TrimSuffix(vs[0], ":")); isKnownLabel(k) || labels().subUnion[k] {
		vs = append(vs, "")
	}
	// A heading the NID qualifies, "ISBN assignment:": the import keeps
	// the section and drops the NID, which the Namespace Identifier holds.
	if q, rest, ok := strings.Cut(strings.TrimSuffix(vs[0], ":"), " "); ok && q != "" && strings.HasSuffix(vs[0], ":") && isKnownLabel(labelKey(rest)) {
		vs = append([]string{""}, vs...)
	}
	return vs
}

// testLabelWords are the words of every heading and sub-field label,
// which the import may drop with the label.
var testLabelWords = func() map[string]bool {
	m := map[string]bool{}
	for w := range labels().vocab {
		m[w] = true
	}
	for k := range labels().sections {
		m[k] = true // "NamespaceID"
	}
	for k := range labels().subUnion {
		m[k] = true // "EMail"
	}
	for _, l := range Layouts() {
		for _, s := range l.Sections {
			for _, sf := range s.SubFields {
				for _, a := range append([]string{sf.Label}, sf.Aliases...) {
					for _, w := range lowerWords(a) {
						m[w] = true
					}
				}
			}
		}
	}
	for _, w := range []string{"registration", "information", "version", "number", "date"} {
		m[w] = true
	}
	return m
}()

// testContentWords returns the lower-case words of letters and digits
// that are not label words.
func testContentWords(s string) []string {
	var out []string
	for _, w := range strings.FieldsFunc(s, func(r rune) bool { return !unicode.IsLetter(r) && !unicode.IsDigit(r) }) {
		w = strings.ToLower(w)
		if !testLabelWords[w] {
			out = append(out, w)
		}
	}
	return out
}

func hasFinding(fs []Finding, code core.Code, sev core.Severity) bool {
	for _, f := range fs {
		if f.Code == code && f.Severity == sev {
			return true
		}
	}
	return false
}

func TestImportTextBadInput(t *testing.T) {
	big := strings.Repeat("Widgets are identified by numbers. ", 3000) // 105 KB of prose
	for _, c := range []struct {
		name, text string
		code       core.Code
		sev        core.Severity
	}{
		{"empty", "", CodeTextEmpty, core.Error},
		{"blank", " \n\t\r\n  \n", CodeTextEmpty, core.Error},
		{"json", `{
  "layout": "rfc8141",
  "version": 1,
  "fields": {"namespace-id": "example", "purpose": "Widgets."}
}`, CodeTextNotTemplate, core.Error},
		{"json array", `[{"heading": "Purpose:", "text": "x"}]`, CodeTextNotTemplate, core.Error},
		{"no headings", "Dear IANA,\n\nplease register the namespace example.\n\nThanks", CodeTextNoHeadings, core.Error},
		{"100 KB in one field", "Namespace Identifier: example\n\nPurpose:\n\n" + big + "\n\nSyntax: opaque\n", CodeTextLong, core.Warning},
		{"100 KB in one word", "Namespace Identifier: example\n\nSyntax:\n\n" + strings.Repeat("x", 100<<10) + "\n", CodeTextLong, core.Warning},
		{"control characters", "Namespace Identifier: ex\x00ample\n\f\nPurpose:\x1b\n\n   Wid\x7fgets.\u0085\n", CodeTextControl, core.Warning},
		{"invalid UTF-8", "Namespace Identifier: ex\xffample\n\nPurpose: \xc3\x28\n", CodeTextEncoding, core.Warning},
		{"only a title", "URN Namespace Registration for Example\n==========\n", CodeTextNoHeadings, core.Error},
	} {
		t.Run(c.name, func(t *testing.T) {
			r, fs := ImportText(c.text)
			if r == nil {
				t.Fatal("nil registration")
			}
			if !hasFinding(fs, c.code, c.sev) {
				t.Errorf("no %s %s finding among %+v", c.sev, c.code, fs)
			}
			if _, ok := LayoutByID(r.Layout); !ok {
				t.Errorf("layout %q", r.Layout)
			}
			for id, v := range r.Fields {
				for _, ch := range v {
					if isControl(ch) {
						t.Errorf("%s holds control character %U", id, ch)
					}
				}
			}
			checkNoTextLost(t, c.name, c.text, r)
			checkRoundTrip(t, c.name, r)
		})
	}
	r, _ := ImportText("Namespace Identifier: ex\x00ample\n\nPurpose:\n\n   Wid\x7fgets.\n")
	if r.Fields["namespace-id"] != "example" || r.Fields["purpose"] != "Widgets." {
		t.Errorf("control characters: %q", r.Fields)
	}
}

// TestImportTextRules checks rules the real files do not all show.
func TestImportTextRules(t *testing.T) {
	r, fs := ImportText(`A.1. Namespace ID: example

A.2. Version: 1

A.3. Date: 2015-06-01

A.4. Registrant

   Organization: Example Inc.
   Contact person: A. Person
   Email: a.person&example.org
   Telephone: +1 555 0100

A.5. Purpose

   Widgets.

A.12. Revision Information

   None. This follows draft-ietf-urnbis-rfc2141bis-urn-12.

Acknowledgements:

   Thanks.
`)
	if r.Layout != "draft-12" {
		t.Errorf("layout %s, want draft-12", r.Layout)
	}
	for id, want := range map[string]string{
		"namespace-id": "example", "version": "1", "date": "2015-06-01",
		"registrant.organization": "Example Inc.", "registrant.name": "A. Person",
		"registrant.email": "a.person&example.org", "registrant.phone": "+1 555 0100",
		"purpose": "Widgets.", "revision": "None. This follows draft-ietf-urnbis-rfc2141bis-urn-12.",
	} {
		if r.Fields[id] != want {
			t.Errorf("%s = %q, want %q", id, r.Fields[id], want)
		}
	}
	if len(r.Extra) != 1 || r.Extra[0] != (ExtraSection{"Acknowledgements", "Thanks."}) {
		t.Errorf("extra %+v", r.Extra)
	}
	if !hasFinding(fs, CodeTextExtra, core.Info) || !hasFinding(fs, CodeTextLayout, core.Info) {
		t.Errorf("findings %+v", fs)
	}
	checkRoundTrip(t, "draft-12", r)

	// Registration Information on one line; an unreadable one is kept.
	r, _ = ImportText("Namespace ID: urn-9\n\nRegistration Information:  Registration version: 3; registration\n   date: 2007-04-21\n\nScope: Global\n")
	if r.Layout != "rfc2611" || r.Fields["version"] != "3" || r.Fields["date"] != "2007-04-21" {
		t.Errorf("registration information: %s %q", r.Layout, r.Fields)
	}
	r, fs = ImportText("Namespace ID: urn-9\n\nRegistration Information:\n\n   Version 3, approved by the board\n\nScope: Global\n")
	if len(r.Extra) != 1 || r.Extra[0].Heading != "Registration Information" || !hasFinding(fs, CodeTextRegInfo, core.Warning) {
		t.Errorf("unreadable registration information: %+v %+v", r, fs)
	}
	checkRoundTrip(t, "registration information", r)

	// Underlined headings; onem2m-style indented headings; duplicates.
	r, fs = ImportText("    Namespace Identifier:\n\n      x\n\n    Purpose:\n\n      One.\n\n    Purpose:\n\n      Two.\n\n    Notes\n    -----\n\n      Three.\n")
	if r.Fields["namespace-id"] != "x" || r.Fields["purpose"] != "One.\n\nTwo." || len(r.Extra) != 1 || r.Extra[0].Heading != "Notes" {
		t.Errorf("indented headings: %+v", r)
	}
	if !hasFinding(fs, CodeTextDuplicate, core.Warning) {
		t.Errorf("no duplicate finding: %+v", fs)
	}
	checkRoundTrip(t, "indented", r)
}

// FuzzImportText: never panics, keeps all text, and a rendering reads
// back to the same registration.
func FuzzImportText(f *testing.F) {
	for _, s := range []string{
		"",
		"Namespace Identifier: x\n\nVersion: 1\n\nDate: 2020-01-01\n\nRegistrant:\n\n  Name: A\n  E-mail: a&b.org\n\nPurpose:\n\nText.\n",
		"Namespace ID: urn-1\n\nRegistration Information:\n\n  Version 1\n  Date: TBD\n\nDeclared registrant of the namespace:\n\n  Required: A <a&b.c>\n",
		"Namespace ID: urn-4\r\nVersion 1\r\nDate: 2002\r\n\r\nName: K\r\nAddress: 1 Way\r\nTown\r\nEmail: k&y.com\r\n\r\nThe structure:\r\n\r\nRelevant ancillary information:\r\n  None.\r\n",
		"Title\n=====\n\nNamespace Identifier\n--------------------\n\n   gs1\n\nNotes\n-----\n\n   x\n",
		"3.1 Namespace ID:\n    \"reso\"\n  3.2 Registration Information:\n    Version: 1\n4. Security Considerations\n\nNone.\n",
		"Purpose:\n\n" + strings.Repeat("word ", 30) + "\n1. item\n- item\nname = rule\nEmail: x@y.z\n",
		"{\"layout\": \"rfc8141\"}",
		// Inputs the fuzzer found failing once.
		"NAmespACeIdent ifier\n----------",
		"RegistrAtionInformAtion: version 0dAte",
		"RegistrAnt: N Ame: 0",
		"RegistrAnt: NAme: 0  00",
		"RegistrAtion InformAtion: version 0 dAte 0",
	} {
		f.Add(s)
	}
	if dir := shared.Find("data"); dir != "" {
		for _, sub := range []string{"urn-formal/knx", "urn-informal/urn-3", "urn-informal/urn-4", "urn-informal/urn-7", "urn-formal/gs1", "urn-formal/onem2m"} {
			if b, err := os.ReadFile(filepath.Join(dir, "iana-templates", sub)); err == nil {
				f.Add(string(b))
			}
		}
	}
	f.Fuzz(func(t *testing.T, s string) {
		r, _ := ImportText(s)
		if r == nil {
			t.Fatal("nil registration")
		}
		checkNoTextLost(t, "fuzz", s, r)
		checkRoundTrip(t, "fuzz", r)
	})
}

// TestImportTextRandom builds template-like documents from the pieces
// real ones are made of, at random (with a fixed seed), and checks the
// round trip and that no text is lost. TPL_RANDOM=n runs n documents.
func TestImportTextRandom(t *testing.T) {
	n := 3000
	if s := os.Getenv("TPL_RANDOM"); s != "" {
		n, _ = strconv.Atoi(s)
	}
	indents := []string{"", "", "", " ", "  ", "   ", "    ", "      ", "\t"}
	var rng uint64 = 20260728
	pieces := []string{
		"Namespace Identifier:", "Namespace ID: urn-9", "NamespaceID: x", "Version: 1", "Version 2", "Date: 2020-01-01",
		"Registrant:", "Declared registrant of the namespace:", "Registration Information:", "Purpose:", "Syntax:",
		"Declaration of syntactic structure:", "Scope: Global", "Security and Privacy:", "Additional Information:",
		"Revision Information: None", "References:", "Notes", "-----", "=====", "3.1 Namespace ID:", "A.5. Purpose",
		"4. Security Considerations", "Name: A. Person", "E-mail: a&example.org", "Email:", "Address:", "Contact person: B",
		"Organization: Example", "Phone: +1 555", "Fax: 1", "Web URL: https://example.org/", "a.b&example.org",
		"Registration version number: 1", "Registration date: TBD", "Version 1; date 2001-01-01",
		"* item one", "- item two", "o  item three", "1. first", "(a) second", "name = rule / other", "<a> ::= <b>",
		"urn:example:one", "https://example.org/path", "Example: urn:x:y", "where:", "EXAMPLES:",
		"The namespace identifies widgets made by Example Inc. for the widget industry,",
		"and it is expected to be used widely across the supply chain of widgets worldwide.",
		"Short line.", "Another short line", "x", "{", "}", "Name <c&example.org>", "Contact:",
		"draft-ietf-urnbis-rfc2141bis-urn-12", "Designated contact:", "Role: Officer",
		strings.Repeat("longword ", 9), strings.Repeat("y", 75), "Sentence one.  Sentence two.", "a   b   c",
		"Registrant Contact:", "Persistence:", "Uniqueness:", "Background:", "CHANGE HISTORY:", "Rules for Lexical Equivalence:",
		"Namespace Identifier\n--------------------", "Purpose\n-------", "5. References", "A.12. Revision Information",
		"<x&example.org>", "Required: A <a&example.org>", "Postal: 1 Way", "Telephone: 2", "Registering organization:",
		"\u00a0indented with a no-break space", "tab\tinside", "form\ffeed", "nul\x00char", "Ünïcödé wörds ☃", "\r",
		"The identifier structure is as follows, and this sentence is long enough to wrap",
		"around the margin of the page: Email: x@example.org sits in the middle of it here.",
		"- a list item that is long enough to be full, or nearly so, at the margin",
		"continued here after the list marker line, which is not prose any more.",
	}
	if s := os.Getenv("TPL_SEED"); s != "" {
		v, _ := strconv.ParseUint(s, 10, 64)
		rng = v | 1
	}
	next := func(k int) int {
		rng ^= rng << 13
		rng ^= rng >> 7
		rng ^= rng << 17
		return int(rng % uint64(k))
	}
	for iter := 0; iter < n; iter++ {
		var b strings.Builder
		lines := 1 + next(40)
		for range lines {
			switch next(6) {
			case 0:
				b.WriteString("\n")
				continue
			case 1:
				b.WriteString(indents[next(len(indents))])
			}
			b.WriteString(pieces[next(len(pieces))])
			if next(5) == 0 {
				b.WriteString(" " + pieces[next(len(pieces))])
			}
			b.WriteString("\n")
		}
		s := b.String()
		if next(10) == 0 {
			s = strings.ReplaceAll(s, "\n", "\r\n")
		}
		r, _ := ImportText(s)
		before := t.Failed()
		checkNoTextLost(t, "random", s, r)
		checkRoundTrip(t, "random", r)
		if t.Failed() && !before {
			t.Fatalf("document %d:\n%s", iter, s)
		}
	}
}
