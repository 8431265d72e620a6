package site

import (
	"bytes"
	"encoding/json"
	"errors"
	"html"
	"os"
	"path/filepath"
	"sort"
	"strconv"
	"strings"

	"github.com/yuin/goldmark/ast"
	"github.com/yuin/goldmark/text"
	"github.com/yuin/goldmark/util"

	"github.com/urn-playground/urn-playground/core"
	"github.com/urn-playground/urn-playground/core/exercise"
)

// LearnFile is the course's own file (with a hash in its name), which the
// Learn view fetches on first use: index.html names it by its stable name
// in a quoted attribute (data-src="learn.json"), which the build rewrites
// to the hashed one, like spec-excerpts.html. The service worker
// precaches it with every other hashed file, and the single file carries
// it inline as <script type="application/json" id="urn-learn">.
const LearnFile = "learn.json"

// Course is the Learn view's course, as learn.json carries it:
//
//	{units: [{title, lessons: [slug…]}],
//	 lessons: {slug: {title, html,
//	   examples: [{urns: [string], kind: "urn" | "urn-pair", edition,
//	               mode: "5a" | "5b" | "", view: "explore" | "editions" | "equivalence",
//	               verdicts: [{edition, verdict}]}],
//	   exercises: [{id, kind, check, promptHtml, given, other, edition,
//	                part, ask, choices: [string], label, legend,
//	                options: [{value, label}], hints: [html], solution,
//	                explainHtml, whys: [html]}]}}}
//
// A lesson's html is its Markdown rendered without its "#" title: each
// live example is <figure class="lesson-example" data-example="N"><pre>
// (its URNs, one a line)</pre></figure>, N its index in examples, and
// each exercise <section class="lesson-exercise" data-exercise="ID"> with
// its prompt, given URN(s) and choices as plain HTML, so that a lesson
// reads and prints without JavaScript. Spec links are <a class="ref"
// data-anchor> and glossary links <a class="term" data-term>, the page's
// own. An exercise's check is the exercise in the compiled form that
// URN.checkExercise takes (exercise.Compile): the very exercise the build
// proved, so that the page never reads the block's text format; whys[i]
// is the rendered "why" of its i-th want ("" when it has none), which a
// result's index picks.
type Course struct {
	Units   []CourseUnit       `json:"units"`
	Lessons map[string]*Lesson `json:"lessons"`
	// SpecLinks counts the course's spec: links and Quoted those of them
	// that carry a quote the build found in its excerpt (the build's
	// report, not the page's).
	SpecLinks, Quoted int `json:"-"`
}

// CourseUnit is one "#" heading of course.md and its lessons, in order.
type CourseUnit struct {
	Title   string   `json:"title"`
	Lessons []string `json:"lessons"`
}

// Lesson is one rendered lesson.
type Lesson struct {
	Title     string           `json:"title"`
	HTML      string           `json:"html"`
	Examples  []LessonExample  `json:"examples"`
	Exercises []LessonExercise `json:"exercises"`
}

// LessonExample is a live example and the verdicts its lesson states.
type LessonExample struct {
	URNs     []string        `json:"urns"`
	Kind     string          `json:"kind"`
	Edition  string          `json:"edition"`
	Mode     string          `json:"mode"`
	View     string          `json:"view"`
	Verdicts []LessonVerdict `json:"verdicts"`
}

// LessonVerdict is one "<edition>=<verdict>" of an example.
type LessonVerdict struct {
	Edition string `json:"edition"`
	Verdict string `json:"verdict"`
}

// LessonExercise is an exercise as the page needs it.
type LessonExercise struct {
	ID         string   `json:"id"`
	Kind       string   `json:"kind"`
	Check      string   `json:"check"`
	PromptHTML string   `json:"promptHtml"`
	Given      string   `json:"given"`
	Other      string   `json:"other"`
	Edition    string   `json:"edition"`
	Part       string   `json:"part"`
	Ask        string   `json:"ask"`
	Choices    []string `json:"choices"`
	// Label names the exercise's kind for the student, Legend asks its
	// options' question and Options are the answers a predict or a
	// choose offers (exercise_labels.go): the page's words, written once.
	Label       string         `json:"label"`
	Legend      string         `json:"legend"`
	Options     []LessonOption `json:"options"`
	Hints       []string       `json:"hints"`
	Solution    string         `json:"solution"`
	ExplainHTML string         `json:"explainHtml"`
	Whys        []string       `json:"whys"`
}

