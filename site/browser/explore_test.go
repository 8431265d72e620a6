package browser

import (
	"net/url"
	"slices"
	"strings"
	"testing"
)

// backdrop is the highlight layer under the Explore input.
const backdrop = `.hl-field[data-field=urn] .hl-backdrop`

// spanTexts returns the texts of the backdrop spans that have class cls,
// in order.
func spanTexts(t *tab, cls string) []string {
	t.tb.Helper()
	return eval[[]string](t, `[...document.querySelectorAll(`+jsString(backdrop+" span."+cls)+`)].map((s) => s.textContent)`)
}

// partRows returns the Explore parts table as [name, text, at] rows.
func partRows(t *tab) [][]string {
	t.tb.Helper()
	return eval[[][]string](t, `[...document.querySelectorAll("#parts tbody tr")].map((tr) => [...tr.cells].map((c) => c.textContent.trim()))`)
}

func TestExploreTypingHighlights(t *testing.T) {
	t.Parallel()
	p := newTab(t)
	p.open("", "")
	if got := p.value("#urn-input"); got != "urn:isbn:0451450523" {
		t.Fatalf("the input starts as %q, want the default urn:isbn:0451450523", got)
	}

	// Key by key: every keystroke re-reads the input.
	const bad = "urn:ex^mple:a%2Cb?=x#frag"
	p.typeKeys("#urn-input", bad)
	if got := p.value("#urn-input"); got != bad {
		t.Fatalf("the input holds %q after typing, want %q", got, bad)
	}
	// The backdrop holds the same text as the input, cut into spans.
	if got := eval[string](p, `document.querySelector(`+jsString(backdrop)+`).textContent.replace("\u200b", "")`); got != bad {
		t.Errorf("the backdrop reads %q, want the input %q", got, bad)
	}
	// The NID is coloured over exactly its characters, and the error mark
	// covers exactly the bad character "^" inside it.
	if got := strings.Join(spanTexts(p, "k-nid"), ""); got != "ex^mple" {
		t.Errorf(".k-nid spans read %q, want %q", got, "ex^mple")
	}
	if got := spanTexts(p, "d-error"); !slices.Equal(got, []string{"^"}) {
		t.Errorf(".d-error spans are %q, want exactly [\"^\"]", got)
	}
	if got := spanTexts(p, "k-nid.d-error"); !slices.Equal(got, []string{"^"}) {
		t.Errorf("the error span is not inside the NID: .k-nid.d-error spans are %q", got)
	}
	for cls, want := range map[string]string{
		"k-scheme":          "urn",
		"k-nss":             "a%2Cb",
		"k-percent-encoded": "%2C",
		"k-q-component":     "x",
		"k-f-component":     "frag",
	} {
		if got := strings.Join(spanTexts(p, cls), ""); got != want {
			t.Errorf(".%s spans read %q, want %q", cls, got, want)
		}
	}
	rows := partRows(p)
	wantRows := [][2]string{{"NID", "ex^mple"}, {"NSS", "a%2Cb"}, {"q-component", "x"}, {"f-component", "frag"}}
	for _, w := range wantRows {
		if !slices.ContainsFunc(rows, func(r []string) bool { return len(r) == 3 && strings.Contains(r[0], w[0]) && r[1] == w[1] }) {
			t.Errorf("the parts table has no %s row with %q; rows: %q", w[0], w[1], rows)
		}
	}
	if got := p.text("#summary"); !strings.Contains(got, "not syntactically valid under RFC 8141 (1 error)") {
		t.Errorf("#summary = %q, want it to say: not syntactically valid under RFC 8141 (1 error)", got)
	}
	if got := p.text("#normalized"); !strings.HasPrefix(got, "—") {
		t.Errorf("#normalized = %q for an invalid URN, want the dash note", got)
	}
	if got := p.text("#diagnostics .diag-error .diag-text"); got != "^" {
		t.Errorf("the error diagnostic shows %q, want %q", got, "^")
	}

	// Delete the bad character with the keyboard: the caret goes after
	// "^" and Backspace removes it; the reading turns valid.
	p.do("placing the caret", evalVoid(`(() => { const el = document.getElementById("urn-input"); el.focus(); el.setSelectionRange(7, 7); })()`))
	p.do("Backspace", keyBackspace())
	p.do("typing a", keyText("a"))
	const good = "urn:example:a%2Cb?=x#frag"
	if got := p.value("#urn-input"); got != good {
		t.Fatalf("after editing, the input is %q, want %q", got, good)
	}
	if got := spanTexts(p, "d-error"); len(got) != 0 {
		t.Errorf(".d-error spans %q remain after the fix", got)
	}
	if got := strings.Join(spanTexts(p, "k-nid"), ""); got != "example" {
		t.Errorf(".k-nid spans read %q, want example", got)
	}
	if got := p.text("#summary"); !strings.HasPrefix(got, "✔ syntactically valid under RFC 8141") {
		t.Errorf("#summary = %q, want it to start with ✔ syntactically valid under RFC 8141", got)
	}
	if got := p.text("#normalized"); got != "urn:example:a%2Cb" {
		t.Errorf("#normalized = %q", got)
	}
	// The hash is written once typing pauses (main.js, writeHashSoon).
	if !p.poll(`location.hash.includes("urn=urn%3Aexample%3Aa%252Cb%3F%3Dx%23frag")`) {
		t.Errorf("location.hash = %q does not hold the typed URN", p.hash())
	}
}

