package browser

import (
	"net/url"
	"strings"
	"testing"
)

// templateDraft opens the walk-through on an RFC 8141 draft given by a
// link (fields as JSON) and shows step.
func (t *tab) templateDraft(fields, step string) {
	t.tb.Helper()
	t.templateView("", "#view=template&tpl="+url.QueryEscape(fields))
	t.step(step)
}

// An example is read whole (issue 13): "urn:acme-widgets:bad model:7" on
// its own line is one example with a space inside, shown invalid with its
// first error (code, where, what), and "every example URN conforms" does
// not pass. It used to be cut at the space and shown valid.
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
	if !strings.Contains(checks, "Not yet: every example URN conforms") {
		t.Errorf("the Syntax step's checks read %q; want every example URN conforms not passed", checks)
	}
}