// LessonOption is one answer a predict or a choose offers: the value
// the evaluator takes and the words the page shows.
type LessonOption struct {
	Value string `json:"value"`
	Label string `json:"label"`
}

// lessonFiles are the files of the lessons folder that are no lesson.
var lessonFiles = map[string]bool{"course.md": true, "FORMAT.md": true, "README.md": true}

// RenderCourse reads dir's course.md and every lesson it lists, renders
// them, and proves them: every example's stated verdicts, class and
// codes hold under the engine (exercise.Example.Verify), every exercise
// parses and its declared answers behave as declared (exercise.Prove),
// every spec link has an excerpt in spec and the quote it carries occurs
// in that excerpt's quoted text, at least MinQuoted of them carry one,
// every glossary link has a term and no exercise uses a term (or a part
// it names) before the lesson that first links it, every slug in
// course.md has its file and every lesson file is in course.md, exercise
// ids are unique. It reports every problem it finds, each as file:line:
// what.
func RenderCourse(dir string, spec *Spec) (*Course, error) {
	c := &courseBuild{
		dir:     dir,
		spec:    spec,
		anchors: map[string]bool{},
		terms:   map[string]bool{},
		ids:     map[string]string{},
		linked:  map[string]termLink{},
		course:  &Course{Lessons: map[string]*Lesson{}},
	}
	for _, a := range spec.Anchors {
		c.anchors[a] = true
	}
	for _, t := range core.Glossary() {
		c.terms[t.ID] = true
	}
	c.readCourse()
	c.unlisted()
	for _, u := range c.course.Units {
		for _, slug := range u.Lessons {
			c.readLesson(slug)
			c.lesson++
		}
	}
	c.quotedShare()
	c.teachingOrder()
	if len(c.errs) > 0 {
		return nil, errors.New("site: lessons:\n" + strings.Join(c.errs, "\n"))
	}
	return c.course, nil
}

// courseBuild is one RenderCourse's state.
type courseBuild struct {
	dir     string
	spec    *Spec
	anchors map[string]bool   // spec excerpt ids
	terms   map[string]bool   // glossary ids
	ids     map[string]string // exercise id → where it is declared
	course  *Course
	errs    []string
	// linked is each glossary term's first link, in course order;
	// uses the terms and parts each exercise uses (teaching_order.go).
	linked map[string]termLink
	uses   []termUse
	lesson int // the index in course order of the lesson being read
}

func (c *courseBuild) fail(file string, line int, msg string) {
	at := filepath.Join(filepath.Base(c.dir), file)
	if line > 0 {
		at += ":" + strconv.Itoa(line)
	}
	c.errs = append(c.errs, at+": "+msg)
}

// readCourse reads course.md: "# Unit title" lines, each followed by
// "- slug" lines.
func (c *courseBuild) readCourse() {
	src, err := os.ReadFile(filepath.Join(c.dir, "course.md"))
	if err != nil {
		c.fail("course.md", 0, err.Error())
		return
	}
	seen := map[string]int{}
	for i, line := range strings.Split(string(src), "\n") {
		n := i + 1
		line = strings.TrimSpace(line)
		switch {
		case line == "":
		case strings.HasPrefix(line, "# "):
			c.course.Units = append(c.course.Units, CourseUnit{Title: strings.TrimSpace(line[2:])})
		case strings.HasPrefix(line, "- "):
			slug := strings.TrimSpace(line[2:])
			switch {
			case len(c.course.Units) == 0:
				c.fail("course.md", n, "a lesson before the first unit: begin with \"# Unit title\"")
			case !isSlug(slug):
				c.fail("course.md", n, "the slug "+strconv.Quote(slug)+" may hold only lower-case letters, digits and hyphens")
			case seen[slug] > 0:
				c.fail("course.md", n, "the lesson "+slug+" is listed twice (first on line "+strconv.Itoa(seen[slug])+")")
			default:
				seen[slug] = n
				u := &c.course.Units[len(c.course.Units)-1]
				u.Lessons = append(u.Lessons, slug)
				if _, err := os.Stat(filepath.Join(c.dir, slug+".md")); err != nil {
					c.fail("course.md", n, "the lesson "+slug+" has no file "+slug+".md")
				}
			}
		default:
			c.fail("course.md", n, "want \"# Unit title\" or \"- lesson-slug\", not "+strconv.Quote(line))
		}
	}
	for _, u := range c.course.Units {
		if len(u.Lessons) == 0 {
			c.fail("course.md", 0, "the unit "+strconv.Quote(u.Title)+" lists no lesson")
		}
	}
}

