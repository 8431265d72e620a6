package exercise

import (
	"strings"
	"testing"
)

// TestPromptConditions: the conditions that hold a prompt's "only",
// "keep" and "fix" refuse the answers that ignore the word, and a part's
// text compares as lexical equivalence compares it (RFC 8141 §3.1: the
// scheme and the NID are case-insensitive, so are %HH's hex digits).
func TestPromptConditions(t *testing.T) {
	const uuid = "urn:uuid:6e8bc430-9c3a-11d9-9669-0800200c9a66"
	for _, tc := range []struct {
		name, want, answer string
		right              bool
		msg                string // part of the refusal's message
	}{
		{"part nid ignores case", "part nid example", "urn:EXAMPLE:hello", true, ""},
		{"part scheme ignores case", "part scheme urn", "URN:example:a", true, ""},
		{"part nss keeps case", "part nss abc", "urn:example:ABC", false, `its NSS is "ABC", not "abc"`},
		{"part nss ignores hex case", "part nss 100%25", "urn:example:100%25", true, ""},
		{"part nss hex case folds", "part nss a%2cb", "urn:example:a%2Cb", true, ""},
		{"part nss letters outside escapes do not fold", "part nss a%2cb", "urn:example:A%2cb", false, ""},
		{"spelled is exact", "spelled nid EXAMPLE", "urn:Example:1", false, `spelled "Example", not "EXAMPLE"`},
		{"spelled", "spelled nid EXAMPLE", "urn:EXAMPLE:1", true, ""},
		{"same-except the NSS", "same-except nss " + uuid, strings.ToUpper(uuid[:9]) + uuid[9:], false, `its scheme is "URN" where ` + uuid + ` has "urn": only its NSS may differ from it`},
		{"same-except NSS changed", "same-except nss " + uuid, "urn:uuid:" + strings.ToUpper(uuid[9:]), true, ""},
		{"same-except refuses an added f-component", "same-except nss " + uuid, uuid + "#x", false, `its delimiter "#" is not in`},
		{"same-except refuses an added q-component", "same-except nss urn:example:a", "urn:example:b?=x", false, "is not in urn:example:a"},
		{"same-except refuses a dropped component", "same-except nss urn:example:a?=x", "urn:example:b", false, `it has no delimiter "?="`},
		{"same-except components may come and go", "same-except r-component,q-component urn:example:book?=lang=fr?+cc=uk", "urn:example:book?+cc=uk?=lang=fr", true, ""},
		{"same-except components, NID case kept", "same-except r-component,q-component urn:example:book?=x", "urn:EXAMPLE:book?=x", false, `its NID is "EXAMPLE" where`},
		{"one-edit", "one-edit urn:issn:0317-8472", "urn:issn:0317-8471", true, ""},
		{"one-edit inserts", "one-edit urn:example:ab", "urn:example:acb", true, ""},
		{"one-edit deletes", "one-edit urn:example:ab", "urn:example:b", true, ""},
		{"one-edit counts code points", "one-edit urn:example:Zürich", "urn:example:Zurich", true, ""},
		{"one-edit refuses two", "one-edit urn:issn:0317-8472", "urn:issn:03178471", false, "in more than one character"},
		{"one-edit refuses two substitutions", "one-edit urn:issn:0317-8472", "urn:issn:0317-8411", false, "in 2 characters, not one"},
		{"one-edit refuses none", "one-edit urn:issn:0317-8472", "urn:issn:0317-8472", false, "unchanged"},
		{"not-registered", "not-registered", "urn:bookshelf:1", true, ""},
		{"not-registered refuses a registered NID", "not-registered", "urn:ISBN:1", false, `its NID "ISBN" is registered already`},
		{"leads-to", "leads-to isni.org", "urn:isni:0000000121032683", true, ""},
		{"leads-to refuses another host", "leads-to doi.org", "urn:isni:0000000121032683", false, "not to doi.org"},
		{"leads-to refuses a violating NSS", "leads-to isni.org", "urn:isni:0000000121032684", false, "leads nowhere: No link: the NSS violates"},
		{"leads-to refuses a namespace without services", "leads-to doi.org", "urn:uuid:6e8bc430-9c3a-11d9-9669-0800200c9a66", false, "leads nowhere"},
		{"no-link", "no-link", "urn:uuid:6e8bc430-9c3a-11d9-9669-0800200c9a66", true, ""},
		{"no-link refuses a link", "no-link", "urn:isni:0000000121032683", false, "it leads to https://isni.org/isni/0000000121032683"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			ex := write(t, "", tc.want)
			r := Check(ex, tc.answer)
			if r.Right != tc.right {
				t.Fatalf("Check(%q, %q).Right = %v (%s), want %v", tc.want, tc.answer, r.Right, r.Message, tc.right)
			}
			if !tc.right && !strings.Contains(r.Message, tc.msg) {
				t.Errorf("message %q, want it to contain %q", r.Message, tc.msg)
			}
			// The page checks the compiled form: it must decide alike.
			s, err := ex.Compile()
			if err != nil {
				t.Fatal(err)
			}
			cx, err := Decode(s)
			if err != nil {
				t.Fatalf("Decode(Compile): %v", err)
			}
			if r2 := Check(cx, tc.answer); r2.Right != r.Right || r2.Message != r.Message {
				t.Errorf("compiled: %v %q, source: %v %q", r2.Right, r2.Message, r.Right, r.Message)
			}
		})
	}
}

