package core

import (
	"strings"

	"github.com/urn-playground/urn-playground/internal/ascii"
)

// A region is the NSS or one optional component: the reader scans each
// once, byte by byte, checking characters against the edition's
// repertoire for it, recording %HH triplets and separators, and stopping
// where the delimiter of a later component begins.

// nssRegion is the component index of the NSS: it precedes them all.
const nssRegion = -1

// rest reads the NSS and whatever components follow it.
func (r *reader) rest(p int) {
	comps := r.rules.components
	ci := nssRegion
	for {
		end, next := r.region(ci, p)
		if next < 0 || (r.quick && r.bad) {
			return
		}
		d := comps[next].delim
		r.part(KindDelimiter, end, end+len(d))
		ci, p = next, end+len(d)
	}
}

// delimiterAt returns the index of the component whose delimiter begins
// at s[i], choosing among those that may still follow region ci (the NSS
// is nssRegion), and the longest match ("??" over "?" in draft-12). It
// returns -1 if none does. The reader and the equivalence check both
// split a URN with it, so they always agree on where components begin.
func (ru *rules) delimiterAt(s string, i, ci int) int {
	comps := ru.components
	best := -1
	for j := ci + 1; j < len(comps); j++ {
		d := comps[j].delim
		if strings.HasPrefix(s[i:], d) && (best < 0 || len(d) > len(comps[best].delim)) {
			best = j
		}
	}
	return best
}

// nextDelimiter finds, from s[from], where the region ci ends: the index
// of the next component's delimiter and that component, or len(s), -1.
func (ru *rules) nextDelimiter(s string, from, ci int) (at, next int) {
	if len(ru.components) == 0 {
		return len(s), -1
	}
	for i := from; i < len(s); i++ {
		if c := s[i]; c == '?' || c == '#' {
			if j := ru.delimiterAt(s, i, ci); j >= 0 {
				return i, j
			}
		}
	}
	return len(s), -1
}

// region scans region ci from p. It returns where the region ends and the
// component that begins there (-1 at the end of the input).
func (r *reader) region(ci, p int) (end, next int) {
	var (
		kind    Kind
		fast    *[256]bool
		allowed charClass
	)
	ru := r.rules
	if ci == nssRegion {
		kind, fast, allowed = KindNSS, &ru.nssFast, ru.nss|ru.discouraged
	} else {
		c := &ru.components[ci]
		kind, fast, allowed = c.kind, c.fast, c.chars
	}
	pi := r.part(kind, p, p)
	in := r.in
	end, next = len(in), -1
	i := p
scan:
	for i < len(in) {
		c := in[i]
		if fast[c] {
			i++
			continue
		}
		switch c {
		case '%':
			i = r.percent(i, ci)
			continue
		case '?', '#':
			if j := r.rules.delimiterAt(r.in, i, ci); j >= 0 {
				end, next = i, j
				break scan
			}
			if c == '?' && ci != nssRegion && !r.quick {
				r.orderNote(i, ci)
			}
		case ':':
			if kind == KindNSS {
				r.part(KindSeparator, i, i+1)
			}
		case '/':
			if kind == KindNSS {
				r.slash(i, p)
				i++
				continue
			}
		}
		if classOf[c]&allowed != 0 {
			if classOf[c]&ru.discouraged != 0 && !r.quick {
				r.discouraged(i)
			}
			i++
			continue
		}
		if c == '?' && kind == KindNSS && ru.strayQuery {
			if !r.fail() {
				r.errorAt(CodeStrayQuestion, i, i+1, ru.syntaxRef,
					`"?" outside a component must be followed by "+" (an r-component) or "=" (a q-component); a literal "?" is written %3F`,
					Fix{Span: Span{i, i + 1}, New: "%3F", Title: "Percent-encode as %3F"})
			}
			i++
			continue
		}
		i = r.invalidRun(kind, i, allowed)
		if r.quick && r.bad {
			return end, -1
		}
	}
	if r.quick && r.bad {
		return end, -1
	}
	r.endPart(pi, end)
	r.closeRegion(ci, kind, p, end)
	if kind == KindQuery && pi >= 0 {
		// Directives were found after the escapes inside them.
		sortParts(r.u.parts[pi:])
	}
	return end, next
}

