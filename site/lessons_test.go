package site

import (
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/urn-playground/urn-playground/core/exercise"
)

// fixtureCourse is a small course that uses every kind of block and
// link (site/lessons/testdata/course), for the build's proofs until the
// real course is in site/lessons/, and beside it after.
const fixtureCourse = "lessons/testdata/course"

func renderedSpec(t *testing.T) *Spec {
	t.Helper()
	spec, err := RenderSpec("spec")
	if err != nil {
		t.Fatal(err)
	}
	return spec
}

func TestRenderCourseFixture(t *testing.T) {
	c, err := RenderCourse(fixtureCourse, renderedSpec(t))
	if err != nil {
		t.Fatal(err)
	}
	if len(c.Units) != 2 || c.Units[0].Title != "What a URN is" || c.Units[1].Lessons[0] != "equivalence" {
		t.Errorf("units: %+v", c.Units)
	}
	l := c.Lessons["anatomy"]
	if l == nil || l.Title != "The parts of a URN" {
		t.Fatalf("anatomy: %+v", l)
	}
	for _, want := range []string{
		// Each example says what the build proved of it.
		`<figure class="lesson-example" data-example="0"><pre>urn:isbn:0451450523</pre><figcaption class="lesson-example-verdict"><span class="verdict-mark" aria-hidden="true">✔</span> valid under RFC 8141</figcaption></figure>`,
		`<figure class="lesson-example" data-example="1"><pre>urn:example:a~b</pre><figcaption class="lesson-example-verdict"><span class="verdict-mark" aria-hidden="true">✖</span> not valid under RFC 2141 · <span class="verdict-mark" aria-hidden="true">✔</span> valid under RFC 8141</figcaption></figure>`,
		`<section class="lesson-exercise" data-exercise="fixture-click-nid"><div class="lesson-exercise-prompt">Click the <strong>NID</strong>`,
		`<pre class="lesson-exercise-given">urn:isbn:0451450523</pre>`,
		// A quoted citation: the quote on hover (title), and for the Spec
		// panel to mark (data-quote).
		`<a href="#rfc8141-sec-2-1" title="NIDs are case insensitive" data-quote="NIDs are case insensitive" class="ref" data-anchor="rfc8141-sec-2-1">RFC 8141 §2.1</a>`,
		`<a href="#term-urn" class="term" data-term="urn">URN</a>`,
		`<pre><code class="language-sh">go run ./cmd/urn urn:isbn:0451450523`,
	} {
		if !strings.Contains(l.HTML, want) {
			t.Errorf("anatomy's html lacks %s\n%s", want, l.HTML)
		}
	}
	if strings.Contains(l.HTML, "<h1>") || strings.Contains(l.HTML, "want: valid") {
		t.Errorf("the title or an exercise's block is in the html:\n%s", l.HTML)
	}
	ex := l.Examples[1]
	if ex.Kind != "urn" || ex.Edition != "rfc2141" || ex.View != "editions" || len(ex.Verdicts) != 2 || ex.Verdicts[1] != (LessonVerdict{"rfc8141", "valid"}) {
		t.Errorf("example 1: %+v", ex)
	}
	w := l.Exercises[1]
	if w.ID != "fixture-write-informal" || w.Edition != "rfc8141" || len(w.Whys) != 2 ||
		w.Whys[0] != `A URN needs an <a href="#term-nss" class="term" data-term="nss">NSS</a> after its NID.` || w.PromptHTML != "Write a URN whose NID is <strong>informal</strong>." {
		t.Errorf("exercise: %+v", w)
	}
	// check is the compiled exercise, which URN.checkExercise decodes.
	decoded, err := exercise.Decode(w.Check)
	if err != nil || decoded.Kind != exercise.Write || len(decoded.Wants) != 2 {
		t.Errorf("the exercise's check does not decode: %v", err)
	}
	if r := exercise.Check(decoded, "urn:urn-9:x"); !r.Right {
		t.Errorf("the compiled exercise refuses a right answer: %s", r.Message)
	}
	if r := exercise.Check(decoded, "urn:urn-9"); r.Right || r.Why != "A URN needs an [NSS](glossary:nss) after its NID." {
		t.Errorf("the compiled exercise's why: %+v", r)
	}
	if c := l.Exercises[0]; c.Part != "nid" || c.Hints[0] != "It comes right after <code>urn:</code>." {
		t.Errorf("click: %+v", c)
	}
	pair := c.Lessons["equivalence"].Examples[0]
	if pair.View != "equivalence" || pair.Mode != "5a" || len(pair.URNs) != 2 {
		t.Errorf("pair: %+v", pair)
	}
	// Every member the view relies on, by its JSON name.
	js, _ := json.Marshal(c)
	for _, key := range []string{`"units":`, `"lessons":`, `"html":`, `"examples":`, `"urns":`, `"view":`, `"exercises":`, `"check":`, `"promptHtml":`, `"given":`, `"other":`, `"part":`, `"ask":`, `"choices":`, `"hints":`, `"solution":`, `"explainHtml":`, `"whys":`} {
		if !strings.Contains(string(js), key) {
			t.Errorf("learn.json has no %s", key)
		}
	}
}

