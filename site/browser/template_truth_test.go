package browser

import (
	"net/url"
	"strings"
	"testing"

	"github.com/chromedp/chromedp"
)

// templateDraft opens the walk-through on an RFC 8141 draft given by a
// link (fields as JSON) and shows step.
func (t *tab) templateDraft(fields, step string) {
	t.tb.Helper()
	t.templateView("", "#view=template&tpl="+url.QueryEscape(fields))
	t.step(step)
}

// An example is read whole: "urn:acme-widgets:bad model:7" on its own
// line is one example with a space inside, shown invalid with its first
// error (code, where, what), and "every example URN conforms" does not
// pass. It used to be cut at the space and shown valid.
func TestRegistrationExampleReadWhole(t *testing.T) {
	t.Parallel()
	p := newTab(t)
	p.templateDraft(`{"namespace-id":"acme-widgets","syntax":"Examples:\n\nurn:acme-widgets:bad model:7\n\nNo r-, q- or f-components are used."}`, "syntax")
	p.waitFor("the examples table", `document.querySelector("#tpl-step-syntax .tpl-examples-table tbody tr")`)
	row := p.texts("#tpl-step-syntax .tpl-examples-table tbody tr td")
	if len(row) < 4 || row[0] != "urn:acme-widgets:bad model:7" || !strings.Contains(row[1], "not valid") ||
		!strings.Contains(row[3], "nss-char") || !strings.Contains(row[3], "byte 20") {
		t.Errorf("the example's row reads %q; want the whole example, not valid, nss-char at byte 20", row)
	}
	checks := strings.Join(p.texts("#tpl-step-syntax .tpl-checks li"), "\n")
	// Failed, not still to do: the example is there and wrong.
	if !strings.Contains(checks, "Fails: every example URN conforms") {
		t.Errorf("the Syntax step's checks read %q; want every example URN conforms failed", checks)
	}
}

// completeDraft is the walk-through's complete registration as a link's
// JSON, with syntax in place of its Syntax text.
func completeDraft(syntax string) string {
	var b strings.Builder
	b.WriteString("{")
	for i, f := range registration {
		if i > 0 {
			b.WriteString(",")
		}
		text := f.text
		if f.field == "syntax" {
			text = syntax
		}
		b.WriteString(jsString(f.field) + ":" + jsString(text))
	}
	return b.String() + "}"
}

// The review step says one true sentence: a draft with no error or
// warning but one check open (RFC 8141 §2.3, components not described)
// used to read "✔ Every check passes · 95% complete: 19 of 20 checks
// pass". The 72-column preview is shown at its width, scrolled on a
// phone, not re-wrapped; and the step says what happens next, citing the
// procedure.
func TestRegistrationReviewTruth(t *testing.T) {
	t.Parallel()
	p := newTab(t)
	p.do("a phone's viewport", chromedp.EmulateViewport(390, 844))
	p.templateDraft(completeDraft("The NSS is a lower-case fixture name, such as urn:playgroundtest:fixture-1."), "review")
	p.waitFor("the verdict", `document.querySelector(".tpl-verdict")`)
	verdict := p.text(".tpl-verdict")
	if strings.Contains(verdict, "Every check passes") || !strings.Contains(verdict, "still open") || strings.Count(verdict, ".") != 1 {
		t.Errorf("the verdict reads %q; want one sentence naming the open check", verdict)
	}
	if eval[bool](p, `document.querySelector(".tpl-verdict .verdict").classList.contains("ok")`) {
		t.Errorf("a draft with an open check is marked ready: %q", verdict)
	}
	// Every line of the preview is one line on screen: none wraps.
	wrapped := eval[[]string](p, `(() => {
		const pre = document.getElementById("tpl-preview"), node = pre.firstChild, out = [];
		const text = node.textContent, lh = parseFloat(getComputedStyle(pre).lineHeight);
		let start = 0;
		for (const line of text.split("\n")) {
			if (line.length > 40) {
				const r = document.createRange();
				r.setStart(node, start); r.setEnd(node, start + line.length);
				const rects = [...r.getClientRects()];
				if (Math.max(...rects.map((x) => x.bottom)) - Math.min(...rects.map((x) => x.top)) > lh * 1.5) out.push(line);
			}
			start += line.length + 1;
		}
		return out;
	})()`)
	if len(wrapped) > 0 {
		t.Errorf("on a phone %d lines of the preview wrap, e.g. %q", len(wrapped), wrapped[0])
	}
	if !eval[bool](p, `(() => { const pre = document.getElementById("tpl-preview"); return pre.scrollWidth > pre.clientWidth && pre.getBoundingClientRect().right <= innerWidth; })()`) {
		t.Error("the preview does not scroll sideways inside the phone's width")
	}
	next := p.text("#tpl-what-next")
	for _, want := range []string{"What happens next", "urn@ietf.org", "Designated Experts", "IANA registers", "fast track", "§6.2", "§6.3"} {
		if !strings.Contains(next, want) {
			t.Errorf("what happens next lacks %q: %q", want, next)
		}
	}
}

// The examples table names the NID the validator reads: an imported
// "Namespace ID: ISBN Requested of IANA." heads the column 'Uses NID
// "ISBN"', not the field's whole text.
func TestRegistrationExamplesNID(t *testing.T) {
	t.Parallel()
	p := newTab(t)
	p.templateDraft(`{"namespace-id":"ISBN Requested of IANA.","syntax":"Example 1: URN:ISBN:951-0-18435-7 (ISBN-10)"}`, "syntax")
	p.waitFor("the examples table", `document.querySelector("#tpl-step-syntax .tpl-examples-table thead")`)
	if got := p.text("#tpl-step-syntax .tpl-examples-table thead"); !strings.Contains(got, "Uses NID “ISBN”") {
		t.Errorf("the examples table is headed %q; want Uses NID “ISBN”", got)
	}
	if got := p.value(`#view-template [name="namespace-id"]`); got != "ISBN Requested of IANA." {
		t.Errorf("the NID field holds %q; want the text as written", got)
	}
}
