package browser

import (
	"strconv"
	"strings"
	"testing"
)

// shownState is what a visitor sees: the view, the edition and every
// input's value, and the result text of the view.
type shownState struct {
	View, Edition string
	Values        map[string]string
	Result        string
}

const shownStateJS = `(() => {
	const view = document.querySelector(".tabs [aria-selected=true]")?.dataset.view ?? "";
	const values = {};
	// Only the shown view's fields: a hidden view is drawn when it is shown.
	for (const el of document.querySelectorAll("#view-" + view + " :is(textarea, input)")) {
		if (!el.id && !el.name) continue;
		const key = el.id || el.name + "=" + el.value;
		values[key] = (el.type === "checkbox" || el.type === "radio") ? String(el.checked) : el.value;
	}
	const panel = document.getElementById("view-" + view);
	const result = {explore: "#summary", editions: "#editions-table", equivalence: "#eq-result", build: "#build-result", extract: "#extract-list"}[view];
	return {
		View: view,
		Edition: document.getElementById("edition").value,
		Values: values,
		Result: panel.hidden ? "(hidden)" : (result ? document.querySelector(result).textContent.replace(/\s+/g, " ").trim() : ""),
	};
})()`

func shown(t *tab) shownState {
	t.tb.Helper()
	return eval[shownState](t, shownStateJS)
}

// A link copied from the address bar shows a new visitor exactly what
// the sender saw, for every view.
func TestShareLinkRoundTrip(t *testing.T) {
	t.Parallel()
	type step func(p *tab)
	cases := []struct {
		name  string
		setup step
		check func(t *testing.T, s shownState)
	}{
		{"explore", func(p *tab) {
			p.choose("#edition", "draft-03")
			// Characters that the hash must escape: & = # % + space, and
			// non-ASCII and an emoji.
			p.insert("#urn-input", "urn:a&b=c:x#y%zz+ é😀")
		}, func(t *testing.T, s shownState) {
			if s.Values["urn-input"] != "urn:a&b=c:x#y%zz+ é😀" {
				t.Errorf("urn-input = %q", s.Values["urn-input"])
			}
		}},
		{"editions", func(p *tab) {
			p.click("#tab-editions")
			p.insert("#editions-input", "urn:example:a123,z456?+abc")
		}, nil},
		{"equivalence", func(p *tab) {
			p.choose("#edition", "draft-03")
			p.click("#tab-equivalence")
			p.insert("#eq-a", "urn:example:a?q")
			p.insert("#eq-b", "URN:EXAMPLE:a")
			p.click(`#eq-mode input[value="5b"]`)
		}, func(t *testing.T, s shownState) {
			if s.Values["eq-mode=5b"] != "true" {
				t.Errorf("mode 5b is not checked: %v", s.Values)
			}
		}},
		{"build", func(p *tab) {
			p.click("#tab-build")
			p.insert("#build-nid", "isbn")
			p.insert("#build-raw", "Ünïcode / ? # %")
			p.insert("#build-special", "/")
		}, nil},
		{"extract", func(p *tab) {
			p.click("#tab-extract")
			p.insert("#extract-text", "Read urn:ietf:rfc:8141, then (urn:isbn:0451450523).")
			p.click("#extract-strict")
		}, func(t *testing.T, s shownState) {
			if s.Values["extract-strict"] != "true" {
				t.Errorf("strict is not checked")
			}
		}},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			t.Parallel()
			p := newTab(t)
			p.open("", "")
			c.setup(p)
			// Typing writes the hash once the keys pause (main.js,
			// writeHashSoon), and at once when the page is left: leave it,
			// so the link is complete without a pause of a guessed length.
			p.do("leaving the page", evalVoid(`window.dispatchEvent(new PageTransitionEvent("pagehide"))`))
			want := shown(p)
			hash := p.hash()
			if want.View != c.name {
				t.Fatalf("the sender's view is %q, want %q", want.View, c.name)
			}
			if c.name != "explore" && !strings.Contains(hash, "view="+c.name) {
				t.Errorf("location.hash = %q has no view=%s", hash, c.name)
			}
			// "Embed this view" offers the same state in its iframe snippet.
			p.click("#embed-link")
			p.waitFor("the embed dialog", `document.getElementById("embed-dialog").open`)
			src := strings.NewReplacer("&", "&amp;", `"`, "&quot;", "<", "&lt;").Replace(baseURL + "?embed=1" + hash)
			if got := p.value("#embed-iframe"); !strings.Contains(got, `src="`+src+`"`) {
				t.Errorf("the embed snippet is %q, want the src %q", got, src)
			}
			p.click("#embed-close")

			// A new visitor: another browser context, nothing stored.
			q := newTab(t)
			q.open("", hash)
			got := shown(q)
			if got.View != want.View || got.Edition != want.Edition || got.Result != want.Result {
				t.Errorf("the link opens view %q, edition %q, result %q;\nthe sender saw %q, %q, %q",
					got.View, got.Edition, abbrev(got.Result), want.View, want.Edition, abbrev(want.Result))
			}
			for k, v := range want.Values {
				if got.Values[k] != v {
					t.Errorf("the link gives %s = %q, the sender had %q", k, got.Values[k], v)
				}
			}
			if got := q.text("#notices"); got != "" {
				t.Errorf("the link raised notices: %q", got)
			}
			if c.check != nil {
				c.check(t, got)
			}
			if got := q.hash(); got != hash {
				t.Errorf("after loading, the hash is %q, want it unchanged %q", got, hash)
			}
		})
	}
}

