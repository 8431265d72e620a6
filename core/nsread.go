package core

// The namespace reading: does the NSS conform to its namespace's own
// syntax? Every edition leaves that syntax to the namespace (RFC 2141 §2,
// draft-03 §2.2, draft-12 §3.2, RFC 8141 §2.2), so the reading is kept
// beside the syntax reading and never changes URN.Valid or URN.Diagnostics:
// an NSS that violates its namespace's rule is still a valid URN.

// NamespaceVerdict is the namespace reading's answer.
type NamespaceVerdict uint8

const (
	// NSNoRule: the engine knows no syntax for this NID (or the URN has no
	// NID and NSS to read), so it says nothing about the NSS.
	NSNoRule NamespaceVerdict = iota
	// NSConforms: the NSS has the namespace's syntax (for a namespace
	// whose registration leaves the NSS free, any NSS conforms).
	NSConforms
	// NSViolates: at least one namespace diagnostic has severity Error.
	NSViolates
)

// String returns the stable names "no-rule", "conforms" and "violates".
func (v NamespaceVerdict) String() string {
	switch v {
	case NSConforms:
		return "conforms"
	case NSViolates:
		return "violates"
	}
	return "no-rule"
}

// NamespaceSyntax is one namespace's own NSS syntax, as its registration
// (an IANA-hosted template or the RFC that registers it) defines it.
type NamespaceSyntax struct {
	NID   string // lower-case
	ID    string // stable id of the rule: "isbn"
	Title string // what the rule requires, in a few words
	Ref   Ref    // the section of the registration that states the syntax
	// Free is true when the registration leaves the NSS's syntax to the
	// assigning organisation: every NSS conforms, and the reading says so
	// with an Info diagnostic instead of inventing a rule.
	Free bool
	read func(*nsReader)
}

// NSPart is one sub-part of an NSS in its namespace's own terms: an ISBN's
// check digit, a UUID's version digit, an OID's arc.
type NSPart struct {
	Span         // into URN.Input
	ID    string // stable: "isbn-check", "uuid-version", "hyphen"
	Label string // plain words: "check digit"
}

// NamespaceReading is what [URN.ReadNamespace] found. Its spans are byte
// offsets into the URN's Input, like the syntax reading's.
type NamespaceReading struct {
	Verdict NamespaceVerdict
	// Rule is the namespace's syntax; nil when Verdict is NSNoRule.
	Rule *NamespaceSyntax
	// Parts tile the NSS from its first byte to its last, in order, when
	// there is a rule (none for an empty NSS or a free namespace, whose
	// NSS is one part "nss"). A stretch the rule could not place is a part
	// with ID "unread".
	Parts []NSPart
	// Diagnostics are the namespace's own findings, ordered by position,
	// with codes of their own (nscodes.go). Here Error means "does not
	// conform to the namespace's syntax", Warning goes against a SHOULD
	// of the registration, Info is a note. Every Fix, applied alone to
	// the input, gives an NSS that conforms.
	Diagnostics Diagnostics
}

// ReadNamespace reads u's NSS against its namespace's own syntax. It
// reads the NSS as written (percent-encoded octets are not decoded: no
// namespace the engine knows needs them), under any edition, and even
// when u is not valid, as long as the reader found a NID and an NSS.
func (u *URN) ReadNamespace() NamespaceReading {
	if !u.NID.Present() || !u.NSS.Present() {
		return NamespaceReading{}
	}
	return readNamespace(u.Input, u.Text(u.NID), u.NSS)
}

// NamespaceSyntaxes returns every namespace syntax the engine knows, in
// NID order.
func NamespaceSyntaxes() []*NamespaceSyntax {
	return append([]*NamespaceSyntax(nil), nsSyntaxes...)
}

// NamespaceSyntaxFor returns the syntax of a NID (in any case), or nil.
func NamespaceSyntaxFor(nid string) *NamespaceSyntax {
	for _, s := range nsSyntaxes {
		if equalFold(nid, s.NID) {
			return s
		}
	}
	return nil
}

// readNamespace reads input[nss] under the syntax of nid, then keeps only
// the fixes that give a conforming NSS.
func readNamespace(input, nid string, nss Span) NamespaceReading {
	rule := NamespaceSyntaxFor(nid)
	if rule == nil {
		return NamespaceReading{}
	}
	nr := readWith(rule, input, nss)
	if nr.Verdict == NSViolates || len(nr.Diagnostics) > 0 {
		keepWorkingFixes(&nr, rule, input, nss)
	}
	return nr
}

