package exercise

import (
	"strings"
	"testing"

	"github.com/urn-playground/urn-playground/core"
	"github.com/urn-playground/urn-playground/core/namespace"
)

// formatExample is FORMAT.md's exercise, as the lesson format documents it.
const formatExample = `id: nid-informal
kind: write
prompt: Write a URN whose NID is **informal**.
edition: rfc8141
want: valid
want: nid-class informal
why: An informal NID is "urn-" followed by a number, such as ` + "`urn-7`" + `.
hint: Informal NIDs were added by RFC 8141 §5.2.
hint: Try ` + "`urn:urn-7:`" + ` followed by anything.
solution: urn:urn-7:hello
explain: Informal namespaces are registered first come, first served.
right: urn:urn-5:abc
wrong: urn:isbn:0451450523 -> nid-class
wrong: urn:urn-7 -> valid
`

func mustParse(t *testing.T, block string) *Exercise {
	t.Helper()
	ex, err := Parse(block)
	if err != nil {
		t.Fatalf("Parse:\n%v", err)
	}
	return ex
}

func TestParseFormatExample(t *testing.T) {
	ex := mustParse(t, formatExample)
	if errs := ex.ReadAnswers(); len(errs) > 0 {
		t.Fatal(errs)
	}
	if ex.ID != "nid-informal" || ex.Kind != Write || ex.Edition != core.RFC8141 || ex.Line != 1 {
		t.Errorf("got id %q kind %q edition %v line %d", ex.ID, ex.Kind, ex.Edition, ex.Line)
	}
	if len(ex.Wants) != 2 || ex.Wants[0].Name != "valid" || ex.Wants[1].Name != "nid-class" || ex.Wants[1].Class != core.ClassInformal {
		t.Fatalf("wants: %+v", ex.Wants)
	}
	// "why" belongs to the want just above it (FORMAT.md's table).
	if ex.Wants[0].Why != "" || !strings.HasPrefix(ex.Wants[1].Why, "An informal NID") {
		t.Errorf("whys: %q, %q", ex.Wants[0].Why, ex.Wants[1].Why)
	}
	if len(ex.Hints) != 2 || ex.Solution != "urn:urn-7:hello" || len(ex.Rights) != 1 || len(ex.Wrongs) != 2 {
		t.Errorf("hints %d solution %q rights %d wrongs %d", len(ex.Hints), ex.Solution, len(ex.Rights), len(ex.Wrongs))
	}
	if w := ex.Wrongs[1]; w.Text != "urn:urn-7" || w.Fails != "valid" || w.Line != 14 {
		t.Errorf("second wrong: %+v", w)
	}
	if errs := Prove(ex); len(errs) > 0 {
		t.Errorf("Prove:\n%v", errs)
	}
}

// problems is what the build reports of a block: Parse's syntax errors,
// or Prove's.
func problems(block string) ErrorList {
	ex, err := Parse(block)
	if err != nil {
		return err.(ErrorList)
	}
	return Prove(ex)
}

