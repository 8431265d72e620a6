package site

import (
	"encoding/json"
	"path/filepath"
	"strings"
	"testing"
)

// TestLessonPagesShowTheirLesson: each lesson of the course has its own
// page, index.html with the Learn view open on that lesson, drawn
// (on screen as soon as the page is), which links its neighbours'
// pages; the served index names the pages' pattern, the single file
// does not (it has no such pages), and the service worker precaches
// them all.
func TestLessonPagesShowTheirLesson(t *testing.T) {
	out, rep := buildWithFakeWasm(t)
	var c Course
	if err := json.Unmarshal([]byte(read(t, filepath.Join(out, rep.Files[LearnFile]))), &c); err != nil {
		t.Fatal(err)
	}
	seq := courseSequence(&c)
	if len(seq) < 16 {
		t.Fatalf("the course has %d lessons", len(seq))
	}
	index := read(t, filepath.Join(out, "index.html"))
	sw := read(t, filepath.Join(out, "sw.js"))
	for i, slug := range seq {
		name := lessonPageName(slug)
		page := read(t, filepath.Join(out, name))
		l := c.Lessons[slug]
		for _, want := range []string{
			`<html lang="en" data-lesson="` + slug + `">`,
			`<body data-view="learn">`,
			`aria-labelledby="tab-learn">`, // not hidden
			`data-lesson="` + slug + `" data-drawn="build">`,
			`<h2 class="lesson-title" id="lesson-title" tabindex="-1">`,
			`<script src="` + rep.Files[BootScript] + `">`,
		} {
			if !strings.Contains(page, want) {
				t.Errorf("%s has no %s", name, want)
			}
		}
		if !strings.Contains(page, "<title>"+htmlText(l.Title)) {
			t.Errorf("%s is not titled %q", name, l.Title)
		}
		if n := strings.Count(page, `class="primary ex-check"`); n != len(l.Exercises) {
			t.Errorf("%s has %d Check buttons for %d exercises", name, n, len(l.Exercises))
		}
		// The boot script comes after the lesson, whose controls are
		// inert until it runs.
		if n := strings.Count(page, `<div class="ex-work" inert>`); n != len(l.Exercises) {
			t.Errorf("%s has %d inert answer fields for %d exercises", name, n, len(l.Exercises))
		}
		if boot := strings.Index(page, `<script src="`+rep.Files[BootScript]+`">`); boot < strings.Index(page, `data-drawn`) {
			t.Errorf("%s runs its boot script before its lesson is parsed", name)
		}
		// The boot script loads the bundle once the lesson is on screen.
		if strings.Contains(page, rep.Files[AppBundle]) {
			t.Errorf("%s loads the bundle itself", name)
		}
		if strings.Contains(page, `lesson-exercise"`) {
			t.Errorf("%s has an exercise not drawn with its controls", name)
		}
		prev, next := strings.Contains(page, "lesson-prev"), strings.Contains(page, "lesson-next")
		if prev != (i > 0) || next != (i < len(seq)-1) {
			t.Errorf("%s: previous %v, next %v, for lesson %d of %d", name, prev, next, i+1, len(seq))
		}
		if i > 0 && !strings.Contains(page, `href="`+lessonPageName(seq[i-1])+`"`) {
			t.Errorf("%s does not link its previous lesson's page", name)
		}
		if !strings.Contains(sw, `"./`+name+`"`) {
			t.Errorf("sw.js does not precache %s", name)
		}
		if rep.Files[name] != name {
			t.Errorf("%s is reported as %q", name, rep.Files[name])
		}
	}
	meta := `<meta name="urn-lesson-pages" content="` + LessonPages + `">`
	if !strings.Contains(index, meta) {
		t.Errorf("index.html does not name the lesson pages (%s)", meta)
	}
	if strings.Contains(read(t, filepath.Join(out, SingleFile)), `name="urn-lesson-pages"`) {
		t.Error("the single file names lesson pages, which it does not have")
	}
	// The edition picker is filled by the build, the current edition
	// selected: its width does not change when the page's script runs.
	_, picker, _ := strings.Cut(index, `<select id="edition"`)
	picker, _, _ = strings.Cut(picker, "</select>")
	if !strings.Contains(picker, `<option value="rfc8141" selected>RFC 8141 (2017) — current</option>`) || strings.Count(picker, "<option ") != 4 {
		t.Errorf("index.html's edition picker is not filled with the four editions, the current one selected: %s", picker)
	}
	if strings.Contains(index, `data-drawn`) {
		t.Error("index.html has a lesson drawn")
	}
	if boot := read(t, filepath.Join(out, rep.Files[BootScript])); !strings.Contains(boot, `"`+rep.Files[AppBundle]+`"`) {
		t.Errorf("the boot script does not name the bundle %s, which lesson pages load through it", rep.Files[AppBundle])
	}
}

