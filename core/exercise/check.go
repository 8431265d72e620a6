package exercise

import (
	"strconv"
	"strings"

	"github.com/urn-playground/urn-playground/core"
)

// Result is the engine's verdict on one answer.
type Result struct {
	Right bool
	// Condition names what failed, as FORMAT.md names it: a want's name
	// (write, fix), "part" (click) or "ask" (predict, choose); "answer"
	// for an answer of the wrong form (empty, not one of the choices, a
	// click outside the URN). "" when the answer is right.
	Condition string
	// Index is the failing want's index in Exercise.Wants (write, fix);
	// -1 otherwise.
	Index int
	// Message says in plain words what is wrong. For predict and choose
	// it explains the engine's verdict whether the answer is right or not.
	Message string
	// Why is the lesson's own feedback for the failing want (Markdown),
	// "" when it gives none.
	Why string
	// Input is the string that Span, Diagnostic and Clicked point into:
	// the answer (write, fix) or the given URN (click, predict, choose).
	Input string
	// Span is where in Input the problem is; core.NoSpan when nowhere in
	// particular.
	Span core.Span
	// Diagnostic is the engine's diagnostic behind the verdict, when
	// HasDiagnostic: its code, message, span and spec section.
	Diagnostic    core.Diagnostic
	HasDiagnostic bool
	// Ref is the spec section behind the verdict (the diagnostic's, a
	// comparison's, a NID class's); zero when there is none.
	Ref core.Ref
	// Clicked is, for a click, the innermost part holding the clicked
	// character, at ClickedSpan; HasClicked says there is one.
	Clicked     core.Kind
	ClickedSpan core.Span
	HasClicked  bool
	// Truth is the engine's answer to a predict ("valid", "invalid",
	// "equivalent", "different") or a choose (the normalized form); ""
	// for the other kinds. A page shows it only once an answer is given.
	Truth string
}

func (r *Result) setDiagnostic(d core.Diagnostic, input string) {
	if d.Code == "" {
		return
	}
	r.Diagnostic, r.HasDiagnostic, r.Ref = d, true, d.Ref
	r.setSpan(d.Span, input)
}

func (r *Result) setSpan(s core.Span, input string) {
	r.Span, r.Input = s, input
}

// Check checks an answer against an exercise with the engine: the one
// evaluator of the build's proofs and of the page. The answer's form
// depends on the kind (FORMAT.md): a URN (write, fix), "@text" or the
// clicked character's offset in UTF-16 code units (click), one of
// valid/invalid or equivalent/different (predict), one of the choices
// (choose). A typed URN is read without the white space around it: a
// space a student leaves at the end of a field is not part of the answer
// a teacher marks (white space inside it is, and is the engine's to
// judge).
func Check(ex *Exercise, answer string) Result {
	res := Result{Index: -1, Span: core.NoSpan, Input: answer}
	if strings.TrimSpace(answer) == "" {
		res.Condition, res.Message = "answer", "there is no answer yet"
		return res
	}
	switch ex.Kind {
	case Write, Fix:
		answer = strings.TrimSpace(answer)
		res.Input = answer
		checkWants(ex, answer, &res)
	case Click:
		res.Input = ex.Given
		checkClick(ex, answer, &res)
	case Predict:
		res.Input = ex.Given
		checkPredict(ex, answer, &res)
	case Choose:
		res.Input = ex.Given
		checkChoose(ex, answer, &res)
	default:
		res.Condition, res.Message = "answer", "the exercise has no kind"
	}
	return res
}

// checkWants checks the wants in order; the first that fails decides.
// The answer is read once per edition the wants name, not once per want:
// a check costs a few readings of the answer, however many wants.
func checkWants(ex *Exercise, answer string, res *Result) {
	readings := make([]*core.URN, numEditions)
	for i := range ex.Wants {
		c := &ex.Wants[i]
		u := readings[c.Edition]
		if u == nil {
			u = core.Read(answer, c.Edition)
			readings[c.Edition] = u
		}
		if !c.holds(answer, u, res) {
			res.Condition, res.Index, res.Why = c.Name, i, c.Why
			return
		}
	}
	res.Right = true
}

