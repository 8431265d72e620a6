package namespace

import "github.com/urn-playground/urn-playground/core"

// Verdict is the namespace reading's answer.
type Verdict uint8

const (
	// NoRule: the engine knows no syntax for this NID (or the URN has no
	// NID and NSS to read), so it says nothing about the NSS.
	NoRule Verdict = iota
	// Conforms: the NSS has the namespace's syntax (for a namespace whose
	// registration leaves the NSS free, any NSS conforms).
	Conforms
	// Violates: at least one namespace diagnostic has severity Error.
	Violates
)

// String returns the stable names "no-rule", "conforms" and "violates".
func (v Verdict) String() string {
	switch v {
	case Conforms:
		return "conforms"
	case Violates:
		return "violates"
	}
	return "no-rule"
}

// Part is one sub-part of an NSS in its namespace's own terms: an ISBN's
// check digit, a UUID's version digit, an OID's arc.
type Part struct {
	core.Span        // into URN.Input
	ID        string // stable: "isbn-check", "uuid-version", "hyphen"
	Label     string // plain words: "check digit"
	// Rule is the registration's ABNF rule the sub-part matched
	// ("check-digit"), or a literal in quotes; "" where the registration
	// names none. Syntax.Rules gives its definition.
	Rule string
}

// Reading is what [Read] found. Its spans are byte offsets into the URN's
// Input, like the syntax reading's.
type Reading struct {
	Verdict Verdict
	// Syntax is the namespace's syntax; nil when Verdict is NoRule.
	Syntax *Syntax
	// Parts tile the NSS from its first byte to its last, in order, when
	// there is a syntax (none for an empty NSS or a free namespace, whose
	// NSS is one part "nss"). A stretch the syntax could not place is a
	// part with ID "unread".
	Parts []Part
	// Diagnostics are the namespace's own findings, ordered by position,
	// with codes of their own (codes.go). Here Error means "does not
	// conform to the namespace's syntax", Warning goes against a SHOULD
	// of the registration, Info is a note. Every Fix, applied alone to
	// the input, gives an NSS that conforms. Like the syntax reading's,
	// they are at most core.MaxDiagnostics, then one Info,
	// core.CodeTooManyProblems, that counts the rest (the verdict still
	// sees them).
	Diagnostics core.Diagnostics
	// Unlisted counts, by code, the diagnostics past core.MaxDiagnostics
	// that Diagnostics leaves out.
	Unlisted core.Tally

	rd reader // the reader's state, kept to read again without allocating
}

// Read reads u's NSS against its namespace's own syntax. It reads the NSS
// as written (percent-encoded octets are not decoded: no namespace the
// engine knows needs them), under any edition, and even when u is not
// valid, as long as the reader found a NID and an NSS. [ReadTo] is the
// same without allocating.
func Read(u *core.URN) Reading {
	var nr Reading
	ReadTo(u, &nr)
	return nr
}

// ReadTo is [Read] into nr, reusing nr's slices the way [core.URN.Read]
// reuses a URN's: once they have grown, reading a conforming NSS does not
// allocate. (A violation allocates its messages and checks its fixes.)
func ReadTo(u *core.URN, nr *Reading) {
	// Field by field: the reader's state, with its spare diagnostic, is
	// set by readWith, and zeroing it twice cost the short corpus's
	// readings a tenth of their time.
	nr.Verdict, nr.Syntax = NoRule, nil
	nr.Parts, nr.Diagnostics = nr.Parts[:0], nr.Diagnostics[:0]
	if syn := For(u); syn != nil {
		readSyntax(nr, syn, u.Input, u.NSS)
	}
}

// VerdictTo is [ReadTo] for a list's check, which shows a verdict and the
// first error but neither parts nor fixes: it records no parts, and
// leaves out every fix rather than check each one by reading the NSS
// again (which made a violating line cost three readings).
func VerdictTo(u *core.URN, nr *Reading) {
	nr.Verdict, nr.Syntax = NoRule, nil
	nr.Parts, nr.Diagnostics = nr.Parts[:0], nr.Diagnostics[:0]
	if syn := For(u); syn != nil {
		readWith(nr, syn, u.Input, u.NSS, true)
		for i := range nr.Diagnostics {
			nr.Diagnostics[i].Fix = core.Fix{}
		}
	}
}

// ReadNSSTo is [ReadTo] for a URN whose NID and NSS are found already
// (input[nid], input[nss]): the JavaScript API reads a plain URN itself,
// and asks the module for its namespace reading without having core read
// the URN a second time. Given the spans core's reading finds, it reads
// as ReadTo does.
func ReadNSSTo(input string, nid, nss core.Span, nr *Reading) {
	nr.Verdict, nr.Syntax = NoRule, nil
	nr.Parts, nr.Diagnostics = nr.Parts[:0], nr.Diagnostics[:0]
	if syn := ForNID(input[nid.Start:nid.End]); syn != nil {
		readSyntax(nr, syn, input, nss)
	}
}