// TestParseErrors: every problem of a block is reported at its line, with
// what is wrong.
func TestParseErrors(t *testing.T) {
	for _, tc := range []struct {
		name, block string
		line        int
		want        string
	}{
		{"unknown key", "id: a\nkind: write\nprompt: p\nwnat: valid", 4, `unknown key "wnat"`},
		{"repeated key", "id: a\nkind: write\nprompt: p\nprompt: q\nwant: valid", 4, `"prompt" is given twice (first on line 3)`},
		{"no colon", "id: a\nkind: write\nprompt: p\nwant valid", 4, `not a "key: value" line`},
		{"empty value", "id: a\nkind: write\nprompt:\nwant: valid", 3, `"prompt" has no value`},
		{"why first", "id: a\nkind: write\nprompt: p\nwhy: because\nwant: valid", 4, `"why" must follow the "want"`},
		{"two whys", "id: a\nkind: write\nprompt: p\nwant: valid\nwhy: a\nwhy: b", 6, `already has its "why"`},
		{"unknown condition", "id: a\nkind: write\nprompt: p\nwant: vaild", 4, `unknown condition "vaild"`},
		{"unknown edition in condition", "id: a\nkind: write\nprompt: p\nwant: valid rfc9999", 4, `unknown edition "rfc9999"`},
		{"unknown part kind", "id: a\nkind: write\nprompt: p\nwant: part qcomponent", 4, `unknown part kind "qcomponent"`},
		{"unknown class", "id: a\nkind: write\nprompt: p\nwant: nid-class formel", 4, `unknown NID class "formel"`},
		{"registered takes nothing", "id: a\nkind: write\nprompt: p\nwant: registered isbn", 4, `"registered"`},
		{"unknown namespace verdict", "id: a\nkind: write\nprompt: p\nwant: namespace valid", 4, `unknown namespace verdict "valid": want conforms, violates or no-rule`},
		{"equivalent needs a URN", "id: a\nkind: write\nprompt: p\nwant: equivalent", 4, `"equivalent <urn>"`},
		{"unknown kind", "id: a\nkind: draw\nprompt: p", 2, `unknown kind "draw"`},
		{"bad id", "id: A b\nkind: write\nprompt: p\nwant: valid", 1, "lower-case letters, digits and hyphens"},
		{"unknown edition", "id: a\nkind: write\nprompt: p\nedition: rfc2142\nwant: valid", 4, `unknown edition "rfc2142"`},
		{"missing id", "kind: write\nprompt: p\nwant: valid", 0, `no "id"`},
		{"write without want", "id: a\nkind: write\nprompt: p", 0, `needs "want"`},
		{"fix without given", "id: a\nkind: fix\nprompt: p\nwant: valid", 0, `needs "given"`},
		{"click without part", "id: a\nkind: click\nprompt: p\ngiven: urn:a:b", 0, `needs "part"`},
		{"key the kind does not take", "id: a\nkind: click\nprompt: p\ngiven: urn:ab:c\npart: nid\nwant: valid", 6, `a click exercise takes no "want"`},
		{"predict asks", "id: a\nkind: predict\nprompt: p\ngiven: urn:ab:c\nask: normalized", 5, `asks validity or equivalence, not "normalized"`},
		{"predict equivalence without other", "id: a\nkind: predict\nprompt: p\ngiven: urn:ab:c\nask: equivalence", 0, `needs "other"`},
		{"other without equivalence", "id: a\nkind: predict\nprompt: p\ngiven: urn:ab:c\nask: validity\nother: urn:ab:d", 6, `"other" is for a predict of "ask: equivalence" only`},
		{"choose with one choice", "id: a\nkind: choose\nprompt: p\ngiven: urn:ab:c\nask: normalized\nchoice: urn:ab:c", 0, `at least two "choice"`},
		{"wrong without condition", "id: a\nkind: write\nprompt: p\nwant: valid\nwrong: urn:a", 5, `names the condition it must fail`},
		{"wrong names an absent condition", "id: a\nkind: write\nprompt: p\nwant: valid\nwrong: urn:a -> invalid", 5, `"invalid", which this exercise does not have`},
		{"click wrong names ask", "id: a\nkind: click\nprompt: p\ngiven: urn:ab:c\npart: nid\nwrong: @c -> ask", 6, `want part`},
	} {
		t.Run(tc.name, func(t *testing.T) {
			list := problems(tc.block)
			var err error = list
			if len(list) == 0 {
				t.Fatalf("Parse and Prove(%q) find nothing", tc.block)
			}
			for _, e := range list {
				if e.Line == tc.line && strings.Contains(e.Msg, tc.want) {
					return
				}
			}
			t.Errorf("no error at line %d containing %q in:\n%v", tc.line, tc.want, err)
		})
	}
}

// TestParseReportsEveryProblem: one build shows them all, in line order.
func TestParseReportsEveryProblem(t *testing.T) {
	_, err := Parse("id: a\nkind: write\nprompt: p\nfoo: 1\nwant: nope\nbar: 2")
	list := err.(ErrorList)
	if len(list) != 3 || list[0].Line != 4 || list[1].Line != 5 || list[2].Line != 6 {
		t.Errorf("got %d errors:\n%v", len(list), err)
	}
	if got := list[0].Error(); !strings.HasPrefix(got, "line 4: ") {
		t.Errorf("Error() = %q, want it to start with the line", got)
	}
}

func write(t *testing.T, edition string, wants ...string) *Exercise {
	t.Helper()
	b := "id: t\nkind: write\nprompt: p\n"
	if edition != "" {
		b += "edition: " + edition + "\n"
	}
	for _, w := range wants {
		b += "want: " + w + "\n"
	}
	return mustParse(t, b)
}