// unlisted reports lesson files that course.md does not list: a lesson
// nobody can reach is a mistake.
func (c *courseBuild) unlisted() {
	files, _ := filepath.Glob(filepath.Join(c.dir, "*.md"))
	listed := map[string]bool{}
	for _, u := range c.course.Units {
		for _, s := range u.Lessons {
			listed[s+".md"] = true
		}
	}
	sort.Strings(files)
	for _, f := range files {
		name := filepath.Base(f)
		if !lessonFiles[name] && !listed[name] {
			c.fail(name, 0, "the lesson is not in course.md: list it under a unit")
		}
	}
}

func isSlug(s string) bool {
	if s == "" {
		return false
	}
	for _, r := range s {
		if (r < 'a' || r > 'z') && (r < '0' || r > '9') && r != '-' {
			return false
		}
	}
	return true
}

// readLesson renders and proves one lesson.
func (c *courseBuild) readLesson(slug string) {
	file := slug + ".md"
	src, err := os.ReadFile(filepath.Join(c.dir, file))
	if err != nil {
		return // readCourse reported it
	}
	l := &Lesson{Examples: []LessonExample{}, Exercises: []LessonExercise{}}
	root := lessonMarkdown.Parser().Parse(text.NewReader(src))
	lineOf := func(n ast.Node) int { return 1 + bytes.Count(src[:nodeStart(n, src)], []byte("\n")) }
	first := root.FirstChild()
	if h, ok := first.(*ast.Heading); !ok || h.Level != 1 {
		c.fail(file, 1, "a lesson opens with its \"# Title\"")
	} else {
		l.Title = plainText(h, src)
		root.RemoveChild(root, h)
	}
	var blocks []ast.Node
	for n := root.FirstChild(); n != nil; n = n.NextSibling() {
		blocks = append(blocks, n)
	}
	for _, n := range blocks {
		switch n := n.(type) {
		case *ast.HTMLBlock:
			c.fail(file, lineOf(n), "raw HTML is not allowed in a lesson")
		case *ast.FencedCodeBlock:
			c.fenced(file, src, n, l, lineOf)
		default:
			c.links(file, n, src, lineOf(n))
		}
	}
	var out bytes.Buffer
	if err := lessonMarkdown.Renderer().Render(&out, src, root); err != nil {
		c.fail(file, 0, err.Error())
		return
	}
	l.HTML = out.String()
	c.course.Lessons[slug] = l
}

