package exercise

import (
	"strconv"
	"strings"

	"github.com/urn-playground/urn-playground/core"
	"github.com/urn-playground/urn-playground/core/namespace"
)

// The info strings of a lesson's live examples (FORMAT.md, "Live
// examples").
const (
	ExampleURN  = "urn"      // one URN, opened in Explore or Compare editions
	ExamplePair = "urn-pair" // two URNs, one a line, opened in Equivalence
)

// Example is a live example of a lesson: its URNs and the verdicts the
// lesson's text states about them, which [Example.Verify] checks.
type Example struct {
	Kind string // ExampleURN or ExamplePair
	URNs []string
	// Verdicts are the "<edition>=<verdict>" attributes, in order: valid
	// or invalid (urn), equivalent or different (urn-pair).
	Verdicts []Verdict
	// Class is the NID class the engine must report (class=), 0 for
	// none; Codes the diagnostics the reading must contain (code=), the
	// syntax's or the namespace reading's; Namespace the namespace
	// reading's verdict (namespace=), when HasNamespace. All are read
	// under the first verdict's edition.
	Class        core.NIDClass
	Codes        []core.Code
	Namespace    namespace.Verdict
	HasNamespace bool
	// Mode is draft-03's objective of a pair (mode=5a|5b).
	Mode core.Objective
	// Edition is the edition the example opens under: the first verdict's.
	Edition core.Edition
	// View is where the example opens: "explore" (one edition's verdict),
	// "editions" (Compare editions, more than one) or "equivalence" (a
	// pair).
	View string
}

// Verdict is one "<edition>=<verdict>" attribute.
type Verdict struct {
	Edition core.Edition
	Want    string
}

// ParseExample reads a live example: info is the fenced block's info
// string ("urn rfc2141=invalid rfc8141=valid"), body its text. The
// error is an ErrorList whose lines count from the info string (line 1)
// on, so that line 2 is the body's first.
func ParseExample(info, body string) (*Example, error) {
	var errs ErrorList
	fail := func(line int, msg string) { errs = append(errs, &Error{Line: line, Msg: msg}) }
	fields := strings.Fields(info)
	ex := &Example{Mode: core.ObjectiveResource}
	if len(fields) > 0 {
		ex.Kind = fields[0]
	}
	verdicts := []string{Valid, Invalid}
	want := 1
	switch ex.Kind {
	case ExampleURN:
	case ExamplePair:
		verdicts, want = []string{Equivalent, Different}, 2
	default:
		return nil, ErrorList{{Line: 1, Msg: "an example's info string begins with urn or urn-pair, not " + quote(info)}}
	}
	for _, f := range fields[1:] {
		ex.attribute(f, verdicts, fail)
	}
	for i, line := range strings.Split(strings.TrimRight(body, "\n"), "\n") {
		if line = strings.TrimSpace(line); line != "" {
			ex.URNs = append(ex.URNs, line)
		} else {
			fail(i+2, "a blank line in an example: write one URN a line")
		}
	}
	if len(ex.URNs) != want {
		fail(1, "a "+ex.Kind+" example holds "+strconv.Itoa(want)+" URN(s), one a line, not "+strconv.Itoa(len(ex.URNs)))
	}
	if len(ex.Verdicts) == 0 {
		fail(1, "an example states at least one verdict, such as rfc8141="+verdicts[0])
	} else {
		ex.Edition = ex.Verdicts[0].Edition
	}
	switch {
	case ex.Kind == ExamplePair:
		ex.View = "equivalence"
		if ex.Class != 0 || len(ex.Codes) > 0 || ex.HasNamespace {
			fail(1, "class=, code= and namespace= are for urn examples, not urn-pair")
		}
	case len(ex.Verdicts) > 1:
		ex.View = "editions"
	default:
		ex.View = "explore"
	}
	sortErrors(errs)
	if len(errs) > 0 {
		return nil, errs
	}
	return ex, nil
}