// TestConditions checks each condition of FORMAT.md on answers whose
// verdict the specs settle, citing the section that settles it.
func TestConditions(t *testing.T) {
	for _, tc := range []struct {
		name, edition, want, answer string
		right                       bool
		code                        core.Code // the diagnostic a refusal carries, if any
	}{
		// RFC 8141 §2: "urn:" NID ":" NSS; the NSS may not be empty.
		{"valid", "", "valid", "urn:example:a", true, ""},
		{"valid refuses a missing NSS (RFC 8141 §2)", "", "valid", "urn:urn-7", false, core.CodeMissingNSS},
		// RFC 2141 §2.2: "~" is not among the NSS characters; RFC 8141 §2.2 takes pchar, which has it.
		{"valid under a named edition (RFC 2141 §2.2)", "rfc8141", "valid rfc2141", "urn:example:a~b", false, core.CodeNSSChar},
		{"invalid under a named edition", "rfc8141", "invalid rfc2141", "urn:example:a~b", true, ""},
		{"invalid refuses a valid URN", "", "invalid", "urn:example:a~b", false, ""},
		// RFC 8141 §2.3.1: "?+" introduces the r-component.
		{"part", "", "part r-component", "urn:example:a?+res", true, ""},
		{"part with text", "", "part r-component res", "urn:example:a?+res", true, ""},
		{"part with another text", "", "part r-component other", "urn:example:a?+res", false, ""},
		{"part absent", "", "part q-component", "urn:example:a?+res", false, ""},
		// RFC 2141 has no components: "?" is an NSS character (§2.3.2).
		{"part absent in RFC 2141 (§2.3.2)", "rfc2141", "part r-component", "urn:example:a?+res", false, ""},
		{"no-part", "", "no-part f-component", "urn:example:a?+res", true, ""},
		{"no-part refuses", "", "no-part r-component", "urn:example:a?+res", false, ""},
		// RFC 8141 §5.2: informal NIDs are "urn-" and a number; §5.1 formal.
		{"nid-class", "", "nid-class informal", "urn:urn-7:x", true, ""},
		{"nid-class refuses a formal NID", "", "nid-class informal", "urn:isbn:0451450523", false, ""},
		{"nid-class without a NID", "", "nid-class formal", "isbn", false, core.CodeNotURN},
		{"registered", "", "registered", "urn:isbn:0451450523", true, ""},
		{"registered refuses", "", "registered", "urn:nosuchns:x", false, core.CodeNIDUnregistered},
		// RFC 8141 §3.1: scheme and NID case-insensitive, %HH hex case-insensitive, components ignored.
		{"equivalent", "", "equivalent urn:example:a%2C", "URN:Example:a%2c?=q", true, ""},
		{"equivalent refuses (the NSS is case-sensitive)", "", "equivalent urn:example:a", "urn:example:A", false, ""},
		{"not-equivalent", "", "not-equivalent urn:example:a", "urn:example:A", true, ""},
		{"not-equivalent refuses", "", "not-equivalent urn:example:a", "URN:example:a", false, ""},
		{"not-identical", "", "not-identical urn:example:a", "URN:example:a", true, ""},
		{"not-identical refuses", "", "not-identical urn:example:a", "urn:example:a", false, ""},
		// RFC 8141 §3.1 notes a %-escape of an unreserved character (needless-encoding).
		{"diagnostic", "", "diagnostic needless-encoding", "urn:example:%41", true, ""},
		{"diagnostic refuses", "", "diagnostic needless-encoding", "urn:example:A", false, ""},
		{"no-diagnostic", "", "no-diagnostic needless-encoding", "urn:example:A", true, ""},
		{"no-diagnostic refuses", "", "no-diagnostic needless-encoding", "urn:example:%41", false, core.CodeNeedlessEscape},
		// The namespace reading (core/namespace's Read): the isbn template's Syntax
		// field: 13 digits, the last a modulo 10 check digit; example has no rule.
		{"namespace conforms", "", "namespace conforms", "urn:isbn:978-951-0-18435-6", true, ""},
		{"namespace conforms refuses a wrong check digit", "", "namespace conforms", "urn:isbn:9789510184357", false, namespace.CodeCheckDigit},
		{"namespace conforms refuses no rule", "", "namespace conforms", "urn:nope:a", false, ""},
		{"namespace conforms refuses no NSS", "", "namespace conforms", "isbn", false, ""},
		{"namespace violates", "", "namespace violates", "urn:isbn:hello", true, ""},
		{"namespace violates refuses a conforming NSS", "", "namespace violates", "urn:isbn:0451450523", false, ""},
		{"namespace no-rule", "", "namespace no-rule", "urn:nope:a", true, ""},
		{"namespace no-rule refuses a rule", "", "namespace no-rule", "urn:uuid:x", false, ""},
	} {
		t.Run(tc.name, func(t *testing.T) {
			ex := write(t, tc.edition, tc.want)
			r := Check(ex, tc.answer)
			if r.Right != tc.right {
				t.Fatalf("Check(%q, %q).Right = %v (%s), want %v", tc.want, tc.answer, r.Right, r.Message, tc.right)
			}
			if tc.right {
				if r.Condition != "" || r.Index != -1 {
					t.Errorf("a right answer has condition %q index %d", r.Condition, r.Index)
				}
				return
			}
			if r.Condition != ex.Wants[0].Name || r.Index != 0 || r.Message == "" {
				t.Errorf("refusal: condition %q index %d message %q", r.Condition, r.Index, r.Message)
			}
			if tc.code != "" && (!r.HasDiagnostic || r.Diagnostic.Code != tc.code || r.Ref.Doc == "") {
				t.Errorf("refusal carries diagnostic %v (%q, ref %v), want %s with its section", r.HasDiagnostic, r.Diagnostic.Code, r.Ref, tc.code)
			}
		})
	}
}