// htmlText escapes what a title may hold, as the pages write it.
func htmlText(s string) string {
	return strings.NewReplacer("&", "&amp;", "<", "&lt;", ">", "&gt;").Replace(s)
}

// TestLessonPageNeedsItsMarks: a lesson page is index.html changed at
// marks; one missing (index.html edited) fails the build, naming it.
func TestLessonPageNeedsItsMarks(t *testing.T) {
	c := &Course{Units: []CourseUnit{{Title: "U", Lessons: []string{"a"}}}, Lessons: map[string]*Lesson{"a": {Title: "A"}}}
	good := `<html lang="en"><title>URN Playground</title><body><button id="tab-learn" aria-controls="view-learn"></button><div id="loading" class="loading" role="status"></div><section aria-labelledby="tab-learn" hidden>` + learnView + `</section></body>`
	if _, err := lessonPage(good, c, []string{"a"}, 0); err != nil {
		t.Fatalf("a page with every mark: %v", err)
	}
	_, err := lessonPage(strings.Replace(good, ` hidden>`, `>`, 1), c, []string{"a"}, 0)
	if err == nil || !strings.Contains(err.Error(), `aria-labelledby=\"tab-learn\" hidden>`) {
		t.Errorf("a page without the hidden Learn view: %v, want the mark named", err)
	}
}

// TestLiveExerciseControls: each kind of exercise is drawn with the
// controls learn-exercise.js gives it (a browser test holds the two
// drawings to the same layout, lesson by lesson).
func TestLiveExerciseControls(t *testing.T) {
	for _, c := range []struct {
		ex   LessonExercise
		want []string
		not  []string
	}{
		{LessonExercise{ID: "w", Kind: "write", Label: "Write a URN", Hints: []string{"h1", "h2"}, Edition: "rfc2141"},
			[]string{`<input type="text" class="plain-input ex-input" id="ex-w-answer"`, `value=""`, `Hint 1 of 2`, `class="small ex-show-solution" hidden>`, `· Write a URN`, `> · under RFC 2141</span>`},
			[]string{`class="small ex-hint" hidden`}},
		{LessonExercise{ID: "f", Kind: "fix", Given: "isbn:1", Label: "Fix the URN"},
			[]string{`value="isbn:1"`, `<pre class="lesson-exercise-given">isbn:1</pre>`, `class="small ex-hint" hidden>`, `class="small ex-show-solution">`},
			nil},
		{LessonExercise{ID: "c", Kind: "click", Given: "urn:é", Label: "Click a part"},
			[]string{`role="listbox"`, `aria-activedescendant="ex-c-c0"`, `class="ex-char active" aria-selected="false" data-i="0">u</span>`, `data-i="4">é</span>`},
			[]string{`data-i="5"`, `ex-input`}},
		{LessonExercise{ID: "p", Kind: "predict", Given: "urn:a:b", Legend: "Is it valid?", Options: []LessonOption{{"valid", "valid"}, {"invalid", "not valid"}}},
			[]string{`<legend>Is it valid?</legend>`, `<input type="radio" name="ex-p-choice" value="invalid" id="ex-p-choice-1"> not valid</label>`},
			nil},
		{LessonExercise{ID: "n", Kind: "choose", Given: "URN:A:B", Choices: []string{"urn:a:B", "<x>"}, Legend: "Which is its normalized form?", Options: []LessonOption{{"urn:a:B", "urn:a:B"}, {"<x>", "<x>"}}},
			[]string{`> <code>&lt;x&gt;</code></label>`, `value="&lt;x&gt;"`},
			[]string{`<x>`}},
	} {
		got := liveExerciseHTML(c.ex, 3)
		if !strings.HasPrefix(got, `<section class="lesson-exercise ex-live" data-exercise="`+c.ex.ID+`" id="ex-`+c.ex.ID+`" data-kind="`+c.ex.Kind+`"><p class="ex-head"><span class="ex-number">Exercise 3</span>`) {
			t.Errorf("%s: opens %.160s", c.ex.Kind, got)
		}
		for _, w := range c.want {
			if !strings.Contains(got, w) {
				t.Errorf("%s: no %s in %s", c.ex.Kind, w, got)
			}
		}
		for _, w := range c.not {
			if strings.Contains(got, w) {
				t.Errorf("%s: %s in %s", c.ex.Kind, w, got)
			}
		}
	}
}
