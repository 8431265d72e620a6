package core

import (
	"iter"
	"strings"
)

// ExtractOptions selects how [Extract] reads a text.
type ExtractOptions struct {
	// Edition is the edition whose character set ends a URN and whose
	// grammar decides Valid. Its zero value is RFC2141, as for every
	// Edition; set DefaultEdition for RFC 8141.
	Edition Edition
	// Strict reads the specs' own rule: a URN ends only at a character
	// outside the edition's set, so trailing ".", ")" and the like stay
	// in it. False (the default) drops trailing sentence punctuation.
	Strict bool
}

// Found is one URN found in a text.
type Found struct {
	Span           // the URN's bytes in the text, after any prose trim
	Text    string // text[Start:End]
	Valid   bool   // Valid(Text, Edition)
	Edition Edition
	// Trimmed is the sentence punctuation the prose reading dropped from
	// the end ([End, Trimmed.End), so Trimmed.Start == End), or NoSpan when
	// it dropped nothing. The strict reading never trims.
	Trimmed Span
}

// Read reads the found URN with [Read]; the spans of the result are
// offsets into f.Text, that is relative to f.Start.
func (f Found) Read() *URN { return Read(f.Text, f.Edition) }

// FirstError returns the first error of an invalid URN, with its span
// (and its fix's span) moved to offsets in the text the URN was found
// in. It reads the URN again, so call it only for the ones a caller
// shows; it returns false for a valid URN without reading it.
func (f Found) FirstError() (Diagnostic, bool) {
	if f.Valid {
		return Diagnostic{}, false
	}
	d, ok := f.Read().Diagnostics.FirstError()
	if ok {
		d.Start += f.Start
		d.End += f.Start
		if d.HasFix() {
			d.Fix.Start += f.Start
			d.Fix.End += f.Start
		}
	}
	return d, ok
}

// Extract returns every URN in text, in order, under o.Edition. Use an
// [Extractor] or [ExtractSeq] to find them without allocating.
//
// No edition defines how to find a URN in running text: RFC 2141 §2.4
// and draft-03 §2.5.3 say only where one ends. The rules that extend that
// sentence to all four editions, reading every character set from the
// same edition tables the reader checks a URN against (where a candidate
// starts, where it ends, what prose punctuation is left to the sentence),
// are written out in docs/extraction.md.
func Extract(text string, o ExtractOptions) []Found {
	var out []Found
	var x Extractor
	x.Reset(text, o)
	for f, ok := x.Next(); ok; f, ok = x.Next() {
		out = append(out, f)
	}
	return out
}

// ExtractSeq yields every URN in text, in order, without allocating.
func ExtractSeq(text string, o ExtractOptions) iter.Seq[Found] {
	return func(yield func(Found) bool) {
		var x Extractor
		x.Reset(text, o)
		for f, ok := x.Next(); ok; f, ok = x.Next() {
			if !yield(f) {
				return
			}
		}
	}
}

// Extractor finds the URNs of a text one at a time, like bufio.Scanner,
// without allocating. The zero Extractor finds nothing; call Reset.
type Extractor struct {
	text  string
	tab   *extractTable
	e     Edition
	prose bool
	pos   int // where the search for the next "urn:" resumes
}

// Reset makes x find the URNs of text from its beginning.
func (x *Extractor) Reset(text string, o ExtractOptions) {
	e := o.Edition
	if e >= numEditions {
		e = DefaultEdition // as Edition.rules does
	}
	*x = Extractor{text: text, tab: &extractTables[e], e: e, prose: !o.Strict}
}

