package exercise

import (
	"strconv"
	"strings"

	"github.com/urn-playground/urn-playground/core"
)

// keys lists the keys of a block (FORMAT.md's table), for the message of
// an unknown one; repeatable ones are true.
var keys = []struct {
	name       string
	repeatable bool
}{
	{"id", false}, {"kind", false}, {"prompt", false}, {"edition", false},
	{"given", false}, {"other", false}, {"want", true}, {"why", true},
	{"part", false}, {"ask", false}, {"choice", true}, {"hint", true},
	{"solution", false}, {"explain", false}, {"right", true}, {"wrong", true},
}

// parser holds one block's parse.
type parser struct {
	ex   *Exercise
	errs ErrorList
	seen map[string]int // key → line of its first use
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
	p := &parser{ex: &Exercise{Edition: core.DefaultEdition, Part: numKinds}, seen: map[string]int{}}
	var wants []string // the raw conditions, read once the edition is known
	var wantLines []int
	for i, line := range strings.Split(block, "\n") {
		n := i + 1
		line = strings.TrimRight(line, " \t\r")
		if strings.TrimSpace(line) == "" {
			continue
		}
		key, value, ok := strings.Cut(line, ":")
		key = strings.TrimSpace(key)
		if !ok || !isKey(key) {
			p.fail(n, "not a \"key: value\" line: "+strconv.Quote(clip(line))+" (a value runs to the end of its line; continue a long one on the same line)")
			continue
		}
		value = strings.TrimSpace(value)
		if !p.known(n, key) {
			continue
		}
		if key == "want" {
			wants = append(wants, value)
			wantLines = append(wantLines, n)
			p.ex.Wants = append(p.ex.Wants, Condition{Line: n})
			continue
		}
		p.set(n, key, value)
	}
	for i, w := range wants {
		c, err := parseCondition(w, p.ex.Edition)
		if err != "" {
			p.fail(wantLines[i], err)
			continue
		}
		c.Line, c.Why = wantLines[i], p.ex.Wants[i].Why
		p.ex.Wants[i] = c
	}
	p.ex.lines = p.seen
	sortErrors(p.errs)
	if len(p.errs) > 0 {
		return nil, p.errs
	}
	return p.ex, nil
}

// known checks that key is a key, not repeated unless it may be.
func (p *parser) known(n int, key string) bool {
	for _, k := range keys {
		if k.name != key {
			continue
		}
		if first, dup := p.seen[key]; dup && !k.repeatable {
			p.fail(n, "\""+key+"\" is given twice (first on line "+strconv.Itoa(first)+"); it may appear once")
			return false
		}
		if _, dup := p.seen[key]; !dup {
			p.seen[key] = n
		}
		return true
	}
	names := make([]string, len(keys))
	for i, k := range keys {
		names[i] = k.name
	}
	p.fail(n, "unknown key "+strconv.Quote(key)+": want one of "+strings.Join(names, ", "))
	return false
}

// set stores one value.
func (p *parser) set(n int, key, value string) {
	ex := p.ex
	if value == "" {
		p.fail(n, "\""+key+"\" has no value")
		return
	}
	switch key {
	case "id":
		ex.ID, ex.Line = value, n
		if !isSlug(value) {
			p.fail(n, "the id "+strconv.Quote(value)+" may hold only lower-case letters, digits and hyphens (progress is kept under it)")
		}
	case "kind":
		switch k := Kind(value); k {
		case Write, Fix, Click, Predict, Choose:
			ex.Kind = k
		default:
			p.fail(n, "unknown kind "+strconv.Quote(value)+": want write, fix, click, predict or choose")
		}
	case "edition":
		e, err := core.ParseEdition(value)
		if err != nil {
			p.fail(n, "unknown edition "+strconv.Quote(value)+": want "+editionIDs())
		}
		ex.Edition = e
	case "part":
		k, ok := parseKind(value)
		if !ok {
			p.fail(n, "unknown part kind "+strconv.Quote(value)+": want one of "+kindIDs())
		}
		ex.Part = k
	case "why":
		if len(ex.Wants) == 0 {
			p.fail(n, "\"why\" must follow the \"want\" it explains")
		} else if w := &ex.Wants[len(ex.Wants)-1]; w.Why != "" {
			p.fail(n, "the \"want\" on line "+strconv.Itoa(w.Line)+" already has its \"why\"")
		} else {
			w.Why = value
		}
	case "right":
		ex.Rights = append(ex.Rights, Answer{Text: value, Line: n})
	case "wrong":
		p.wrong(n, value)
	default:
		p.setText(key, value)
	}
}

// setText stores a key whose value is kept as written.
func (p *parser) setText(key, value string) {
	ex := p.ex
	switch key {
	case "prompt":
		ex.Prompt = value
	case "given":
		ex.Given = value
	case "other":
		ex.Other = value
	case "ask":
		ex.Ask = value
	case "choice":
		ex.Choices = append(ex.Choices, value)
	case "hint":
		ex.Hints = append(ex.Hints, value)
	case "solution":
		ex.Solution = value
	case "explain":
		ex.Explain = value
	}
}

// wrong reads "answer -> condition".
func (p *parser) wrong(n int, value string) {
	i := strings.LastIndex(value, "->")
	if i < 0 {
		p.fail(n, "a wrong answer names the condition it must fail: \"wrong: <answer> -> <condition>\"")
		return
	}
	text, cond := strings.TrimSpace(value[:i]), strings.TrimSpace(value[i+2:])
	if text == "" || cond == "" {
		p.fail(n, "\"wrong: <answer> -> <condition>\" needs both an answer and a condition")
		return
	}
	p.ex.Wrongs = append(p.ex.Wrongs, Answer{Text: text, Fails: cond, Line: n})
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

func kindIDs() string {
	var ids []string
	for _, k := range core.Kinds() {
		ids = append(ids, k.String())
	}
	return strings.Join(ids, ", ")
}

func editionIDs() string {
	var ids []string
	for _, e := range core.Editions() {
		ids = append(ids, e.ID())
	}
	return strings.Join(ids, ", ")
}

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
	if s == "" {
		return false
	}
	for i := 0; i < len(s); i++ {
		if c := s[i]; (c < 'a' || c > 'z') && (c < '0' || c > '9') && c != '-' {
			return false
		}
	}
	return true
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
