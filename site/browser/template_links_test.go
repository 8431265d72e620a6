package browser

import (
	"net/url"
	"strconv"
	"strings"
	"testing"
)

// Links cannot erase a draft the user typed: a page that opens the
// playground and then changes only the hash, again and again, each time
// with another tpl, used to rotate the user's draft out of the kept list
// (capped at 10) and so out of localStorage.
func TestRegistrationLinksKeepTypedDraft(t *testing.T) {
	t.Parallel()
	p := newTab(t)
	const mine = "My own purpose, typed here and never shared."
	typeOwnDraft(p, mine)

	for i := range 25 {
		link := "link draft " + strconv.Itoa(i)
		tpl := url.QueryEscape(`{"purpose":"` + link + `"}`)
		p.do("changing the hash", evalVoid(`location.hash = "#view=template&tpl=`+tpl+`"`))
		p.waitFor("the link's draft "+strconv.Itoa(i), `document.querySelector('#view-template [name="purpose"]').value === `+jsString(link))
	}
	stored := eval[string](p, `Object.keys(localStorage).filter((k) => k.startsWith("urn-playground.template.")).map((k) => localStorage.getItem(k)).join("\n")`)
	if !strings.Contains(stored, mine) {
		t.Fatalf("after 25 links the typed draft is gone from localStorage:\n%s", abbrev(stored))
	}
	// Links' drafts are capped: only the newest ones are kept.
	kept := eval[int](p, `JSON.parse(localStorage.getItem("urn-playground.template.rfc8141.kept")).length`)
	if kept > 11 {
		t.Errorf("the kept list holds %d drafts after 25 links; links' drafts must stay capped", kept)
	}

	// The kept list names it, and the banner offers it back (not the
	// previous link's draft).
	p.step("review")
	p.waitFor("the kept list", `document.querySelector(".tpl-kept-list")`)
	if !strings.Contains(strings.Join(p.texts(".tpl-kept-list li"), "\n"), "your saved draft") {
		t.Errorf("the kept list does not name the typed draft: %q", p.texts(".tpl-kept-list li"))
	}
	if got := p.text("#tpl-undo"); got != "Restore my saved draft" {
		t.Errorf("the banner's button says %q, want Restore my saved draft", got)
	}
	p.click("#tpl-undo")
	p.step("purpose")
	if got := p.value(`#view-template [name="purpose"]`); got != mine {
		t.Errorf("after restoring, purpose = %q, want %q", got, mine)
	}
}

// typeOwnDraft opens the registration view, types text as the purpose
// and waits until the draft is saved.
func typeOwnDraft(p *tab, text string) {
	p.tb.Helper()
	p.templateView("", "#view=template")
	p.step("purpose")
	p.insert(`#view-template [name="purpose"]`, text)
	p.waitFor("the typed draft saved", `(localStorage.getItem("urn-playground.template.rfc8141") || "").includes(`+jsString(text)+`)`)
}