// Next returns the next URN, or false when there are no more.
func (x *Extractor) Next() (Found, bool) {
	if x.tab == nil {
		return Found{}, false
	}
	text := x.text
	for x.pos < len(text) {
		// Look at colons only: memchr speed over everything else.
		k := strings.IndexByte(text[x.pos:], ':')
		if k < 0 {
			x.pos = len(text)
			break
		}
		colon := x.pos + k
		start := colon - 3
		if start < x.pos || text[start]|0x20 != 'u' || text[start+1]|0x20 != 'r' || text[start+2]|0x20 != 'n' ||
			(start > 0 && isSchemeByte(text[start-1])) {
			x.pos = colon + 1
			continue
		}
		end := x.tab.extent(text, colon+1)
		x.pos = end // the byte at end is outside the URN, or end == len(text)
		trimmed := NoSpan
		if x.prose {
			if t := trimProse(text, start, end); t < end {
				trimmed = Span{t, end}
				end = t
			}
		}
		if end == colon+1 {
			continue // only "urn:"
		}
		s := text[start:end]
		return Found{Span: Span{start, end}, Text: s, Valid: Valid(s, x.e), Edition: x.e, Trimmed: trimmed}, true
	}
	return Found{}, false
}

// isSchemeByte reports whether c may appear in a URI scheme (RFC 3986
// §3.1: ALPHA / DIGIT / "+" / "-" / "."): "urn:" after one is the tail of
// another scheme or word.
func isSchemeByte(c byte) bool { return classOf[c]&ldh != 0 || c == '+' || c == '.' }

// trimProse returns where the URN text[start:end] ends once trailing
// sentence punctuation is dropped; it never cuts into "urn:" nor the ":"
// that ends the NID (so "urn:example:" stays a URN with an empty NSS,
// which the reader explains, rather than becoming a NID without one).
func trimProse(text string, start, end int) int {
	floor := start + len("urn:")
	if c := strings.IndexByte(text[floor:end], ':'); c >= 0 {
		floor += c + 1
	}
	opens, closes := -1, 0 // counted at the first ")" met
	for end > floor {
		switch text[end-1] {
		case '.', ',', ';', ':', '!', '?', '\'':
			end--
			continue
		case ')':
			if opens < 0 {
				opens = strings.Count(text[floor:end], "(")
				closes = strings.Count(text[floor:end], ")")
			}
			if closes > opens {
				end--
				closes--
				continue
			}
		}
		break
	}
	return end
}

// extractRegion is what may appear in the NID and NSS, or in one
// component, as a byte table for the scan.
type extractRegion struct {
	// fast marks the bytes allowed with no second look: the region's
	// characters except "%" and the first bytes of component delimiters.
	fast    [256]bool
	allowed charClass
}

// extractTable is one edition's extraction data, derived from its row of
// editionRules.
type extractTable struct {
	ru *rules
	// regions[0] is the NID and NSS; regions[1+j] is component j.
	regions []extractRegion
}

var extractTables = buildExtractTables()

func buildExtractTables() (t [numEditions]extractTable) {
	for e := range t {
		ru := &editionRules[e]
		special := "%"
		for _, c := range ru.components {
			special += c.delim[:1]
		}
		region := func(allowed charClass) extractRegion {
			return extractRegion{fast: fastTable(allowed, special), allowed: allowed}
		}
		// The NID's letters, digits and "-" and the ":" after it are in
		// every edition's NSS set already; naming them keeps the table
		// right if an NSS set ever shrinks.
		regs := []extractRegion{region(ru.nss | ru.discouraged | ldh | cColon)}
		for _, c := range ru.components {
			regs = append(regs, region(c.chars))
		}
		t[e] = extractTable{ru: ru, regions: regs}
	}
	return t
}

// extent returns where the URN whose NID begins at text[i] ends: the
// first byte that is outside the character set of the part it is in.
func (t *extractTable) extent(text string, i int) int {
	ci := nssRegion
	reg := &t.regions[0]
	for i < len(text) {
		c := text[i]
		if reg.fast[c] {
			i++
			continue
		}
		if c == '%' {
			if i+2 < len(text) && isHex(text[i+1]) && isHex(text[i+2]) {
				i += 3
				continue
			}
			return i
		}
		if c == '?' || c == '#' {
			if j := t.ru.delimiterAt(text, i, ci); j >= 0 {
				i += len(t.ru.components[j].delim)
				ci, reg = j, &t.regions[1+j]
				continue
			}
		}
		if classOf[c]&reg.allowed != 0 {
			i++
			continue
		}
		return i
	}
	return len(text)
}
