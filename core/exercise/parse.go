package exercise

import (
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
	numKeys
)

var keyNames = [numKeys]string{"id", "kind", "prompt", "edition", "given", "other", "want", "why", "part", "ask", "choice", "hint", "solution", "explain", "right", "wrong"}

// keyList is keyNames joined, for messages (TestKeyList checks it).
const keyList = "id, kind, prompt, edition, given, other, want, why, part, ask, choice, hint, solution, explain, right, wrong"

// repeatable reports whether a key may appear more than once.
func repeatable(k int) bool {
	return k == keyWant || k == keyWhy || k == keyChoice || k == keyHint || k == keyRight || k == keyWrong
}

// parser holds one block's parse.
type parser struct {
	ex    *Exercise
	errs  ErrorList
	wants []string // the raw conditions, read once the edition is known
}

func (p *parser) fail(line int, msg string) {
	p.errs = append(p.errs, &Error{Line: line, Msg: msg})
}

// Parse reads an exercise block: "key: value" lines, a value running to
// the end of its line; blank lines are skipped. It reports every problem
// of syntax it finds, each with its line and what is wrong, as an
// [ErrorList]: a line that is no "key: value", an unknown key, a repeated
// one, an empty value, an id, kind, edition, part or condition it cannot
// read. It never panics. Whether the block is complete for its kind (a
// fix's given, a predict's ask…) is [Prove]'s to say: the build proves
// every exercise, and the WebAssembly module, which parses only blocks
// the build proved, does not carry those checks (see Prove).
func Parse(block string) (*Exercise, error) {
	p := &parser{ex: &Exercise{Edition: core.DefaultEdition, Part: numKinds}}
	n := 0
	for rest := block; rest != ""; {
		var line string
		line, rest, _ = strings.Cut(rest, "\n")
		n++
		if line = strings.TrimSpace(line); line != "" {
			p.line(n, line)
		}
	}
	for i, w := range p.wants {
		c := &p.ex.Wants[i]
		if err := c.parse(w, p.ex.Edition); err != "" {
			p.fail(c.Line, err)
		}
	}
	sortErrors(p.errs)
	if len(p.errs) > 0 {
		return nil, p.errs
	}
	return p.ex, nil
}

// line reads one "key: value" line.
func (p *parser) line(n int, line string) {
	key, value, ok := strings.Cut(line, ":")
	key = strings.TrimSpace(key)
	k := 0
	for k < numKeys && keyNames[k] != key {
		k++
	}
	switch {
	case !ok || !isKey(key):
		p.fail(n, `not a "key: value" line: `+strconv.Quote(clip(line))+" (a value runs to the end of its line; continue a long one on the same line)")
		return
	case k == numKeys:
		p.fail(n, "unknown key "+strconv.Quote(key)+": want one of "+keyList)
		return
	case p.ex.lines[k] != 0 && !repeatable(k):
		p.fail(n, `"`+key+`" is given twice (first on line `+strconv.Itoa(p.ex.lines[k])+"); it may appear once")
		return
	}
	if p.ex.lines[k] == 0 {
		p.ex.lines[k] = n
	}
	value = strings.TrimSpace(value)
	if value == "" {
		p.fail(n, `"`+key+`" has no value`)
		return
	}
	p.set(n, k, value)
}

// set stores one value.
func (p *parser) set(n, k int, value string) {
	ex := p.ex
	// what is wrong: the value is quoted after what, and want says what
	// would be right.
	what, bad := "", ""
	switch k {
	case keyID:
		ex.ID, ex.Line = value, n
		if !isSlug(value) {
			what, bad = "the id", "may hold only lower-case letters, digits and hyphens (progress is kept under it)"
		}
	case keyKind:
		ex.Kind = Kind(value)
		if ex.Kind != Write && ex.Kind != Fix && ex.Kind != Click && ex.Kind != Predict && ex.Kind != Choose {
			what, bad = "unknown kind", "want write, fix, click, predict or choose"
		}
	case keyEdition:
		e, err := core.ParseEdition(value)
		if err != nil {
			what, bad = "unknown edition", "want "+editionList
		}
		ex.Edition = e
	case keyPart:
		var ok bool
		if ex.Part, ok = parseKind(value); !ok {
			what, bad = "unknown part kind", "want one of "+kindList
		}
	case keyWant:
		p.wants = append(p.wants, value)
		ex.Wants = append(ex.Wants, Condition{Line: n})
	case keyWhy:
		bad = p.why(value)
	case keyRight, keyWrong:
		bad = p.answer(n, k, value)
	case keyPrompt:
		ex.Prompt = value
	case keyGiven:
		ex.Given = value
	case keyOther:
		ex.Other = value
	case keyAsk:
		ex.Ask = value
	case keyChoice:
		ex.Choices = append(ex.Choices, value)
	case keyHint:
		ex.Hints = append(ex.Hints, value)
	case keySolution:
		ex.Solution = value
	case keyExplain:
		ex.Explain = value
	}
	switch {
	case what != "":
		p.fail(n, what+" "+strconv.Quote(value)+": "+bad)
	case bad != "":
		p.fail(n, bad)
	}
}

// why gives the want just above its feedback.
func (p *parser) why(value string) string {
	ws := p.ex.Wants
	switch {
	case len(ws) == 0:
		return `"why" must follow the "want" it explains`
	case ws[len(ws)-1].Why != "":
		return `the "want" on line ` + strconv.Itoa(ws[len(ws)-1].Line) + ` already has its "why"`
	}
	ws[len(ws)-1].Why = value
	return ""
}

// answer keeps a right or wrong answer's line as written: only the build
// reads them (Exercise.readAnswers, for Prove), so the module does not
// carry their parsing.
func (p *parser) answer(n, k int, value string) string {
	p.ex.raw = append(p.ex.raw, rawAnswer{wrong: k == keyWrong, text: value, line: n})
	return ""
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

// clip shortens a line for a message.
func clip(s string) string {
	if len(s) <= 40 {
		return s
	}
	i := 40
	for i > 0 && s[i]&0xC0 == 0x80 {
		i--
	}
	return s[:i] + "…"
}

func sortErrors(l ErrorList) {
	for i := 1; i < len(l); i++ {
		for j := i; j > 0 && l[j].Line < l[j-1].Line; j-- {
			l[j], l[j-1] = l[j-1], l[j]
		}
	}
}