// readWith runs one rule over input[nss] and completes the reading: the
// parts tiled, the diagnostics sorted, the verdict set.
func readWith(rule *NamespaceSyntax, input string, nss Span) NamespaceReading {
	r := nsReader{in: input, base: nss.Start, s: input[nss.Start:nss.End], rule: rule}
	if rule.Free {
		r.part(0, len(r.s), "nss", "namespace specific string")
		r.note(CodeNSFree, 0, len(r.s), "the "+rule.NID+" registration leaves the NSS's syntax to its assigning organisation: any NSS conforms", rule.Ref)
	} else if r.s == "" {
		r.fail(CodeNSSyntax, 0, 0, "the NSS is empty: "+rule.Title, rule.Ref)
	} else {
		rule.read(&r)
	}
	nr := NamespaceReading{Verdict: NSConforms, Rule: rule, Parts: r.tiled(), Diagnostics: r.diags}
	if len(nr.Diagnostics) > 1 {
		nr.Diagnostics.Sort()
	}
	if nr.Diagnostics.Count(Error) > 0 {
		nr.Verdict = NSViolates
	}
	return nr
}

// keepWorkingFixes drops each fix that does not give a conforming NSS
// when applied alone: a rule proposes the edit that repairs the one
// problem it sees, and this check guarantees the promise of
// NamespaceReading.Diagnostics whatever else is wrong.
func keepWorkingFixes(nr *NamespaceReading, rule *NamespaceSyntax, input string, nss Span) {
	for i := range nr.Diagnostics {
		d := &nr.Diagnostics[i]
		if !d.HasFix() {
			continue
		}
		f := d.Fix
		if f.Start < nss.Start || f.End > nss.End || f.Start > f.End {
			d.Fix = Fix{}
			continue
		}
		fixed := input[:f.Start] + f.New + input[f.End:]
		span := Span{nss.Start, nss.End + len(f.New) - (f.End - f.Start)}
		if readWith(rule, fixed, span).Verdict != NSConforms {
			d.Fix = Fix{}
		}
	}
}

// nsReader is what a rule's read function works with: the NSS text and
// helpers that take offsets relative to it. The helpers are not inlined:
// the rules call them from many places, and inlined copies cost the
// WebAssembly module several KB for no speed a reader would notice. A
// *Diagnostic that report returns is valid until the next report.
type nsReader struct {
	in    string // the whole input
	base  int    // where the NSS starts in it
	s     string // the NSS
	rule  *NamespaceSyntax
	parts []NSPart
	diags Diagnostics
}

// part labels s[from:to]; tiled puts the parts in order and fills the gaps.
//
//go:noinline
func (r *nsReader) part(from, to int, id, label string) {
	if from < to {
		r.parts = append(r.parts, NSPart{Span{r.base + from, r.base + to}, id, label})
	}
}

// report adds a diagnostic over s[from:to] and returns it so that the
// caller can attach a fix.
//
//go:noinline
func (r *nsReader) report(sev Severity, code Code, from, to int, msg string, ref Ref) *Diagnostic {
	r.diags = append(r.diags, Diagnostic{Span: Span{r.base + from, r.base + to}, Severity: sev, Code: code, Msg: msg, Ref: ref})
	return &r.diags[len(r.diags)-1]
}

//go:noinline
func (r *nsReader) fail(code Code, from, to int, msg string, ref Ref) *Diagnostic {
	return r.report(Error, code, from, to, msg, ref)
}

//go:noinline
func (r *nsReader) warn(code Code, from, to int, msg string, ref Ref) *Diagnostic {
	return r.report(Warning, code, from, to, msg, ref)
}

//go:noinline
func (r *nsReader) note(code Code, from, to int, msg string, ref Ref) *Diagnostic {
	return r.report(Info, code, from, to, msg, ref)
}

// fix attaches an edit of s[from:to] to d.
//
//go:noinline
func (r *nsReader) fix(d *Diagnostic, from, to int, repl, title string) {
	d.Fix = Fix{Span: Span{r.base + from, r.base + to}, New: repl, Title: title}
}

// tiled returns the parts in order of position, with every gap filled
// and any overlap a rule left by mistake cut, so that they tile the NSS.
func (r *nsReader) tiled() []NSPart {
	for i := 1; i < len(r.parts); i++ { // in order of start: few parts, mostly sorted
		for j := i; j > 0 && r.parts[j].Start < r.parts[j-1].Start; j-- {
			r.parts[j], r.parts[j-1] = r.parts[j-1], r.parts[j]
		}
	}
	out := r.parts[:0:0]
	at, end := r.base, r.base+len(r.s)
	for _, p := range r.parts {
		if p.Start < at {
			p.Start = at
		}
		if p.End > end {
			p.End = end
		}
		if p.Start >= p.End {
			continue
		}
		if p.Start > at {
			out = append(out, NSPart{Span{at, p.Start}, "unread", "not read by the namespace's rule"})
		}
		out = append(out, p)
		at = p.End
	}
	if at < end {
		out = append(out, NSPart{Span{at, end}, "unread", "not read by the namespace's rule"})
	}
	return out
}

// nsSyntaxes is the table of namespace syntaxes, one per namespace, in
// NID order; each namespace's definition is in its own file, ns<nid>.go.
var nsSyntaxes = []*NamespaceSyntax{
	devSyntax,
	doiSyntax,
	ietfSyntax,
	isbnSyntax,
	isniSyntax,
	issnSyntax,
	leiSyntax,
	mrnSyntax,
	oidSyntax,
	uuidSyntax,
}

func isDigit(c byte) bool { return '0' <= c && c <= '9' }