func TestExploreFixButton(t *testing.T) {
	t.Parallel()
	p := newTab(t)
	p.open("", "")
	p.typeKeys("#urn-input", "urn:example:é")
	if got := spanTexts(p, "d-error"); !slices.Equal(got, []string{"é"}) {
		t.Errorf(".d-error spans are %q, want exactly [\"é\"]", got)
	}
	if got := p.text("#summary"); !strings.Contains(got, "not syntactically valid") {
		t.Errorf("#summary = %q before the fix, want not valid", got)
	}
	fix := p.text("#diagnostics .fix")
	if !strings.Contains(fix, "%C3%A9") {
		t.Fatalf("the fix button says %q, want it to name %%C3%%A9", fix)
	}
	p.click("#diagnostics .fix")
	p.waitFor("the fixed URN in the input", `document.getElementById("urn-input").value === "urn:example:%C3%A9"`)
	if got := p.text("#summary"); !strings.HasPrefix(got, "✔ syntactically valid under RFC 8141") {
		t.Errorf("#summary = %q after the fix, want ✔ syntactically valid under RFC 8141", got)
	}
	if got := spanTexts(p, "d-error"); len(got) != 0 {
		t.Errorf(".d-error spans %q remain after the fix", got)
	}
	if got := strings.Join(spanTexts(p, "k-percent-encoded"), ""); got != "%C3%A9" {
		t.Errorf(".k-percent-encoded spans read %q, want %%C3%%A9", got)
	}
	// The caret lands after the inserted text, in the input.
	if got := eval[[]any](p, `[document.activeElement.id, document.activeElement.selectionStart]`); len(got) != 2 || got[0] != "urn-input" || got[1] != float64(len("urn:example:%C3%A9")) {
		t.Errorf("after the fix, focus and caret are %v, want [urn-input %d]", got, len("urn:example:%C3%A9"))
	}
	if got := p.hash(); !strings.Contains(got, "urn=urn%3Aexample%3A%25C3%25A9") {
		t.Errorf("location.hash = %q does not hold the fixed URN", got)
	}
}

// At the desktop size the parts table fits its column and a short part's
// text stays on one line.
func TestExploreLayout(t *testing.T) {
	t.Parallel()
	p := newTab(t)
	p.open("", "#"+url.Values{"urn": {readmeURN}}.Encode())
	over := eval[[]float64](p, `(() => { const t = document.getElementById("parts"); return [t.getBoundingClientRect().width, t.parentElement.getBoundingClientRect().width]; })()`)
	if over[0] > over[1]+1 {
		t.Errorf("the parts table is %.0f px wide in a %.0f px column: it overflows into Diagnostics", over[0], over[1])
	}
	// The NID row's text, "example", is one line of code.
	lines := eval[int](p, `(() => {
		const row = [...document.querySelectorAll("#parts tbody tr")].find((tr) => tr.cells[1]?.textContent === "example");
		const code = row.cells[1].querySelector("code");
		return Math.round(code.getBoundingClientRect().height / parseFloat(getComputedStyle(code).lineHeight));
	})()`)
	if lines > 1 {
		t.Errorf("the NID's text \"example\" is broken over %d lines in the parts table", lines)
	}
}

// The coloured backdrop must lay its text out exactly as the textarea
// over it does, or the caret, the selection and clicks land beside the
// characters one sees: no highlight span may add space around its text.
func TestHighlightKeepsTextInPlace(t *testing.T) {
	t.Parallel()
	p := newTab(t)
	check := func(field string) {
		t.Helper()
		bad := eval[[]string](p, `[...document.querySelectorAll(".hl-field[data-field=`+field+`] .hl-backdrop span")].flatMap((s) => {
			const c = getComputedStyle(s);
			const props = ["paddingLeft", "paddingRight", "marginLeft", "marginRight", "borderLeftWidth", "borderRightWidth"];
			const off = props.filter((k) => c[k] !== "0px").map((k) => k + " " + c[k]);
			if (c.letterSpacing !== "normal") off.push("letterSpacing " + c.letterSpacing);
			if (c.wordSpacing !== "0px") off.push("wordSpacing " + c.wordSpacing);
			return off.length ? ["span." + [...s.classList].join(".") + " " + JSON.stringify(s.textContent) + ": " + off.join(", ")] : [];
		})`)
		if len(bad) > 0 {
			t.Errorf("backdrop spans in %s that move text: %q", field, bad)
		}
	}
	p.open("", "#"+url.Values{"urn": {readmeURN}}.Encode())
	p.do("placing the caret", evalVoid(`(() => { const el = document.getElementById("urn-input"); el.focus(); el.setSelectionRange(16, 16); el.dispatchEvent(new KeyboardEvent("keyup")); })()`))
	check("urn")
	p.open("x=1", "#view=extract&text="+url.QueryEscape("See urn:isbn:0451450523, urn:ex^mple:x and (urn:ietf:rfc:2141)."))
	if n := len(spanTextsIn(p, "extract", "found")); n == 0 {
		t.Fatal("no found URN is highlighted in the Find in text backdrop")
	}
	check("extract")
}

func spanTextsIn(t *tab, field, cls string) []string {
	t.tb.Helper()
	return eval[[]string](t, `[...document.querySelectorAll(".hl-field[data-field=`+field+`] .hl-backdrop span.`+cls+`")].map((s) => s.textContent)`)
}
