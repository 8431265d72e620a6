package browser

import (
	"strings"
	"testing"
)

// The page tells the truth. Each test here pins one statement the page
// made that contradicted what it showed.

// When a namespace rule decides (RFC 9562 §4: UUID hex digits are
// case-insensitive; RFC 8141 §3.1 lets namespaces add such rules), the
// Equivalence view diffs what the rule compared, its canonical forms, and
// the verdict does not call forms shown as different "identical".
func TestEquivalenceRuleShowsWhatItCompared(t *testing.T) {
	t.Parallel()
	p := newTab(t)
	p.open("", "#view=equivalence&a=urn:uuid:6e8bc430-9c3a-11d9-9669-0800200c9a66&b=urn:uuid:6E8BC430-9C3A-11D9-9669-0800200C9A66")
	p.waitFor("the verdict", `document.querySelector("#eq-result .eq-verdict") !== null`)
	verdict := p.text("#eq-result .eq-verdict")
	if !strings.HasPrefix(verdict, "✔ Equivalent") || strings.Contains(verdict, "normalized forms are identical") {
		t.Errorf("verdict %q: want equivalent, without calling the (different) normalized forms identical", verdict)
	}
	if n := eval[int](p, `document.querySelectorAll("#eq-result .diff-line del, #eq-result .diff-line ins").length`); n != 0 {
		t.Errorf("the diff marks %d changes between forms the uuid rule found equal", n)
	}
	if h := p.text("#eq-result .compared-title"); !strings.Contains(h, "uuid") {
		t.Errorf("the diff's heading %q does not say the uuid rule's canonical forms are compared", h)
	}
	lines := p.texts("#eq-result .diff-line")
	if len(lines) != 2 || lines[0] != lines[1] || !strings.Contains(lines[0], "6e8bc430") {
		t.Errorf("compared forms %q: want the two (identical) canonical forms", lines)
	}
}

// Compare editions marks the cells that differ from the chosen edition's
// (editions.js); its legend says so, naming that edition, not "cells that
// differ between editions".
func TestEditionsLegendSaysWhatItMarks(t *testing.T) {
	t.Parallel()
	p := newTab(t)
	p.open("", "#view=editions&ed=draft-12&urn=urn:example:a?+r?=q%23f")
	p.waitFor("the compare table", `document.querySelectorAll("#editions-table td").length > 0`)
	lead := p.text("#view-editions .lead")
	if strings.Contains(lead, "between editions") || !strings.Contains(lead, "differ from") {
		t.Errorf("legend %q: want it to say cells that differ from the chosen edition's are marked", lead)
	}
	name := p.text(`#editions-table th.current`)
	if !strings.Contains(name, "draft-12") || !strings.Contains(lead, "draft-12") {
		t.Errorf("legend %q, chosen column %q: want both to name the chosen edition", lead, name)
	}
	p.choose("#edition", "rfc2141")
	p.waitFor("the legend to follow the edition", `document.querySelector("#view-editions .lead").textContent.includes("RFC 2141")`)
}

// A compact embed (embed.js's compact attribute) that says "N errors"
// lists them: the diagnostics stay on screen, only the parts table goes.
func TestCompactEmbedListsItsErrors(t *testing.T) {
	t.Parallel()
	p := newTab(t)
	p.open("?embed=1&compact=1", "#urn=urn:a:b%zz%20c%")
	p.waitFor("the summary", `document.querySelector("#summary").textContent.includes("error")`)
	summary := p.text("#summary")
	visible := eval[[]string](p, `[...document.querySelectorAll("#diagnostics li.diag")].filter((li) => li.getClientRects().length > 0).map((li) => li.textContent)`)
	if len(visible) == 0 {
		t.Fatalf("summary %q counts errors, but no diagnostic is on screen", summary)
	}
	if parts := eval[bool](p, `document.querySelector("#parts").getClientRects().length > 0`); parts {
		t.Errorf("the compact embed shows the parts table; compact is the input and its reading")
	}
}

// Everything on screen is in the link (README): the Explore part being
// explained and the excerpt in the Spec panel too. A link with part and
// spec opens both; moving to another part writes it back (state.js).
func TestLinkKeepsPartAndExcerpt(t *testing.T) {
	t.Parallel()
	p := newTab(t)
	// Part 2 of urn:isbn:0451450523 is its NID; the panel shows RFC 2141 §5.
	p.open("", "#part=2&spec=rfc2141-sec-5")
	p.waitFor("the part explained", `document.querySelector("#part-explain h3") !== null`)
	if got := eval[string](p, `document.querySelector("#parts tr[aria-selected=true]")?.dataset.index ?? ""`); got != "2" {
		t.Errorf("the selected row is %q, want 2 (the link's part)", got)
	}
	if got := p.text("#part-explain h3"); !strings.Contains(got, "isbn") {
		t.Errorf("the explanation is about %q, want the NID isbn", got)
	}
	p.waitFor("the link's excerpt in the Spec panel", `document.querySelector("#spec-current").textContent.includes("§5")`)

	// Focusing another row writes the part and its excerpt into the link.
	p.do("focusing the NSS row", evalVoid(`document.querySelector('#parts tr[data-index="4"]').focus()`))
	p.waitFor("the link to follow", `location.hash.includes("part=4") && /spec=rfc8141-sec-/.test(location.hash)`)
	hash := p.hash()
	panel := p.text("#spec-current")
	q := newTab(t)
	q.open("", hash)
	q.waitFor("the part explained", `document.querySelector('#parts tr[data-index="4"][aria-selected=true]') !== null`)
	if !q.poll(`document.querySelector("#spec-current").textContent.replace(/\s+/g, " ").trim() === ` + jsString(panel)) {
		t.Errorf("the link %q shows the excerpt %q, the sender saw %q", hash, abbrev(q.text("#spec-current")), abbrev(panel))
	}
	if got := q.hash(); got != hash {
		t.Errorf("after loading, the hash is %q, want it unchanged %q", got, hash)
	}
	// A bad value is refused with a notice, not applied.
	r := newTab(t)
	r.open("", "#part=x&spec=javascript:1")
	r.waitFor("the notices", `document.querySelectorAll("#notices .notice").length === 2`)
}

