package registration

import (
	"math/rand/v2"
	"slices"
	"strings"
	"testing"

	"github.com/urn-playground/urn-playground/internal/jsontext"
)

// The Markdown is checked without a Markdown parser: by its line
// structure (headings, fences, list items) and by undoing its escapes.

// markdownStructure splits rendered Markdown into its headings and its plain
// text: fenced lines as they are, other lines with hard breaks and
// backslash escapes undone. It fails the test on an unclosed fence.
func markdownStructure(t *testing.T, md string) (headings []string, plain string) {
	t.Helper()
	var b strings.Builder
	fence := ""
	for _, line := range strings.Split(md, "\n") {
		if fence != "" {
			if line == fence {
				fence = ""
			} else {
				b.WriteString(line + "\n")
			}
			continue
		}
		if strings.HasPrefix(line, "```") {
			fence = strings.TrimRight(line, "abcdefghijklmnopqrstuvwxyz")
			continue
		}
		if strings.HasPrefix(line, "#") {
			headings = append(headings, line)
		}
		// A hard break is an odd run of backslashes at the end.
		if n := len(line) - len(strings.TrimRight(line, `\`)); n%2 == 1 {
			line = line[:len(line)-1]
		}
		b.WriteString(unescapeMarkdown(line) + "\n")
	}
	if fence != "" {
		t.Fatalf("fence %s not closed in\n%s", fence, md)
	}
	return headings, b.String()
}

// unescapeMarkdown undoes CommonMark backslash escapes.
func unescapeMarkdown(s string) string {
	var b strings.Builder
	for i := 0; i < len(s); i++ {
		if s[i] == '\\' && i+1 < len(s) && strings.IndexByte("!\"#$%&'()*+,-./:;<=>?@[\\]^_`{|}~", s[i+1]) >= 0 {
			i++
		}
		b.WriteByte(s[i])
	}
	return b.String()
}

// wantHeadings lists the headings RenderMarkdown writes for r.
func wantHeadings(l *Layout, r *Registration) []string {
	want := []string{"# URN Namespace Registration"}
	if nid := oneLine(r.Get("namespace-id")); nid != "" {
		want[0] += ": " + headingText(nid)
	}
	group := ""
	for _, s := range l.Sections {
		level := "## "
		if s.Group != "" {
			if s.Group != group {
				want = append(want, "## "+s.Group)
			}
			level = "### "
		}
		group = s.Group
		want = append(want, level+strings.TrimSpace(s.Number+" "+s.Label))
	}
	for _, x := range r.Extra {
		if h := oneLine(x.Heading); h != "" {
			want = append(want, "## "+headingText(h))
		} else {
			want = append(want, "## *Untitled section*")
		}
	}
	return want
}

func TestRenderMarkdownStructure(t *testing.T) {
	for _, l := range Layouts() {
		r := fullRegistration(l)
		md, err := RenderMarkdown(r)
		if err != nil {
			t.Fatal(err)
		}
		headings, plain := markdownStructure(t, md)
		if want := wantHeadings(l, r); !slices.Equal(headings, want) {
			t.Errorf("%s headings:\n%s\nwant:\n%s", l.ID, strings.Join(headings, "\n"), strings.Join(want, "\n"))
		}
		if !strings.HasPrefix(md, "# URN Namespace Registration: example\n\nNamespace registration for \"example\"\\\nStatus: draft\n\n") {
			t.Errorf("%s: title and preamble:\n%s", l.ID, md[:min(200, len(md))])
		}
		checkTextsAppear(t, r, plain)
		// The registrant's sub-fields are a list, in the layout's order.
		reg := l.Section("registrant")
		var items []string
		for _, line := range strings.Split(md, "\n") {
			if strings.HasPrefix(line, "- **") {
				items = append(items, line[:strings.Index(line, ":**")+3])
			}
		}
		var want []string
		for _, sf := range reg.SubFields {
			want = append(want, "- **"+sf.Label+":**")
		}
		if !slices.Equal(items, want) {
			t.Errorf("%s registrant items %q, want %q", l.ID, items, want)
		}
		if strings.Count(md, "```abnf\n") != len(l.Sections)-3 {
			t.Errorf("%s: %d ABNF blocks, want one per section but namespace-id, version and date", l.ID, strings.Count(md, "```abnf\n"))
		}
	}
}

func TestRenderMarkdownRFC2611Group(t *testing.T) {
	r := &Registration{Layout: "rfc2611"}
	r.Set("version", "3")
	r.Set("registrant.name", "Jane Doe")
	md, err := RenderMarkdown(r)
	if err != nil {
		t.Fatal(err)
	}
	want := "# URN Namespace Registration\n\n" +
		"## Namespace ID\n\n*Not provided.*\n\n" +
		"## Registration Information\n\n" +
		"### Registration version number\n\n3\n\n" +
		"### Registration date\n\n*Not provided.*\n\n" +
		"## Declared registrant of the namespace\n\n" +
		"- **Name:** Jane Doe\n" +
		"- **E-mail:** *Not provided.*\n\n" +
		"## Declaration of syntactic structure\n\n*Not provided.*\n"
	if !strings.HasPrefix(md, want) {
		t.Errorf("got:\n%s\nwant it to start with:\n%s", md, want)
	}
	// Optional sub-fields appear once they have text.
	r.Set("registrant.address", "1 Main St\nSpringfield\n\n- not a list")
	md, _ = RenderMarkdown(r)
	if !strings.Contains(md, "- **E-mail:** *Not provided.*\n- **Address:** 1 Main St\\\n  Springfield\n\n  \\- not a list\n\n## Declaration") {
		t.Errorf("address:\n%s", md)
	}
}

func TestRenderMarkdownText(t *testing.T) {
	for _, tc := range []struct{ in, want string }{
		{"plain text", "plain text\n"},
		{"line one\nline two\n\nsecond paragraph", "line one\\\nline two\n\nsecond paragraph\n"},
		{"  \n\nafter blank lines  \n\n\n", "after blank lines\n"},
		{"a\r\nb\rc", "a\\\nb\\\nc\n"},
		// Markup at the start of a line.
		{"# not a heading\n- not a list\n+ nor this\n* nor this\n> no quote\n=====\n---\n1. not ordered\n12) nor this\n1.5 litres\n123456789012. too long to be a marker",
			"\\# not a heading\\\n\\- not a list\\\n\\+ nor this\\\n\\* nor this\\\n\\> no quote\\\n\\=====\\\n\\---\\\n1\\. not ordered\\\n12\\) nor this\\\n1\\.5 litres\\\n123456789012. too long to be a marker\n"},
		// Markup anywhere.
		{"a `b` *c* [d](e) <f> g|h ~i~ \\j", "a \\`b\\` \\*c\\* \\[d\\](e) \\<f> g\\|h \\~i\\~ \\\\j\n"},
		{"snake_case_id _em_ __x__ a_ _b", "snake_case_id \\_em\\_ \\_\\_x\\_\\_ a\\_ \\_b\n"},
		{"AT&T &amp; &#38; &#x26; & ;", "AT&T \\&amp; \\&#38; \\&#x26; & ;\n"},
		{"C:\\\nnext", "C:\\\\\\\nnext\n"},
		{"# heading-like mid-line is fine: a # b, a - b, 1. c", "\\# heading-like mid-line is fine: a # b, a - b, 1. c\n"},
		// Preformatted blocks.
		{"Syntax:\n\n  NSS = 1*ALPHA\n  x   =/ y", "Syntax:\n\n```abnf\nNSS = 1*ALPHA\nx   =/ y\n```\n"},
		{"NSS = \"a\" / \"b\"", "```abnf\nNSS = \"a\" / \"b\"\n```\n"},
		{"<nss> ::= <char>+", "```abnf\n<nss> ::= <char>+\n```\n"},
		{"Example:\n\n    urn:example:1\n      urn:example:2\n\n    urn:example:3\n\nThat is all.",
			"Example:\n\n```\nurn:example:1\n  urn:example:2\n\nurn:example:3\n```\n\nThat is all.\n"},
		{"Name    Value\nfoo     1", "```\nName    Value\nfoo     1\n```\n"},
		{"col\tcol", "```\ncol\tcol\n```\n"},
		{"x = y is prose when there is text after it? no: it is ABNF-like", "```abnf\nx = y is prose when there is text after it? no: it is ABNF-like\n```\n"},
		{"a=b and a == b are prose", "a=b and a == b are prose\n"},
		{"code with ``` inside\n  ```` four\nend", "`````\ncode with ``` inside\n  ```` four\nend\n`````\n"},
		// Text whose first line was trimmed, as in an RFC: dedented as a whole.
		{"The purpose is\n   to name things\n   persistently.", "The purpose is\\\nto name things\\\npersistently.\n"},
		{"   Indented\n   as a whole.", "Indented\\\nas a whole.\n"},
		{"bad \xff byte", "bad \uFFFD byte\n"},
	} {
		if got := renderBlocks(tc.in); got != tc.want {
			t.Errorf("renderBlocks(%q):\n got %q\nwant %q", tc.in, got, tc.want)
		}
	}
}

func TestRenderMarkdownHeadings(t *testing.T) {
	r := &Registration{Layout: "rfc8141", Extra: []ExtraSection{
		{Heading: "C# and F#", Text: "x"},
		{Heading: "two\nlines  *bold*", Text: ""},
		{Heading: " ", Text: "untitled"},
	}}
	r.Set("namespace-id", "ex_ample*")
	md, err := RenderMarkdown(r)
	if err != nil {
		t.Fatal(err)
	}
	headings, _ := markdownStructure(t, md)
	want := []string{"# URN Namespace Registration: ex_ample\\*"}
	want = append(want, headings[1:len(headings)-3]...)
	want = append(want, "## C\\# and F\\#", "## two lines \\*bold\\*", "## *Untitled section*")
	if !slices.Equal(headings, want) {
		t.Errorf("headings %q", headings)
	}
	if !strings.HasSuffix(md, "## two lines \\*bold\\*\n\n*Not provided.*\n\n## *Untitled section*\n\nuntitled\n") {
		t.Errorf("extra sections:\n%s", md)
	}
}

// TestRenderMarkdownRandom renders random registrations: every text
// appears, the headings are RenderMarkdown's own, fences close, and no
// line outside a fence starts with markup the renderer did not write.
func TestRenderMarkdownRandom(t *testing.T) {
	rng := rand.New(rand.NewPCG(7, 8))
	for range 1000 {
		r := randomRegistration(rng)
		checkMarkdown(t, r)
	}
}

func checkMarkdown(t *testing.T, r *Registration) {
	t.Helper()
	md, err := RenderMarkdown(r)
	if err != nil {
		t.Fatal(err)
	}
	l := mustLayout(t, r.Layout)
	headings, plain := markdownStructure(t, md)
	want := wantHeadings(l, r)
	if !slices.Equal(headings, want) {
		t.Fatalf("headings:\n%s\nwant:\n%s\nin:\n%s", strings.Join(headings, "\n"), strings.Join(want, "\n"), md)
	}
	checkTextsAppear(t, r, plain)
	fence := ""
	for _, line := range strings.Split(md, "\n") {
		if fence != "" {
			if line == fence {
				fence = ""
			}
			continue
		}
		if strings.HasPrefix(line, "```") {
			fence = strings.TrimRight(line, "abnf")
			continue
		}
		body := strings.TrimPrefix(line, "  ") // a list item's continuation
		switch {
		case body == "", strings.HasPrefix(line, "#"), strings.HasPrefix(line, "- **"), body == notProvided:
			continue
		case strings.HasPrefix(body, " ") || strings.HasPrefix(body, "\t"):
			t.Fatalf("indented line %q in\n%s", line, md)
		case strings.ContainsRune("#-+=>*<|_`~[", rune(body[0])):
			t.Fatalf("line %q starts with markup in\n%s", line, md)
		}
		n := 0
		for n < len(body) && body[n] >= '0' && body[n] <= '9' {
			n++
		}
		if n > 0 && n <= 9 && n < len(body) && (body[n] == '.' || body[n] == ')') {
			t.Fatalf("line %q starts an ordered list in\n%s", line, md)
		}
	}
}

// checkTextsAppear checks that every line of every text of r is in the
// plain text of its Markdown.
func checkTextsAppear(t *testing.T, r *Registration, plain string) {
	t.Helper()
	texts := []string{r.Preamble}
	for _, text := range r.Fields {
		texts = append(texts, text)
	}
	for _, x := range r.Extra {
		texts = append(texts, x.Text)
		for _, w := range strings.Fields(jsontext.ReplaceInvalidUTF8(x.Heading)) {
			if !strings.Contains(plain, w) {
				t.Fatalf("heading word %q missing from\n%s", w, plain)
			}
		}
	}
	for _, text := range texts {
		for _, line := range splitLines(text) {
			if line = strings.TrimSpace(line); line != "" && !strings.Contains(plain, line) {
				t.Fatalf("line %q of %q missing from\n%s", line, text, plain)
			}
		}
	}
}

// FuzzRenderMarkdown checks the same on registrations built from fuzz
// input.
func FuzzRenderMarkdown(f *testing.F) {
	f.Add(uint8(1), "pre", "h", "NSS = x\n\n  y", "# a\n1. b", "`x`")
	f.Fuzz(func(t *testing.T, li uint8, preamble, heading, text, a, b string) {
		checkMarkdown(t, fuzzRegistration(li, preamble, heading, text, a, b))
	})
}
