package site

import (
	"errors"
	"html"
	"regexp"
	"slices"
	"strconv"
	"strings"
)

// LessonPages is the name of each lesson's own page, its slug in place of
// "{}": index.html with that lesson already drawn in its Learn view (issue
// 14). A link to a lesson is a link to its page: the lesson is in the HTML
// the server sends, so it is on screen as soon as the page is, without
// waiting for the bundle to be compiled and the course parsed, which on a
// cold 2-core machine put it there at ~490 ms against ~285 ms for the
// same HTML with the lesson in it (docs/startup.md). The bundle then
// takes the lesson over (learn.js), keeping what the student typed or
// pressed meanwhile (boot.go). The served index.html names the pattern in
// <meta name="urn-lesson-pages">, from which the page makes its links;
// the single file has no such pages, and no such meta.
const LessonPages = "learn-{}.html"

// lessonPageName is slug's page.
func lessonPageName(slug string) string {
	return strings.Replace(LessonPages, "{}", slug, 1)
}

// learnView marks the Learn view's place in index.html, which a lesson's
// page fills with its lesson.
const learnView = `<div id="learn-course" class="learn-course"><p class="muted">Loading the course…</p></div>`

// withLessonPages says whether the build writes lesson pages for index:
// with a course, from a page that has the Learn view.
func (b *builder) withLessonPages(index string) bool {
	return b.course != nil && strings.Contains(index, learnView)
}

// lessonPages writes each lesson's page from the served index.html, in
// the course's order.
func (b *builder) lessonPages(index string) error {
	if !b.withLessonPages(index) {
		return nil
	}
	seq := courseSequence(b.course)
	for i, slug := range seq {
		page, err := lessonPage(index, b.course, seq, i)
		if err != nil {
			return errors.New("site: " + lessonPageName(slug) + ": " + err.Error())
		}
		out, err := b.page(page)
		if err != nil {
			return errors.New("site: " + lessonPageName(slug) + ": " + err.Error())
		}
		if err := b.write(lessonPageName(slug), lessonPageName(slug), []byte(out)); err != nil {
			return err
		}
	}
	return nil
}

// lessonSlugs lists the lessons that have a page written, in order.
func (b *builder) lessonSlugs() []string {
	var out []string
	for _, slug := range courseSequence(b.course) {
		if b.report.Files[lessonPageName(slug)] != "" {
			out = append(out, slug)
		}
	}
	return out
}

// courseSequence is the course's lessons in order (learn.js sequenceOf
// without a class link).
func courseSequence(c *Course) []string {
	var seq []string
	if c == nil {
		return nil
	}
	for _, u := range c.Units {
		for _, s := range u.Lessons {
			if c.Lessons[s] != nil {
				seq = append(seq, s)
			}
		}
	}
	return seq
}

// lessonPage is index.html showing lesson seq[at] of the whole course:
// what the page shows once main.js has opened the Learn view on it and
// learn.js has drawn it, for someone who has not started the course yet
// (no answer, no hint shown). Each change must find its mark exactly
// once, so that a change to index.html fails the build, not the page.
func lessonPage(index string, c *Course, seq []string, at int) (string, error) {
	slug := seq[at]
	l := c.Lessons[slug]
	// The title is address.js titleOf's (a browser test holds the two
	// to the same).
	edits := []struct{ mark, with string }{
		{`<html lang="en">`, `<html lang="en" data-lesson="` + html.EscapeString(slug) + `">`},
		{`<title>` + playgroundTitle + `</title>`, `<title>` + html.EscapeString(l.Title+lessonTitleSuffix) + `</title>`},
		{`<body>`, `<body data-view="learn">`},
		{`id="tab-learn" aria-controls="view-learn"`, `id="tab-learn" aria-selected="true" tabindex="0" aria-controls="view-learn"`},
		{`<div id="loading" class="loading" role="status">`, `<div id="loading" class="loading" role="status" hidden>`},
		{`aria-labelledby="tab-learn" hidden>`, `aria-labelledby="tab-learn">`},
		{learnView, `<div id="learn-course" class="learn-course"><div class="learn"><div class="learn-nav-slot"></div>` + lessonArticle(c, seq, at) + `</div></div>`},
	}
	// The boot script goes last: in the head it held the parser, and the
	// lesson's first paint with it, until it arrived (on screen at 436
	// ms against 376, median of 10 cold loads; the page with no boot
	// script 372, its static copy 388). The controls whose use it notes
	// are inert until it runs (lesson_exercise.go); the lesson's tools and
	// the examples' buttons, whose use it does not note, until learn.js
	// takes the lesson over. It loads the bundle itself, once the lesson
	// is on screen (lessonBootJS).
	if strings.Contains(index, bootElement+"\n") {
		edits = append(edits,
			struct{ mark, with string }{bootElement + "\n", ""},
			struct{ mark, with string }{`<script type="module" async src="` + AppBundle + `"></script>`, ""},
			struct{ mark, with string }{"</body>", bootElement + "</body>"})
	}
	for _, e := range edits {
		if n := strings.Count(index, e.mark); n != 1 {
			return "", errors.New("index.html holds " + strconv.Quote(e.mark) + " " + strconv.Itoa(n) + " times, not once")
		}
		index = strings.Replace(index, e.mark, e.with, 1)
	}
	return index, nil
}

