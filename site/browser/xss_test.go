package browser

import (
	"net/url"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/chromedp/chromedp"
)

// xssPayloads are classic injection attempts. Each would set window.__xss
// or add an element or a javascript: link if the page ever put user text
// into markup.
var xssPayloads = []string{
	`<img src=x onerror=window.__xss=1>`,
	`"><script>window.__xss=1</script>`,
	`javascript:window.__xss=1`,
	`urn:x:<img src=x onerror=window.__xss=1>`,
	`urn:example:"><svg onload=window.__xss=1>`,
	`'><iframe srcdoc="<script>parent.__xss=1</script>"></iframe>`,
	`</textarea><script>window.__xss=1</script>`,
	`urn:ietf:rfc:2141<style>*{display:none}</style>`,
	`<a href="javascript:window.__xss=1">x</a>`,
	`urn:a:${window.__xss=1}{{constructor.constructor('window.__xss=1')()}}`,
	`urn:é:<math><mtext><table><mglyph><style><img src=x onerror=window.__xss=1>`,
}

// xssJSONImport is a registration in JSON with payloads in every place:
// field text, an unknown field id, the preamble, extra headings and text.
const xssJSONImport = `{"layout": "rfc8141", "fields": {"purpose": "<img src=x onerror=window.__xss=1>", "<script>x</script>": "<svg onload=window.__xss=1>"}, "preamble": "\"><script>window.__xss=1</script>", "extra": [{"heading": "<img src=x onerror=window.__xss=1>", "text": "javascript:window.__xss=1"}]}`

// guardJS watches the document from now on for what an injection would
// add: active elements, on* attributes, javascript: URLs.
const guardJS = `(() => {
	window.__guard = [];
	const active = /^(script|img|iframe|frame|object|embed|style|link|meta|base|form|svg|math|video|audio|source|template)$/i;
	const urlAttrs = ["href", "src", "action", "formaction", "xlink:href", "srcdoc", "data"];
	const what = (e) => e.tagName.toLowerCase() + (e.id ? "#" + e.id : "");
	const checkAttr = (e, a) => {
		if (/^on/i.test(a.name)) window.__guard.push("attribute " + a.name + " on " + what(e));
		if (urlAttrs.includes(a.name.toLowerCase()) && /^\s*(javascript|data|vbscript):/i.test(a.value)) window.__guard.push(a.name + "=" + a.value.slice(0, 40) + " on " + what(e));
	};
	// An added node: it and everything in it.
	const check = (el) => {
		if (el.nodeType !== 1) return;
		for (const e of [el, ...el.querySelectorAll("*")]) {
			if (active.test(e.tagName)) window.__guard.push("element " + what(e));
			for (const a of e.attributes) checkAttr(e, a);
		}
	};
	new MutationObserver((recs) => {
		for (const r of recs) {
			// A changed attribute adds no element: check that attribute
			// alone (the page sets data-view on body, whose subtree holds
			// the page's own svg and scripts).
			if (r.type === "attributes") {
				const a = r.target.getAttributeNode(r.attributeName);
				if (a) checkAttr(r.target, a);
			} else r.addedNodes.forEach(check);
		}
	}).observe(document.documentElement, {subtree: true, childList: true, attributes: true});
	return true;
})()`

// activeCountJS counts the elements an injection would add.
const activeCountJS = `document.querySelectorAll("script, img, iframe, frame, object, embed, style, link, meta, base, form, svg, math, video, audio, template, a[href^='javascript:' i]").length`

// xssCheck fails the test if an injection took effect.
func xssCheck(t *testing.T, p *tab, where string, before int) {
	t.Helper()
	if got := eval[string](p, `String(window.__xss)`); got != "undefined" {
		t.Errorf("%s: window.__xss = %s: an injected script ran", where, got)
	}
	if got := eval[[]string](p, `window.__guard || []`); len(got) != 0 {
		t.Errorf("%s: the page gained %q", where, got)
	}
	if got := eval[int](p, activeCountJS); got != before {
		t.Errorf("%s: %d script/img/iframe/… elements, %d before", where, got, before)
	}
}

