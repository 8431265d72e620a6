package browser

import (
	"slices"
	"strings"
	"testing"
)

// lessonLinks selects the lessons the Learn view's list offers.
const lessonLinks = ".learn-nav .learn-units .lesson-link"

// navTitles lists the lessons the Learn view's list offers, in order,
// once it is drawn: learn.js draws it once the lesson is painted, which
// may come after the lesson is in the DOM.
func navTitles(p *tab) []string {
	p.tb.Helper()
	p.waitFor("the lessons' list", `document.querySelector(`+jsString(lessonLinks)+`)`)
	return p.texts(lessonLinks)
}

// A teacher's class link opens its lessons in its order: the list holds
// just those, the lesson shown is the first, "next" follows the link's
// order; it survives a reload and works inside an embed.
func TestLearnClassLink(t *testing.T) {
	t.Parallel()
	c := readCourse(t)
	all := c.slugs()
	if len(all) < 3 {
		t.Fatalf("the course has %d lessons, too few to pick from", len(all))
	}
	// The last lesson, then the first: not the course's order.
	picked := []string{all[len(all)-1], all[0]}
	want := []string{c.Lessons[picked[0]].Title, c.Lessons[picked[1]].Title}
	hash := "#view=learn&course=" + strings.Join(picked, ",")

	check := func(p *tab, where string) {
		t.Helper()
		p.waitFor("the class's lesson", `document.querySelector("#lesson")?.dataset.lesson === `+jsString(picked[0]))
		if got := navTitles(p); !slices.Equal(got, want) {
			t.Errorf("%s: the list offers %q, want the class link's %q", where, got, want)
		}
		if got := p.text(".lesson-where"); !strings.Contains(got, "Lesson 1 of 2") {
			t.Errorf("%s: the lesson says %q, want Lesson 1 of 2", where, got)
		}
	}
	p := newTab(t)
	p.open("", hash)
	check(p, "the class link")
	p.click(".lesson-next")
	p.waitFor("the second lesson of the class", `document.querySelector("#lesson")?.dataset.lesson === `+jsString(picked[1]))
	if got := p.hash(); !strings.Contains(got, "course="+strings.Join(picked, "%2C")) || !strings.Contains(got, "lesson="+picked[1]) {
		t.Errorf("after next the hash is %q, want the course and the second lesson", got)
	}
	p.reload()
	p.waitFor("the second lesson after a reload", `document.querySelector("#lesson")?.dataset.lesson === `+jsString(picked[1]))
	if got := navTitles(p); !slices.Equal(got, want) {
		t.Errorf("after a reload the list offers %q, want %q", got, want)
	}

	e := newTab(t)
	e.open("embed=1", hash)
	check(e, "in an embed")
	if got := eval[string](e, `document.getElementById("open-full").href`); !strings.Contains(got, "course=") {
		t.Errorf("the embed's Open in playground is %q, without the class link", got)
	}
}

// The teacher makes the link: picks lessons in an order; the link names
// them in that order.
func TestLearnMakeClassLink(t *testing.T) {
	t.Parallel()
	c := readCourse(t)
	all := c.slugs()
	p := newTab(t)
	p.openLesson("", all[0], "")
	p.click(".learn-teacher summary")
	for _, s := range []string{all[2], all[1]} {
		p.choose(".teacher-add", s)
	}
	link := p.value("#teacher-link")
	if !strings.Contains(link, "course="+all[2]+"%2C"+all[1]) {
		t.Errorf("the class link is %q, want course=%s,%s", link, all[2], all[1])
	}
	// Moving the second up puts it first.
	p.click(".teacher-list li:nth-child(2) button")
	if link := p.value("#teacher-link"); !strings.Contains(link, "course="+all[1]+"%2C"+all[2]) {
		t.Errorf("after moving up the class link is %q", link)
	}
	// A link naming a lesson the course does not have says so.
	q := newTab(t)
	q.open("", "#view=learn&course="+all[1]+",no-such-lesson")
	q.waitFor("the notice", `document.querySelector("#notices .notice")`)
	if got := q.text("#notices"); !strings.Contains(got, "no-such-lesson") {
		t.Errorf("the notice is %q", got)
	}
	if got := navTitles(q); !slices.Equal(got, []string{c.Lessons[all[1]].Title}) {
		t.Errorf("the list offers %q", got)
	}
}

// The <urn-playground> element opens a class's sequence too (embed.js's
// view="learn" with course and lesson).
func TestLearnEmbedElement(t *testing.T) {
	t.Parallel()
	c := readCourse(t)
	all := c.slugs()
	picked := []string{all[1], all[0]}
	p := newTab(t)
	p.openDocs()
	p.addEmbed("learn-el", map[string]string{"view": "learn", "course": strings.Join(picked, ","), "lesson": picked[1]}, 0)
	doc := frameJS("learn-el") + `?.contentDocument`
	p.waitFor("the embedded lesson", doc+`?.querySelector("#lesson")?.dataset.lesson === `+jsString(picked[1]))
	// The list is drawn once the lesson is painted (learn.js).
	p.waitFor("the embedded lessons' list", doc+`?.querySelector(`+jsString(lessonLinks)+`)`)
	got := eval[[]string](p, `[...`+doc+`.querySelectorAll(`+jsString(lessonLinks)+`)].map((a) => a.textContent)`)
	if want := []string{c.Lessons[picked[0]].Title, c.Lessons[picked[1]].Title}; !slices.Equal(got, want) {
		t.Errorf("the embedded class offers %q, want %q", got, want)
	}
}

// A link naming a lesson by what every JavaScript object inherits finds
// no lesson: the first lesson is shown, and a notice says the link's
// lesson, or the class link's, is not in the course.
func TestLearnInheritedLessonNames(t *testing.T) {
	t.Parallel()
	first := readCourse(t).slugs()[0]
	for _, c := range []struct{ hash, notice string }{
		{"#view=learn&lesson=constructor", "“constructor” is not in this course"},
		{"#view=learn&course=tostring", "does not have (tostring)"},
		{"#view=learn&course=constructor," + first, "does not have (constructor)"},
	} {
		p := newTab(t)
		p.open("", c.hash)
		p.waitFor("the first lesson", `document.querySelector("#lesson")?.dataset.lesson === `+jsString(first))
		if got := strings.Join(p.texts("#notices .notice"), "\n"); !strings.Contains(got, c.notice) {
			t.Errorf("%s: the notices read %q, want one saying %q", c.hash, got, c.notice)
		}
		if got := eval[string](p, `document.title`); strings.Contains(got, "undefined") {
			t.Errorf("%s: the title is %q", c.hash, got)
		}
	}
}
