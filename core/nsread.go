package core

import "strings"

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
	// the input, gives an NSS that conforms. Like the syntax reading's,
	// they are at most MaxDiagnostics, then one Info, CodeTooManyProblems,
	// that counts the rest (the verdict still sees them).
	Diagnostics Diagnostics

	rd nsReader // the reader's state, kept to read again without allocating
}

// ReadNamespace reads u's NSS against its namespace's own syntax. It
// reads the NSS as written (percent-encoded octets are not decoded: no
// namespace the engine knows needs them), under any edition, and even
// when u is not valid, as long as the reader found a NID and an NSS.
// [URN.ReadNamespaceTo] is the same without allocating.
func (u *URN) ReadNamespace() NamespaceReading {
	var nr NamespaceReading
	u.ReadNamespaceTo(&nr)
	return nr
}

// ReadNamespaceTo is [URN.ReadNamespace] into nr, reusing nr's slices the
// way [URN.Read] reuses a URN's: once they have grown, reading a
// conforming NSS does not allocate. (A violation allocates its messages
// and checks its fixes.)
func (u *URN) ReadNamespaceTo(nr *NamespaceReading) {
	// Field by field: the reader's state, with its spare diagnostic, is
	// set by readWith, and zeroing it twice cost the short corpus's
	// readings a tenth of their time.
	nr.Verdict, nr.Rule = NSNoRule, nil
	nr.Parts, nr.Diagnostics = nr.Parts[:0], nr.Diagnostics[:0]
	rule := u.NamespaceSyntax()
	if rule == nil {
		return
	}
	readWith(nr, rule, u.Input, u.NSS)
	if nr.Verdict == NSViolates {
		// Errors may interact: a fix that repairs one leaves the others.
		// A conforming reading's fixes (of warnings) conform by the
		// rules' construction, which FuzzNamespaceReading checks.
		keepWorkingFixes(nr, rule, u.Input, u.NSS)
	}
}

// NamespaceSyntaxes returns every namespace syntax the engine knows, in
// NID order.
func NamespaceSyntaxes() []*NamespaceSyntax {
	return append([]*NamespaceSyntax(nil), nsSyntaxes...)
}

// NamespaceSyntax returns the syntax that [URN.ReadNamespace] reads u's
// NSS by, or nil when its verdict is NSNoRule: no NID and NSS to read, or
// no syntax known for the NID. It costs a lookup, not a reading: the
// WebAssembly module asks it to decide whether URN.parse's namespace is
// worth deferring.
func (u *URN) NamespaceSyntax() *NamespaceSyntax {
	if !u.NID.Present() || !u.NSS.Present() {
		return nil
	}
	if info := &u.Namespace; info.Registered {
		if info.syntax == 0 {
			return nil
		}
		return nsSyntaxes[info.syntax-1]
	}
	return NamespaceSyntaxFor(u.Input[u.NID.Start:u.NID.End])
}

// NamespaceSyntaxFor returns the syntax of a NID (in any case), or nil.
// URN.parse asks it for every reading: a registered NID's syntax is found
// through the registry's hash table (registrySyntax), without a scan.
func NamespaceSyntaxFor(nid string) *NamespaceSyntax {
	if i := registryIndex(nid); i >= 0 {
		if n := registrySyntax[i]; n != 0 {
			return nsSyntaxes[n-1]
		}
		return nil
	}
	for _, s := range unregisteredSyntaxes {
		if len(s.NID) == len(nid) && equalFold(nid, s.NID) {
			return s
		}
	}
	return nil
}

// readWith runs one rule over input[nss] into nr (whose slices are
// empty) and completes the reading: the parts tiled, the diagnostics
// sorted, the verdict set.
func readWith(nr *NamespaceReading, rule *NamespaceSyntax, input string, nss Span) {
	r := &nr.rd
	// Not the spare diagnostic, which report clears when it hands it out.
	r.in, r.base, r.s, r.ref, r.nr = input, nss.Start, input[nss.Start:nss.End], &rule.Ref, nr
	r.dropped, r.dropFrom, r.dropErr = 0, 0, false
	if rule.Free {
		r.part(0, len(r.s), &nsWhole)
		r.report(Info, CodeNSFree, 0, len(r.s), "the "+rule.NID+" registration leaves the NSS's syntax to its assigning organisation: any NSS conforms")
	} else if r.s == "" {
		r.fail(CodeNSSyntax, 0, 0, "the NSS is empty: "+rule.Title)
	} else {
		rule.read(r)
	}
	r.tile()
	r.nr = nil
	nr.Rule, nr.Verdict = rule, NSConforms
	if r.dropped > 0 {
		d := tooManyProblems(r.dropped, r.dropFrom)
		d.Ref = rule.Ref // a namespace diagnostic cites the rule it reads by
		nr.Diagnostics = append(nr.Diagnostics, d)
	}
	if len(nr.Diagnostics) > 1 {
		nr.Diagnostics.Sort()
	}
	if r.dropErr || nr.Diagnostics.Count(Error) > 0 {
		nr.Verdict = NSViolates
	}
}

