package exercise

import (
	"strings"

	"github.com/urn-playground/urn-playground/core"
)

// The compiled form of an exercise is what the site's build writes into
// the course for the page and what URN.checkExercise takes: only what
// [Check] reads, as short lines, so that the WebAssembly module decodes
// it with a few hundred bytes of code instead of linking [Parse], its
// messages and its key and condition names (the module's size budget). The
// build proves every exercise through this form ([Prove] checks the
// answers against Decode(Compile(ex))), so the page checks the very
// exercise the build proved.
//
// The lines, separated by "\n" (no value of a block holds one: a value
// runs to the end of its line):
//
//	1KEPA       the format's version "1", then the kind, the edition, the
//	            part (click) and the ask (predict, choose), each one code
//	given       the given URN ("" when none)
//	other       the other URN of a predict of ask: equivalence ("" when none)
//	cTEXT       a choice (choose), in order
//	wCEPNARG    a want: its condition, edition and part, a number N (part:
//	            1 when a text is given; nid-class: the class; namespace:
//	            the verdict) and its argument (a part's text, a URN, a
//	            diagnostic code; same-except: the codes of the kinds
//	            excepted, a space and the URN), in order
//	yTEXT       the lesson's "why" of the want just above
//
// A code is one letter, 'a' for 0: an index into kinds, core.Editions,
// core.Kinds (one past the last: no part), asks, condNames.
const compiledVersion = '1'

// kinds and asks are the values a code of the compiled form indexes.
var (
	kinds = [...]Kind{Write, Fix, Click, Predict, Choose}
	asks  = [...]string{"", AskValidity, AskEquivalence, AskNormalized}
)

// Compile writes ex in the compiled form. It fails on what the form
// cannot carry: an unknown kind or ask, a value holding a line break.
// Only the build calls it.
func (ex *Exercise) Compile() (string, error) {
	var b strings.Builder
	k, a := index(kinds[:], ex.Kind), index(asks[:], ex.Ask)
	if k < 0 || a < 0 {
		return "", &Error{Line: ex.Line, Msg: "the exercise's kind or ask cannot be compiled"}
	}
	b.WriteByte(compiledVersion)
	b.Write([]byte{letter(k), letter(int(ex.Edition)), letter(partCode(ex.Part)), letter(a)})
	lines := []string{ex.Given, ex.Other}
	for _, c := range ex.Choices {
		lines = append(lines, "c"+c)
	}
	for _, w := range ex.Wants {
		n, arg := 0, ""
		switch w.cond {
		case condPart, condNoPart, condSpelled:
			arg = w.Text
			if w.HasText {
				n = 1
			}
		case condNIDClass:
			n = int(w.Class)
		case condNamespace:
			n = int(w.Verdict)
		case condEquivalent, condNotEquivalent, condNotIdentical, condOneEdit:
			arg = w.URN
		case condSameExcept:
			arg = exceptCodes(w.Except) + " " + w.URN
		case condDiagnostic, condNoDiagnostic:
			arg = string(w.Code)
		case condLeadsTo:
			arg = w.Text
		}
		lines = append(lines, "w"+string([]byte{letter(w.cond), letter(int(w.Edition)), letter(partCode(w.Part)), letter(n)})+arg)
		if w.Why != "" {
			lines = append(lines, "y"+w.Why)
		}
	}
	for _, l := range lines {
		if strings.Contains(l, "\n") {
			return "", &Error{Line: ex.Line, Msg: "a value holds a line break, which the compiled form cannot carry"}
		}
		b.WriteByte('\n')
		b.WriteString(l)
	}
	return b.String(), nil
}

func letter(n int) byte { return byte('a' + n) }

// exceptCodes writes a same-except's kinds as part codes, one letter each.
func exceptCodes(mask uint32) string {
	var b []byte
	for _, k := range core.Kinds() {
		if mask&(1<<k) != 0 {
			b = append(b, letter(int(k)))
		}
	}
	return string(b)
}

// partCode is a part kind's code: one past core's last kind for none.
func partCode(k core.Kind) int {
	return min(int(k), len(core.Kinds()))
}

func index[T comparable](list []T, v T) int {
	for i, x := range list {
		if x == v {
			return i
		}
	}
	return -1
}
