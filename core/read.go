package core

import (
	"github.com/urn-playground/urn-playground/internal/ascii"
	"strings"
)

// reader is the one tolerant pass over an input. It follows the grammar
// in order — scheme, NID, NSS, then the edition's components — reports
// every problem through report and always moves on, like go/scanner.
type reader struct {
	// u is the result being built; nil in a quick check, which records
	// nothing (a URN there would escape to the heap).
	u     *URN
	in    string // the input without trailing white space
	rules *rules
	// quick is set by Valid: record no parts or diagnostics and stop at
	// the first error, so that a validity check never allocates.
	quick bool
	bad   bool // an error-severity diagnostic was met
	// dropped counts the diagnostics past MaxDiagnostics, and dropFrom
	// is where the first of them was; u.Unlisted counts them by code.
	dropped, dropFrom int
}

// MaxDiagnostics is the most diagnostics one reading lists. Like
// go/parser, which stops after ten errors unless asked for all, a reading
// of pasted garbage stops listing problems, but only after many: a
// 100 KB paste could otherwise carry tens of thousands of diagnostics
// (and as many fixes), costing far more than the reading itself. The rest
// are counted in one last info, CodeTooManyProblems; validity still sees
// them all.
const MaxDiagnostics = 1000

// fail notes an error. It returns true when the caller should not build
// the diagnostic (a quick check only wants the verdict).
func (r *reader) fail() bool {
	r.bad = true
	return r.quick
}

// report adds a diagnostic; an error makes the input invalid. It and
// its wrappers note and errorAt are never inlined: they run only where
// the input has something to report, and some hundred call sites each
// holding a copy of them cost the WebAssembly module 6 KB brotli.
//
//go:noinline
func (r *reader) report(d Diagnostic) {
	if d.Severity == Error {
		r.bad = true
	}
	if r.quick {
		return
	}
	if len(r.u.Diagnostics) >= MaxDiagnostics {
		if r.dropped == 0 {
			r.dropFrom = d.Start
		}
		r.dropped++
		r.u.Unlisted.Add(d.Code, d.Severity)
		return
	}
	r.u.Diagnostics = append(r.u.Diagnostics, d)
}

// tooMany is the last diagnostic of a reading that dropped some.
func (r *reader) tooMany() Diagnostic { return tooManyProblems(r.dropped, r.dropFrom) }

// tooManyProblems is the last diagnostic of a reading (the syntax's or a
// namespace's) that dropped n diagnostics from offset at on.
func tooManyProblems(n, at int) Diagnostic {
	return Diagnostic{Span: Span{at, at}, Severity: Info, Code: CodeTooManyProblems,
		Msg: "and " + itoa(n) + " more problems from here on, not listed: a reading lists at most " + itoa(MaxDiagnostics) + "; fix the first ones and read again"}
}

// note adds a warning or info. Callers on hot paths check r.quick first,
// so that the message is not even built.
//
//go:noinline
func (r *reader) note(sev Severity, code Code, start, end int, ref Ref, msg string) {
	r.report(Diagnostic{Span: Span{start, end}, Severity: sev, Code: code, Msg: msg, Ref: ref})
}

//go:noinline
func (r *reader) errorAt(code Code, start, end int, ref Ref, msg string, fix Fix) {
	r.report(Diagnostic{Span: Span{start, end}, Severity: Error, Code: code, Msg: msg, Ref: ref, Fix: fix})
}

// part records a labelled span and returns its index, so that a part whose
// end is not yet known can be patched. It is small enough to inline, so a
// quick check pays nothing for it. The top-level parts' fields of URN
// (Scheme, NID, …) are set from the parts once the reading is done
// (setSpans): in WebAssembly every call counts.
func (r *reader) part(k Kind, start, end int) int {
	if r.quick {
		return -1
	}
	r.u.parts = append(r.u.parts, Part{Kind: k, Span: Span{start, end}})
	return len(r.u.parts) - 1
}

