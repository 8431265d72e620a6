package namespace

import "github.com/urn-playground/urn-playground/core"

// reader is what a syntax's read function works with: the NSS text and
// helpers that take offsets relative to it. The helpers are not inlined,
// and take few arguments (a sub-part's kind is one pointer to a field,
// the Ref is the reader's): the readers call them from many places, and
// each argument costs every call site bytes of the WebAssembly module. A
// *core.Diagnostic that report returns is valid until the next report.
type reader struct {
	in   string    // the whole input
	base int       // where the NSS starts in it
	s    string    // the NSS
	ref  *core.Ref // what diagnostics cite: the syntax's Ref unless the reader sets another
	syn  *Syntax   // the syntax being read
	nr   *Reading  // where parts and diagnostics go, while reading
	// Past core.MaxDiagnostics, as the syntax reader does, report counts
	// the diagnostics instead of listing them (dropped, from dropFrom on;
	// by code in the reading's Unlisted) and hands the reader spare to
	// attach its fix to.
	dropped, dropFrom int
	spare             core.Diagnostic
	// verdictOnly is set when only the verdict is wanted (a fix being
	// checked): the parts are not recorded, which for a long NSS were a
	// second list of a million.
	verdictOnly bool
}

// part labels s[from:to]; tile puts the parts in order and fills the gaps.
//
//go:noinline
func (r *reader) part(from, to int, f *field) {
	if from < to && !r.verdictOnly {
		parts := r.nr.Parts
		if len(parts) == cap(parts) && len(parts) >= 1024 {
			// Doubled, not grown by a quarter as append grows a long
			// slice: a dev URN's million sub-parts were allocated five
			// times over in all.
			parts = append(make([]Part, 0, 2*len(parts)), parts...)
		}
		r.nr.Parts = append(parts, Part{Span: core.Span{Start: r.base + from, End: r.base + to}, ID: f.id, Label: f.label, Rule: f.rule})
	}
}

// beyond reports a warning over s[from:to] that cites c, a source beyond
// the registration (Citation.Beyond): what such a source asks is no part
// of the namespace's syntax, so the NSS still conforms. msg says what the
// source asks; beyond adds whose rule it is.
//
//go:noinline
func (r *reader) beyond(c *Citation, code core.Code, from, to int, msg string) *core.Diagnostic {
	d := r.report(core.Warning, code, from, to, msg+" (a rule of "+core.DocTitle(c.Ref.Doc)+", beyond the "+r.syn.NID+" registration)")
	d.Ref = c.Ref
	return d
}

// report adds a diagnostic over s[from:to], citing r.ref, and returns it
// so that the caller can attach a fix or cite another section.
//
//go:noinline
func (r *reader) report(sev core.Severity, code core.Code, from, to int, msg string) *core.Diagnostic {
	if len(r.nr.Diagnostics) >= core.MaxDiagnostics {
		if r.dropped == 0 {
			r.dropFrom = r.base + from
		}
		r.dropped++
		r.nr.Unlisted.Add(code, sev)
		r.spare = core.Diagnostic{}
		return &r.spare
	}
	l := append(r.nr.Diagnostics, core.Diagnostic{Span: core.Span{Start: r.base + from, End: r.base + to}, Severity: sev, Code: code, Msg: msg, Ref: *r.ref})
	r.nr.Diagnostics = l
	return &l[len(l)-1]
}

// fail reports an Error: the NSS does not conform.
//
//go:noinline
func (r *reader) fail(code core.Code, from, to int, msg string) *core.Diagnostic {
	return r.report(core.Error, code, from, to, msg)
}

// badChar reports the character at s[i] (quoted whole, though the span
// is its first byte) as one that cannot appear there: why completes the
// message. One call instead of quoting and concatenating at each site.
//
//go:noinline
func (r *reader) badChar(i int, why string) *core.Diagnostic {
	return r.fail(CodeChar, i, i+1, quote(at(r.s, i))+why)
}

// badLength reports s[from:to] as making the NSS the wrong length: msg
// ends with the count n found, which badLength writes. One call instead
// of converting and concatenating at each site.
//
//go:noinline
func (r *reader) badLength(from, to int, msg string, n int) {
	r.fail(CodeLength, from, to, msg+itoa(n))
}

// fix attaches to d the edit that replaces d's span with repl.
//
//go:noinline
func (r *reader) fix(d *core.Diagnostic, repl, title string) {
	d.Fix = core.Fix{Span: d.Span, New: repl, Title: title}
}

// tile puts the parts in order of position and, when they leave gaps
// (or overlap, which a reader should not do), rebuilds them so that they
// tile the NSS, a gap becoming an "unread" part. Parts that tile already,
// as a conforming NSS's do, are left in place without allocating.
func (r *reader) tile() {
	if r.verdictOnly {
		return
	}
	ps := r.nr.Parts
	for i := 1; i < len(ps); i++ { // few parts, nearly always in order
		for j := i; j > 0 && ps[j].Start < ps[j-1].Start; j-- {
			ps[j], ps[j-1] = ps[j-1], ps[j]
		}
	}
	at, end := r.base, r.base+len(r.s)
	tiles := true
	for _, p := range ps {
		tiles = tiles && p.Start == at && p.End > p.Start
		at = p.End
	}
	if tiles && at == end {
		return
	}
	out := make([]Part, 0, len(ps)+2)
	at = r.base
	for _, p := range ps {
		p.Start, p.End = max(p.Start, at), min(p.End, end)
		if p.Start >= p.End {
			continue
		}
		if p.Start > at {
			out = append(out, Part{Span: core.Span{Start: at, End: p.Start}, ID: "unread", Label: "not read by the namespace's rule"})
		}
		out = append(out, p)
		at = p.End
	}
	if at < end {
		out = append(out, Part{Span: core.Span{Start: at, End: end}, ID: "unread", Label: "not read by the namespace's rule"})
	}
	r.nr.Parts = out
}
