package exercise

import (
	"strings"

	"github.com/urn-playground/urn-playground/core"
	"github.com/urn-playground/urn-playground/core/namespace"
)

// Kind is an exercise's kind: what the student does.
type Kind string

// The five kinds (FORMAT.md, "Exercises").
const (
	Write   Kind = "write"   // type a URN that meets the conditions
	Fix     Kind = "fix"     // repair the given URN so that it meets them
	Click   Kind = "click"   // click the part of the given URN of a kind
	Predict Kind = "predict" // say what the engine will say of the given URN(s)
	Choose  Kind = "choose"  // pick the given URN's normalized form
)

// The values of ask: predict asks for validity or equivalence, choose for
// the normalized form.
const (
	AskValidity    = "validity"
	AskEquivalence = "equivalence"
	AskNormalized  = "normalized"
)

// The answers of a predict: the engine's truth is one of them.
const (
	Valid      = "valid"
	Invalid    = "invalid"
	Equivalent = "equivalent"
	Different  = "different"
)

// Exercise is one parsed exercise block. Text fields hold the lesson's
// text as written (Markdown in Prompt, Why, Hints and Explain); the site
// renders it, this package only checks answers.
type Exercise struct {
	ID     string
	Kind   Kind
	Prompt string
	// Edition is what answers are read under: the block's edition, or
	// core.DefaultEdition without one.
	Edition core.Edition
	// Given is the URN the exercise is about (fix, click, predict,
	// choose); Other the second URN of a predict of ask: equivalence.
	Given, Other string
	// Wants are the conditions of write and fix, checked in order.
	Wants []Condition
	// Part is the part kind a click asks for.
	Part core.Kind
	// Ask is what a predict or choose asks (AskValidity, AskEquivalence,
	// AskNormalized).
	Ask      string
	Choices  []string
	Hints    []string
	Solution string
	Explain  string
	// Rights are model answers that must be accepted, Wrongs answers that
	// must be refused by a named condition: the build proves both
	// ([Prove]). Parse keeps their lines as written; [Exercise.ReadAnswers]
	// (which Prove calls) fills these.
	Rights []Answer
	Wrongs []Answer
	raw    []rawAnswer
	// Line is the line of the "id" key in the block, from 1.
	Line int

	lines [numKeys]int // each key's first line (0: absent), for Prove's messages
}

// Answer is a declared right or wrong answer.
type Answer struct {
	Text string
	// Fails is, for a wrong answer, the name of the condition that must
	// fail first ("valid", "nid-class", "part", "ask").
	Fails string
	Line  int

	_ [0]func() // not comparable: no equality function in the module
}

// rawAnswer is a right: or wrong: line as Parse found it.
type rawAnswer struct {
	wrong bool
	text  string
	line  int

	_ [0]func() // not comparable: no equality function in the module
}

// ReadAnswers reads the block's right and wrong answers into Rights and
// Wrongs (a wrong one is "answer -> condition") and reports those it
// cannot read. Prove calls it.
func (ex *Exercise) ReadAnswers() ErrorList {
	var errs ErrorList
	ex.Rights, ex.Wrongs = nil, nil
	for _, r := range ex.raw {
		if !r.wrong {
			ex.Rights = append(ex.Rights, Answer{Text: r.text, Line: r.line})
			continue
		}
		i := strings.LastIndex(r.text, "->")
		if i < 0 {
			errs = append(errs, &Error{Line: r.line, Msg: `a wrong answer names the condition it must fail: "wrong: <answer> -> <condition>"`})
			continue
		}
		a := Answer{Text: strings.TrimSpace(r.text[:i]), Fails: strings.TrimSpace(r.text[i+2:]), Line: r.line}
		if a.Text == "" || a.Fails == "" {
			errs = append(errs, &Error{Line: r.line, Msg: `"wrong: <answer> -> <condition>" needs both an answer and a condition`})
			continue
		}
		ex.Wrongs = append(ex.Wrongs, a)
	}
	return errs
}

// Condition is one "want:" line: a property of the answer's reading.
type Condition struct {
	// Name is the condition as FORMAT.md names it: "valid", "invalid",
	// "part", "no-part", "nid-class", "registered", "equivalent",
	// "not-equivalent", "not-identical", "diagnostic", "no-diagnostic",
	// "namespace", "spelled", "same-except", "one-edit", "not-registered",
	// "leads-to", "no-link".
	Name string
	cond int // Name's index in condNames: what holds switches on
	// Edition is the edition the condition reads under: the one it
	// names (valid, invalid), else the exercise's.
	Edition core.Edition
	// Part is the kind of part and Text its text (part, no-part,
	// spelled), or the host a link must go to (leads-to); HasText says
	// whether a part's text was given.
	Part    core.Kind
	Text    string
	HasText bool
	Class   core.NIDClass // nid-class
	// URN is the URN compared with (equivalent, not-equivalent,
	// not-identical, same-except, one-edit): for the last two, the
	// given URN when the want names none.
	URN string
	// Except is the set of part kinds a same-except answer may change,
	// one bit per core.Kind.
	Except uint32
	Code   core.Code // diagnostic, no-diagnostic
	// Verdict is the namespace reading's verdict wanted (namespace).
	Verdict namespace.Verdict
	// Why is the lesson's feedback when this condition fails (Markdown),
	// "" when the lesson gives none.
	Why string
	// Holds lists the words of the prompt this condition checks ("only",
	// "keep", "fix"): [Prove] requires one for each such word of the
	// prompt, and a wrong answer that this condition refuses. The build's
	// only: the compiled form does not carry it.
	Holds []string
	Line  int

	// A func field makes the type not comparable, so that the compiler
	// writes no equality function for it into the module.
	_ [0]func()
}

// The condition names a wrong answer of click, predict and choose names:
// for a click the part it asks for, for the others what they ask.
const (
	CondPart = "part"
	CondAsk  = "ask"
)