// TestComparisonNames: feedback from a comparison names the student's
// URN and the lesson's, not the Compare view's A and B.
func TestComparisonNames(t *testing.T) {
	ex := write(t, "", "equivalent urn:example:a")
	r := Check(ex, "urn:example:a/b")
	if want := `compared with urn:example:a: Not equivalent under RFC 8141: that URN's NSS ends where your URN's continues with "/b"`; !strings.HasPrefix(r.Message, want) {
		t.Errorf("message %q, want it to begin %q", r.Message, want)
	}
	ex = mustParse(t, "id: t\nkind: predict\nprompt: p\ngiven: urn:example:a\nother: urn:example:a/b\nask: equivalence")
	if r := Check(ex, "equivalent"); !strings.Contains(r.Message, "the first URN's NSS ends where the second URN's continues") {
		t.Errorf("predict: %q", r.Message)
	}
}

// TestFirstFailingDecides: wants are checked in order, and the feedback is
// the failing one's, with the lesson's why.
func TestFirstFailingDecides(t *testing.T) {
	ex := mustParse(t, "id: t\nkind: write\nprompt: p\nwant: valid\nwhy: first\nwant: part q-component\nwhy: second\nwant: registered")
	r := Check(ex, "urn:nosuchns:a?=b")
	if r.Right || r.Condition != "registered" || r.Index != 2 || r.Why != "" {
		t.Errorf("got %+v", r)
	}
	r = Check(ex, "urn:isbn:1")
	if r.Condition != "part" || r.Index != 1 || r.Why != "second" {
		t.Errorf("got condition %q index %d why %q", r.Condition, r.Index, r.Why)
	}
	r = Check(ex, "urn:isbn:1?=a")
	if !r.Right {
		t.Errorf("refused: %s", r.Message)
	}
	if r = Check(ex, "  "); r.Right || r.Condition != "answer" {
		t.Errorf("a blank answer: %+v", r)
	}
}