// readSyntax reads input[nss] under syn into nr, whose slices are empty.
func readSyntax(nr *Reading, syn *Syntax, input string, nss core.Span) {
	readWith(nr, syn, input, nss, false)
	if nr.Verdict == Violates {
		// Errors may interact: a fix that repairs one leaves the others.
		// A conforming reading's fixes (of warnings) conform by the
		// syntaxes' construction, which FuzzNamespaceReading checks.
		keepWorkingFixes(nr, syn, input, nss)
	}
}

// readWith runs one syntax over input[nss] into nr (whose slices are
// empty) and completes the reading: the parts tiled, the diagnostics
// sorted, the verdict set.
func readWith(nr *Reading, syn *Syntax, input string, nss core.Span, verdictOnly bool) {
	r := &nr.rd
	r.verdictOnly = verdictOnly
	// Not the spare diagnostic, which report clears when it hands it out.
	r.in, r.base, r.s, r.ref, r.nr, r.syn = input, nss.Start, input[nss.Start:nss.End], &syn.Ref, nr, syn
	r.dropped, r.dropFrom, nr.Unlisted = 0, 0, nr.Unlisted[:0]
	if syn.Free {
		r.part(0, len(r.s), &wholeField)
		r.report(core.Info, CodeFree, 0, len(r.s), "the "+syn.NID+" registration leaves the NSS's syntax to its assigning organisation: any NSS conforms")
	} else if r.s == "" {
		r.fail(CodeSyntax, 0, 0, "the NSS is empty: "+syn.Title)
	} else {
		syn.read(r)
	}
	r.tile()
	r.nr = nil
	nr.Syntax, nr.Verdict = syn, Conforms
	if r.dropped > 0 {
		d := tooManyProblems(r.dropped, r.dropFrom)
		d.Ref = syn.Ref // a namespace diagnostic cites the syntax it reads by
		nr.Diagnostics = append(nr.Diagnostics, d)
	}
	if len(nr.Diagnostics) > 1 {
		nr.Diagnostics.Sort()
	}
	if nr.Unlisted.Count(core.Error) > 0 || nr.Diagnostics.Count(core.Error) > 0 {
		nr.Verdict = Violates
	}
}

// tooManyProblems is the last diagnostic of a reading that dropped n
// diagnostics from offset at on: the syntax reading's, word for word
// (core writes its own; TestTooManyProblemsAsCore compares the two).
func tooManyProblems(n, at int) core.Diagnostic {
	return core.Diagnostic{Span: core.Span{Start: at, End: at}, Severity: core.Info, Code: core.CodeTooManyProblems,
		Msg: "and " + itoa(n) + " more problems from here on, not listed: a reading lists at most " + itoa(core.MaxDiagnostics) + "; fix the first ones and read again"}
}

// keepWorkingFixes drops each fix that does not give a conforming NSS
// when applied alone: a syntax's reader proposes the edit that repairs
// the one problem it sees, and this check guarantees the promise of
// Reading.Diagnostics whatever else is wrong.
//
// Each check reads the whole NSS again, so a reading with more than
// maxCheckedFixes fixes keeps none: checking them all took time
// quadratic in the NSS (4,000 stray characters, each with its fix, took
// minutes), and a fix mends one problem, which with that many leaves the
// NSS violating anyway.
func keepWorkingFixes(nr *Reading, syn *Syntax, input string, nss core.Span) {
	fixes := 0
	for i := range nr.Diagnostics {
		if nr.Diagnostics[i].HasFix() {
			fixes++
		}
	}
	var again Reading
	for i := range nr.Diagnostics {
		d := &nr.Diagnostics[i]
		if !d.HasFix() {
			continue
		}
		if fixes > maxCheckedFixes {
			d.Fix = core.Fix{}
			continue
		}
		f := d.Fix
		if f.Start < nss.Start || f.End > nss.End || f.Start > f.End {
			d.Fix = core.Fix{}
			continue
		}
		fixed := input[:f.Start] + f.New + input[f.End:]
		again = Reading{Parts: again.Parts[:0], Diagnostics: again.Diagnostics[:0]}
		readWith(&again, syn, fixed, core.Span{Start: nss.Start, End: nss.End + len(f.New) - (f.End - f.Start)}, true)
		if again.Verdict != Conforms {
			d.Fix = core.Fix{}
		}
	}
}

// maxCheckedFixes is the most fixes one namespace reading checks (and so
// offers): see keepWorkingFixes.
const maxCheckedFixes = 16