// roomForParts makes room in u.parts, before a long input is read, for
// as many parts as it may have: one per byte that can begin a part
// (a separator, an escape, a delimiter) and a few more. append grows a
// long slice by a quarter at a time, so that a reading's million parts
// were allocated five times over in all; sized at once, they are
// allocated once. (Done here, not in part, which is inlined at some
// hundred call sites.)
//
//go:noinline
func (u *URN) roomForParts(input string) {
	n := 16
	for i := 0; i < len(input); i++ {
		switch input[i] {
		case ':', '/', '%', '?', '#', '&', '=', '+', '.', ' ':
			n++
		}
	}
	if cap(u.parts) < n {
		u.parts = make([]Part, 0, n)
	}
}

func (r *reader) endPart(i, end int) {
	if i >= 0 {
		r.u.parts[i].End = end
	}
}

func (r *reader) read() {
	in := r.in
	if in == "" {
		if !r.fail() {
			r.errorAt(CodeEmpty, 0, 0, r.rules.syntaxRef, "the input is empty: a URN has the form urn:<NID>:<NSS>", Fix{})
		}
		return
	}
	// White space around a pasted URN is the commonest slip; it is never
	// part of a URN (every edition excludes it), so offer to delete it.
	p := 0
	for p < len(in) && isSpace(in[p]) {
		p++
	}
	end := len(in)
	for end > p && isSpace(in[end-1]) {
		end--
	}
	if p > 0 {
		r.part(KindUnparsed, 0, p)
		if !r.fail() {
			r.errorAt(CodeLeadingSpace, 0, p, r.rules.excludedRef, "white space before the URN is not part of it",
				Fix{Span: Span{0, p}, Title: "Remove the leading white space"})
		}
	}
	r.in = in[:end]
	if p < end {
		r.scheme(p)
	}
	if end < len(in) {
		r.part(KindUnparsed, end, len(in))
		if !r.fail() {
			r.errorAt(CodeTrailingSpace, end, len(in), r.rules.excludedRef, "white space after the URN is not part of it",
				Fix{Span: Span{end, len(in)}, Title: "Remove the trailing white space"})
		}
	}
}

// scheme reads `"urn" ":"` (RFC 2141 §2, draft-03 §2, draft-12 §3,
// RFC 8141 §2: case-insensitive), or explains what stands there instead.
func (r *reader) scheme(p int) {
	in := r.in
	if len(in)-p >= 4 && in[p+3] == ':' && in[p]|0x20 == 'u' && in[p+1]|0x20 == 'r' && in[p+2]|0x20 == 'n' {
		r.part(KindScheme, p, p+3)
		r.part(KindDelimiter, p+3, p+4)
		r.nid(p + 4)
		return
	}
	colon := strings.IndexByte(in[p:], ':')
	if colon < 0 {
		r.part(KindUnparsed, p, len(in))
		if r.fail() {
			return
		}
		if ascii.EqualFold(in[p:], "urn") {
			r.errorAt(CodeMissingNID, len(in), len(in), r.rules.syntaxRef, `"urn" must be followed by ":", a NID, ":" and the NSS`,
				Fix{})
			return
		}
		r.errorAt(CodeNotURN, p, len(in), r.rules.syntaxRef, `no ":" in the input: a URN has the form urn:<NID>:<NSS>`, Fix{})
		return
	}
	colon += p
	prefix, after := in[p:colon], in[colon+1:]
	switch {
	case strings.HasPrefix(after, "//"):
		r.part(KindUnparsed, p, len(in))
		if !r.fail() {
			r.errorAt(CodeURL, p, colon+1, r.rules.syntaxRef,
				quote(prefix+"://")+" begins a URL of another scheme; a URN begins with \"urn:\" and has no \"//\"", Fix{})
		}
	case nearURN(prefix) && strings.IndexByte(after, ':') > 0:
		r.part(KindScheme, p, colon)
		r.part(KindDelimiter, colon, colon+1)
		if !r.fail() {
			r.errorAt(CodeWrongScheme, p, colon, r.rules.syntaxRef, "the scheme is "+quote(prefix)+`; a URN begins with "urn:"`,
				Fix{Span: Span{p, colon}, New: "urn", Title: `Replace with "urn"`})
		}
		r.nid(colon + 1)
	default:
		if !r.fail() {
			r.errorAt(CodeMissingScheme, p, p, r.rules.syntaxRef, `a URN begins with "urn:"; this reads as a NID and NSS without it`,
				Fix{Span: Span{p, p}, New: "urn:", Title: `Insert "urn:"`})
		}
		r.nid(p)
	}
}