// keepWorkingFixes drops each fix that does not give a conforming NSS
// when applied alone: a rule proposes the edit that repairs the one
// problem it sees, and this check guarantees the promise of
// NamespaceReading.Diagnostics whatever else is wrong.
//
// Each check reads the whole NSS again, so a reading with more than
// maxCheckedFixes fixes keeps none: checking them all took time
// quadratic in the NSS (4,000 stray characters, each with its fix, took
// minutes), and a fix mends one problem, which with that many leaves the
// NSS violating anyway.
func keepWorkingFixes(nr *NamespaceReading, rule *NamespaceSyntax, input string, nss Span) {
	fixes := 0
	for i := range nr.Diagnostics {
		if nr.Diagnostics[i].HasFix() {
			fixes++
		}
	}
	var again NamespaceReading
	for i := range nr.Diagnostics {
		d := &nr.Diagnostics[i]
		if !d.HasFix() {
			continue
		}
		if fixes > maxCheckedFixes {
			d.Fix = Fix{}
			continue
		}
		f := d.Fix
		if f.Start < nss.Start || f.End > nss.End || f.Start > f.End {
			d.Fix = Fix{}
			continue
		}
		fixed := input[:f.Start] + f.New + input[f.End:]
		again = NamespaceReading{Parts: again.Parts[:0], Diagnostics: again.Diagnostics[:0]}
		readWith(&again, rule, fixed, Span{nss.Start, nss.End + len(f.New) - (f.End - f.Start)})
		if again.Verdict != NSConforms {
			d.Fix = Fix{}
		}
	}
}

// maxCheckedFixes is the most fixes one namespace reading checks (and so
// offers): see keepWorkingFixes.
const maxCheckedFixes = 16

// nsReader is what a rule's read function works with: the NSS text and
// helpers that take offsets relative to it. The helpers are not inlined,
// and take few arguments (a sub-part's kind is one pointer to an nsField,
// the Ref is the reader's): the rules call them from many places, and
// each argument costs every call site bytes of the WebAssembly module. A
// *Diagnostic that report returns is valid until the next report.
type nsReader struct {
	in   string            // the whole input
	base int               // where the NSS starts in it
	s    string            // the NSS
	ref  *Ref              // what diagnostics cite: the rule's Ref unless the rule sets another
	nr   *NamespaceReading // where parts and diagnostics go, while reading
	// Past MaxDiagnostics, as the syntax reader does, report counts the
	// diagnostics instead of listing them (dropped, from dropFrom on, an
	// error among them setting dropErr) and hands the rule spare to
	// attach its fix to.
	dropped, dropFrom int
	dropErr           bool
	spare             Diagnostic
}

// nsField is one kind of sub-part: its stable id and label and, for a
// field whose characters are checked (nsReader.field), what they may be,
// in words for messages ("a decimal number") and as a set (nsCharSets).
type nsField struct {
	id, label string
	what      string
	ok        nsCharSet
}

// nsCharSet indexes nsCharSets: the characters a field may hold. A set
// is data rather than a predicate function: a function per set, called
// through a pointer, costs the WebAssembly module more.
type nsCharSet uint8

const (
	csNone          nsCharSet = iota // a field that is not checked
	csDigit                          // DIGIT
	csAlpha                          // ALPHA
	csAlnum                          // ALPHA / DIGIT
	csHex                            // HEXDIG, in either case
	csLDH                            // ALPHA / DIGIT / "-"
	csDevNoDash                      // ALPHA / DIGIT / "." (RFC 9039's product)
	csDevUnreserved                  // ALPHA / DIGIT / "." / "-" (RFC 9039's devunreserved)
	csGS1Name                        // ALPHA / DIGIT / "." / "-" / "_"
	csDOI                            // printable ASCII, 0x20 to 0x7E
	// csASCII is the US-ASCII of RFC 20, which RFC 6963 and RFC 3614
	// require of their NSSs: a raw byte of a UTF-8 sequence is not (an
	// IRI's character becomes ASCII by percent-encoding).
	csASCII
	csParams // any byte but ":", which separates RFC 3553's names
	csAny    // any byte
	csDigitX // DIGIT / "X" / "x": an ISNI's check character
)

// nsChars is a set of bytes: those with a class in mask, the n bytes
// from lo on (counting modulo 256, so that {lo: ';', n: 255} is every
// byte but ':'), and those in extra.
type nsChars struct {
	mask  charClass
	lo    byte
	n     uint16
	extra string
}

var nsCharSets = [...]nsChars{
	csDigit:         {mask: cDigit},
	csAlpha:         {mask: cAlpha},
	csAlnum:         {mask: letNum},
	csHex:           {mask: cDigit | cHexLetter},
	csLDH:           {mask: ldh},
	csDevNoDash:     {mask: letNum, extra: "."},
	csDevUnreserved: {mask: ldh, extra: "."},
	csGS1Name:       {mask: ldh, extra: "._"},
	csDOI:           {lo: 0x20, n: 0x7F - 0x20},
	csASCII:         {n: 0x80},
	csParams:        {lo: ':' + 1, n: 255},
	csAny:           {n: 256},
	csDigitX:        {mask: cDigit, extra: "Xx"},
}

