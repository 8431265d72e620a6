package exercise

import (
	"github.com/urn-playground/urn-playground/internal/ascii"
	"strconv"
	"strings"

	"github.com/urn-playground/urn-playground/core"
)

// The keys of a block (FORMAT.md's table), by index: Parse switches on
// the index, not the name, because a switch on strings costs the
// WebAssembly module a comparison call per case.
const (
	keyID = iota
	keyKind
	keyPrompt
	keyEdition
	keyGiven
	keyOther
	keyWant
	keyWhy
	keyPart
	keyAsk
	keyChoice
	keyHint
	keySolution
	keyExplain
	keyRight
	keyWrong
	keyHolds
	numKeys
)

var keyNames = [numKeys]string{"id", "kind", "prompt", "edition", "given", "other", "want", "why", "part", "ask", "choice", "hint", "solution", "explain", "right", "wrong", "holds"}

// keyList is keyNames joined, for messages (TestKeyList checks it).
const keyList = "id, kind, prompt, edition, given, other, want, why, part, ask, choice, hint, solution, explain, right, wrong, holds"

// repeatable reports whether a key may appear more than once.
func repeatable(k int) bool {
	return k == keyWant || k == keyWhy || k == keyChoice || k == keyHint || k == keyRight || k == keyWrong || k == keyHolds
}

// Parse reads an exercise block: "key: value" lines, a value running to
// the end of its line; blank lines are skipped. It reports every problem
// of syntax it finds, each with its line and what is wrong, as an
// [ErrorList]: a line that is no "key: value", an unknown key, a repeated
// one, an empty value, an id, kind, edition, part or condition it cannot
// read. It never panics. Whether the block is complete for its kind (a
// fix's given, a predict's ask…) is [Prove]'s to say. Only the build
// parses blocks: the page gets each exercise compiled ([Exercise.Compile]),
// and the WebAssembly module links [Decode], not Parse.
func Parse(block string) (*Exercise, error) {
	ex := Exercise{Edition: core.DefaultEdition, Part: numKinds}
	var errs ErrorList
	var wants []string // the raw conditions, read once the edition is known
	n := 0
	for rest := block; rest != ""; {
		var line string
		line, rest, _ = strings.Cut(rest, "\n")
		n++
		if line = strings.TrimSpace(line); line == "" {
			continue
		}
		k, value, msg := splitLine(line, ex.lines)
		switch {
		case msg != "":
		case k == keyWant:
			wants = append(wants, value)
			ex.Wants = append(ex.Wants, Condition{Line: n})
		case k == keyWhy && len(ex.Wants) == 0:
			msg = `"why" must follow the "want" it explains`
		case k == keyWhy && ex.Wants[len(ex.Wants)-1].Why != "":
			msg = `the "want" on line ` + strconv.Itoa(ex.Wants[len(ex.Wants)-1].Line) + ` already has its "why"`
		case k == keyWhy:
			ex.Wants[len(ex.Wants)-1].Why = value
		case k == keyHolds && len(ex.Wants) == 0:
			msg = `"holds" must follow the "want" that checks the prompt's word`
		case k == keyHolds:
			w := &ex.Wants[len(ex.Wants)-1]
			w.Holds = append(w.Holds, strings.Fields(strings.ReplaceAll(value, ",", " "))...)
		case k == keyRight || k == keyWrong:
			// Only the build reads them (ReadAnswers, for Prove).
			ex.raw = append(ex.raw, rawAnswer{wrong: k == keyWrong, text: value, line: n})
		case k == keyChoice:
			ex.Choices = append(ex.Choices, value)
		case k == keyHint:
			ex.Hints = append(ex.Hints, value)
		default:
			msg = ex.setOne(k, value)
		}
		if k < numKeys && ex.lines[k] == 0 {
			ex.lines[k] = n
		}
		if k == keyID {
			ex.Line = n
		}
		if msg != "" {
			errs = append(errs, &Error{Line: n, Msg: msg})
		}
	}
	for i, w := range wants {
		c, msg := parseCondition(w, ex.Edition, ex.Given)
		if msg != "" {
			errs = append(errs, &Error{Line: ex.Wants[i].Line, Msg: msg})
		}
		c.Line, c.Why, c.Holds = ex.Wants[i].Line, ex.Wants[i].Why, ex.Wants[i].Holds
		ex.Wants[i] = c
	}
	if len(errs) > 0 {
		sortErrors(errs)
		return nil, errs
	}
	out := new(Exercise) // a copy: &ex would put ex on the heap from the start
	*out = ex
	return out, nil
}

