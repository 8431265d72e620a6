package main

import (
	"fmt"
	"io"

	"github.com/urn-playground/urn-playground/core"
	"github.com/urn-playground/urn-playground/core/namespace"
	"github.com/urn-playground/urn-playground/core/resultjson"
)

const resolveUsage = `usage: urn resolve [-edition id] [-json] urn ...

Says where each URN leads: the URL of the URN at each public resolution
service documented for its namespace, with the source that documents the
URL form. A URN gets links only when it is valid and its NSS does not
violate its namespace's syntax; where the registration names no public
service, it says so and why. Nothing is fetched: the links are built
from the URN.

Exit status: 0 if every URN got a link, 1 if any did not, 2 for bad flags.

Flags:
`

func runResolve(args []string, _ io.Reader, stdout, stderr io.Writer) int {
	return newSubFlags("resolve", resolveUsage, false, stderr).eachURN(args, stdout, func(p *printer, u *core.URN) bool {
		nr := namespace.Read(u)
		r := namespace.Resolve(u, &nr)
		if p.cfg.json {
			p.writeJSON(func(w *resultjson.Writer) { w.Resolution(u.Input, u.Valid, &r) })
		} else {
			p.resolution(u, &r)
		}
		return r.Verdict == namespace.Linked
	})
}

// resolution prints the URN, its links (service, URL, scope and the
// source of the URL form) and the note, and the registration's section
// on resolution.
func (p *printer) resolution(u *core.URN, r *namespace.Resolution) {
	w := p.w
	fmt.Fprintln(w, p.paint(sBold, "urn")+"  "+newLine(u.Input).text)
	verdict := map[namespace.ResolutionVerdict]string{
		namespace.Linked:    p.paint(sGreen, "leads to"),
		namespace.NoService: p.paint(sYellow, "no public service"),
		namespace.Blocked:   p.paint(sRed, "no link"),
		namespace.Unknown:   p.paint(sDim, "no resolution data"),
	}[r.Verdict]
	fmt.Fprintln(w, verdict)
	for _, l := range r.Links {
		fmt.Fprintln(w, "  "+l.URL)
		about := l.Service.Name
		if l.Service.Scope != "" {
			about += ", for " + l.Service.Scope
		}
		fmt.Fprintln(w, "    "+p.paint(sDim, about+"; URL form: "+l.Service.Ref.String()))
	}
	if r.Note != "" {
		fmt.Fprintln(w, p.paint(sDim, r.Note))
	}
	if r.Syntax != nil {
		fmt.Fprintln(w, p.paint(sDim, "see: "+r.Syntax.Resolvers().Ref.String()))
	}
}
