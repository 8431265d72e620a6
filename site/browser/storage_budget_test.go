package browser

import (
	"net/url"
	"strings"
	"testing"
)

// fillStorageJS fills the page's localStorage to the last kilobyte with
// filler keys, as twenty large links once did, and returns how many
// characters it wrote.
const fillStorageJS = `(() => {
	let n = 0;
	for (const size of [1 << 20, 1 << 16, 1 << 10, 64, 1]) {
		const chunk = "x".repeat(size);
		try {
			for (let i = 0; ; i++) { localStorage.setItem("filler." + size + "." + i, chunk); n += size; }
		} catch {}
	}
	return n;
})()`

// A link's draft larger than a link may bring is refused with a notice
// in the tab it opened, and the user's draft stays, shown and stored: a
// 65 KB tpl of 10,900 one-letter unknown fields stored 290,000
// characters, and twenty such links filled the storage.
func TestRegistrationLinkOverBudgetRefused(t *testing.T) {
	t.Parallel()
	p := newTab(t)
	const mine = "My own purpose, which a link must not push out."
	typeOwnDraft(p, mine)

	// One-character field names (CJK ideographs), 8 characters each in
	// the link, nearly 30 once stored.
	var b strings.Builder
	b.WriteString("{")
	for i := range 7900 {
		if i > 0 {
			b.WriteString(",")
		}
		b.WriteString(`"` + string(rune(0x4E00+i)) + `":"x"`)
	}
	b.WriteString("}")
	p.do("opening the large link", evalVoid(`location.hash = "#view=template&tpl=`+url.QueryEscape(b.String())+`"`))
	p.waitFor("the refusal", `[...document.querySelectorAll("#notices .notice")].some((n) => n.textContent.includes("was not loaded"))`)
	if got := strings.Join(p.texts("#notices .notice"), "\n"); !strings.Contains(got, "more than a link may bring") {
		t.Errorf("the notice reads %q, want it to say the draft is larger than a link may bring", got)
	}
	if got := p.value(`#view-template [name="purpose"]`); got != mine {
		t.Errorf("purpose after the refused link = %q, want the user's %q", got, mine)
	}
	stored := eval[string](p, `localStorage.getItem("urn-playground.template.rfc8141") || ""`)
	if !strings.Contains(stored, mine) || strings.Contains(stored, string(rune(0x4E00+10))) {
		t.Errorf("the stored draft after the refused link: %s", abbrev(stored))
	}
	if kept := eval[string](p, `localStorage.getItem("urn-playground.template.rfc8141.kept") || ""`); strings.Contains(kept, mine) {
		t.Errorf("the user's draft was kept as replaced, though nothing replaced it: %s", abbrev(kept))
	}
}

// With the storage full, what the user types is still saved: the drafts
// links brought give way. Before, the user's draft was in no storage key
// once twenty links had filled it.
func TestRegistrationOwnDraftBeatsLinkDrafts(t *testing.T) {
	t.Parallel()
	p := newTab(t)
	p.templateView("", "#view=template")
	// Five kept drafts that links brought, 100,000 characters each.
	p.do("keeping links' drafts", evalVoid(`localStorage.setItem("urn-playground.template.rfc8141.kept", JSON.stringify(
		Array.from({length: 5}, (_, i) => ({what: "link", at: i, link: true, draft: {fields: {purpose: String(i).repeat(100000)}, preamble: "", extra: []}}))))`))
	if n := eval[int](p, fillStorageJS); n == 0 {
		t.Fatal("the storage could not be filled")
	}
	const mine = "Typed with the storage full."
	p.step("purpose")
	p.insert(`#view-template [name="purpose"]`, mine)
	p.waitFor("the typed draft saved", `(localStorage.getItem("urn-playground.template.rfc8141") || "").includes(`+jsString(mine)+`)`)
	if kept := eval[string](p, `localStorage.getItem("urn-playground.template.rfc8141.kept") || "[]"`); strings.Contains(kept, `"link":true`) {
		t.Errorf("the links' drafts are still kept after they had to give way: %s", abbrev(kept))
	}
	if got := p.text("#tpl-saved"); strings.Contains(got, "Not saved") {
		t.Errorf("the indicator says %q", got)
	}
}

// With the storage full and nothing to give way, Learn says that the
// progress is not being saved, instead of losing a right answer silently
// at the next reload.
func TestLearnProgressFullStorageNoticed(t *testing.T) {
	t.Parallel()
	p := newTab(t)
	p.open("", "#view=learn")
	p.waitFor("a lesson", `document.querySelector("#view-learn h2, #view-learn h1")`)
	eval[int](p, fillStorageJS)
	p.do("opening another lesson", evalVoid(`location.hash = "#view=learn&lesson=the-nid"`))
	p.waitFor("the notice", `[...document.querySelectorAll("#notices .notice")].some((n) => n.textContent.includes("Learn progress is not being saved"))`)
}