// splitLine reads "key: value" into the key's index and the value; msg
// says what is wrong with the line, given the first line of each key
// seen so far.
func splitLine(line string, seen [numKeys]int) (k int, value, msg string) {
	key, value, ok := strings.Cut(line, ":")
	key, value = strings.TrimSpace(key), strings.TrimSpace(value)
	for k < numKeys && keyNames[k] != key {
		k++
	}
	switch {
	case !ok || !isKey(key):
		return numKeys, "", `not a "key: value" line: ` + quote(line) + " (a value runs to the end of its line; continue a long one on the same line)"
	case k == numKeys:
		return k, "", "unknown key " + quote(key) + ": want one of " + keyList
	case seen[k] != 0 && !repeatable(k):
		return numKeys, "", `"` + key + `" is given twice (first on line ` + strconv.Itoa(seen[k]) + "); it may appear once"
	case value == "":
		return numKeys, "", `"` + key + `" has no value`
	}
	return k, value, ""
}

// setOne stores the value of a key that appears once, and says what is
// wrong with it, if anything.
func (ex *Exercise) setOne(k int, value string) string {
	what, want := "", ""
	switch k {
	case keyID:
		ex.ID = value
		if !isSlug(value) {
			what, want = "the id", "may hold only lower-case letters, digits and hyphens (progress is kept under it)"
		}
	case keyKind:
		ex.Kind = Kind(value)
		if ex.Kind != Write && ex.Kind != Fix && ex.Kind != Click && ex.Kind != Predict && ex.Kind != Choose {
			what, want = "unknown kind", "want write, fix, click, predict or choose"
		}
	case keyEdition:
		e, err := core.ParseEdition(value)
		if err != nil {
			what, want = "unknown edition", "want "+editionList
		}
		ex.Edition = e
	case keyPart:
		var ok bool
		if ex.Part, ok = parseKind(value); !ok {
			what, want = "unknown part kind", "want one of "+kindList
		}
	case keyPrompt:
		ex.Prompt = value
	case keyGiven:
		ex.Given = value
	case keyOther:
		ex.Other = value
	case keyAsk:
		ex.Ask = value
	case keySolution:
		ex.Solution = value
	case keyExplain:
		ex.Explain = value
	}
	if what == "" {
		return ""
	}
	return what + " " + quote(value) + ": " + want
}

// numKinds marks "no part given": core has fewer kinds than this.
const numKinds core.Kind = 255

func parseKind(s string) (core.Kind, bool) {
	for _, k := range core.Kinds() {
		if k.String() == s {
			return k, true
		}
	}
	return numKinds, false
}

// kindList and editionList are core's kind and edition ids, for messages
// (TestIDLists checks them against core).
const (
	kindList    = "scheme, nid, nss, r-component, q-component, f-component, query, fragment, delimiter, unparsed, percent-encoded, separator, keyword, value"
	editionList = "rfc2141, draft-03, draft-12, rfc8141"
)

func isKey(s string) bool {
	if s == "" {
		return false
	}
	for i := 0; i < len(s); i++ {
		if c := s[i]; (c < 'a' || c > 'z') && c != '-' {
			return false
		}
	}
	return true
}

// isSlug: lower-case letters, digits and hyphens (FORMAT.md, "The course").
func isSlug(s string) bool {
	for i := 0; i < len(s); i++ {
		if c := s[i]; (c < 'a' || c > 'z') && (c < '0' || c > '9') && c != '-' {
			return false
		}
	}
	return s != ""
}

func sortErrors(l ErrorList) {
	for i := 1; i < len(l); i++ {
		for j := i; j > 0 && l[j].Line < l[j-1].Line; j-- {
			l[j], l[j-1] = l[j-1], l[j]
		}
	}
}

// quote quotes text for a message, cut short (ascii.Quote): answers and
// given URNs may be long.
func quote(s string) string { return ascii.Quote(s) }
