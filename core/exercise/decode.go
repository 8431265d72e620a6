package exercise

import (
	"strconv"
	"strings"

	"github.com/urn-playground/urn-playground/core"
	"github.com/urn-playground/urn-playground/core/namespace"
)

// MaxConditions and MaxChoices bound an exercise, so that checking an
// answer costs a few readings of it and a bounded number of comparisons,
// whatever the exercise: 100,000 conditions and a 100,000-character
// answer took 21 s. The course's exercises have at most 6 conditions.
// The answer itself is bounded by the module's limit for checkExercise.
const (
	MaxConditions = 16
	MaxChoices    = 16
)

// Decode reads an exercise in the compiled form ([Exercise.Compile]):
// what the WebAssembly module's exercise.check op does with its first
// argument, and what [Prove] checks the declared answers against.
// Anything else (a lesson's block as written, a form of another version,
// a cut one) is an [*Error] at the line where the form breaks: one
// problem, not an [ErrorList], whose methods the module then need not
// carry. Decode never panics; it checks every code, so that [Check] never
// reads past a table.
func Decode(s string) (*Exercise, error) {
	head, rest, ok := strings.Cut(s, "\n")
	k, e, p, a := -1, -1, -1, -1
	if len(head) == 5 && head[0] == compiledVersion {
		k, e, p, a = code(head[1], len(kinds)), code(head[2], numEditions), code(head[3], numParts), code(head[4], len(asks))
	}
	if !ok || k < 0 || e < 0 || p < 0 || a < 0 {
		return nil, notCompiled(1)
	}
	ex := Exercise{Kind: kinds[k], Edition: core.Edition(e), Part: decodePart(p), Ask: asks[a]}
	ex.Given, rest, _ = strings.Cut(rest, "\n")
	ex.Other, rest, _ = strings.Cut(rest, "\n")
	for n := 4; rest != ""; n++ {
		var line string
		line, rest, _ = strings.Cut(rest, "\n")
		switch {
		case line == "":
			return nil, notCompiled(n)
		case line[0] == 'c':
			if len(ex.Choices) == MaxChoices {
				return nil, &Error{Line: n, Msg: "an exercise offers at most " + strconv.Itoa(MaxChoices) + " choices"}
			}
			ex.Choices = append(ex.Choices, line[1:])
		case line[0] == 'y' && len(ex.Wants) > 0:
			ex.Wants[len(ex.Wants)-1].Why = line[1:]
		case line[0] == 'w' && len(line) >= 5:
			if len(ex.Wants) == MaxConditions {
				return nil, &Error{Line: n, Msg: "an exercise has at most " + strconv.Itoa(MaxConditions) + " conditions"}
			}
			c, ok := decodeCondition(line[1:])
			if !ok {
				return nil, notCompiled(n)
			}
			ex.Wants = append(ex.Wants, c)
		default:
			return nil, notCompiled(n)
		}
	}
	out := new(Exercise) // a copy: &ex would put ex on the heap from the start
	*out = ex
	return out, nil
}

// decodeCondition reads a want's line after its "w": four codes and the
// argument.
func decodeCondition(s string) (Condition, bool) {
	k, e, p, n := code(s[0], numConds), code(s[1], numEditions), code(s[2], numParts), code(s[3], 5)
	if k < 0 || e < 0 || p < 0 || n < 0 {
		return Condition{}, false
	}
	c := Condition{Name: condNames[k], cond: k, Edition: core.Edition(e), Part: decodePart(p)}
	arg := s[4:]
	switch k {
	case condPart, condNoPart, condSpelled:
		c.Text, c.HasText = arg, n == 1
	case condNIDClass:
		c.Class = core.NIDClass(n)
	case condNamespace:
		c.Verdict = namespace.Verdict(n)
	case condEquivalent, condNotEquivalent, condNotIdentical, condOneEdit:
		c.URN = arg
	case condSameExcept:
		codes, urn, ok := strings.Cut(arg, " ")
		if !ok || codes == "" {
			return Condition{}, false
		}
		for i := 0; i < len(codes); i++ {
			k := code(codes[i], numParts-1)
			if k < 0 {
				return Condition{}, false
			}
			c.Except |= 1 << k
		}
		c.URN = urn
	case condDiagnostic, condNoDiagnostic:
		c.Code = core.Code(arg)
	case condLeadsTo:
		c.Text = arg
	}
	return c, true
}

// code reads one code: its index, or -1 when it is no letter below n.
func code(b byte, n int) int {
	if b < 'a' || int(b-'a') >= n {
		return -1
	}
	return int(b - 'a')
}

// numEditions and numParts bound the edition and part codes: a part
// code may be one past core's last kind, for none.
var (
	numEditions = len(core.Editions())
	numParts    = len(core.Kinds()) + 1
)

// decodePart turns a part code into a kind: one past core's last is none.
func decodePart(p int) core.Kind {
	if p == numParts-1 {
		return numKinds
	}
	return core.Kind(p)
}

func notCompiled(line int) error {
	return &Error{Line: line, Msg: "not an exercise in the compiled form the site's build writes (core/exercise, Exercise.Compile)"}
}