func TestCheckClick(t *testing.T) {
	ex := mustParse(t, "id: t\nkind: click\nprompt: p\ngiven: urn:isbn:0451450523?=x\npart: q-component")
	for _, tc := range []struct {
		answer    string
		right     bool
		clicked   core.Kind
		condition string
	}{
		{"@x", true, core.KindQComponent, ""},
		{"@isbn", false, core.KindNID, CondPart},
		{"@0451", false, core.KindNSS, CondPart},
		{"@?=", false, core.KindDelimiter, CondPart},
		{"21", true, core.KindQComponent, ""}, // the offset of "x"
		{"0", false, core.KindScheme, CondPart},
		{"22", false, 0, "answer"}, // past the end
		{"@y", false, 0, "answer"},
		{"x", false, 0, "answer"},
	} {
		r := Check(ex, tc.answer)
		if r.Right != tc.right || r.Condition != tc.condition || (tc.condition != "answer" && r.Clicked != tc.clicked) {
			t.Errorf("Check(%q) = right %v condition %q clicked %v (%s); want %v %q %v", tc.answer, r.Right, r.Condition, r.Clicked, r.Message, tc.right, tc.condition, tc.clicked)
		}
	}
	if r := Check(ex, "@isbn"); r.Message != `that is the NID "isbn", not the q-component` {
		t.Errorf("message %q", r.Message)
	}
	// A sub-part names its container: the clicked "%41" is in the NSS.
	ex = mustParse(t, "id: t\nkind: click\nprompt: p\ngiven: urn:example:a%41\npart: nid")
	if r := Check(ex, "@%"); r.Clicked != core.KindPercentEncoded || !strings.Contains(r.Message, "in the NSS") {
		t.Errorf("got %v %q", r.Clicked, r.Message)
	}
	// Offsets are UTF-16 code units, as a page counts: "😀" is two.
	ex = mustParse(t, "id: t\nkind: click\nprompt: p\ngiven: urn:example:😀?=x\npart: q-component")
	if r := Check(ex, "16"); !r.Right {
		t.Errorf("offset 16 (after a surrogate pair) is %v, %s", r.Clicked, r.Message)
	}
	if r := Check(ex, "13"); r.Right || r.Clicked != core.KindNSS {
		t.Errorf("offset 13 (the emoji's low surrogate) is %v", r.Clicked)
	}
}

func TestCheckPredict(t *testing.T) {
	// RFC 2141 §2.2: "~" is no NSS character.
	ex := mustParse(t, "id: t\nkind: predict\nprompt: p\nedition: rfc2141\ngiven: urn:example:a~b\nask: validity")
	if r := Check(ex, "invalid"); !r.Right || r.Truth != Invalid || !r.HasDiagnostic || r.Diagnostic.Code != core.CodeNSSChar {
		t.Errorf("invalid: %+v", r)
	}
	if r := Check(ex, "valid"); r.Right || r.Condition != CondAsk || r.Truth != Invalid || r.Ref.Doc != "rfc2141" {
		t.Errorf("valid: %+v", r)
	}
	if r := Check(ex, "maybe"); r.Right || r.Condition != "answer" {
		t.Errorf("maybe: %+v", r)
	}
	// RFC 8141 §3.1: the q-component is not part of identity.
	ex = mustParse(t, "id: t\nkind: predict\nprompt: p\ngiven: urn:example:a?=1\nother: urn:example:a?=2\nask: equivalence")
	if r := Check(ex, "equivalent"); !r.Right || r.Truth != Equivalent {
		t.Errorf("equivalent: %+v", r)
	}
	if r := Check(ex, "different"); r.Right || r.Condition != CondAsk {
		t.Errorf("different: %+v", r)
	}
}

func TestCheckChoose(t *testing.T) {
	// RFC 8141 §3.1: lower-case scheme and NID, upper-case %HH, drop components.
	ex := mustParse(t, "id: t\nkind: choose\nprompt: p\ngiven: URN:Example:a%2c?=q\nask: normalized\nchoice: urn:example:a%2C\nchoice: urn:example:a,\nchoice: urn:example:a%2c?=q")
	if r := Check(ex, "urn:example:a%2C"); !r.Right || r.Truth != "urn:example:a%2C" || r.Ref.Doc != "rfc8141" {
		t.Errorf("right choice: %+v", r)
	}
	r := Check(ex, "urn:example:a,")
	if r.Right || r.Condition != CondAsk || !strings.Contains(r.Message, "never decode") {
		t.Errorf("decoded choice: %+v", r)
	}
	if r := Check(ex, "urn:example:b"); r.Right || r.Condition != "answer" {
		t.Errorf("not a choice: %+v", r)
	}
}

