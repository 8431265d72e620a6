package main

import (
	"fmt"
	"io"
	"strconv"
	"strings"

	"github.com/urn-playground/urn-playground/core"
	"github.com/urn-playground/urn-playground/core/resultjson"
)

const displayUsage = `usage: urn display [-edition id] [-json] urn ...

Shows each URN's display form for people beside its canonical form (the
URN as it is, for transport and copying): escapes are decoded where that
cannot be mistaken for another URN. Each escape kept encoded and each
character that looks like an ASCII one gets a note, marked in both forms.

Exit status: 0 if every URN is valid, 1 if any is invalid, 2 for bad flags.

Flags:
`

func runDisplay(args []string, _ io.Reader, stdout, stderr io.Writer) int {
	return newSubFlags("display", displayUsage, false, stderr).eachURN(args, stdout, func(p *printer, u *core.URN) bool {
		d := u.Display() // core.DisplayForm(in, e), without reading twice
		if p.cfg.json {
			p.writeJSON(func(w *resultjson.Writer) { w.Display(&d, u.Valid) })
		} else {
			p.display(u, d)
		}
		return u.Valid
	})
}

// display prints the canonical and display forms, the verdict, and each
// note with carets under its span in both forms.
func (p *printer) display(u *core.URN, d core.Display) {
	w := p.w
	canon, text := newLine(d.Canonical), newLine(d.Text)
	fmt.Fprintln(w, p.paint(sBold, "canonical")+"  "+canon.text)
	same := ""
	if d.Text == d.Canonical {
		same = "  " + p.paint(sDim, "(the same: nothing to decode)")
	}
	fmt.Fprintln(w, p.paint(sBold, "display")+"    "+text.text+same)
	verdict := p.verdict(u.Valid, u.Edition, total(u.Diagnostics, u.Unlisted, core.Error))
	if !u.Valid {
		verdict += " " + p.paint(sRed, "["+strings.Join(errorCodes(u), ", ")+"]")
	}
	fmt.Fprintln(w, verdict)

	fmt.Fprintln(w)
	if len(d.Notes) == 0 {
		fmt.Fprintln(w, p.paint(sDim, "no notes"))
		return
	}
	warnings := 0
	for _, n := range d.Notes {
		if n.Severity == core.Warning {
			warnings++
		}
	}
	fmt.Fprintf(w, "%s (%s, %d info)\n", p.paint(sBold, "notes"), plural(warnings, "warning"), len(d.Notes)-warnings)
	if d.Unlisted > 0 {
		fmt.Fprintln(w, p.paint(sDim, "and "+plural(d.Unlisted, "more note")+", not listed: the first "+strconv.Itoa(core.MaxDiagnostics)+" are"))
	}
	for i, n := range d.Notes {
		if i > 0 {
			fmt.Fprintln(w)
		}
		style := severityStyle(n.Severity)
		fmt.Fprintf(w, "%s %s: %s\n", p.paint(style, n.Severity.String()+"["+string(n.Code)+"]"), spanText(n.Span), n.Msg)
		text, at := window(d.Text, n.Span)
		canon, from := window(d.Canonical, n.From)
		fmt.Fprintln(w, "  display    "+text.text)
		fmt.Fprintln(w, "             "+p.paint(style, text.carets(at)))
		fmt.Fprintln(w, "  canonical  "+canon.text)
		fmt.Fprintln(w, "             "+p.paint(style, canon.carets(from)))
		if r := n.Ref.String(); r != "" {
			fmt.Fprintln(w, "  "+p.paint(sDim, "see:")+" "+r)
		}
	}
}