// copyCourse copies the fixture course into a temporary directory and
// applies edits (file → old → new; "" old appends, "" new with "" old
// removes the file).
func copyCourse(t *testing.T, edits map[string][2]string) string {
	t.Helper()
	dir := t.TempDir()
	files, _ := filepath.Glob(filepath.Join(fixtureCourse, "*.md"))
	for _, f := range files {
		if err := os.WriteFile(filepath.Join(dir, filepath.Base(f)), []byte(read(t, f)), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	for name, e := range edits {
		p := filepath.Join(dir, name)
		src, _ := os.ReadFile(p)
		s := string(src)
		switch {
		case e[0] == "":
			s += e[1]
		case !strings.Contains(s, e[0]):
			t.Fatalf("%s holds no %q", name, e[0])
		default:
			s = strings.Replace(s, e[0], e[1], 1)
		}
		if err := os.WriteFile(p, []byte(s), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	return dir
}

// TestRenderCourseFails: the build fails, at the file and line, on each
// way a lesson can be wrong.
func TestRenderCourseFails(t *testing.T) {
	spec := renderedSpec(t)
	for _, tc := range []struct {
		name  string
		edits map[string][2]string
		want  string
	}{
		{"a quote the excerpt does not hold", map[string][2]string{"anatomy.md": {`"NIDs are case insensitive"`, `"NIDs are case-insensitive"`}},
			`anatomy.md:17: the quote "NIDs are case-insensitive" of the spec link spec:rfc8141/2.1 is not in the quoted text of RFC 8141 §2.1`},
		{"a quote under the wrong section", map[string][2]string{"anatomy.md": {"spec:rfc8141/2.1 ", "spec:rfc8141/2.2 "}},
			`anatomy.md:17: the quote "NIDs are case insensitive" of the spec link spec:rfc8141/2.2 is not in the quoted text of RFC 8141 §2.2`},
		{"too few quotes", map[string][2]string{"anatomy.md": {` "NIDs are case insensitive"`, ""}},
			"course.md: 3 of the course's 4 spec links carry a quote; at least 90% must"},
		{"a term used before it is taught", map[string][2]string{"equivalence.md": {"[normalized forms](glossary:normalized-form)", "normalized forms"}},
			"equivalence.md:12: the exercise fixture-choose uses the term normalized-form"},
		{"a part used before it is taught", map[string][2]string{"equivalence.md": {"a [q-component](glossary:q-component) aside", "components aside"}},
			"equivalence.md:12: the exercise fixture-choose uses the term q-component (the q-component of URN:Example:a%2c?=q) before it is taught: no lesson links it"},
		{"a section without excerpt", map[string][2]string{"anatomy.md": {"spec:rfc2141/2.2", "spec:rfc2141/9.9"}},
			"anatomy.md:10: the spec link spec:rfc2141/9.9 (RFC 2141 §9.9) has no excerpt"},
		{"an unknown document", map[string][2]string{"anatomy.md": {"spec:rfc8141/2 ", "spec:rfc9999/2 "}},
			"anatomy.md:3: the spec link spec:rfc9999/2 names no document"},
		{"an unknown glossary term", map[string][2]string{"anatomy.md": {"glossary:pchar", "glossary:pchars"}},
			"anatomy.md:10: the glossary link glossary:pchars names no term"},
		{"a link in an exercise", map[string][2]string{"anatomy.md": {"spec:rfc8141/2.1", "spec:rfc8141/7"}},
			"anatomy.md:17: the spec link spec:rfc8141/7"},
		{"a slug without file", map[string][2]string{"course.md": {"", "- ghost\n"}}, "course.md:5: the lesson ghost has no file ghost.md"},
		{"a file not in the course", map[string][2]string{"extra.md": {"", "# Extra\n"}}, "extra.md: the lesson is not in course.md"},
		{"a slug listed twice", map[string][2]string{"course.md": {"", "- anatomy\n"}}, "course.md:5: the lesson anatomy is listed twice (first on line 2)"},
		{"a stray line in course.md", map[string][2]string{"course.md": {"", "anatomy\n"}}, `course.md:5: want "# Unit title" or "- lesson-slug"`},
		{"a duplicate exercise id", map[string][2]string{"equivalence.md": {"id: fixture-choose", "id: fixture-click-nid"}},
			"equivalence.md:12: the exercise id fixture-click-nid is also used at anatomy.md:18"},
		{"an example the engine contradicts", map[string][2]string{"anatomy.md": {"rfc8141=valid class=formal", "rfc8141=invalid class=formal"}},
			"anatomy.md:6: the lesson says urn:isbn:0451450523 is invalid under RFC 8141; the engine says valid"},
		{"a class the engine contradicts", map[string][2]string{"anatomy.md": {"class=formal", "class=informal"}},
			"anatomy.md:6: the lesson says the NID's class is informal"},
		{"a code the engine does not give", map[string][2]string{"anatomy.md": {"code=nss-char", "code=nss-slash"}},
			"anatomy.md:13: the lesson says the reading under RFC 2141 has the diagnostic nss-slash; it has nss-char"},
		{"a pair the engine contradicts", map[string][2]string{"equivalence.md": {"urn-pair rfc8141=equivalent", "urn-pair rfc8141=different"}},
			"equivalence.md:6: the lesson says the two URNs are different under RFC 8141"},
		{"a wrong answer accepted", map[string][2]string{"anatomy.md": {"wrong: @0451 -> part", "wrong: @isbn -> part"}},
			`anatomy.md:26: the wrong answer "@isbn" is accepted`},
		{"a right answer refused", map[string][2]string{"anatomy.md": {"right: urn:urn-5:abc", "right: urn:urn-5"}},
			`anatomy.md:38: the right answer "urn:urn-5" is refused by want #1 ("valid")`},
		{"a wrong answer refused by another condition", map[string][2]string{"anatomy.md": {"wrong: urn:urn-7 -> valid", "wrong: urn:isbn:1 -> valid"}},
			`anatomy.md:40: the wrong answer "urn:isbn:1" is refused by want #2 ("nid-class"), not by "valid"`},
		{"too few wrong answers", map[string][2]string{"equivalence.md": {"wrong: different -> ask\n", ""}},
			"equivalence.md:24: the exercise declares 0 wrong answers"},
		{"a block that does not parse", map[string][2]string{"anatomy.md": {"part: nid", "prat: nid"}},
			`anatomy.md:22: unknown key "prat"`},
		{"a kind's missing key", map[string][2]string{"anatomy.md": {"part: nid\n", ""}},
			`anatomy.md:17: a click exercise needs "part"`},
		{"raw HTML", map[string][2]string{"anatomy.md": {"", "\n<div>hi</div>\n"}}, "anatomy.md:49: raw HTML is not allowed"},
		{"no title", map[string][2]string{"equivalence.md": {"# Equivalence", "Equivalence"}}, "equivalence.md:1: a lesson opens with its \"# Title\""},
	} {
		t.Run(tc.name, func(t *testing.T) {
			_, err := RenderCourse(copyCourse(t, tc.edits), spec)
			if err == nil || !strings.Contains(err.Error(), tc.want) {
				t.Errorf("RenderCourse: %v\nwant an error containing %q", err, tc.want)
			}
		})
	}
}

// TestRealCourse proves the course in site/lessons/: every example and
// exercise as the build does (RenderCourse fails on any that misbehaves).
func TestRealCourse(t *testing.T) {
	if _, err := os.Stat("lessons/course.md"); os.IsNotExist(err) {
		t.Skip("site/lessons/course.md is not there yet: the course is written on its own branch")
	}
	c, err := RenderCourse("lessons", renderedSpec(t))
	if err != nil {
		t.Fatal(err)
	}
	n := 0
	for slug, l := range c.Lessons {
		n += len(l.Exercises)
		for _, ex := range l.Examples {
			if viewName(ex.View) == "" {
				t.Errorf("%s: an example opens in %q, which is not one of the page's views (site/views.go)", slug, ex.View)
			}
		}
	}
	t.Logf("%d units, %d lessons, %d exercises, all proven; %d of %d spec links carry a checked quote", len(c.Units), len(c.Lessons), n, c.Quoted, c.SpecLinks)
	if float64(c.Quoted) < MinQuoted*float64(c.SpecLinks) {
		t.Errorf("%d of %d spec links carry a quote, under %v", c.Quoted, c.SpecLinks, MinQuoted)
	}
}

// TestBuildWritesTheCourse: learn.json is a hashed file of its own, not
// in the page's inline data; the page's reference to it is rewritten;
// the service worker precaches it; the single file carries it inline.
// A page without the Learn view (this fixture's) gets no lesson pages,
// and its index names none.
func TestBuildWritesTheCourse(t *testing.T) {
	files := map[string]string{
		"page/index.html": "<!doctype html><html><head><link rel=stylesheet href=\"style.css\"><script type=\"module\" src=\"main.js\"></script></head><body><div id=\"learn\" data-src=\"learn.json\"></div><!--site:spec--><!--site:data--></body></html>",
	}
	for _, name := range []string{"course.md", "anatomy.md", "equivalence.md"} {
		files["lessons/"+name] = read(t, filepath.Join(fixtureCourse, name))
	}
	out := t.TempDir()
	fakeWasmBuild(t, out)
	rep, err := Build(Config{Src: fixture(t, files), Out: out})
	if err != nil {
		t.Fatal(err)
	}
	name := rep.Files[LearnFile]
	if !isHashedAs(name, LearnFile) {
		t.Fatalf("learn.json written as %q", name)
	}
	var c Course
	if err := json.Unmarshal([]byte(read(t, filepath.Join(out, name))), &c); err != nil || len(c.Lessons) != 2 {
		t.Fatalf("%s: %v, %d lessons", name, err, len(c.Lessons))
	}
	page := read(t, filepath.Join(out, "index.html"))
	if !strings.Contains(page, `data-src=`+name) && !strings.Contains(page, `data-src="`+name+`"`) {
		t.Errorf("index.html does not name %s", name)
	}
	if strings.Contains(page, "fixture-click-nid") {
		t.Error("the course is in index.html: it must be its own file, fetched on first use")
	}
	if sw := read(t, filepath.Join(out, "sw.js")); !strings.Contains(sw, `"./`+name+`"`) {
		t.Errorf("sw.js does not precache %s", name)
	}
	single := read(t, filepath.Join(out, SingleFile))
	i := strings.Index(single, `<script type="application/json" id="urn-learn">`)
	if i < 0 {
		t.Fatal("the single file does not carry the course")
	}
	inline := single[i+len(`<script type="application/json" id="urn-learn">`):]
	inline = inline[:strings.Index(inline, "</script>")]
	if inline != read(t, filepath.Join(out, name)) {
		t.Error("the single file's course differs from learn.json")
	}
	if pages, _ := filepath.Glob(filepath.Join(out, "learn-*.html")); len(pages) > 0 {
		t.Errorf("lesson pages written for a page without the Learn view: %q", pages)
	}
	if strings.Contains(page, "urn-lesson-pages") {
		t.Error("index.html names lesson pages it does not have")
	}
}

// TestChoiceOrder: a choose's choices are shown in an order of the
// build's, the same whatever order the lesson wrote them in, so that it
// tells nothing of which is right (authors tend to write it first).
func TestChoiceOrder(t *testing.T) {
	choices := []string{"urn:example:a%2Cb", "urn:example:a,b", "urn:example:a%2cb", "URN:Example:a%2Cb"}
	want := displayOrder("x", choices)
	for i := range choices {
		rotated := append(append([]string{}, choices[i:]...), choices[:i]...)
		if got := displayOrder("x", rotated); strings.Join(got, " ") != strings.Join(want, " ") {
			t.Errorf("displayOrder(%q) = %q, want %q whatever the lesson's order", rotated, got, want)
		}
	}
	if strings.Join(displayOrder("y", choices), " ") == strings.Join(want, " ") && strings.Join(displayOrder("z", choices), " ") == strings.Join(want, " ") {
		t.Errorf("three exercises order the same choices alike: the order does not depend on the exercise")
	}
}