// TestProveCatches: the build's proof fails on each way an exercise can
// misbehave; each case is a block that parses.
func TestProveCatches(t *testing.T) {
	head := "id: t\nprompt: p\n"
	for _, tc := range []struct{ name, block, want string }{
		{"too few answers", "kind: write\nwant: valid\nright: urn:ab:c", "declares 0 wrong answers"},
		{"a wrong answer twice", "kind: write\nwant: valid\nright: urn:ab:c\nwrong: x -> valid\nwrong: x -> valid", `the wrong answer "x" is declared twice`},
		{"predict without its wrong verdict", "kind: predict\ngiven: urn:ab:c\nask: validity\nright: valid", "declares 0 wrong answers"},
		{"no right", "kind: write\nwant: valid\nwrong: urn:ab -> valid\nwrong: x -> valid", "no right answer"},
		{"right refused", "kind: write\nwant: valid\nright: urn:ab\nwrong: urn:ab -> valid\nwrong: x -> valid", `the right answer "urn:ab" is refused by want #1 ("valid")`},
		{"wrong accepted", "kind: write\nwant: valid\nright: urn:ab:c\nwrong: urn:ab:d -> valid\nwrong: x -> valid", `the wrong answer "urn:ab:d" is accepted`},
		{"wrong by another condition", "kind: write\nwant: valid\nwant: registered\nright: urn:isbn:1\nwrong: urn:nosuch:d -> valid\nwrong: x -> valid", `refused by want #2 ("registered"), not by "valid"`},
		{"fix already right", "kind: fix\ngiven: urn:ab:c\nwant: valid\nright: urn:ab:c\nwrong: x -> valid\nwrong: y -> valid", "nothing to fix"},
		{"click without the part", "kind: click\ngiven: urn:ab:c\npart: q-component\nright: @c\nwrong: @ab -> part\nwrong: @urn -> part", "has no q-component"},
		{"choose without the normalized form", "kind: choose\ngiven: URN:ab:c\nask: normalized\nchoice: URN:ab:c\nchoice: urn:AB:c\nright: URN:ab:c\nwrong: urn:AB:c -> ask\nwrong: URN:ab:c -> ask", `0 of the choices are the engine's normalized form "urn:ab:c"`},
		{"solution refused", "kind: write\nwant: valid\nsolution: urn:ab\nright: urn:ab:c\nwrong: urn:ab -> valid\nwrong: x -> valid", `the solution "urn:ab" is refused`},
		{"predict solution wrong", "kind: predict\ngiven: urn:ab:c\nask: validity\nsolution: invalid\nright: valid\nwrong: invalid -> ask\nwrong: nope -> ask", `the solution "invalid" is refused`},
	} {
		t.Run(tc.name, func(t *testing.T) {
			ex := mustParse(t, head+tc.block)
			errs := Prove(ex)
			if !strings.Contains(errs.Error(), tc.want) {
				t.Errorf("Prove:\n%v\nwant an error containing %q", errs, tc.want)
			}
		})
	}
}

// TestProveEachKind: a sound exercise of each kind proves clean.
func TestProveEachKind(t *testing.T) {
	for _, block := range []string{
		formatExample,
		"id: f\nkind: fix\nprompt: p\ngiven: urn:example:a b\nwant: valid\nwant: equivalent urn:example:a%20b\nright: urn:example:a%20b\nwrong: urn:example:a b -> valid\nwrong: urn:example:ab -> equivalent\nsolution: urn:example:a%20b",
		"id: c\nkind: click\nprompt: p\ngiven: urn:isbn:0451450523\npart: nid\nright: @isbn\nright: 5\nwrong: @0451 -> part\nwrong: @urn -> part\nsolution: @isbn",
		"id: p\nkind: predict\nprompt: p\nedition: rfc2141\ngiven: urn:example:a~b\nask: validity\nright: invalid\nwrong: valid -> ask",
		"id: c2\nkind: choose\nprompt: p\ngiven: URN:ISBN:x%2f\nask: normalized\nchoice: urn:isbn:x%2F\nchoice: urn:isbn:x/\nright: urn:isbn:x%2F\nwrong: urn:isbn:x/ -> ask",
	} {
		ex, err := Parse(block)
		if err != nil {
			t.Fatalf("Parse:\n%v\n%s", err, block)
		}
		if errs := Prove(ex); len(errs) > 0 {
			t.Errorf("Prove(%s):\n%v", ex.ID, errs)
		}
	}
}

// TestIDLists: the lists messages print are core's and the format's.
func TestIDLists(t *testing.T) {
	var kinds, editions []string
	for _, k := range core.Kinds() {
		kinds = append(kinds, k.String())
	}
	for _, e := range core.Editions() {
		editions = append(editions, e.ID())
	}
	for _, tc := range []struct{ got, want string }{
		{kindList, strings.Join(kinds, ", ")},
		{editionList, strings.Join(editions, ", ")},
		{keyList, strings.Join(keyNames[:], ", ")},
		{condList, strings.Join(condSyntax[:], ", ")},
	} {
		if tc.got != tc.want {
			t.Errorf("got %q\nwant %q", tc.got, tc.want)
		}
	}
}
