package main

import (
	"fmt"
	"strconv"

	"github.com/urn-playground/urn-playground/core"
	"github.com/urn-playground/urn-playground/core/namespace"
	"github.com/urn-playground/urn-playground/internal/ascii"
)

// namespace prints the namespace reading (namespace.Read), apart
// from the syntax reading above it: the verdict and the rule with its
// source, the input with the NSS's sub-parts marked underneath, their
// table and the namespace's own diagnostics. A NID without a rule gets
// one line saying so; a URN without NID and NSS, nothing.
func (p *printer) namespace(u *core.URN, ln line) {
	w := p.w
	if !u.NID.Present() || !u.NSS.Present() {
		return
	}
	nr := namespace.Read(u)
	fmt.Fprintln(w)
	fmt.Fprintln(w, p.nsVerdict(u, &nr))
	if nr.Syntax == nil || len(nr.Parts) == 0 {
		p.nsDiagnostics(&nr, u.Input)
		return
	}
	// Every sub-part underlined but the hyphens; each id labelled once
	// (a UUID has five runs of hex digits, an OID many arcs).
	marks := make([]mark, 0, len(nr.Parts))
	seen := map[string]bool{}
	for _, pt := range nr.Parts {
		if pt.ID == "hyphen" {
			continue
		}
		m := mark{span: pt.Span}
		if !seen[pt.ID] {
			seen[pt.ID], m.label = true, pt.ID
		}
		marks = append(marks, m)
	}
	fmt.Fprintln(w, "  "+ln.text)
	for _, row := range ln.ruler(marks) {
		fmt.Fprintln(w, "  "+p.paint(sCyan, row))
	}
	// Each sub-part with the rule of the registration's grammar it
	// matched ("-" where the registration names none).
	idW, ruleW, spanW := len("sub-part"), len("rule"), len("bytes")
	for _, pt := range nr.Parts {
		idW = max(idW, len(pt.ID))
		ruleW = max(ruleW, len(ruleName(pt.Rule)))
		spanW = max(spanW, len(spanText(pt.Span)))
	}
	fmt.Fprintf(w, "  %s  %s  %s  %s\n", p.paint(sDim, pad("sub-part", idW)), p.paint(sDim, pad("rule", ruleW)), p.paint(sDim, pad("bytes", spanW)), p.paint(sDim, "text and meaning"))
	for _, pt := range nr.Parts {
		fmt.Fprintf(w, "  %s  %s  %s  %s %s\n", pad(pt.ID, idW), pad(ruleName(pt.Rule), ruleW), pad(spanText(pt.Span), spanW), strconv.Quote(u.Text(pt.Span)), p.paint(sDim, pt.Label))
	}
	p.grammar(nr.Syntax, nr.Parts)
	p.nsDiagnostics(&nr, u.Input)
}

// nsVerdict is the namespace reading's one line: whether the NSS conforms
// to its namespace's own syntax, which rule says so and where.
func (p *printer) nsVerdict(u *core.URN, nr *namespace.Reading) string {
	head := p.paint(sBold, "namespace") + " "
	r := nr.Syntax
	if r == nil {
		return p.paint(sBold, "namespace") + ": " + p.paint(sDim, "no rule known for NID "+ascii.Quote(u.Text(u.NID))+": its NSS is checked against the generic URN syntax only")
	}
	var v string
	switch nr.Verdict {
	case namespace.Conforms:
		v = p.paint(sGreen, "conforms")
	default:
		v = p.paint(sRed, "violates") + " (" + plural(total(nr.Diagnostics, nr.Unlisted, core.Error), "error") + ")"
	}
	s := head + strconv.Quote(r.NID) + ": " + v + " — " + r.Title
	if r.Free {
		s = head + strconv.Quote(r.NID) + ": " + v + " — the registration leaves the NSS free"
	}
	if ref := r.Ref.String(); ref != "" {
		s += " [" + ref + "]"
	}
	return s
}

// nsDiagnostics prints the namespace's own diagnostics, as the syntax
// reading's are printed.
func (p *printer) nsDiagnostics(nr *namespace.Reading, input string) {
	if len(nr.Diagnostics) == 0 {
		return
	}
	w := p.w
	fmt.Fprintf(w, "%s (%s)\n", p.paint(sBold, "namespace diagnostics"), counts(nr.Diagnostics, nr.Unlisted))
	for i, d := range nr.Diagnostics {
		if i > 0 {
			fmt.Fprintln(w)
		}
		p.diagnostic(d, input)
	}
}

// ruleName is a sub-part's rule for the table: "-" for none.
func ruleName(r string) string {
	if r == "" {
		return "-"
	}
	return r
}

// grammar prints the definitions of the registration's rules that the
// sub-parts matched, as the registration writes them.
func (p *printer) grammar(s *namespace.Syntax, parts []namespace.Part) {
	var rules []string
	for _, r := range s.Rules() {
		for _, pt := range parts {
			if pt.Rule == r.Name {
				rules = append(rules, "  "+r.Def)
				break
			}
		}
	}
	if len(rules) > 0 {
		fmt.Fprintln(p.w, p.paint(sDim, "the rules matched, as "+s.Ref.String()+" writes them:"))
		for _, r := range rules {
			fmt.Fprintln(p.w, r)
		}
	}
}
