package browser

import (
	"net/url"
	"strconv"
	"strings"
	"testing"
)

// Links cannot erase a draft the user typed (issue 11, part 6.1): a page
// that opens the playground and then changes only the hash, again and
// again, each time with another tpl, used to rotate the user's draft out
// of the kept list (capped at 10) and so out of localStorage.
func TestRegistrationLinksKeepTypedDraft(t *testing.T) {
	t.Parallel()
	p := newTab(t)
	p.templateView("", "#view=template")
	const mine = "My own purpose, typed here and never shared."
	p.step("purpose")
	p.insert(`#view-template [name="purpose"]`, mine)
	p.waitFor("the typed draft saved", `(localStorage.getItem("urn-playground.template.rfc8141") || "").includes(`+jsString(mine)+`)`)

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

	// The kept list offers it back; restoring it makes it the draft.
	p.step("review")
	p.waitFor("the kept list", `document.querySelector(".tpl-kept-list")`)
	i := eval[int](p, `[...document.querySelectorAll(".tpl-kept-list li")].findIndex((li) => li.textContent.includes("your saved draft"))`)
	if i < 0 {
		t.Fatalf("the kept list does not name the typed draft: %q", p.texts(".tpl-kept-list li"))
	}
	p.click(`.tpl-kept-list li:nth-child(` + strconv.Itoa(i+1) + `) button`)
	p.step("purpose")
	if got := p.value(`#view-template [name="purpose"]`); got != mine {
		t.Errorf("after restoring, purpose = %q, want %q", got, mine)
	}
}