// closeRegion records the region's span and checks what can only be
// checked once its end is known.
func (r *reader) closeRegion(ci int, kind Kind, p, end int) {
	ru := r.rules
	if ci == nssRegion {
		if p == end && !r.fail() {
			r.errorAt(CodeMissingNSS, p, end, ru.nssRef, "the namespace specific string is empty; it needs at least one character", Fix{})
		}
		return
	}
	comp := &ru.components[ci]
	name := kind.String()
	if p == end {
		if !comp.mayBeEmpty && !r.fail() {
			r.errorAt(CodeComponentEmpty, p-len(comp.delim), end, comp.ref,
				"the "+name+" is empty: "+quote(comp.delim)+" must be followed by at least one character", Fix{})
		}
	} else if c := r.in[p]; comp.first != 0 && classOf[c]&comp.chars != 0 && classOf[c]&comp.first == 0 {
		if !r.fail() {
			r.errorAt(CodeComponentFirst, p, p+1, comp.ref, "the "+name+" must begin with a pchar, not "+quote(r.in[p:p+1]),
				Fix{Span: Span{p, p + 1}, New: pctTable[r.in[p]], Title: "Percent-encode as " + pctTable[r.in[p]]})
		}
	}
	if kind == KindQuery {
		r.directives(p, end)
	}
	if comp.noteCode != "" && !r.quick {
		r.note(comp.note, comp.noteCode, p-len(comp.delim), end, comp.plainNote.Ref, comp.noteMsg)
	}
}

// percent checks the escape at in[i] == '%' and returns where scanning
// goes on. Every edition allows "%" only as "%" HEXDIG HEXDIG
// (RFC 2141 §2.3.1, draft-03 §2.5.2, draft-12 §3.2, RFC 8141 §2.2).
//
// A bad escape in a component cites the component's section (RFC 8141
// §2.3.3: the f-component has "the same syntax as the URI fragment"),
// not the NSS's.
func (r *reader) percent(i, ci int) int {
	in, ru := r.in, r.rules
	if i+2 < len(in) && isHex(in[i+1]) && isHex(in[i+2]) {
		r.part(KindPercentEncoded, i, i+3)
		v := unhex(in[i+1])<<4 | unhex(in[i+2])
		switch {
		case v == 0 && ru.nulForbidden:
			if !r.fail() {
				r.errorAt(CodeNUL, i, i+3, ru.nulRef, "octet 0 must never be used, neither raw nor as %00",
					Fix{Span: Span{i, i + 3}, Title: "Remove %00"})
			}
		case classOf[v]&letNum != 0 && !r.quick:
			r.needless(i, v)
		}
		return i + 3
	}
	if r.fail() {
		return i + 1
	}
	n := 1
	for n < 3 && i+n < len(in) && isHex(in[i+n]) {
		n++
	}
	ref := ru.percentRef
	if ci != nssRegion {
		ref = ru.components[ci].ref
	}
	r.errorAt(CodeBadPercent, i, i+n, ref,
		`"%" must be followed by two hex digits; a literal "%" is written %25`,
		Fix{Span: Span{i, i + 1}, New: "%25", Title: "Percent-encode the % as %25"})
	return i + 1
}

// needless notes a letter or digit written as %HH. RFC 2141 §2.3.1 and
// draft-03 §2.5.2: "a character MUST NOT be %-encoded if the character is
// not a reserved character". A namespace may reserve characters of its
// own, so for punctuation ("%2C") we cannot know and say nothing; no
// namespace can reserve a letter or digit, so those get a warning (the
// grammar still admits them, so the URN stays valid). draft-12 and
// RFC 8141 state no such rule, but never decode %HH when comparing
// (§4.1, §3.1): an info says that "%41" and "A" are different URNs.
func (r *reader) needless(i int, v byte) {
	ru := r.rules
	lit := string(rune(v))
	msg := r.in[i:i+3] + " encodes " + quote(lit) + ", which "
	fix := Fix{}
	if ru.needless == Warning {
		msg += "MUST NOT be percent-encoded: only reserved characters are"
		fix = Fix{Span: Span{i, i + 3}, New: lit, Title: "Write " + quote(lit) + " instead"}
	} else {
		msg += "need not be encoded; escapes are never decoded when comparing, so this URN is not equivalent to one with a literal " + quote(lit)
	}
	r.report(Diagnostic{Span: Span{i, i + 3}, Severity: ru.needless, Code: CodeNeedlessEscape, Msg: msg, Ref: ru.needlessRef, Fix: fix})
}

