package main

import (
	"bufio"
	"fmt"
	"strconv"
	"strings"

	"github.com/urn-playground/urn-playground/core"
	"github.com/urn-playground/urn-playground/core/namespace"
	"github.com/urn-playground/urn-playground/internal/ascii"
)

// printer writes results in the format the flags chose.
type printer struct {
	w   *bufio.Writer
	cfg config
	n   int // readings printed so far
}

// read reads input under the chosen editions, prints the result and
// reports whether every reading was valid.
func (p *printer) read(input string) bool {
	us := make([]*core.URN, len(p.cfg.editions))
	valid := true
	for i, e := range p.cfg.editions {
		us[i] = core.Read(input, e)
		valid = valid && us[i].Valid
	}
	switch {
	case p.cfg.json:
		p.readingsJSON(input, us)
	case p.cfg.compare:
		p.compare(input, us)
	default:
		p.reading(us[0])
	}
	p.n++
	return valid
}

// reading prints the full reading of one input under one edition: the
// input with its parts labelled, the parts table, the summary and the
// diagnostics.
func (p *printer) reading(u *core.URN) {
	w := p.w
	if p.n > 0 {
		fmt.Fprintln(w, strings.Repeat("-", 72))
	}
	ln := newLine(u.Input)
	parts := u.Parts() // a long URN's are found at each call: once here

	// The input, with each top-level part labelled underneath.
	var marks []mark
	for _, pt := range parts {
		if pt.Kind.TopLevel() && pt.Kind != core.KindDelimiter {
			marks = append(marks, mark{span: pt.Span, label: pt.Kind.String()})
		}
	}
	fmt.Fprintln(w, ln.text)
	for _, row := range ln.ruler(marks) {
		fmt.Fprintln(w, p.paint(sCyan, row))
	}
	fmt.Fprintln(w)

	p.parts(u, parts)
	fmt.Fprintln(w)
	fmt.Fprintln(w, p.summary(u))

	fmt.Fprintln(w)
	if len(u.Diagnostics) == 0 {
		fmt.Fprintln(w, p.paint(sDim, noDiagnostics(u)))
	} else {
		fmt.Fprintf(w, "%s (%s)\n", p.paint(sBold, "diagnostics"), counts(u.Diagnostics, u.Unlisted))
		for i, d := range u.Diagnostics {
			if i > 0 {
				fmt.Fprintln(w)
			}
			p.diagnostic(d, u.Input)
		}
	}
	p.namespace(u, ln)
}

// parts prints the table of every part of u (parts, u.Parts()): its
// kind (sub-spans indented), its byte span and its text.
func (p *printer) parts(u *core.URN, parts []core.Part) {
	w := p.w
	fmt.Fprintln(w, p.paint(sBold, "parts"))
	kindW, spanW := len("kind"), len("bytes")
	for _, pt := range parts {
		kindW = max(kindW, len(pt.Kind.String())+indent(pt.Kind))
		spanW = max(spanW, len(spanText(pt.Span)))
	}
	fmt.Fprintf(w, "  %s  %s  %s\n", p.paint(sDim, pad("kind", kindW)), p.paint(sDim, pad("bytes", spanW)), p.paint(sDim, "text"))
	for _, pt := range parts {
		k := strings.Repeat(" ", indent(pt.Kind)) + pt.Kind.String()
		fmt.Fprintf(w, "  %s  %s  %s\n", pad(k, kindW), pad(spanText(pt.Span), spanW), strconv.Quote(u.Text(pt.Span)))
	}
}

// indent is how far the parts table indents a kind: sub-spans nest.
func indent(k core.Kind) int {
	if k.TopLevel() {
		return 0
	}
	return 2
}

// diagnostic prints one diagnostic about input: its
// severity, code, span and message, carets under the span, the spec
// section and the fix. A diagnostic without a span gets no carets.
func (p *printer) diagnostic(d core.Diagnostic, input string) {
	w := p.w
	style := severityStyle(d.Severity)
	head := p.paint(style, d.Severity.String()+"["+string(d.Code)+"]")
	if d.Span.Present() {
		fmt.Fprintf(w, "%s %s: %s\n", head, spanText(d.Span), d.Msg)
		ln, at := window(input, d.Span)
		fmt.Fprintln(w, "  "+ln.text)
		fmt.Fprintln(w, "  "+p.paint(style, ln.carets(at)))
	} else {
		fmt.Fprintf(w, "%s: %s\n", head, d.Msg)
	}
	if r := d.Ref.String(); r != "" {
		fmt.Fprintln(w, "  "+p.paint(sDim, "see:")+" "+r)
	}
	if d.HasFix() {
		fmt.Fprintf(w, "  %s %s -> %s\n", p.paint(sGreen, "fix:"), d.Fix.Title, show(fixed(d, input)))
	}
}