// nearURN reports whether s is one edit away from "urn" (ASCII case
// ignored): "urm", "un", "urnn", "uri". Such a prefix is taken for a
// misspelt scheme rather than a NID.
func nearURN(s string) bool {
	const t = "urn"
	if len(s) < 2 || len(s) > 4 {
		return false
	}
	// Classic edit distance on at most 4×3 cells.
	var prev, cur [4]int
	for j := range prev {
		prev[j] = j
	}
	for i := 1; i <= len(s); i++ {
		cur[0] = i
		for j := 1; j <= len(t); j++ {
			cost := 1
			if lower(s[i-1]) == t[j-1] {
				cost = 0
			}
			cur[j] = min(prev[j]+1, cur[j-1]+1, prev[j-1]+cost)
		}
		prev = cur
	}
	return prev[len(t)] <= 1
}

// nid reads the NID, which runs to the next ":", then the rest.
func (r *reader) nid(p int) {
	in := r.in
	// One pass finds the ":" and checks the characters on the way; only a
	// NID with other characters needs the search that skips them.
	colon, clean := -1, true
	for i := p; i < len(in); i++ {
		if c := in[i]; classOf[c]&ldh == 0 {
			if c == ':' {
				colon = i - p
				break
			}
			clean = false
			colon = strings.IndexByte(in[i:], ':')
			if colon >= 0 {
				colon += i - p
			}
			break
		}
	}
	end := len(in)
	if colon >= 0 {
		end = p + colon
	}
	r.part(KindNID, p, end)
	syntaxOK := r.checkNID(p, end, clean)
	if syntaxOK && !r.quick {
		r.classify(p, end)
	}
	if colon < 0 {
		if !r.fail() {
			r.errorAt(CodeMissingNSS, end, end, r.rules.syntaxRef, `the NID must be followed by ":" and the namespace specific string`, Fix{})
		}
		return
	}
	r.part(KindDelimiter, end, end+1)
	r.rest(end + 1)
}

// checkNID applies the edition's NID grammar (RFC 2141 §2.1,
// draft-03 §2.1, draft-12 §3.1, RFC 8141 §2.1) and reports whether the
// NID conforms. clean says the caller saw only letters, digits and
// hyphens.
//
// RFC 2141 writes <NID> ::= <let-num> [ 1,31<let-num-hyp> ]. The square
// brackets make the tail optional, so a one-character NID conforms; we
// read the grammar as printed (draft-03 Appendix B reads it as 2–32).
// RFC 2611 §4 then reserves NIDs of two characters or fewer, which the
// namespace findings report.
func (r *reader) checkNID(p, end int, clean bool) bool {
	if p == end {
		if !r.fail() {
			r.errorAt(CodeMissingNID, p, p, r.rules.nidRef, `the NID is empty: a URN has the form urn:<NID>:<NSS>`, Fix{})
		}
		return false
	}
	ok := clean || r.checkNIDChars(p, end)
	if !ok && r.quick {
		return false
	}
	return r.checkNIDShape(p, end) && ok
}

