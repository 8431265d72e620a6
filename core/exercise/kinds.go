package exercise

import (
	"strconv"
	"strings"
)

// takes lists the keys a block of kind k may hold besides the common ones
// (id, kind, prompt, edition, hint, solution, explain, right, wrong): a
// key the kind ignores is a mistake worth a message.
func takes(k Kind) []string {
	switch k {
	case Write:
		return []string{"want", "why", "holds"}
	case Fix:
		return []string{"given", "want", "why", "holds"}
	case Click:
		return []string{"given", "part"}
	case Predict:
		return []string{"given", "other", "ask"}
	case Choose:
		return []string{"given", "ask", "choice"}
	}
	return nil
}

// checker collects the shape problems of a parsed block, for Prove: the
// build's, so that the module does not carry them.
type checker struct {
	ex   *Exercise
	errs ErrorList
	seen map[string]int // key → line of its first use
}

func (p *checker) fail(line int, msg string) {
	p.errs = append(p.errs, &Error{Line: line, Msg: msg})
}

// shape checks the block against its kind: the keys it needs, those it
// does not take, what it asks, and what each wrong answer names.
func shape(ex *Exercise) ErrorList {
	p := &checker{ex: ex, seen: map[string]int{}}
	for k, line := range ex.lines {
		if line > 0 {
			p.seen[keyNames[k]] = line
		}
	}
	p.errs = ex.ReadAnswers()
	p.checkKind()
	sortErrors(p.errs)
	return p.errs
}

func (p *checker) checkKind() {
	ex := p.ex
	common := []string{"id", "kind", "prompt", "edition", "hint", "solution", "explain", "right", "wrong"}
	for _, k := range []string{"id", "kind", "prompt"} {
		if _, ok := p.seen[k]; !ok {
			p.fail(0, "the exercise has no \""+k+"\"")
		}
	}
	own := takes(ex.Kind)
	if own == nil {
		return // no kind, or an unknown one: Parse reported it
	}
	for key, line := range p.seen {
		if !contains(common, key) && !contains(own, key) {
			p.fail(line, "a "+string(ex.Kind)+" exercise takes no \""+key+"\" (it takes "+strings.Join(own, ", ")+" besides "+strings.Join(common, ", ")+")")
		}
	}
	need := func(key, why string) {
		if _, ok := p.seen[key]; !ok {
			p.fail(0, "a "+string(ex.Kind)+" exercise needs \""+key+"\": "+why)
		}
	}
	switch ex.Kind {
	case Write, Fix:
		need("want", "the conditions a right answer meets")
		if ex.Kind == Fix {
			need("given", "the broken URN to fix")
		}
	case Click:
		need("given", "the URN to click in")
		need("part", "the kind of part to click")
	case Predict:
		need("given", "the URN whose verdict is predicted")
		p.ask(AskValidity, AskEquivalence)
		if ex.Ask == AskEquivalence {
			need("other", "the URN the given one is compared with")
		} else if line, ok := p.seen["other"]; ok {
			p.fail(line, "\"other\" is for a predict of \"ask: equivalence\" only")
		}
	case Choose:
		need("given", "the URN whose normalized form is picked")
		p.ask(AskNormalized)
		if len(ex.Choices) < 2 {
			p.fail(0, "a choose exercise needs at least two \"choice\" lines")
		}
	}
	if len(ex.Choices) > MaxChoices || len(ex.Wants) > MaxConditions {
		p.fail(0, "an exercise has at most "+strconv.Itoa(MaxConditions)+" \"want\" lines and "+strconv.Itoa(MaxChoices)+" \"choice\" lines")
	}
	p.checkWrongs()
}

// ask checks the value of ask against the kind's.
func (p *checker) ask(allowed ...string) {
	line, ok := p.seen["ask"]
	if !ok {
		p.fail(0, "a "+string(p.ex.Kind)+" exercise needs \"ask\": "+strings.Join(allowed, " or "))
		return
	}
	if !contains(allowed, p.ex.Ask) {
		p.fail(line, "a "+string(p.ex.Kind)+" exercise asks "+strings.Join(allowed, " or ")+", not "+quote(p.ex.Ask))
	}
}

// checkWrongs checks that each wrong answer names a condition the
// exercise has: one of its wants (write, fix), "part" (click) or "ask"
// (predict, choose).
func (p *checker) checkWrongs() {
	ex := p.ex
	var names []string
	switch ex.Kind {
	case Write, Fix:
		for _, w := range ex.Wants {
			if w.Name != "" && !contains(names, w.Name) {
				names = append(names, w.Name)
			}
		}
	case Click:
		names = []string{CondPart}
	default:
		names = []string{CondAsk}
	}
	for _, w := range ex.Wrongs {
		if !contains(names, w.Fails) && len(names) > 0 {
			p.fail(w.Line, "the wrong answer names the condition "+quote(w.Fails)+", which this exercise does not have: want "+strings.Join(names, ", "))
		}
	}
}

func contains(list []string, s string) bool {
	for _, x := range list {
		if x == s {
			return true
		}
	}
	return false
}
