package exercise

import "strconv"

// Prove runs an exercise's declared answers through [Check], the
// evaluator the page uses, on the exercise as the page gets it: compiled
// and decoded again (Decode(Compile(ex))). It reports every way the exercise does not
// behave as its lesson declares (FORMAT.md, "Exercises"), each at the
// answer's line:
//
//   - at least one right answer and two different wrong ones, or every
//     wrong answer there is when there are fewer (a predict has one);
//   - each right answer is accepted;
//   - each wrong answer is refused, first by the condition it names;
//   - a fix's given URN fails its own conditions;
//   - a click's given URN has a part of the kind asked;
//   - a choose has exactly one choice that is the engine's normalized form;
//   - a solution written as an answer (a URN for write and fix, "@text"
//     for click, one of the answers for predict and choose) is accepted;
//   - each "only", "keep" and "fix" of the prompt is held by a want
//     ("holds:"), and each holding want refuses a wrong answer.
//
// The site's build fails on any of these, so a lesson cannot declare an
// exercise the engine does not check as it says. Like Parse, Prove is
// the build's: the WebAssembly module links only Decode and Check, and
// each message would cost it bytes.
func Prove(ex *Exercise) ErrorList {
	if errs := shape(ex); len(errs) > 0 {
		return errs // answers of a block missing what its kind needs prove nothing
	}
	cx, err := compiled(ex)
	if err != nil {
		return ErrorList{{Line: ex.Line, Msg: err.Error()}}
	}
	var errs ErrorList
	fail := func(line int, msg string) { errs = append(errs, &Error{Line: line, Msg: msg}) }
	if len(ex.Rights) < 1 {
		fail(ex.Line, "the exercise declares no right answer: add a \"right:\" line the engine must accept")
	}
	if need := wrongsNeeded(ex); len(ex.Wrongs) < need {
		fail(ex.Line, "the exercise declares "+strconv.Itoa(len(ex.Wrongs))+" wrong answers: add \"wrong: <answer> -> <condition>\" lines until there are "+strconv.Itoa(need))
	}
	seen := map[string]bool{}
	for _, a := range ex.Wrongs {
		if seen[a.Text] {
			fail(a.Line, "the wrong answer "+quote(a.Text)+" is declared twice: a second copy proves nothing")
		}
		seen[a.Text] = true
	}
	for _, a := range ex.Rights {
		if r := Check(cx, a.Text); !r.Right {
			fail(a.Line, "the right answer "+quote(a.Text)+" is refused by "+failed(r)+": "+r.Message)
		}
	}
	refusedBy := map[int]bool{}
	for _, a := range ex.Wrongs {
		switch r := Check(cx, a.Text); {
		case r.Right:
			fail(a.Line, "the wrong answer "+quote(a.Text)+" is accepted")
		case r.Condition != a.Fails:
			fail(a.Line, "the wrong answer "+quote(a.Text)+" is refused by "+failed(r)+", not by \""+a.Fails+"\" as declared: "+r.Message)
		default:
			refusedBy[r.Index] = true
		}
	}
	provePromptWords(ex, refusedBy, fail)
	switch ex.Kind {
	case Fix:
		if r := Check(cx, ex.Given); r.Right {
			fail(ex.Line, "the given URN "+quote(ex.Given)+" already meets every condition: there is nothing to fix")
		}
	case Click:
		if !hasPart(ex) {
			fail(ex.Line, "the given URN "+quote(ex.Given)+" has no "+partName(ex.Part)+" under "+ex.Edition.Info().Name+" to click")
		}
	case Choose:
		right := 0
		truth := ""
		for _, c := range ex.Choices {
			r := Check(cx, c)
			truth = r.Truth
			if r.Right {
				right++
			}
		}
		if right != 1 {
			fail(ex.Line, strconv.Itoa(right)+" of the choices are the engine's normalized form "+quote(truth)+"; exactly one must be")
		}
	}
	if isAnswer(ex, ex.Solution) {
		if r := Check(cx, ex.Solution); !r.Right {
			fail(ex.Line, "the solution "+quote(ex.Solution)+" is refused by "+failed(r)+": "+r.Message)
		}
	}
	return errs
}

// compiled is ex as the page checks it: compiled, then decoded.
func compiled(ex *Exercise) (*Exercise, error) {
	s, err := ex.Compile()
	if err != nil {
		return nil, err
	}
	return Decode(s)
}

// failed names the condition of a refusal for a message.
func failed(r Result) string {
	if r.Index >= 0 {
		return "want #" + strconv.Itoa(r.Index+1) + " (\"" + r.Condition + "\")"
	}
	return "\"" + r.Condition + "\""
}

// hasPart reports whether a click's given URN has a part of the kind it
// asks for.
func hasPart(ex *Exercise) bool {
	for _, p := range readGiven(ex).Parts() {
		if p.Kind == ex.Part && p.End > p.Start {
			return true
		}
	}
	return false
}

// isAnswer reports whether a solution is written as an answer of the
// exercise's kind (and so can be checked), rather than as prose.
func isAnswer(ex *Exercise, s string) bool {
	if s == "" {
		return false
	}
	switch ex.Kind {
	case Write, Fix:
		return true
	case Click:
		return s[0] == '@'
	case Predict:
		return contains([]string{Valid, Invalid, Equivalent, Different}, s)
	case Choose:
		return contains(ex.Choices, s)
	}
	return false
}

// wrongsNeeded is how many different wrong answers ex declares at least:
// two, or every wrong answer there is when there are fewer: a predict has
// one (the verdict the engine does not give), a choose one fewer than its
// choices.
func wrongsNeeded(ex *Exercise) int {
	switch ex.Kind {
	case Predict:
		return 1
	case Choose:
		return min(2, len(ex.Choices)-1)
	}
	return 2
}
