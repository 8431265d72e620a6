package site

import (
	"html"
	"strconv"
	"strings"

	"github.com/urn-playground/urn-playground/core"
	"github.com/urn-playground/urn-playground/core/exercise"
)

// liveExerciseHTML is exercise ex, numbered n in its lesson, as
// learn-exercise.js exerciseWidget draws it for a student who has not
// answered it: its heading, its answer field, Check and the help
// buttons, and the empty places of its feedback, hints, solution and
// explanation. A lesson page (lesson_page.go) shows it so; learn.js then
// draws it again, live, over it (a browser test holds the two to the same
// text and layout). Its controls are inert until the boot script, which
// notes what is done to them, runs (site/boot.go).
func liveExerciseHTML(ex LessonExercise, n int) string {
	base := "ex-" + ex.ID
	var b strings.Builder
	b.WriteString(`<section class="lesson-exercise ex-live" data-exercise="` + html.EscapeString(ex.ID) + `" id="` + html.EscapeString(base) + `" data-kind="` + ex.Kind + `">`)
	b.WriteString(`<p class="ex-head"><span class="ex-number">Exercise ` + strconv.Itoa(n) + `</span> · ` + html.EscapeString(ex.Label))
	if ex.Edition != "" {
		b.WriteString(`<span class="muted ex-edition" data-edition="` + ex.Edition + `"> · under ` + html.EscapeString(editionName(ex.Edition)) + `</span>`)
	}
	b.WriteString(` <span class="ex-status"></span></p>`)
	b.WriteString(exerciseText(ex))
	b.WriteString(`<div class="ex-work" inert>` + answerHTML(ex, base))
	b.WriteString(`<p class="ex-actions"><button type="button" class="primary ex-check">Check</button> `)
	b.WriteString(`<button type="button" class="small ex-hint"` + hiddenIf(len(ex.Hints) == 0) + `>Hint 1 of ` + strconv.Itoa(len(ex.Hints)) + `</button> `)
	b.WriteString(`<button type="button" class="small ex-show-solution"` + hiddenIf(len(ex.Hints) > 0) + `>Show the solution</button></p></div>`)
	b.WriteString(`<div class="ex-feedback" id="` + base + `-feedback" role="status" aria-live="polite"></div>`)
	b.WriteString(`<ol class="ex-hints" id="` + base + `-hints" aria-live="polite"></ol>`)
	b.WriteString(`<div class="ex-solution" id="` + base + `-solution" hidden></div>`)
	b.WriteString(`<div class="ex-explain" hidden><p class="ex-explain-head">Why</p>` + ex.ExplainHTML + `</div>`)
	b.WriteString("</section>\n")
	return b.String()
}

// hiddenIf is the hidden attribute, when cond holds.
func hiddenIf(cond bool) string {
	if cond {
		return " hidden"
	}
	return ""
}

// editionName names an edition by its id, as the engine lists them.
func editionName(id string) string {
	if e, err := core.ParseEdition(id); err == nil {
		return e.Info().Name
	}
	return id
}

// answerHTML is the answer field of ex's kind (learn-exercise.js
// answerControl, learn-click.js clickControl), empty. The lesson's HTML
// shows the given URN(s) above it (exerciseHTML), so the field does not.
func answerHTML(ex LessonExercise, base string) string {
	var b strings.Builder
	switch exercise.Kind(ex.Kind) {
	case exercise.Click:
		b.WriteString(`<p class="field-label" id="` + base + `-click-label">Click the part in the URN (or use ← → and Enter)</p>`)
		b.WriteString(`<div class="ex-click" role="listbox" tabindex="0" aria-labelledby="` + base + `-click-label" id="` + base + `-click" aria-activedescendant="` + base + `-c0">`)
		i := 0
		for _, c := range ex.Given {
			class := "ex-char"
			if i == 0 {
				class += " active"
			}
			b.WriteString(`<span role="option" id="` + base + `-c` + strconv.Itoa(i) + `" class="` + class + `" aria-selected="false" data-i="` + strconv.Itoa(i) + `">` + html.EscapeString(string(c)) + `</span>`)
			i++
		}
		b.WriteString(`</div>`)
	case exercise.Predict, exercise.Choose:
		name := base + "-choice"
		b.WriteString(`<fieldset class="ex-options"><legend>` + html.EscapeString(ex.Legend) + `</legend>`)
		for i, o := range ex.Options {
			id := name + "-" + strconv.Itoa(i)
			label := html.EscapeString(o.Label)
			if ex.Kind == string(exercise.Choose) {
				label = "<code>" + label + "</code>"
			}
			b.WriteString(`<label class="ex-option" for="` + id + `"><input type="radio" name="` + name + `" value="` + html.EscapeString(o.Value) + `" id="` + id + `"> ` + label + `</label>`)
		}
		b.WriteString(`</fieldset>`)
	default:
		value := ""
		if ex.Kind == string(exercise.Fix) {
			value = ex.Given
		}
		b.WriteString(`<label class="field-label" for="` + base + `-answer">Your URN</label>`)
		b.WriteString(`<input type="text" class="plain-input ex-input" id="` + base + `-answer" spellcheck="false" autocapitalize="off" autocomplete="off" value="` + html.EscapeString(value) + `">`)
	}
	return b.String()
}
