package browser

import (
	"net/url"
	"testing"
)

// On a desktop Compare editions uses the width: the table is not squeezed
// beside an empty Spec panel; and its rows are labelled with the parts'
// names from core's data (site/data.go, parts), not kind ids such as
// "nss".
func TestCompareUsesWidth(t *testing.T) {
	t.Parallel()
	p := newTab(t)
	p.open("", "#view=editions&urn="+url.QueryEscape("urn:example:a123,z456?+abc#frag"))
	p.waitFor("the compare table", `document.querySelector("#editions-table th.current")`)
	table, layout := p.box("#editions-table"), p.box(".layout")
	if w, avail := table.Right-table.Left, layout.Right-layout.Left; w < 0.9*avail {
		t.Errorf("the compare table is %.0f px wide of the layout's %.0f", w, avail)
	}
	labels := eval[map[string]string](p, `(async () => {
		const data = await `+pageDataJS+`;
		const out = {};
		for (const th of document.querySelectorAll("#editions-table tbody th[scope=row]")) {
			const kind = th.closest("tr").dataset.kind;
			if (!kind) continue;
			const shown = th.cloneNode(true);
			for (const e of shown.querySelectorAll(".visually-hidden")) e.remove();
			out[shown.textContent.replace(/\s+/g, " ").trim()] = Object.values(data.parts).map((p) => p[kind]?.name).find(Boolean) ?? "(no name for " + kind + ")";
		}
		return out;
	})()`)
	if len(labels) < 4 {
		t.Fatalf("the table has %d part rows labelled with their kind (tr[data-kind]), want scheme, NID, NSS and more", len(labels))
	}
	for got, want := range labels {
		if got != want {
			t.Errorf("a row is labelled %q, want core's name %q", got, want)
		}
	}
}