// lessonArticle is learn.js lessonView for lesson seq[at]: where it is,
// its title and tools, its body with the examples' buttons and the
// exercises' controls, the answer key's (empty) place and the pager.
func lessonArticle(c *Course, seq []string, at int) string {
	slug := seq[at]
	l := c.Lessons[slug]
	var b strings.Builder
	b.WriteString(`<article class="lesson" id="lesson" aria-labelledby="lesson-title" data-lesson="` + html.EscapeString(slug) + `" data-drawn="build">`)
	b.WriteString(`<p class="lesson-where muted">`)
	for _, u := range c.Units {
		if slices.Contains(u.Lessons, slug) {
			b.WriteString(html.EscapeString(u.Title) + " · ")
			break
		}
	}
	b.WriteString("Lesson " + strconv.Itoa(at+1) + " of " + strconv.Itoa(len(seq)) + `</p>`)
	b.WriteString(`<h2 class="lesson-title" id="lesson-title" tabindex="-1">` + html.EscapeString(l.Title) + `</h2>`)
	b.WriteString(`<p class="lesson-tools" inert><button type="button" class="small lesson-all">All lessons</button> <button type="button" class="small lesson-present">Present</button> <button type="button" class="small lesson-print">Print</button> <button type="button" class="small lesson-print-key">Print the answer key</button></p>`)
	b.WriteString(`<div class="lesson-body">` + lessonBodyHTML(l) + `</div>`)
	b.WriteString(`<section class="answer-key" aria-label="Answer key"></section>`)
	b.WriteString(`<nav class="lesson-pager" aria-label="Previous and next lesson">`)
	if at > 0 {
		prev := seq[at-1]
		b.WriteString(`<a href="` + lessonPageName(prev) + `" class="button lesson-prev" data-lesson="` + prev + `">← ` + html.EscapeString(c.Lessons[prev].Title) + `</a>`)
	} else {
		b.WriteString(`<span></span>`)
	}
	if at < len(seq)-1 {
		next := seq[at+1]
		b.WriteString(`<a href="` + lessonPageName(next) + `" class="button lesson-next" data-lesson="` + next + `">` + html.EscapeString(c.Lessons[next].Title) + ` →</a>`)
	} else {
		b.WriteString(`<span></span>`)
	}
	b.WriteString(`</nav></article>`)
	return b.String()
}

// exampleFigure finds a live example's figure in a lesson's HTML.
var exampleFigure = regexp.MustCompile(`<figure class="lesson-example" data-example="(\d+)">(?s:.*?)</figure>`)

// lessonBodyHTML is the lesson's HTML with each example's buttons
// (learn.js wireExample) and each exercise's controls.
func lessonBodyHTML(l *Lesson) string {
	body := exampleFigure.ReplaceAllStringFunc(l.HTML, func(fig string) string {
		n, _ := strconv.Atoi(exampleFigure.FindStringSubmatch(fig)[1])
		if n >= len(l.Examples) {
			return fig
		}
		// exercise.ParseExample always names the view.
		view := viewName(l.Examples[n].View)
		return strings.TrimSuffix(fig, "</figure>") + `<p class="lesson-example-actions" inert><button type="button" class="small lesson-try">Try it here</button> <button type="button" class="small lesson-open">Open in ` + view + `</button></p></figure>`
	})
	for i, ex := range l.Exercises {
		body = strings.Replace(body, exerciseHTML(ex), liveExerciseHTML(ex, i+1), 1)
	}
	return body
}
