package browser

import (
	"testing"
)

// The default embed (not compact) shows the playground's content, not
// the site's header: no logo and title, the tabs and controls on one row,
// the input right at the top (issue 13, "Embeds": a 700-px box for one
// URN). The title stays for screen readers.
func TestEmbedShowsContentNotHeader(t *testing.T) {
	t.Parallel()
	p := newTab(t)
	p.open("embed=1", "")
	if shown := eval[bool](p, `document.querySelector(".top .brand").getBoundingClientRect().width > 1`); shown {
		t.Error("the embed shows the site's title and logo")
	}
	if eval[string](p, `document.querySelector(".top h1").textContent`) == "" {
		t.Error("the embed lost its h1")
	}
	if top := p.box("#urn-input").Top; top > 130 {
		t.Errorf("the embed's input starts %.0f px down, want it right at the top (≤ 130 px)", top)
	}
}
