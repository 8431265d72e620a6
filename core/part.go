package core

// Kind names what a [Part] of the input is. The names returned by
// [Kind.String] are stable: the JavaScript API and the page use them.
type Kind uint8

// Top-level kinds: in a [URN], the parts of these kinds tile the input from
// its first byte to its last, in order.
const (
	KindScheme     Kind = iota // "urn"
	KindNID                    // the namespace identifier
	KindNSS                    // the namespace specific string
	KindRComponent             // draft-12 "??r", RFC 8141 "?+r" (without the delimiter)
	KindQComponent             // draft-12 "?q", RFC 8141 "?=q"
	KindFComponent             // draft-12 and RFC 8141 "#f"
	KindQuery                  // draft-03 "?query"
	KindFragment               // draft-03 "#fragment"
	KindDelimiter              // ":" after scheme and NID, "?", "??", "?+", "?=", "#"
	KindUnparsed               // input the reader could not place in any part

	// Sub-spans, nested inside a top-level part.
	KindPercentEncoded // one "%HH" triplet
	KindSeparator      // ":" or "/" inside the NSS; "&" and "=" inside a draft-03 query
	KindKeyword        // a draft-03 query directive's keyword
	KindValue          // a draft-03 query directive's value

	numKinds
)

var kindNames = [numKinds]string{
	KindScheme:         "scheme",
	KindNID:            "nid",
	KindNSS:            "nss",
	KindRComponent:     "r-component",
	KindQComponent:     "q-component",
	KindFComponent:     "f-component",
	KindQuery:          "query",
	KindFragment:       "fragment",
	KindDelimiter:      "delimiter",
	KindUnparsed:       "unparsed",
	KindPercentEncoded: "percent-encoded",
	KindSeparator:      "separator",
	KindKeyword:        "keyword",
	KindValue:          "value",
}

// String returns the kind's stable name, such as "nss" or "r-component".
func (k Kind) String() string {
	if k < numKinds {
		return kindNames[k]
	}
	return "kind(" + itoa(int(k)) + ")"
}

// TopLevel reports whether parts of this kind tile the input (true) or
// nest inside another part (false).
func (k Kind) TopLevel() bool { return k < KindPercentEncoded }

// Kinds lists every kind in a stable order, for documentation and tables.
func Kinds() []Kind {
	ks := make([]Kind, numKinds)
	for i := range ks {
		ks[i] = Kind(i)
	}
	return ks
}

// depth orders parts that start together: a top-level part contains the
// directives' keywords and values, which contain escapes.
func (k Kind) depth() int {
	switch {
	case k.TopLevel():
		return 0
	case k == KindPercentEncoded:
		return 2
	}
	return 1
}

// sortParts orders parts by start, a container before what it contains.
func sortParts(ps []Part) {
	sortStable(ps, func(a, b Part) int {
		switch {
		case a.Start != b.Start:
			return a.Start - b.Start
		case a.End != b.End:
			return b.End - a.End
		}
		return a.Kind.depth() - b.Kind.depth()
	})
}

// Part is one labelled span of the input.
type Part struct {
	Kind Kind
	Span
}
