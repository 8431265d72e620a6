package exercise

import (
	"reflect"
	"testing"
)

// FuzzParseCheck: no block and no answer makes Parse, Check or Prove
// panic; a block that parses checks every answer to a verdict with a
// condition whenever it is not right, and to the same verdict compiled
// and decoded (what the page checks) as parsed.
func FuzzParseCheck(f *testing.F) {
	f.Add(formatExample, "urn:urn-7:x")
	f.Add("id: c\nkind: click\nprompt: p\ngiven: urn:a😀:b?=x\npart: q-component", "3")
	f.Add("id: p\nkind: predict\nprompt: p\ngiven: urn:ab:c\nother: URN:AB:c\nask: equivalence", "equivalent")
	f.Add("id: c\nkind: choose\nprompt: p\ngiven: urn:ab:%2f\nask: normalized\nchoice: a\nchoice: b", "a")
	f.Add("id: w\nkind: fix\nprompt: p\ngiven: x\nwant: part nss %41\nwant: not-identical urn:a:b", "@")
	f.Fuzz(func(t *testing.T, block, answer string) {
		ex, err := Parse(block)
		if err != nil {
			if err.Error() == "" {
				t.Error("an error without a message")
			}
			return
		}
		r := Check(ex, answer)
		if !r.Right && r.Condition == "" {
			t.Errorf("refused without a condition: %+v", r)
		}
		if r.Span.Start >= 0 && (r.Span.End > len(r.Input) || r.Span.Start > r.Span.End) {
			t.Errorf("span %v outside %q", r.Span, r.Input)
		}
		cx, err := compiled(ex)
		if err != nil {
			// A block without a kind, or with an ask no kind takes:
			// Prove refuses it, so the build never compiles it.
			if len(Prove(ex)) == 0 {
				t.Errorf("Prove accepts a block that does not compile: %v", err)
			}
			return
		}
		if rc := Check(cx, answer); !reflect.DeepEqual(rc, r) {
			t.Errorf("compiled, the verdict is\n%+v\nnot\n%+v", rc, r)
		}
		Prove(ex)
	})
}