// fenced turns a live example or an exercise block into its HTML node,
// after proving it; another fenced block stays code.
func (c *courseBuild) fenced(file string, src []byte, n *ast.FencedCodeBlock, l *Lesson, lineOf func(ast.Node) int) {
	info := ""
	if n.Info != nil {
		info = strings.TrimSpace(string(n.Info.Segment.Value(src)))
	}
	kind, _, _ := strings.Cut(info, " ")
	var body strings.Builder
	for i := 0; i < n.Lines().Len(); i++ {
		seg := n.Lines().At(i)
		body.Write(seg.Value(src))
	}
	// The fence's line: the block's first line is the one after it.
	line := lineOf(n) - 1
	if n.Lines().Len() == 0 && n.Info != nil {
		line = 1 + bytes.Count(src[:n.Info.Segment.Start], []byte("\n"))
	}
	var htmlText string
	switch kind {
	case exercise.ExampleURN, exercise.ExamplePair:
		ex, ok := c.example(file, line, info, body.String())
		if !ok {
			return
		}
		htmlText = `<figure class="lesson-example" data-example="` + strconv.Itoa(len(l.Examples)) + `"><pre>` +
			html.EscapeString(strings.Join(ex.URNs, "\n")) + "</pre>" + verdictCaption(ex) + "</figure>\n"
		l.Examples = append(l.Examples, ex)
	case "exercise":
		ex, ok := c.exercise(file, line, body.String())
		if !ok {
			return
		}
		htmlText = exerciseHTML(ex)
		l.Exercises = append(l.Exercises, ex)
	default:
		return
	}
	parent := n.Parent()
	parent.ReplaceChild(parent, n, &htmlNode{html: htmlText})
}

// verdictCaption says under an example what the build proved of it, one
// verdict an edition ("✔ valid under RFC 8141"): two look-alike examples
// (100% and 100%25) read the same on paper without it.
func verdictCaption(ex LessonExample) string {
	var parts []string
	for _, v := range ex.Verdicts {
		name := v.Edition
		if e, err := core.ParseEdition(v.Edition); err == nil {
			name = e.Info().Name
		}
		mark, words := "✔", v.Verdict
		switch v.Verdict {
		case exercise.Invalid:
			mark, words = "✖", "not valid"
		case exercise.Equivalent:
			mark = "="
		case exercise.Different:
			mark, words = "≠", "not equivalent"
		}
		parts = append(parts, `<span class="verdict-mark" aria-hidden="true">`+mark+`</span> `+words+" under "+html.EscapeString(name))
	}
	if len(parts) == 0 {
		return ""
	}
	return `<figcaption class="lesson-example-verdict">` + strings.Join(parts, " · ") + "</figcaption>"
}

// example proves a live example and returns it as the page needs it.
func (c *courseBuild) example(file string, line int, info, body string) (LessonExample, bool) {
	// An example's line 1 is its fence (exercise.ParseExample).
	ex, err := exercise.ParseExample(info, body)
	if err != nil {
		c.blockErrors(file, line-1, err)
		return LessonExample{}, false
	}
	if errs := ex.Verify(); len(errs) > 0 {
		c.blockErrors(file, line-1, errs)
		return LessonExample{}, false
	}
	out := LessonExample{URNs: ex.URNs, Kind: ex.Kind, Edition: ex.Edition.ID(), View: ex.View}
	if ex.Kind == exercise.ExamplePair {
		out.Mode = ex.Mode.String()
	}
	for _, v := range ex.Verdicts {
		out.Verdicts = append(out.Verdicts, LessonVerdict{Edition: v.Edition.ID(), Verdict: v.Want})
	}
	return out, true
}

// exercise parses and proves an exercise block, and renders its Markdown.
func (c *courseBuild) exercise(file string, line int, body string) (LessonExercise, bool) {
	ex, err := exercise.Parse(body)
	if err != nil {
		c.blockErrors(file, line, err)
		return LessonExercise{}, false
	}
	ex.Choices = displayOrder(ex.ID, ex.Choices)
	if errs := exercise.Prove(ex); len(errs) > 0 {
		c.blockErrors(file, line, errs)
		return LessonExercise{}, false
	}
	c.useTerms(file, line, ex)
	at := file + ":" + strconv.Itoa(line+ex.Line)
	if prev, dup := c.ids[ex.ID]; dup {
		c.fail(file, line+ex.Line, "the exercise id "+ex.ID+" is also used at "+prev+": ids are unique in the course (progress is kept under them)")
	}
	c.ids[ex.ID] = at
	compiled, err := ex.Compile()
	if err != nil {
		c.blockErrors(file, line, err)
		return LessonExercise{}, false
	}
	inline := func(s string) string { return c.inline(file, line, s) }
	out := LessonExercise{
		ID: ex.ID, Kind: string(ex.Kind), Check: compiled, PromptHTML: inline(ex.Prompt),
		Given: ex.Given, Other: ex.Other, Edition: ex.Edition.ID(), Ask: ex.Ask,
		Choices: append([]string{}, ex.Choices...), Hints: []string{}, Solution: ex.Solution,
		ExplainHTML: inline(ex.Explain), Whys: []string{},
		Label: kindLabels[ex.Kind], Legend: legendOf(ex), Options: optionsOf(ex),
	}
	if ex.Kind == exercise.Click {
		out.Part = ex.Part.String()
	}
	for _, h := range ex.Hints {
		out.Hints = append(out.Hints, inline(h))
	}
	for _, w := range ex.Wants {
		out.Whys = append(out.Whys, inline(w.Why))
	}
	return out, true
}

