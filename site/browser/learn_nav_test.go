package browser

import "testing"

// On a desktop the lessons' list stays beside the lesson, as a course's
// contents do in the Go tour, with the lesson on screen marked and in
// view; it came below the lesson, a long scroll away, under 1,400 px.
func TestLearnListBesideTheLesson(t *testing.T) {
	t.Parallel()
	p := newTab(t)
	c := readCourse(t)
	slugs := c.slugs()
	p.openLesson("", slugs[len(slugs)-1], "")
	p.waitFor("the lessons' list", `document.querySelector(".learn-nav [aria-current=page]")`)
	nav, lesson, current := p.box(".learn-nav-slot"), p.box("#lesson"), p.box(".learn-nav [aria-current=page]")
	if nav.Right > lesson.Left || nav.Top > lesson.Top+40 {
		t.Errorf("the lessons' list at %+v is not beside the lesson at %+v", nav, lesson)
	}
	if lesson.Right-lesson.Left < 560 {
		t.Errorf("the lesson is %.0f px wide beside the list, want a reading line (≥ 560 px)", lesson.Right-lesson.Left)
	}
	if current.Top < 0 || current.Bottom > viewH {
		t.Errorf("the lesson on screen is marked at y=%.0f–%.0f in the list, out of sight", current.Top, current.Bottom)
	}
	// The list keeps beside the lesson as one reads on.
	p.do("scrolling the lesson", evalVoid(`window.scrollTo(0, 1500)`))
	if nav := p.box(".learn-nav-slot"); nav.Top < -1 || nav.Top > viewH/2 {
		t.Errorf("scrolled down, the lessons' list is at y=%.0f, out of sight", nav.Top)
	}
}