// checkNIDChars reports each run of characters a NID cannot hold (only
// letters, digits and hyphens: RFC 2141 §2.1, RFC 8141 §2) and whether
// there was none.
func (r *reader) checkNIDChars(p, end int) bool {
	in := r.in
	ok := true
	for i := p; i < end; {
		if classOf[in[i]]&ldh != 0 {
			i++
			continue
		}
		j := i + 1
		for j < end && classOf[in[j]]&ldh == 0 {
			j++
		}
		ok = false
		if r.fail() {
			return false
		}
		r.errorAt(CodeNIDChar, i, j, r.rules.nidRef, describe(in[i:j])+" cannot appear in a NID: only ASCII letters, digits and hyphens can", Fix{})
		i = j
	}
	return ok
}

// checkNIDShape applies the rules on the NID as a whole: its first and
// last characters, its length and the reserved "urn".
func (r *reader) checkNIDShape(p, end int) bool {
	in, ru := r.in, r.rules
	ok := true
	n := end - p
	if in[p] == '-' {
		ok = false
		if r.fail() {
			return false
		}
		k := p
		for k < end && in[k] == '-' {
			k++
		}
		r.errorAt(CodeNIDLeadingHyphen, p, k, ru.nidRef, "a NID must begin with a letter or digit", Fix{Span: Span{p, k}, Title: "Remove the leading hyphen"})
	}
	if in[end-1] == '-' && !ru.nidTrailingHyphen && n > 1 {
		ok = false
		if r.fail() {
			return false
		}
		k := end
		for k > p && in[k-1] == '-' {
			k--
		}
		r.errorAt(CodeNIDTrailingHyphen, k, end, ru.nidRef, "a NID must end with a letter or digit (RFC 2141 allowed a trailing hyphen; this edition does not)",
			Fix{Span: Span{k, end}, Title: "Remove the trailing hyphen"})
	}
	if n > nidMaxLen {
		ok = false
		if r.fail() {
			return false
		}
		r.errorAt(CodeNIDTooLong, p+nidMaxLen, end, ru.nidRef, "the NID has "+itoa(n)+" characters; at most "+itoa(nidMaxLen)+" are allowed", Fix{})
	}
	if n < ru.nidMin {
		ok = false
		if r.fail() {
			return false
		}
		r.errorAt(CodeNIDTooShort, p, end, ru.nidRef, "a NID has at least "+itoa(ru.nidMin)+" characters in this edition", Fix{})
	}
	if ru.nidReservedURN && ascii.EqualFold(in[p:end], "urn") {
		ok = false
		if r.fail() {
			return false
		}
		r.errorAt(CodeNIDReservedURN, p, end, ru.nidRef, `the NID "urn" is reserved and MUST NOT be used`, Fix{})
	}
	return ok
}

// classify records what the NID names and reports the namespace findings,
// which never change validity (draft-12 §6, RFC 8141 §5, RFC 2611 §4).
func (r *reader) classify(p, end int) {
	// Not in a quick check. A registered NID, the common case, needs
	// nothing more.
	info := &r.u.Namespace
	if i := registryIndex(r.in[p:end]); i >= 0 {
		info.setRegistered(i, r.rules)
		return
	}
	*info = unregisteredInfo(r.in[p:end], r.rules)
	switch {
	case info.Class == ClassReserved:
		r.note(Warning, CodeNIDReserved, p, end, info.Ref, info.Reason)
	case info.Class == ClassExperimental:
		sev := Info
		if r.rules.experimentalRemoved {
			sev = Warning
		}
		r.note(sev, CodeNIDExperimental, p, end, info.Ref, info.Reason)
	case info.Class == ClassInformal:
		r.note(Warning, CodeNIDUnregistered, p, end, info.Ref,
			"IANA has not assigned this informal NID (registry of "+registryUpdated+")")
	default:
		r.note(Warning, CodeNIDUnregistered, p, end, info.Ref,
			"no namespace with this NID is registered with IANA (registry of "+registryUpdated+")")
	}
}

func isSpace(c byte) bool {
	return c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '\f' || c == '\v'
}