// blockErrors reports a block's errors at their lines in the file; line
// is the fence's, and a block's line 1 the one after it.
func (c *courseBuild) blockErrors(file string, line int, err error) {
	list, ok := err.(exercise.ErrorList)
	if !ok {
		c.fail(file, line, err.Error())
		return
	}
	for _, e := range list {
		at := line
		if e.Line > 0 {
			at = line + e.Line
		}
		c.fail(file, at, e.Msg)
	}
}

// exerciseHTML is an exercise as plain HTML: its prompt, the URNs it is
// about and its choices, for reading and printing without JavaScript.
func exerciseHTML(ex LessonExercise) string {
	return `<section class="lesson-exercise" data-exercise="` + html.EscapeString(ex.ID) + `">` + exerciseText(ex) + "</section>\n"
}

// exerciseText is what an exercise says: its prompt, the URNs it is
// about and its choices.
func exerciseText(ex LessonExercise) string {
	var b strings.Builder
	b.WriteString(`<div class="lesson-exercise-prompt">` + ex.PromptHTML + `</div>`)
	for _, u := range []string{ex.Given, ex.Other} {
		if u != "" {
			b.WriteString(`<pre class="lesson-exercise-given">` + html.EscapeString(u) + `</pre>`)
		}
	}
	if len(ex.Choices) > 0 {
		b.WriteString(`<ol class="lesson-exercise-choices">`)
		for _, ch := range ex.Choices {
			b.WriteString("<li><code>" + html.EscapeString(ch) + "</code></li>")
		}
		b.WriteString("</ol>")
	}
	return b.String()
}

// inline renders a Markdown value of an exercise (prompt, why, hint,
// explain), checking its links; "" stays "".
func (c *courseBuild) inline(file string, line int, md string) string {
	if md == "" {
		return ""
	}
	src := []byte(md)
	root := lessonMarkdown.Parser().Parse(text.NewReader(src))
	for n := root.FirstChild(); n != nil; n = n.NextSibling() {
		if n.Kind() == ast.KindHTMLBlock {
			c.fail(file, line, "raw HTML is not allowed in a lesson")
		}
		c.links(file, n, src, line)
	}
	// A single paragraph renders as its content: the page puts it where
	// it needs it.
	if p, ok := root.FirstChild().(*ast.Paragraph); ok && p.NextSibling() == nil {
		root.ReplaceChild(root, p, &inlineParagraph{})
		for ch := p.FirstChild(); ch != nil; {
			next := ch.NextSibling()
			root.LastChild().AppendChild(root.LastChild(), ch)
			ch = next
		}
	}
	var out bytes.Buffer
	if err := lessonMarkdown.Renderer().Render(&out, src, root); err != nil {
		c.fail(file, line, err.Error())
	}
	return strings.TrimSpace(out.String())
}

