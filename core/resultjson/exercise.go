package resultjson

import (
	"github.com/urn-playground/urn-playground/core/exercise"
)

// ExerciseResult writes the verdict on an exercise's answer, the
// JavaScript API's ExerciseResult (URN.checkExercise):
//
//	{right, condition: string | null, index, message, why, input,
//	 span: {start, end} | null, diagnostic: Diagnostic | null,
//	 ref: Ref | null, clicked: {kind, start, end, text} | null,
//	 truth: string | null}
//
// Offsets are into input: the answer (write, fix) or the given URN
// (click, predict, choose). condition is null when the answer is right;
// index is the failing want's (write, fix), -1 otherwise; truth is the
// engine's own answer (predict, choose), null for the other kinds.
func (w *Writer) ExerciseResult(r *exercise.Result) {
	x := w.index(r.Input)
	w.Open()
	w.KBool("right", r.Right)
	if r.Condition == "" {
		w.KNull("condition")
	} else {
		w.KStr("condition", r.Condition)
	}
	w.KInt("index", r.Index)
	w.KStr("message", r.Message)
	w.KStr("why", r.Why)
	w.KStr("input", r.Input)
	w.kspan("span", &x, r.Span)
	if r.HasDiagnostic {
		w.Key("diagnostic")
		w.diagnostic(r.Diagnostic, &x, r.Input)
	} else {
		w.KNull("diagnostic")
	}
	w.KRef("ref", r.Ref)
	if r.HasClicked {
		w.KOpen("clicked")
		w.KStr("kind", r.Clicked.String())
		w.span(&x, r.ClickedSpan)
		w.KStr("text", r.Input[r.ClickedSpan.Start:r.ClickedSpan.End])
		w.Close()
	} else {
		w.KNull("clicked")
	}
	if r.Truth == "" {
		w.KNull("truth")
	} else {
		w.KStr("truth", r.Truth)
	}
	w.Close()
}

// ExerciseError writes an exercise that does not decode (exercise.Decode)
// as the error object every API function reports instead of a result,
// code "bad-exercise", with the problem and its line in the message and
// in problems (one: Decode stops at the first).
func (w *Writer) ExerciseError(prefix string, e *exercise.Error) {
	w.Truncate(0)
	w.Open()
	w.KOpen("error")
	w.KStr("code", "bad-exercise")
	w.KStr("message", prefix+e.Error())
	w.KOpenArray("problems")
	w.Open()
	w.KInt("line", e.Line)
	w.KStr("message", e.Msg)
	w.Close()
	w.CloseArray()
	w.Close()
	w.Close()
}
