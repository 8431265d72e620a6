package exercise

import (
	"reflect"
	"strings"
	"testing"
)

// TestCompiledForm pins the compiled form (compile.go's layout): the
// JavaScript API's tests (wasm/js/urn.test.mjs) and wasm/exercise_test.go
// pass these strings to URN.checkExercise, and a course built by one
// build is only read by that build's module, so a change of the layout
// must change its version byte and these strings together.
func TestCompiledForm(t *testing.T) {
	for _, tc := range []struct{ block, want string }{
		{"id: nid-informal\nkind: write\nprompt: Write a URN whose NID is **informal**.\nwant: valid\nwhy: A URN needs an NSS after the NID.\nwant: nid-class informal",
			"1adoa\n\n\nwadoa\nyA URN needs an NSS after the NID.\nwedoc"},
		{"id: c\nkind: click\nprompt: Click the q-component.\ngiven: urn:example:😀?=x\npart: q-component", "1cdea\nurn:example:😀?=x\n"},
		{"id: p\nkind: predict\nprompt: Valid under RFC 2141?\nedition: rfc2141\ngiven: urn:example:a~b\nask: validity", "1daob\nurn:example:a~b\n"},
		{"id: f\nkind: fix\nprompt: Fix it.\ngiven: urn:example:é b\nwant: valid\nwhy: Encode the space.", "1bdoa\nurn:example:é b\n\nwadoa\nyEncode the space."},
		{"id: h\nkind: choose\nprompt: p\nedition: draft-03\ngiven: URN:a:b\nask: normalized\nchoice: urn:a:b\nchoice: URN:a:b",
			"1ebod\nURN:a:b\n\ncurn:a:b\ncURN:a:b"},
		// Each want's codes: condition, edition, part, number; then its argument.
		{"id: w\nkind: write\nprompt: p\nwant: valid rfc2141\nwant: part q-component x y\nwant: no-part nss\nwant: equivalent urn:a:b\nwant: diagnostic nss-char\nwant: namespace violates",
			"1adoa\n\n\nwaaoa\nwcdebx y\nwddca\nwgdoaurn:a:b\nwjdoanss-char\nwldoc"},
	} {
		ex := mustParse(t, tc.block)
		got, err := ex.Compile()
		if err != nil || got != tc.want {
			t.Errorf("Compile(%q) = %q, %v; want %q", tc.block, got, err, tc.want)
			continue
		}
		cx, err := Decode(got)
		if err != nil {
			t.Fatalf("Decode(%q): %v", got, err)
		}
		if again, _ := cx.Compile(); again != got {
			t.Errorf("Decode then Compile gives %q, not %q", again, got)
		}
	}
}

// TestCompiledChecksAlike: Check gives the very same result on a block
// as parsed and as compiled and decoded, which is what the page runs.
func TestCompiledChecksAlike(t *testing.T) {
	blocks := []string{formatExample,
		"id: c\nkind: click\nprompt: p\ngiven: urn:a😀:b?=x%41\npart: q-component",
		"id: p\nkind: predict\nprompt: p\ngiven: urn:ab:c\nother: URN:AB:c\nask: equivalence",
		"id: v\nkind: predict\nprompt: p\nedition: rfc2141\ngiven: urn:example:a~b\nask: validity",
		"id: h\nkind: choose\nprompt: p\ngiven: urn:ab:%2f\nask: normalized\nchoice: urn:ab:%2F\nchoice: urn:ab:%2f",
		"id: w\nkind: fix\nprompt: p\ngiven: x\nwant: part nss %41\nwant: not-identical urn:a:b\nwant: no-part q-component\nwant: registered\nwant: not-equivalent urn:isbn:1\nwant: no-diagnostic nss-char\nwant: namespace conforms\nwant: invalid draft-12",
	}
	answers := []string{"", "x", "urn:a:b", "urn:ab:%41", "urn:isbn:9780451450525", "urn:isbn:0451450523?=q", "urn:example:%41",
		"valid", "invalid", "equivalent", "different", "urn:ab:%2F", "urn:ab:%2f", "@b", "@x", "@%", "8", "99", "URN:A:B"}
	for _, b := range blocks {
		ex := mustParse(t, b)
		cx, err := compiled(ex)
		if err != nil {
			t.Fatal(err)
		}
		for _, a := range answers {
			if got, want := Check(cx, a), Check(ex, a); !reflect.DeepEqual(got, want) {
				t.Errorf("%s, answer %q: compiled gives\n%+v\nparsed gives\n%+v", ex.ID, a, got, want)
			}
		}
	}
}

// TestDecodeRejects: what is not a compiled exercise is an error at the
// line where the form breaks, never a panic nor an exercise.
func TestDecodeRejects(t *testing.T) {
	for _, tc := range []struct {
		s    string
		line int
	}{
		{"", 1},
		{"id: x\nkind: write\nprompt: p\nwant: valid", 1}, // a block as written
		{"2adoa\n\n", 1},           // another version of the form
		{"1adoa", 1},               // cut after the head
		{"1zdoa\n\n", 1},           // no such kind
		{"1aeoa\n\n", 1},           // no such edition
		{"1adoz\n\n", 1},           // no such ask
		{"1adoa\n\n\nwzdoa", 4},    // no such condition
		{"1adoa\n\n\nwad", 4},      // a want cut short
		{"1adoa\n\n\nwadoz", 4},    // a number out of range
		{"1adoa\n\n\nyno want", 4}, // a why before any want
		{"1adoa\n\n\nwadoa\n\nwadoa", 5},
		{"1adoa\n\n\nxwhat", 4},
	} {
		ex, err := Decode(tc.s)
		e, ok := err.(*Error)
		if ex != nil || !ok || e.Line != tc.line || !strings.Contains(e.Msg, "compiled form") {
			t.Errorf("Decode(%q) = %v, %v; want an error at line %d", tc.s, ex, err, tc.line)
		}
	}
}

// FuzzDecode: no string makes Decode, or Check on what it decodes, panic.
func FuzzDecode(f *testing.F) {
	f.Add("1adoa\n\n\nwadoa\nyA URN needs an NSS after the NID.\nwedoc", "urn:urn-7:x")
	f.Add("1cdea\nurn:example:😀?=x\n", "16")
	f.Add("1ebod\nURN:a:b\n\ncurn:a:b\ncURN:a:b", "urn:a:b")
	f.Add("1adoa\n\n\nwcdebx y\nwldoc\nwedoa", "urn:isbn:1")
	f.Fuzz(func(t *testing.T, s, answer string) {
		ex, err := Decode(s)
		if err != nil {
			return
		}
		r := Check(ex, answer)
		if !r.Right && r.Condition == "" {
			t.Errorf("refused without a condition: %+v", r)
		}
	})
}