// inSet reports whether c is in the set: one bit of nsCharBits, so that
// the check of each character of a field is inlined.
func inSet(set nsCharSet, c byte) bool {
	return nsCharBits[set][c>>6]>>(c&63)&1 != 0
}

// nsCharBits is nsCharSets as 256-bit maps, built once from them.
var nsCharBits = func() (bits [len(nsCharSets)][4]uint64) {
	for set, cs := range nsCharSets {
		for c := 0; c < 256; c++ {
			b := byte(c)
			if classOf[b]&cs.mask != 0 || uint16(b-cs.lo) < cs.n || strings.IndexByte(cs.extra, b) >= 0 {
				bits[set][c>>6] |= 1 << (c & 63)
			}
		}
	}
	return bits
}()

var (
	nsWhole     = nsField{id: "nss", label: "namespace specific string"}
	nsHyphen    = nsField{id: "hyphen", label: "hyphen"}
	nsSeparator = nsField{id: "separator", label: "separator"}
)

// part labels s[from:to]; tiled puts the parts in order and fills the gaps.
//
//go:noinline
func (r *nsReader) part(from, to int, f *nsField) {
	if from < to {
		r.nr.Parts = append(r.nr.Parts, NSPart{Span{r.base + from, r.base + to}, f.id, f.label})
	}
}

// report adds a diagnostic over s[from:to], citing r.ref, and returns it
// so that the caller can attach a fix or cite another section.
//
//go:noinline
func (r *nsReader) report(sev Severity, code Code, from, to int, msg string) *Diagnostic {
	if len(r.nr.Diagnostics) >= MaxDiagnostics {
		if r.dropped == 0 {
			r.dropFrom = r.base + from
		}
		r.dropped++
		r.dropErr = r.dropErr || sev == Error
		r.spare = Diagnostic{}
		return &r.spare
	}
	l := append(r.nr.Diagnostics, Diagnostic{Span: Span{r.base + from, r.base + to}, Severity: sev, Code: code, Msg: msg, Ref: *r.ref})
	r.nr.Diagnostics = l
	return &l[len(l)-1]
}

// fail reports an Error: the NSS does not conform.
//
//go:noinline
func (r *nsReader) fail(code Code, from, to int, msg string) *Diagnostic {
	return r.report(Error, code, from, to, msg)
}

// badChar reports the character at s[i] (quoted whole, though the span
// is its first byte) as one that cannot appear there: why completes the
// message. One call instead of quoting and concatenating at each site.
//
//go:noinline
func (r *nsReader) badChar(i int, why string) *Diagnostic {
	return r.fail(CodeNSChar, i, i+1, quote(at(r.s, i))+why)
}

// badLength reports s[from:to] as making the NSS the wrong length: msg
// ends with the count n found, which badLength writes. One call instead
// of converting and concatenating at each site.
//
//go:noinline
func (r *nsReader) badLength(from, to int, msg string, n int) {
	r.fail(CodeNSLength, from, to, msg+itoa(n))
}

// fix attaches to d the edit that replaces d's span with repl.
//
//go:noinline
func (r *nsReader) fix(d *Diagnostic, repl, title string) {
	d.Fix = Fix{Span: d.Span, New: repl, Title: title}
}

// tile puts the parts in order of position and, when they leave gaps
// (or overlap, which a rule should not do), rebuilds them so that they
// tile the NSS, a gap becoming an "unread" part. Parts that tile already,
// as a conforming NSS's do, are left in place without allocating.
func (r *nsReader) tile() {
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
	out := make([]NSPart, 0, len(ps)+2)
	at = r.base
	for _, p := range ps {
		p.Start, p.End = max(p.Start, at), min(p.End, end)
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
	r.nr.Parts = out
}

// nsSyntaxes is the table of namespace syntaxes, one per namespace, in
// NID order; each namespace's definition is in its own file, ns<nid>.go.
// The definitions are variables of type NamespaceSyntax, not pointers,
// so that this table of their addresses is data: a table copying
// pointer variables is built by code at start-up.
var nsSyntaxes = []*NamespaceSyntax{
	&threeGPPSyntax,
	&devSyntax,
	&doiSyntax,
	&epcSyntax,
	&exampleSyntax,
	&gs1Syntax,
	&ieeeSyntax,
	&ietfSyntax,
	&isbnSyntax,
	&isniSyntax,
	&isoSyntax,
	&issnSyntax,
	&leiSyntax,
	&lexSyntax,
	&mpegSyntax,
	&mrnSyntax,
	&nbnSyntax,
	&oasisSyntax,
	&oidSyntax,
	&publicidSyntax,
	&uuidSyntax,
	&xmppSyntax,
}

func isDigit(c byte) bool { return '0' <= c && c <= '9' }