// A hash changed in place (the back button, a link to the page itself)
// switches the state without a reload.
func TestShareHashChange(t *testing.T) {
	t.Parallel()
	p := newTab(t)
	p.open("", "")
	p.do("setting the hash", evalVoid(`location.hash = "#view=build&nid=isbn&raw=0451450523&ed=rfc2141"`))
	p.waitFor("the build view", `!document.getElementById("view-build").hidden`)
	if got := p.value("#edition"); got != "rfc2141" {
		t.Errorf("#edition = %q, want rfc2141", got)
	}
	if got := p.text("#build-urn"); got != "urn:isbn:0451450523" {
		t.Errorf("#build-urn = %q", got)
	}
	// A bare section anchor opens that excerpt and keeps the state.
	p.do("linking a section", evalVoid(`location.hash = "#rfc8141-sec-2-2"`))
	p.waitFor("the excerpt in the spec panel", `document.getElementById("spec-current").textContent.includes("2.2")`)
	p.waitFor("the state back in the hash", `location.hash.includes("view=build")`)
	if !eval[bool](p, `document.getElementById("spec-all").open`) {
		t.Error("All spec excerpts did not open at the linked section")
	}
}

// A malformed hash never breaks the page: each problem is a notice, the
// defaults stand in, and the page works.
func TestShareMalformedHash(t *testing.T) {
	t.Parallel()
	p := newTab(t)
	p.open("", "#view=nope&zz=1&ed=x")
	notices := p.texts("#notices .notice")
	if len(notices) != 3 {
		t.Errorf("%d notices, want 3 (view, zz, ed): %q", len(notices), notices)
	}
	for _, want := range []string{"nope", "zz", "“x”"} {
		if !strings.Contains(strings.Join(notices, "\n"), want) {
			t.Errorf("no notice names %s: %q", want, notices)
		}
	}
	s := shown(p)
	if s.View != "explore" || s.Edition != "rfc8141" {
		t.Errorf("the page shows view %q, edition %q; want the defaults explore, rfc8141", s.View, s.Edition)
	}
	p.typeKeys("#urn-input", "urn:isbn:123")
	if got := strings.Join(spanTexts(p, "k-nid"), ""); got != "isbn" {
		t.Errorf("after a bad hash, typing gives .k-nid %q, want isbn", got)
	}
	// Notices can be dismissed.
	p.click("#notices .notice button")
	if got := len(p.texts("#notices .notice")); got != 2 {
		t.Errorf("%d notices after dismissing one, want 2", got)
	}
	// Garbage of every kind: bad percent-escapes, lone surrogates, a huge
	// value, keys repeated.
	huge := strings.Repeat("a", 70000)
	q := newTab(t)
	for i, h := range []string{"#%", "#urn=%E0%A4%A", "#urn=%ED%A0%80", "#=&&=&view", "#urn=" + huge, "#view=build&view=explore&ed=rfc2141&ed=bogus"} {
		// A new query each time makes it a new document, not a hash change.
		q.open("case="+strconv.Itoa(i), h)
		if got := q.value("#urn-input"); len(got) > 65536 {
			t.Errorf("hash %s: the input took a %d-character value past the cap", abbrev(h), len(got))
		}
		if got := shown(q); got.View == "" || got.Result == "(hidden)" {
			t.Errorf("hash %s: no view is shown (%+v)", abbrev(h), got)
		}
	}
}