// Explore's summary is honest about its scope: a valid URN is valid by
// the generic syntax, and the summary says whether the NSS conforms to
// the namespace's own syntax where the engine knows it, with the rule's
// section, and otherwise that it is not checked (RFC 8141 §2.2; RFC
// 2141 §2: the NID determines the NSS's syntax); a registered NID links
// to its IANA entry and its defining document; "formal, not registered"
// says what it means.
func TestSummaryScopeAndRegistryLinks(t *testing.T) {
	t.Parallel()
	p := newTab(t)
	p.open("", "#urn=urn:isbn:0451450523")
	p.waitFor("the summary", `document.querySelector("#summary").textContent.includes("valid")`)
	summary := p.text("#summary")
	if !strings.Contains(summary, "conforms to the “isbn” namespace's own syntax") {
		t.Errorf("summary %q does not say whether the NSS conforms to the isbn namespace's own syntax", summary)
	}
	links := eval[[]string](p, `[...document.querySelectorAll("#summary a[href^=http]")].map((a) => a.href)`)
	want := []string{"https://www.iana.org/assignments/urn-namespaces/urn-namespaces.xhtml#urn-namespaces-1", "https://www.iana.org/assignments/urn-formal/isbn"}
	for _, w := range want {
		found := false
		for _, l := range links {
			found = found || l == w
		}
		if !found {
			t.Errorf("summary links %q: want %s", links, w)
		}
	}
	if n := eval[int](p, `document.querySelectorAll("#summary .ns-verdict a[data-anchor]").length`); n == 0 {
		t.Errorf("the namespace verdict cites no section")
	}
	p.insert("#urn-input", "urn:foobar:x")
	p.waitFor("the new summary", `document.querySelector("#summary").textContent.includes("foobar")`)
	if s := p.text("#summary"); !strings.Contains(s, "not registered") || !strings.Contains(s, "no namespace") {
		t.Errorf("summary %q: want \"not registered\" explained (no namespace by that name exists)", s)
	}
	if s := p.text("#summary"); !strings.Contains(s, "not checked") {
		t.Errorf("summary %q does not say that the NSS of a namespace without a known syntax is not checked against it", s)
	}
	if n := eval[int](p, `document.querySelectorAll("#summary .nss-scope a[data-anchor]").length`); n == 0 {
		t.Errorf("the scope sentence cites no section")
	}
}

// The explanations link the glossary where a term first appears; a term
// link shows its plain-words entry, with its section, in the Spec panel;
// the glossary lists every entry with its citation.
func TestGlossaryLinks(t *testing.T) {
	t.Parallel()
	p := newTab(t)
	p.open("", "#part=4")
	p.waitFor("the NSS explained", `document.querySelector("#part-explain a.term[data-term=pchar]") !== null`)
	if n := eval[int](p, `document.querySelectorAll("#part-explain a.term[data-term=pchar]").length`); n != 1 {
		t.Errorf("pchar linked %d times in one explanation, want once (where it first appears)", n)
	}
	p.click("#part-explain a.term[data-term=pchar]")
	p.waitFor("the entry in the Spec panel", `document.querySelector("#spec-current .glossary-entry") !== null`)
	if got := p.text("#spec-current"); !strings.Contains(got, "pchar") || !strings.Contains(got, "RFC 8141 §2") {
		t.Errorf("the panel shows %q: want the pchar entry and its section", got)
	}
	// The entry's section link carries the words the entry rests on.
	if got := eval[string](p, `document.querySelector("#spec-current .glossary-entry a.ref")?.dataset.quote ?? ""`); !strings.Contains(got, "pchar") {
		t.Errorf("the pchar entry's section link carries the quote %q, want the words of its section it rests on", got)
	}
	if hash := p.hash(); strings.Contains(hash, "term-") {
		t.Errorf("a term link navigated: %q", hash)
	}
	entries := p.texts("#glossary-list dt")
	cited := eval[int](p, `[...document.querySelectorAll("#glossary-list dd")].filter((dd) => dd.querySelector("a.ref")).length`)
	if len(entries) < 10 || cited != len(entries) {
		t.Errorf("glossary: %d entries, %d cited: %q", len(entries), cited, entries)
	}
}