// summary is the one-line verdict: the syntax's, the namespace
// reading's (the two layers a URN is valid by, draft-12 §1), and what the
// NID names. The exit status stays the syntax's.
func (p *printer) summary(u *core.URN) string {
	s := p.verdict(u.Valid, u.Edition, total(u.Diagnostics, u.Unlisted, core.Error))
	if ns := p.nsSummary(u); ns != "" {
		s += "; " + ns
	}
	return s + "; " + nidSummary(u)
}

// nsSummary is the namespace reading's verdict in a few words, "" when
// the URN has no NID and NSS to read.
func (p *printer) nsSummary(u *core.URN) string {
	if !u.NID.Present() || !u.NSS.Present() {
		return ""
	}
	nr := namespace.Read(u)
	switch {
	case nr.Syntax == nil:
		return "namespace: no rule known for " + ascii.Quote(u.Text(u.NID))
	case nr.Verdict == namespace.Violates:
		return "namespace: " + p.paint(sRed, "violates") + " the " + strconv.Quote(nr.Syntax.ID) + " syntax (" + plural(total(nr.Diagnostics, nr.Unlisted, core.Error), "error") + ")"
	}
	return "namespace: " + p.paint(sGreen, "conforms") + " to the " + strconv.Quote(nr.Syntax.ID) + " syntax"
}

// noDiagnostics is what a reading without syntax diagnostics says: never
// "no diagnostics" beside a namespace error.
func noDiagnostics(u *core.URN) string {
	if u.NID.Present() && u.NSS.Present() {
		if nr := namespace.Read(u); nr.Verdict == namespace.Violates {
			return "no syntax diagnostics; the namespace reading below finds " + plural(total(nr.Diagnostics, nr.Unlisted, core.Error), "error")
		}
	}
	return "no diagnostics"
}

// nidSummary says what the NID names: its class, and whether and by what
// IANA registered it.
func nidSummary(u *core.URN) string {
	ns := u.Namespace
	if ns.Class == 0 {
		if u.NID.Present() && u.NID.Len() > 0 {
			return "NID " + ascii.Quote(u.Text(u.NID)) + " not classified (its syntax is wrong)"
		}
		return "no NID"
	}
	s := "NID " + ascii.Quote(u.Text(u.NID)) + ": " + ns.Class.String()
	if ns.Registered {
		s += ", registered with IANA (" + ns.Namespace.Reference + ")"
	} else {
		s += ", not registered with IANA"
	}
	if r := ns.Ref.String(); r != "" {
		s += " [" + r + "]"
	}
	return s
}

// compare prints one line per edition: the verdict and the split into
// components.
func (p *printer) compare(input string, us []*core.URN) {
	w := p.w
	if p.n > 0 {
		fmt.Fprintln(w)
	}
	fmt.Fprintln(w, newLine(input).text)
	idW := 0
	for _, u := range us {
		idW = max(idW, len(u.Edition.ID()))
	}
	for _, u := range us {
		verdict := p.paint(sGreen, pad("valid", 7))
		if !u.Valid {
			verdict = p.paint(sRed, pad("invalid", 7))
		}
		var split []string
		for _, pt := range u.Parts() {
			if pt.Kind.TopLevel() && pt.Kind != core.KindDelimiter && pt.Kind != core.KindScheme {
				split = append(split, pt.Kind.String()+"="+strconv.Quote(u.Text(pt.Span)))
			}
		}
		line := "  " + pad(u.Edition.ID(), idW) + "  " + verdict + "  " + strings.Join(split, " ")
		if !u.Valid {
			line += "  " + p.paint(sRed, "["+strings.Join(errorCodes(u), ", ")+"]")
		}
		fmt.Fprintln(w, line)
	}
}

// errorCodes lists the codes of a reading's errors, in order.
func errorCodes(u *core.URN) []string {
	var codes []string
	for _, d := range u.Diagnostics {
		if d.Severity == core.Error {
			codes = append(codes, string(d.Code))
		}
	}
	return codes
}