// attribute reads one attribute of the info string.
func (ex *Example) attribute(f string, verdicts []string, fail func(int, string)) {
	key, value, ok := strings.Cut(f, "=")
	if !ok || value == "" {
		fail(1, "an attribute is key=value, not "+quote(f))
		return
	}
	switch key {
	case "class":
		c, ok := parseClass(value)
		if !ok {
			fail(1, "unknown NID class "+quote(value)+": want formal, informal, experimental or reserved")
		}
		ex.Class = c
	case "code":
		ex.Codes = append(ex.Codes, core.Code(value))
	case "namespace":
		v, ok := parseVerdict(value)
		if !ok {
			fail(1, "unknown namespace verdict "+quote(value)+": want conforms, violates or no-rule")
		}
		ex.Namespace, ex.HasNamespace = v, true
	case "mode":
		o, ok := core.ParseObjective(value)
		if !ok || ex.Kind != ExamplePair {
			fail(1, "mode= is 5a or 5b, draft-03's objective, and only for a urn-pair example")
		}
		ex.Mode = o
	default:
		e, err := core.ParseEdition(key)
		switch {
		case err != nil:
			fail(1, "unknown attribute "+quote(key)+": want an edition ("+editionList+"), class, code, namespace or mode")
		case !contains(verdicts, value):
			fail(1, "a "+ex.Kind+" example's verdict is "+strings.Join(verdicts, " or ")+", not "+quote(value))
		default:
			for _, v := range ex.Verdicts {
				if v.Edition == e {
					fail(1, "the verdict under "+key+" is given twice")
				}
			}
			ex.Verdicts = append(ex.Verdicts, Verdict{Edition: e, Want: value})
		}
	}
}

// Verify checks the example's stated verdicts, class and codes with the
// engine, and reports each the engine contradicts, with what the engine
// says instead.
func (ex *Example) Verify() ErrorList {
	var errs ErrorList
	fail := func(msg string) { errs = append(errs, &Error{Line: 1, Msg: msg}) }
	for _, v := range ex.Verdicts {
		name := v.Edition.Info().Name
		if ex.Kind == ExamplePair {
			cmp := core.Compare(ex.URNs[0], ex.URNs[1], v.Edition, ex.Mode)
			if got := verdictOf(cmp.Equivalent, Equivalent, Different); got != v.Want {
				fail("the lesson says the two URNs are " + v.Want + " under " + name + "; the engine says " + got + ": " + cmp.Summary)
			}
			continue
		}
		u := core.Read(ex.URNs[0], v.Edition)
		if got := verdictOf(u.Valid, Valid, Invalid); got != v.Want {
			why := ""
			if d, bad := u.Diagnostics.FirstError(); bad {
				why = ": " + d.Error()
			}
			fail("the lesson says " + ex.URNs[0] + " is " + v.Want + " under " + name + "; the engine says " + got + why)
		}
	}
	if ex.Kind == ExamplePair || len(ex.Verdicts) == 0 {
		return errs
	}
	u := core.Read(ex.URNs[0], ex.Edition)
	if ex.Class != 0 && u.Namespace.Class != ex.Class {
		got := u.Namespace.Class.String()
		if got == "" {
			got = "no class (there is no NID)"
		}
		fail("the lesson says the NID's class is " + ex.Class.String() + " under " + ex.Edition.Info().Name + "; the engine says " + got)
	}
	nr := namespace.Read(u)
	if ex.HasNamespace && nr.Verdict != ex.Namespace {
		fail("the lesson says the namespace reading of " + ex.URNs[0] + " is " + ex.Namespace.String() + "; the engine says " + nr.Verdict.String())
	}
	for _, c := range ex.Codes {
		if !u.Diagnostics.Has(c) && !nr.Diagnostics.Has(c) {
			var have []string
			for _, d := range append(append(core.Diagnostics{}, u.Diagnostics...), nr.Diagnostics...) {
				have = append(have, string(d.Code))
			}
			fail("the lesson says the reading under " + ex.Edition.Info().Name + " has the diagnostic " + string(c) + "; it has " + orNone(have))
		}
	}
	return errs
}

func verdictOf(b bool, yes, no string) string {
	if b {
		return yes
	}
	return no
}

func orNone(list []string) string {
	if len(list) == 0 {
		return "none"
	}
	return strings.Join(list, ", ")
}
