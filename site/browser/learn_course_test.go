package browser

import (
	"encoding/json"
	"github.com/urn-playground/urn-playground/site"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// learnCourse is the course asset the build wrote (learn.<hash>.json, the
// shape the Learn view reads): the tests take their lessons and exercises
// from it, and each exercise's model answers from its block in the
// lesson's source (the asset carries the compiled exercise only), so that
// they follow the course as it is edited.
type learnCourse struct {
	file  string
	Units []struct {
		Title   string   `json:"title"`
		Lessons []string `json:"lessons"`
	} `json:"units"`
	Lessons map[string]learnLesson `json:"lessons"`
}

type learnLesson struct {
	Title    string `json:"title"`
	Examples []struct {
		URNs    []string `json:"urns"`
		Kind    string   `json:"kind"`
		Edition string   `json:"edition"`
		View    string   `json:"view"`
	} `json:"examples"`
	Exercises []learnExercise `json:"exercises"`
}

type learnExercise struct {
	ID    string   `json:"id"`
	Kind  string   `json:"kind"`
	Text  string   `json:"-"` // the block in the lesson's source
	Given string   `json:"given"`
	Hints []string `json:"hints"`
	// Options are a predict's or choose's answers as the page shows them.
	Options []struct {
		Value string `json:"value"`
		Label string `json:"label"`
	} `json:"options"`
}

// readCourse reads the course asset of the dist under test.
func readCourse(t testing.TB) *learnCourse {
	t.Helper()
	needBrowser(t) // without a dist (go test ./...) there is no course to read
	dist := os.Getenv(distEnv)
	matches, _ := filepath.Glob(filepath.Join(dist, "learn.*.json"))
	if len(matches) == 0 {
		matches, _ = filepath.Glob(filepath.Join(dist, "learn.json"))
	}
	if len(matches) != 1 {
		t.Fatalf("want one course asset learn.<hash>.json in %s, found %q", dist, matches)
	}
	b, err := os.ReadFile(matches[0])
	if err != nil {
		t.Fatal(err)
	}
	c := &learnCourse{file: filepath.Base(matches[0])}
	if err := json.Unmarshal(b, c); err != nil {
		t.Fatalf("%s: %v", matches[0], err)
	}
	for slug, l := range c.Lessons {
		blocks := exerciseBlocks(t, slug)
		for i := range l.Exercises {
			ex := &l.Exercises[i]
			if ex.Text = blocks[ex.ID]; ex.Text == "" {
				t.Fatalf("%s: the exercise %s is not in %s.md", matches[0], ex.ID, slug)
			}
		}
	}
	return c
}

// lessonsDir is the course's source, which the dist under test was built
// from.
const lessonsDir = "../lessons"

// exerciseBlocks reads a lesson's source and returns each exercise
// block's text by its id.
func exerciseBlocks(t testing.TB, slug string) map[string]string {
	t.Helper()
	src, err := os.ReadFile(filepath.Join(lessonsDir, slug+".md"))
	if err != nil {
		t.Fatal(err)
	}
	out := map[string]string{}
	for _, chunk := range strings.Split(string(src), "```exercise\n")[1:] {
		block, _, _ := strings.Cut(chunk, "```")
		for _, line := range strings.Split(block, "\n") {
			if id, ok := strings.CutPrefix(line, "id:"); ok {
				out[strings.TrimSpace(id)] = block
			}
		}
	}
	return out
}

// slugs lists the course's lessons in order.
func (c *learnCourse) slugs() []string {
	var out []string
	for _, u := range c.Units {
		out = append(out, u.Lessons...)
	}
	return out
}

// find returns the first lesson (in course order) with an exercise that
// ok accepts, its slug and the exercise's number in the lesson (from 1).
func (c *learnCourse) find(t testing.TB, what string, ok func(learnExercise) bool) (string, int, learnExercise) {
	t.Helper()
	for _, slug := range c.slugs() {
		for i, ex := range c.Lessons[slug].Exercises {
			if ok(ex) {
				return slug, i + 1, ex
			}
		}
	}
	t.Fatalf("the course has no exercise that is %s", what)
	return "", 0, learnExercise{}
}

// answers returns the model answers of key ("right" or "wrong") the
// exercise's block declares (FORMAT.md: "wrong: answer -> condition").
func (ex learnExercise) answers(key string) []string {
	var out []string
	for _, line := range strings.Split(ex.Text, "\n") {
		v, ok := strings.CutPrefix(line, key+":")
		if !ok {
			continue
		}
		v = strings.TrimSpace(v)
		if i := strings.LastIndex(v, " -> "); key == "wrong" && i >= 0 {
			v = v[:i]
		}
		out = append(out, v)
	}
	return out
}

// exSel is the selector of an exercise's section in the lesson.
func exSel(ex learnExercise) string {
	return `section.lesson-exercise[data-exercise=` + jsString(ex.ID) + `]`
}

// openLesson opens the Learn view at a lesson (hash: more state) and
// waits until it is drawn.
func (t *tab) openLesson(query, slug, hash string) {
	t.tb.Helper()
	h := "#view=learn&lesson=" + slug
	if hash != "" {
		h += "&" + hash
	}
	t.open(query, h)
	t.waitFor("the lesson "+slug, `document.querySelector("#lesson")?.dataset.lesson === `+jsString(slug))
}

// lessonPage is the name of a lesson's own page (site.LessonPages).
func lessonPage(slug string) string {
	return strings.Replace(site.LessonPages, "{}", slug, 1)
}