// Every input takes every payload as text: nothing runs, nothing is added.
// One subtest per view, each in its own tab.
func TestXSSInputsInert(t *testing.T) {
	t.Parallel()
	// setup opens the page with the guard on and returns the count of
	// active elements before any payload.
	setup := func(t *testing.T) (*tab, int) {
		p := newTab(t)
		p.open("", "")
		before := eval[int](p, activeCountJS)
		eval[bool](p, guardJS)
		return p, before
	}
	fields := []struct {
		view string
		sels []string
	}{
		{"explore", []string{"#urn-input"}},
		{"editions", []string{"#editions-input"}},
		{"equivalence", []string{"#eq-a", "#eq-b"}},
		{"build", []string{"#build-nid", "#build-raw", "#build-special"}},
	}
	for _, f := range fields {
		t.Run(f.view, func(t *testing.T) {
			t.Parallel()
			p, before := setup(t)
			p.click("#tab-" + f.view)
			for _, sel := range f.sels {
				for _, x := range xssPayloads {
					p.insert(sel, x)
					if got := p.value(sel); got != x {
						t.Errorf("%s holds %q, want the payload %q as typed", sel, got, x)
					}
				}
			}
			// Draw what the view derives from the text: explanations of
			// each part, fix buttons, the build's "Explore it".
			switch f.view {
			case "explore":
				p.do("focusing the parts", evalVoid(`document.querySelectorAll("#parts tbody tr").forEach((tr) => tr.focus())`))
				if eval[bool](p, `!!document.querySelector("#diagnostics .fix")`) {
					p.click("#diagnostics .fix")
				}
			case "build":
				p.click("#build-result button:nth-of-type(2)")
				p.waitFor("Explore", `!document.getElementById("view-explore").hidden`)
			}
			xssCheck(t, p, f.view, before)
		})
	}

	// Find in text: all payloads in one paragraph, in both readings.
	t.Run("extract", func(t *testing.T) {
		t.Parallel()
		p, before := setup(t)
		p.click("#tab-extract")
		p.insert("#extract-text", "See "+strings.Join(xssPayloads, " and ")+".")
		p.click("#extract-strict")
		p.click("#extract-strict")
		if n := len(p.texts("#extract-list li")); n == 0 {
			t.Error("no URN found in the payload text")
		}
		p.click("#extract-list li button")
		xssCheck(t, p, "#extract-text", before)
	})

	// The registration walk-through: every field of every step, then the
	// review (preview, examples).
	t.Run("template", func(t *testing.T) {
		t.Parallel()
		p, before := setup(t)
		p.click("#tab-template")
		p.waitFor("the walk-through", `document.querySelector("#tpl-steps [data-step]")`)
		steps := eval[[]string](p, `[...document.querySelectorAll("#tpl-steps [data-step]")].map((b) => b.dataset.step).filter((s) => s !== "review")`)
		i := 0
		for _, s := range steps {
			p.step(s)
			names := eval[[]string](p, `[...document.querySelectorAll("#tpl-step-`+s+` [name]")].map((e) => e.name)`)
			for _, n := range names {
				p.insert(`#tpl-step-`+s+` [name="`+n+`"]`, xssPayloads[i%len(xssPayloads)])
				i++
			}
		}
		if i < 10 {
			t.Errorf("only %d template fields were found", i)
		}
		p.step("review")
		preview := eval[string](p, `document.getElementById("tpl-preview").textContent`)
		if !strings.Contains(preview, "<img src=x onerror=window.__xss=1>") {
			t.Errorf("the preview does not show the payload as text:\n%s", abbrev(preview))
		}
		xssCheck(t, p, "the template fields", before)
	})

	// The import box, as text and as JSON, and the file input; the JSON
	// goes last, so that its preamble and extra sections stay on screen.
	t.Run("template-import", func(t *testing.T) {
		t.Parallel()
		p, before := setup(t)
		p.click("#tab-template")
		p.waitFor("the walk-through", `document.querySelector("#tpl-steps [data-step]")`)
		p.step("review")
		for _, x := range append(xssPayloads,
			"Namespace Identifier: <img src=x onerror=window.__xss=1>\n\nPurpose:\n\n   \"><script>window.__xss=1</script>\n\n<b onmouseover=window.__xss=1>Extra</b>:\n\n   javascript:alert(1)\n",
		) {
			p.insert("#tpl-import-text", x)
			p.click("#tpl-import")
		}
		// A file whose name and text are payloads, through the file input.
		file := filepath.Join(t.TempDir(), `"><img src=x onerror=window.__xss=1>.txt`)
		if err := os.WriteFile(file, []byte("Namespace Identifier: <img src=x onerror=window.__xss=1>\n\nPurpose:\n\n   <script>window.__xss=1</script>\n"), 0o644); err != nil {
			t.Fatal(err)
		}
		p.do("choosing the file", chromedp.SetUploadFiles(chromedp.CSS("#tpl-import-file"), []string{file}))
		p.waitFor("the file's import", `document.getElementById("tpl-import-result").textContent.includes("onerror")`)
		p.insert("#tpl-import-text", xssJSONImport)
		p.click("#tpl-import")
		p.step("review")
		if got := p.text("#tpl-import-result"); !strings.Contains(got, "Imported") {
			t.Errorf("the last import says %q", got)
		}
		if got := eval[int](p, `document.querySelectorAll("#view-template .tpl-outside [name]").length`); got == 0 {
			t.Error("the imported text outside the template's sections is not shown")
		}
		xssCheck(t, p, "the template import", before)
	})
}

// Every state key of the hash takes the payloads as text too, and so do
// unknown keys and bad values, which end up in notices.
func TestXSSHashInert(t *testing.T) {
	t.Parallel()
	p := newTab(t)
	for i, x := range []string{xssPayloads[0], xssPayloads[1], xssPayloads[4], xssPayloads[10]} {
		v := url.Values{}
		for _, k := range []string{"urn", "a", "b", "nid", "raw", "special", "text"} {
			v.Set(k, x)
		}
		v.Set("tpl", `{"purpose": `+jsString(x)+`, "namespace-id": `+jsString(x)+`}`)
		if i%2 == 1 {
			v.Set("tpl", x) // not JSON: it goes to the import box, with a notice
		}
		v.Set("view", x)
		v.Set("ed", x)
		v.Set("layout", x)
		v.Set(x, x)
		hash := "#" + v.Encode()
		p.open("case="+string(rune('a'+i)), hash)
		before := eval[int](p, activeCountJS)
		eval[bool](p, guardJS)
		if got := p.text("#notices"); !strings.Contains(got, x[:10]) {
			t.Errorf("case %d: the notices do not quote the bad key or value as text: %q", i, got)
		}
		for _, view := range []string{"explore", "editions", "equivalence", "build", "extract", "template"} {
			p.click("#tab-" + view)
			p.waitFor(view, `!document.getElementById("view-`+view+`").hidden`)
		}
		p.step("review")
		xssCheck(t, p, "hash case "+string(rune('a'+i)), before)
	}
}