// slash handles "/" in the NSS, which each edition treats differently.
func (r *reader) slash(i, nssStart int) {
	ru := r.rules
	r.part(KindSeparator, i, i+1)
	fix := Fix{Span: Span{i, i + 1}, New: "%2F", Title: "Percent-encode as %2F"}
	switch ru.slash {
	case slashDiscouraged:
		if !r.quick {
			r.discouraged(i)
		}
	case slashForbidden:
		if !r.fail() {
			r.errorAt(CodeNSSSlash, i, i+1, ru.reservedRef, `"/" MUST NOT appear unencoded in the NSS: a URN's path is a single segment`, fix)
		}
	case slashAllowed:
		if i == nssStart && classOf['/']&ru.nssFirst == 0 && !r.fail() {
			r.errorAt(CodeNSSLeadingSlash, i, i+1, ru.syntaxRef, `the NSS may contain "/" but must not begin with it`, fix)
		}
	}
}

// discouraged warns of RFC 2141's reserved "/ ? #" in the NSS (§2.3.2:
// "SHOULD NOT use these characters in unencoded form"). The messages are
// constants so that reading a valid URN allocates nothing.
func (r *reader) discouraged(i int) {
	c := r.in[i]
	msg, title := `"/" is reserved for future use and SHOULD NOT appear unencoded in the NSS`, "Percent-encode as %2F"
	switch c {
	case '?':
		msg, title = `"?" is reserved for future use and SHOULD NOT appear unencoded in the NSS`, "Percent-encode as %3F"
	case '#':
		msg, title = `"#" is reserved for future use and SHOULD NOT appear unencoded in the NSS`, "Percent-encode as %23"
	}
	r.report(Diagnostic{Span: Span{i, i + 1}, Severity: Warning, Code: CodeReservedChar, Msg: msg,
		Ref: r.rules.reservedRef, Fix: Fix{Span: Span{i, i + 1}, New: pctTable[c], Title: title}})
}

// orderNote explains a delimiter of an earlier component met inside a
// later one: in RFC 8141, "?+" inside the q-component is data, because the
// r-component must come first (§2).
func (r *reader) orderNote(i, ci int) {
	comps := r.rules.components
	for k := 0; k < ci; k++ {
		d := comps[k].delim
		if len(d) > 1 && strings.HasPrefix(r.in[i:], d) {
			r.note(Info, CodeComponentOrder, i, i+len(d), r.rules.syntaxRef,
				quote(d)+" inside the "+comps[ci].kind.String()+" is data, not a "+comps[k].kind.String()+": the "+
					comps[k].kind.String()+" must come before the "+comps[ci].kind.String())
			return
		}
	}
}

// invalidRun reports the characters from in[i] on that the region may not
// hold, as one diagnostic with one fix, and returns where the run ends.
func (r *reader) invalidRun(kind Kind, i int, allowed charClass) int {
	in, ru := r.in, r.rules
	if in[i] == 0 && ru.nulForbidden {
		if !r.fail() {
			fix := Fix{Span: Span{i, i + 1}, Title: "Remove the NUL character"}
			if i > 0 && in[i-1] == '%' {
				// Removing it alone would join that "%" to what follows,
				// perhaps into a new "%00".
				fix = Fix{Span: Span{i - 1, i + 1}, New: "%25", Title: "Remove the NUL character and write the % before it as %25"}
			}
			r.errorAt(CodeNUL, i, i+1, ru.nulRef, "octet 0 must never be used, neither raw nor as %00", fix)
		}
		return i + 1
	}
	j := i + 1
	for j < len(in) {
		c := in[j]
		if classOf[c]&allowed != 0 || c == '%' || c == '?' || c == '#' || c == '/' || (c == 0 && ru.nulForbidden) {
			break
		}
		j++
	}
	if r.fail() {
		return j
	}
	code, where, ref := CodeComponentChar, "the "+kind.String(), ru.excludedRef
	if kind == KindNSS {
		code, where = CodeNSSChar, "the NSS"
	} else if ci := r.componentIndex(kind); ci >= 0 {
		ref = ru.components[ci].ref
	}
	enc := percentEncode(in[i:j])
	shown := enc // every byte escaped: cut at an escape's start
	if len(shown) > ascii.MaxQuoted {
		shown = shown[:ascii.MaxQuoted/3*3] + "…"
	}
	msg := describe(in[i:j]) + " cannot appear in " + where + "; percent-encode it as " + shown
	if kind == KindNSS {
		msg += " (the NSS allows " + ru.nssCharsDesc + ")"
	}
	r.errorAt(code, i, j, ref, msg, Fix{Span: Span{i, j}, New: enc, Title: "Percent-encode as " + shown})
	return j
}

func (r *reader) componentIndex(k Kind) int {
	for i := range r.rules.components {
		if r.rules.components[i].kind == k {
			return i
		}
	}
	return -1
}
