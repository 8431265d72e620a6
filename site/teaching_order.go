package site

import (
	"hash/fnv"
	"path/filepath"
	"slices"
	"strconv"
	"strings"

	"github.com/yuin/goldmark/ast"
	"github.com/yuin/goldmark/text"

	"github.com/urn-playground/urn-playground/core"
	"github.com/urn-playground/urn-playground/core/exercise"
)

// A course teaches a word before it asks about it: an exercise may use a
// glossary term (say its name, or hold a part it names in one of its
// URNs) only in or after the lesson that first links the term
// (glossary:). RenderCourse checks it once every lesson is read.

// termLink is where the course first links a glossary term: the lesson's
// index in course order, and file:line.
type termLink struct {
	lesson int
	at     string
}

// termUse is one use of a term by an exercise.
type termUse struct {
	lesson         int
	term, what, at string
	exercise       string
}

// partTerms are the part kinds a glossary term names: an exercise whose
// URNs hold such a part asks about it.
var partTerms = map[core.Kind]string{
	core.KindRComponent: "r-component",
	core.KindQComponent: "q-component",
	core.KindFComponent: "f-component",
}

// linkTerm records a glossary link of the lesson being read.
func (c *courseBuild) linkTerm(id, file string, line int) {
	if _, ok := c.linked[id]; !ok {
		c.linked[id] = termLink{lesson: c.lesson, at: file + ":" + strconv.Itoa(line)}
	}
}

// useTerms records the terms an exercise uses: the spellings of each
// term (core.Term.Match, whole words, outside code spans) in its text,
// and the parts a term names in its URNs and conditions.
func (c *courseBuild) useTerms(file string, line int, ex *exercise.Exercise) {
	at := file + ":" + strconv.Itoa(line+ex.Line)
	use := func(term, what string) {
		c.uses = append(c.uses, termUse{lesson: c.lesson, term: term, what: what, at: at, exercise: ex.ID})
	}
	text := []string{ex.Prompt, ex.Explain}
	text = append(text, ex.Hints...)
	for _, w := range ex.Wants {
		text = append(text, w.Why)
		if t, ok := partTerms[w.Part]; ok {
			use(t, "a condition on the "+t)
		}
	}
	prose := proseOf(strings.Join(text, "\n\n"))
	for _, t := range core.Glossary() {
		for _, w := range t.Match {
			if findWord(prose, w, func(int, int) bool { return false }) >= 0 {
				use(t.ID, "the word "+strconv.Quote(w))
				break
			}
		}
	}
	urns := append([]string{ex.Given, ex.Other, ex.Solution}, ex.Choices...)
	for _, a := range ex.Rights {
		urns = append(urns, a.Text)
	}
	for _, u := range urns {
		if u == "" || ex.Kind == exercise.Predict && u == ex.Solution {
			continue
		}
		for _, p := range core.Read(u, ex.Edition).Parts() {
			if t, ok := partTerms[p.Kind]; ok {
				use(t, "the "+t+" of "+u)
			}
		}
	}
}

// proseOf is the words a Markdown text shows a reader, without its code
// spans (a URN quoted in an exercise is about its characters, not the
// words it spells) and without its links' targets and titles.
func proseOf(md string) string {
	src := []byte(md)
	var b strings.Builder
	_ = ast.Walk(lessonMarkdown.Parser().Parse(text.NewReader(src)), func(n ast.Node, entering bool) (ast.WalkStatus, error) {
		switch n := n.(type) {
		case *ast.CodeSpan:
			b.WriteByte(' ')
			return ast.WalkSkipChildren, nil
		case *ast.Text:
			if entering {
				b.Write(n.Segment.Value(src))
				b.WriteByte(' ')
			}
		}
		return ast.WalkContinue, nil
	})
	return b.String()
}

// teachingOrder reports each use of a term before the lesson that first
// links it (once per exercise and term).
func (c *courseBuild) teachingOrder() {
	seen := map[string]bool{}
	for _, u := range c.uses {
		first, ok := c.linked[u.term]
		if ok && first.lesson <= u.lesson || seen[u.exercise+" "+u.term] {
			continue
		}
		seen[u.exercise+" "+u.term] = true
		where := "no lesson links it"
		if ok {
			where = "the course first links it at " + first.at
		}
		c.errs = append(c.errs, filepath.Join(filepath.Base(c.dir), u.at)+": the exercise "+u.exercise+" uses the term "+u.term+
			" ("+u.what+") before it is taught: "+where+"; link glossary:"+u.term+" in this lesson or move the exercise")
	}
}

// displayOrder is the order a choose's choices are shown in: fixed by
// the exercise's id and each choice's text, so that it does not follow
// the author's (who tends to write the right one first) and tells
// nothing of which is right, yet stays the same on every page, handout
// and answer key.
func displayOrder(id string, choices []string) []string {
	key := func(s string) uint64 {
		h := fnv.New64a()
		h.Write([]byte(id + "\n" + s))
		return h.Sum64()
	}
	out := slices.Clone(choices)
	slices.SortStableFunc(out, func(a, b string) int {
		ka, kb := key(a), key(b)
		switch {
		case ka < kb:
			return -1
		case ka > kb:
			return 1
		}
		return 0
	})
	return out
}

// MinQuoted is the share of a course's spec links that must carry a
// checked quote: a link may go without only as a bare pointer ("see
// §2"), never when it backs a claim.
const MinQuoted = 0.9

// quotedShare fails a course whose spec links carry too few quotes.
func (c *courseBuild) quotedShare() {
	n, q := c.course.SpecLinks, c.course.Quoted
	if n > 0 && float64(q) < MinQuoted*float64(n) {
		c.fail("course.md", 0, strconv.Itoa(q)+" of the course's "+strconv.Itoa(n)+" spec links carry a quote; at least 90% must: give each link that backs a claim the words it rests on, [RFC 8141 §2](spec:rfc8141/2 \"the quoted words\")")
	}
}