// TestComparisonDefaultsToGiven: a fix's same-except and one-edit
// compare with its given URN when they name none.
func TestComparisonDefaultsToGiven(t *testing.T) {
	ex := mustParse(t, "id: t\nkind: fix\nprompt: p\ngiven: urn:issn:0317-8472\nwant: one-edit\nwant: same-except nss")
	if ex.Wants[0].URN != "urn:issn:0317-8472" || ex.Wants[1].URN != "urn:issn:0317-8472" {
		t.Errorf("URNs %q %q, want the given one", ex.Wants[0].URN, ex.Wants[1].URN)
	}
	for _, block := range []string{"id: t\nkind: write\nprompt: p\nwant: one-edit", "id: t\nkind: write\nprompt: p\nwant: same-except nss"} {
		if _, err := Parse(block); err == nil || !strings.Contains(err.Error(), "the exercise has none") {
			t.Errorf("Parse(%q) = %v, want an error for the missing URN", block, err)
		}
	}
	if _, err := Parse("id: t\nkind: fix\nprompt: p\ngiven: urn:a:b\nwant: same-except percent-encoded"); err == nil {
		t.Error("same-except takes a part kind that is not top-level")
	}
}

// TestPromptWords: every "only", "keep" and "fix" of a prompt is held by
// a want that refuses a declared wrong answer; other kinds cannot hold
// one.
func TestPromptWords(t *testing.T) {
	const head = "id: t\nkind: fix\nprompt: Fix the NID only, keeping the name.\ngiven: urn:my_books:1\nwant: valid\n"
	held := head + "want: same-except nid\nholds: only, keep\nwant: one-edit\nholds: fix\n"
	for _, tc := range []struct {
		name, block, want string
	}{
		{"unheld", head + "right: urn:mybooks:1\nwrong: urn:my_books:1 -> valid\nwrong: urn:a b -> valid", `the prompt says "only" once but 0 want holds it`},
		{"no wrong answer for it", held + "right: urn:mybooks:1\nwrong: urn:my_books:1 -> valid\nwrong: urn:a b -> valid", "no wrong answer is refused by this want"},
		{"not in the prompt", "id: t\nkind: write\nprompt: Write one.\nwant: valid\nholds: only\nright: urn:a:b\nwrong: a -> valid\nwrong: b -> valid", `the prompt does not say "only"`},
		{"unknown word", "id: t\nkind: write\nprompt: Write one.\nwant: valid\nholds: new\nright: urn:a:b\nwrong: a -> valid\nwrong: b -> valid", `"holds: new" names no promise word`},
		{"a predict", "id: t\nkind: predict\nprompt: Only this: is it valid?\ngiven: urn:a:b\nask: validity\nright: valid\nwrong: invalid -> ask", `which a predict exercise cannot check`},
	} {
		t.Run(tc.name, func(t *testing.T) {
			list := problems(tc.block)
			if !strings.Contains(list.Error(), tc.want) {
				t.Errorf("problems:\n%v\nwant one containing %q", list, tc.want)
			}
		})
	}
	ok := held + "right: urn:mybooks:1\nwrong: urn:my_books:1 -> valid\nwrong: URN:mybooks:1 -> same-except\nwrong: urn:mybook:1 -> one-edit"
	if list := problems(ok); len(list) > 0 {
		t.Errorf("a held prompt: %v", list)
	}
	// Code spans are not promises.
	if c := wordCounts("Write `only` once, keep it; FIX it"); c != [3]int{0, 1, 1} {
		t.Errorf("wordCounts = %v", c)
	}
}

// TestTypedAnswerTrimmed: a space left at either end of the answer field
// is not part of the answer; one inside it is.
func TestTypedAnswerTrimmed(t *testing.T) {
	ex := write(t, "", "valid", "part nss a")
	if r := Check(ex, " urn:example:a \n"); !r.Right || r.Input != "urn:example:a" {
		t.Errorf("Check(\" urn:example:a \\n\") = %v %q (input %q), want right", r.Right, r.Message, r.Input)
	}
	if r := Check(ex, "urn:example: a"); r.Right {
		t.Error("a space inside the URN is accepted")
	}
}
