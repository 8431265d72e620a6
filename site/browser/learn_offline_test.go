package browser

import (
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/urn-playground/urn-playground/site"
)

// The course works offline after one visit: the service worker precaches
// the course asset, and a lesson reloads and checks an answer with the
// network gone.
func TestLearnOffline(t *testing.T) {
	t.Parallel()
	needBrowser(t)
	c := readCourse(t)
	sw := readSW(t, os.Getenv(distEnv))
	if !slices.Contains(sw.precache, "./"+c.file) {
		t.Fatalf("sw.js does not precache the course %s", c.file)
	}
	slug, _, ex := c.find(t, "typed", typedWithHints)
	p := newTab(t)
	p.open("", "#view=explore")
	p.waitPrecached(sw, baseURL)
	p.probeOffline(p.setOffline(true))
	p.do("navigating", chromedpNavigate(pageURL("", "#view=learn&lesson="+slug)))
	p.waitReady()
	p.waitFor("the lesson offline", `document.querySelector("#lesson")?.dataset.lesson === `+jsString(slug))
	sel := exSel(ex)
	p.insert(sel+" .ex-input", ex.answers("right")[0])
	p.click(sel + " .ex-check")
	p.waitFor("the check offline", `document.querySelector(`+jsString(sel+" .ex-feedback.ex-right")+`)`)
	// The lesson's own page too (site.LessonPages).
	p.do("navigating", chromedpNavigate(baseURL+lessonPage(slug)))
	p.waitReady()
	p.waitFor("the lesson's page offline, taken over, its exercise done", `document.querySelector(`+jsString(sel+".ex-done")+`) && `+takenOver)
}

// The single file from disk holds the whole course: a lesson opens and an
// answer is checked with no other file loaded.
func TestLearnSingleFile(t *testing.T) {
	t.Parallel()
	needBrowser(t)
	c := readCourse(t)
	slug, _, ex := c.find(t, "typed", typedWithHints)
	dist, err := filepath.Abs(os.Getenv(distEnv))
	if err != nil {
		t.Fatal(err)
	}
	p := newTab(t)
	p.do("opening the file", chromedpNavigate("file://"+filepath.ToSlash(filepath.Join(dist, site.SingleFile))+"#view=learn&lesson="+slug))
	p.waitReady()
	p.waitFor("the lesson from disk", `document.querySelector("#lesson")?.dataset.lesson === `+jsString(slug))
	sel := exSel(ex)
	p.insert(sel+" .ex-input", ex.answers("right")[0])
	p.click(sel + " .ex-check")
	p.waitFor("the check from disk", `document.querySelector(`+jsString(sel+" .ex-feedback.ex-right")+`)`)
	if got := eval[[]string](p, `performance.getEntriesByType("resource").map((e) => e.name).filter((n) => !n.startsWith("data:"))`); len(got) != 0 {
		t.Errorf("the single file loaded other files: %q", got)
	}
	if got := len(navTitles(p)); got != len(c.slugs()) {
		t.Errorf("the single file lists %d lessons, want %d", got, len(c.slugs()))
	}
	// It has no lesson pages: its lesson links are its own.
	if got := eval[string](p, `document.querySelector(".lesson-link:not([aria-current])").getAttribute("href")`); !strings.HasPrefix(got, "#") {
		t.Errorf("a lesson link of the single file is %q, want a link into the file (a hash)", got)
	}
}