// Placeholder patterns the specs print (RFC 2611 §5:
// "URN:<assigned number>:<FQDN>:…") are not URNs: the examples menu does
// not offer them as runnable examples.
func TestExamplesMenuOffersNoPatterns(t *testing.T) {
	t.Parallel()
	p := newTab(t)
	p.open("", "")
	p.waitFor("the examples menu", `document.querySelectorAll("#examples option").length > 10`)
	runnable := eval[[]string](p, `[...document.querySelectorAll("#examples option")].filter((o) => o.value !== "" && !o.disabled).map((o) => o.textContent)`)
	for _, label := range runnable {
		if strings.Contains(label, "<assigned number>") {
			t.Errorf("the menu offers the pattern %q as a runnable example", label)
		}
	}
	if len(runnable) < 10 {
		t.Errorf("only %d runnable examples", len(runnable))
	}
}

// Picking an example of another edition switches the edition, and the
// page says so; one of the chosen edition does not raise a notice.
func TestExampleSwitchingEditionSaysSo(t *testing.T) {
	t.Parallel()
	p := newTab(t)
	p.open("", "")
	p.waitFor("the examples menu", `document.querySelectorAll("#examples option").length > 10`)
	pick := func(edition string) string {
		return eval[string](p, ``+pageDataJS+`.then((data) => String(data.examples.findIndex((e) => e.edition === `+jsString(edition)+` && !e.pattern)))`)
	}
	p.choose("#examples", pick("rfc8141"))
	if got := p.text("#notices"); got != "" {
		t.Errorf("an example of the chosen edition raised %q", got)
	}
	p.choose("#examples", pick("rfc2141"))
	if got := p.value("#edition"); got != "rfc2141" {
		t.Fatalf("the edition is %q after an RFC 2141 example", got)
	}
	if got := p.text("#notices"); !strings.Contains(got, "RFC 2141") || !strings.Contains(got, "edition") {
		t.Errorf("notices %q: want the switch to RFC 2141 said", got)
	}
}

// Now that the Spec panel writes the link (spec=), a write must not put
// the old state over a hash changed from outside whose hashchange is not
// handled yet (an embedding page setting the iframe's hash): main.js
// writes only over the hash it last read or wrote.
func TestHashWriteKeepsOutsideChange(t *testing.T) {
	t.Parallel()
	p := newTab(t)
	p.open("", "")
	got := eval[string](p, `(() => {
		history.replaceState(null, "", "#view=build");
		window.dispatchEvent(new PageTransitionEvent("pagehide")); // writes the hash at once
		return location.hash;
	})()`)
	if got != "#view=build" {
		t.Errorf("a write put %q over the outside change #view=build", got)
	}
	p.do("the hashchange", evalVoid(`window.dispatchEvent(new HashChangeEvent("hashchange"))`))
	p.waitFor("the build view", `!document.getElementById("view-build").hidden`)
}

// draft-03 §5's objectives are labelled as the spec words them: step 5a
// removes the query, 5b keeps it and reorders its directives. The labels
// once said "5b: the query and fragment ignored"; they come from core now.
func TestEquivalenceObjectiveLabels(t *testing.T) {
	t.Parallel()
	p := newTab(t)
	p.open("", "#view=equivalence&ed=draft-03&a=urn:ex:a?s=1&b=urn:ex:a")
	p.waitFor("the objective picker", `!document.getElementById("eq-mode").hidden && document.querySelector('#eq-mode input[value="5b"]') !== null`)
	labels := p.texts("#eq-mode label")
	if len(labels) != 2 {
		t.Fatalf("objective labels %q, want 5a and 5b", labels)
	}
	if l := labels[1]; !strings.HasPrefix(strings.TrimSpace(l), "5b") || !strings.Contains(l, "reorder") || strings.Contains(l, "ignored") {
		t.Errorf("5b is labelled %q: draft-03 §5's step 5b keeps the query and reorders its directives", l)
	}
	if l := labels[0]; !strings.HasPrefix(strings.TrimSpace(l), "5a") || !strings.Contains(l, "query") {
		t.Errorf("5a is labelled %q: draft-03 §5's step 5a removes the query", l)
	}
}

// The first difference names its part as core does ("namespace specific
// string (NSS)"), not by its id ("nss").
func TestEquivalenceNamesThePart(t *testing.T) {
	t.Parallel()
	p := newTab(t)
	p.open("", "#view=equivalence&a=urn:example:a123,z456&b=URN:EXAMPLE:a123%252cz456")
	p.waitFor("the verdict", `document.querySelector("#eq-result .eq-verdict") !== null`)
	got := eval[string](p, `[...document.querySelectorAll("#eq-result p")].map((e) => e.textContent).find((t) => t.startsWith("First difference")) ?? ""`)
	if !strings.Contains(got, "(in the namespace specific string (NSS))") {
		t.Errorf("first difference %q: want its part named as core names it", got)
	}
}