// checkClick finds the clicked character's parts in the given URN.
func checkClick(ex *Exercise, answer string, res *Result) {
	at, msg := clickOffset(ex.Given, answer)
	if msg != "" {
		res.Condition, res.Message = "answer", msg
		return
	}
	u := core.Read(ex.Given, ex.Edition)
	var top, inner *core.Part
	parts := u.Parts()
	for i := range parts {
		p := &parts[i]
		if p.Start <= at && at < p.End {
			inner = p
			if p.Kind.TopLevel() {
				top = p
			}
			if p.Kind == ex.Part {
				res.Right = true
			}
		}
	}
	if inner == nil {
		res.Condition, res.Message = CondPart, "no part of the URN holds that character"
		return
	}
	res.Clicked, res.ClickedSpan, res.HasClicked = inner.Kind, inner.Span, true
	if res.Right {
		return
	}
	res.Condition = CondPart
	res.Message = "that is the " + partName(inner.Kind) + " " + quote(u.Text(inner.Span))
	if top != nil && top != inner {
		res.Message += ", in the " + partName(top.Kind)
	}
	res.Message += ", not the " + partName(ex.Part)
	res.setSpan(inner.Span, ex.Given)
}

// clickOffset reads a click answer into a byte offset of given: "@text"
// is the first character of text's first occurrence, digits the
// character's offset in UTF-16 code units (what a page has).
func clickOffset(given, answer string) (int, string) {
	if text, ok := strings.CutPrefix(answer, "@"); ok {
		i := strings.Index(given, text)
		if text == "" || i < 0 {
			return 0, quote(text) + " does not occur in " + given
		}
		return i, ""
	}
	n, ok := offset(answer)
	if !ok {
		return 0, "a click is answered \"@text\" or by the clicked character's offset, not " + quote(answer)
	}
	units := 0
	for i, r := range given {
		if units == n {
			return i, ""
		}
		units++
		if r >= 0x10000 {
			units++
		}
		if units > n {
			return i, "" // inside a surrogate pair: its character
		}
	}
	return 0, "offset " + answer + " is past the end of " + given + " (" + strconv.Itoa(utf16Len(given)) + " UTF-16 code units)"
}

// offset reads a decimal offset (strconv.Atoi would bring its error
// types into the module).
func offset(s string) (int, bool) {
	if s == "" || len(s) > 9 {
		return 0, false
	}
	n := 0
	for i := 0; i < len(s); i++ {
		if s[i] < '0' || s[i] > '9' {
			return 0, false
		}
		n = 10*n + int(s[i]-'0')
	}
	return n, true
}

func utf16Len(s string) int {
	n := 0
	for _, r := range s {
		n++
		if r >= 0x10000 {
			n++
		}
	}
	return n
}

// checkPredict asks the engine and compares.
func checkPredict(ex *Exercise, answer string, res *Result) {
	name := ex.Edition.Info().Name
	choices := []string{Valid, Invalid}
	if ex.Ask == AskEquivalence {
		choices = []string{Equivalent, Different}
		cmp := core.CompareNamed(ex.Given, ex.Other, "the first URN", "the second URN", ex.Edition, core.ObjectiveResource)
		res.Truth, res.Message = Different, cmp.Summary
		if cmp.Equivalent {
			res.Truth = Equivalent
		}
		if cmp.Difference != nil {
			res.Ref = cmp.Difference.Ref
		}
	} else {
		u := core.Read(ex.Given, ex.Edition)
		res.Truth, res.Message = Valid, "it is a syntactically valid URN under "+name
		if d, bad := u.Diagnostics.FirstError(); bad {
			res.Truth, res.Message = Invalid, "it is not a syntactically valid URN under "+name+": "+d.Msg
			res.setDiagnostic(d, ex.Given)
		}
	}
	judge(res, answer, choices)
}

// checkChoose compares the choice with the engine's normalized form.
func checkChoose(ex *Exercise, answer string, res *Result) {
	n := core.Normalize(ex.Given, ex.Edition, core.ObjectiveResource)
	res.Truth = n.Normalized
	var did []string
	for _, st := range n.Steps {
		if len(st.Changes) > 0 {
			did = append(did, st.Title)
			if res.Ref.Doc == "" {
				res.Ref = st.Ref
			}
		}
	}
	res.Message = "the given URN is already in normalized form under " + ex.Edition.Info().Name
	if len(did) > 0 {
		res.Message = "normalization under " + ex.Edition.Info().Name + " does this to the given URN: " + strings.Join(did, "; ")
	}
	judge(res, answer, ex.Choices)
}

// judge compares a predict's or choose's answer with the engine's truth:
// right, wrong ("ask"), or none of the answers offered ("answer").
func judge(res *Result, answer string, choices []string) {
	switch {
	case answer == res.Truth:
		res.Right = true
	case !contains(choices, answer):
		res.Condition, res.Message = "answer", quote(answer)+" is none of the answers offered: "+strings.Join(choices, ", ")
	default:
		res.Condition = CondAsk
	}
}

// readGiven reads the given URN under the exercise's edition.
func readGiven(ex *Exercise) *core.URN { return core.Read(ex.Given, ex.Edition) }
