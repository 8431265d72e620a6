package browser

import (
	"strings"
	"testing"
)

// A 1 MB paste must not freeze the page: Explore reads the first
// 100,000 characters (with a notice), colours a text of at most 20,000
// in place (a longer one the textarea shows plain), lists
// at most 400 parts and 200 diagnostics, each with a count of the rest
// (explore.js READ_CAP, highlight.js HIGHLIGHT_CAP). What matters here is
// that the caps hold and say so; how long it takes is the benchmarks'
// business.
func TestExploreLargeInput(t *testing.T) {
	t.Parallel()
	p := newTab(t)
	p.open("", "")
	// One paste of 1 MiB: a URN whose NSS holds many invalid characters
	// and escapes, so that every cap is reached.
	p.do("pasting 1 MiB", evalVoid(`(() => {
		const el = document.getElementById("urn-input");
		el.focus();
		el.value = "urn:example:" + "a%zz b/%41".repeat(104857).slice(0, (1 << 20) - 12);
		el.dispatchEvent(new InputEvent("input", {bubbles: true, inputType: "insertFromPaste"}));
	})()`))
	p.waitFor("the long input's notice", `document.getElementById("cap-notice").textContent.includes("1,048,576 characters")`)
	if got := p.text("#cap-notice"); !strings.Contains(got, "reads the first 100,000") {
		t.Errorf("cap notice %q does not say how much is read", got)
	}
	// Too long to colour: the textarea shows its own text, the backdrop
	// holds none, and the notice says so.
	if !eval[bool](p, `(() => {
		const f = document.querySelector(".hl-field[data-field=urn]");
		return f.classList.contains("plain") && f.querySelector(".hl-backdrop").textContent === "" &&
			getComputedStyle(f.querySelector(".hl-input")).color !== "rgba(0, 0, 0, 0)";
	})()`) {
		t.Error("a text over the colouring cap is still drawn in the backdrop, or the textarea's own text stays transparent")
	}
	if got := p.text("#cap-notice"); !strings.Contains(got, "too long to colour in place (over 20,000 characters)") {
		t.Errorf("cap notice %q does not say the text is not coloured", got)
	}
	if n := eval[int](p, `document.querySelectorAll("#parts tbody tr").length`); n != 401 {
		t.Errorf("%d parts rows, want 400 and a row counting the rest", n)
	}
	if got := p.text("#parts tbody tr:last-child"); !strings.Contains(got, "more parts") {
		t.Errorf("the last parts row is %q, want a count of the rest", got)
	}
	if n := eval[int](p, `document.querySelectorAll("#diagnostics li").length`); n != 201 {
		t.Errorf("%d diagnostics items, want 200 and a count of the rest", n)
	}
	// A fix shows the stretch it changes, not the whole input again.
	if n := eval[int](p, `Math.max(...[...document.querySelectorAll("#diagnostics .diag-fix code")].map((c) => c.textContent.length))`); n > 100 {
		t.Errorf("a fix of the long input shows %d characters of its result, want the changed stretch (≤ 100)", n)
	}
	if got := p.text("#summary"); !strings.Contains(got, "not syntactically valid") {
		t.Errorf("summary %q", got)
	}
	// The page still answers, and a short URN afterwards is read in full.
	p.clear("#urn-input")
	p.typeKeys("#urn-input", "urn:isbn:1")
	if got := strings.Join(spanTexts(p, "k-nid"), ""); got != "isbn" {
		t.Errorf("after the large input, typing gives .k-nid %q, want isbn", got)
	}
	if !eval[bool](p, `document.getElementById("cap-notice").hidden`) {
		t.Error("the cap notice stays after a short input")
	}
	if eval[bool](p, `document.querySelector(".hl-field[data-field=urn]").classList.contains("plain")`) {
		t.Error("the field stays uncoloured after a short input")
	}
}