// links checks and rewrites the spec: and glossary: links under n, and
// rejects raw inline HTML.
func (c *courseBuild) links(file string, n ast.Node, src []byte, line int) {
	ast.Walk(n, func(node ast.Node, entering bool) (ast.WalkStatus, error) {
		if !entering {
			return ast.WalkContinue, nil
		}
		switch x := node.(type) {
		case *ast.RawHTML:
			c.fail(file, line, "raw HTML is not allowed in a lesson")
		case *ast.AutoLink:
			if u := string(x.URL(src)); strings.HasPrefix(u, "spec:") || strings.HasPrefix(u, "glossary:") {
				c.fail(file, line, "write a "+u+" link as [text]("+u+")")
			}
		case *ast.Link:
			c.link(file, line, x)
		}
		return ast.WalkContinue, nil
	})
}

// link rewrites one link: spec:doc/section to the excerpt's anchor, as
// the page's section links are (a.ref, data-anchor), glossary:id to the
// term, as the page's term links are (a.term, data-term).
func (c *courseBuild) link(file string, line int, l *ast.Link) {
	dest := string(l.Destination)
	switch {
	case strings.HasPrefix(dest, "spec:"):
		doc, section, ok := strings.Cut(dest[len("spec:"):], "/")
		if !ok || core.DocTitle(doc) == "" {
			c.fail(file, line, "the spec link "+dest+" names no document core cites: write spec:<doc>/<section>, doc one of rfc2141, draft-03, draft-12, rfc8141, rfc2611, rfc4122…")
			return
		}
		r := core.NewRef(doc, section)
		if !c.anchors[r.Anchor] {
			c.fail(file, line, "the spec link "+dest+" ("+r.String()+") has no excerpt: add the section, quoted from its seed, to site/spec/"+doc+".md")
			return
		}
		c.course.SpecLinks++
		if quote := string(util.UnescapePunctuations(l.Title)); quote != "" {
			if !c.spec.HasQuote(r.Anchor, quote) {
				c.fail(file, line, "the quote "+strconv.Quote(quote)+" of the spec link "+dest+" is not in the quoted text of "+r.String()+" (site/spec/"+doc+".md): quote the words the claim rests on, as the excerpt gives them")
				return
			}
			c.course.Quoted++
			l.SetAttributeString("data-quote", []byte(collapseSpace(quote)))
		}
		l.Destination = []byte("#" + r.Anchor)
		l.SetAttributeString("class", []byte("ref"))
		l.SetAttributeString("data-anchor", []byte(r.Anchor))
	case strings.HasPrefix(dest, "glossary:"):
		id := dest[len("glossary:"):]
		if !c.terms[id] {
			c.fail(file, line, "the glossary link "+dest+" names no term: the ids are core.Glossary's (core/glossary.go); add the term there")
			return
		}
		c.linkTerm(id, file, line)
		l.Destination = []byte("#term-" + id)
		l.SetAttributeString("class", []byte("term"))
		l.SetAttributeString("data-term", []byte(id))
	}
}

// plainText is a heading's text without its markup.
func plainText(n ast.Node, src []byte) string {
	var b strings.Builder
	ast.Walk(n, func(c ast.Node, entering bool) (ast.WalkStatus, error) {
		if t, ok := c.(*ast.Text); ok && entering {
			b.Write(t.Segment.Value(src))
		}
		if s, ok := c.(*ast.String); ok && entering {
			b.Write(s.Value)
		}
		return ast.WalkContinue, nil
	})
	return strings.TrimSpace(b.String())
}

// learn renders and proves the course in dir and writes it as LearnFile,
// hash-named: its own file, not the page's inline data, so that a first
// visit to Explore does not download the course. Without a course.md
// there is no course, and a note says so.
func (b *builder) learn(dir string, spec *Spec) error {
	if _, err := os.Stat(filepath.Join(dir, "course.md")); errors.Is(err, os.ErrNotExist) {
		b.report.Notes = append(b.report.Notes, "no "+filepath.Join(dir, "course.md")+": no course, and no "+LearnFile)
		return nil
	}
	course, err := RenderCourse(dir, spec)
	if err != nil {
		return err
	}
	// encoding/json escapes <, > and &, so the text is safe inline in a
	// <script> of the single file too.
	js, err := json.Marshal(course)
	if err != nil {
		return err
	}
	b.learnJSON, b.course = js, course
	return b.write(LearnFile, hashedName(LearnFile, js), js)
}
