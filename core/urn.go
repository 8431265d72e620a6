package core

// URN is everything a reading of one input found: the parts with byte
// offsets into Input, every diagnostic, and what the NID names. Reuse one
// URN across calls to [URN.Read] to read without allocating.
type URN struct {
	Input   string
	Edition Edition
	// Valid is true when Input conforms to the edition's syntax: no
	// diagnostic has severity Error. Namespace findings never change it.
	Valid bool

	Scheme Span // "urn", as written
	NID    Span
	NSS    Span
	// The optional components, [NoSpan] when absent. RComponent,
	// QComponent and FComponent occur in draft-12 and RFC 8141; Query and
	// Fragment in draft-03. The spans exclude the delimiters.
	RComponent, QComponent, FComponent Span
	Query, Fragment                    Span

	// parts lists every span the reader labelled (URN.Parts); when
	// partsLater is set, readSpans read Input and they are yet to be
	// found.
	parts      []Part
	partsLater bool
	// Diagnostics lists every problem and note, ordered by position: at
	// most MaxDiagnostics, then one CodeTooManyProblems that says how
	// many more there were.
	Diagnostics Diagnostics
	// Unlisted counts, by code, the diagnostics past MaxDiagnostics that
	// Diagnostics leaves out; empty for nearly every input.
	Unlisted Tally
	// Namespace classifies the NID; its Class is zero when there is no
	// NID to classify.
	Namespace NIDInfo
}

// Read reads input as a URN under edition e. It never fails: problems are
// diagnostics.
func Read(input string, e Edition) *URN {
	u := new(URN)
	u.Read(input, e)
	return u
}

// Read reads input into u, reusing u's slices: with enough capacity left
// from an earlier call it does not allocate for a valid input. A long
// valid URN's escapes and separators are left for [URN.Parts] to find.
func (u *URN) Read(input string, e Edition) {
	if spansFirst && len(input) >= spansMin && u.readSpans(input, e) {
		return
	}
	if len(input) > 4096 {
		u.roomForParts(input)
	}
	if !u.readPlain(input, e) {
		u.readFull(input, e)
	}
}

// Parts returns every span the reader labelled, ordered by start; a
// part that contains others comes before them. The top-level parts
// (see [Kind.TopLevel]) tile Input from its first byte to its last.
//
// Read leaves a long valid URN's escapes and separators to be found
// here, in a new slice at each call: keep the result rather than call
// again, or give [URN.AppendParts] a buffer. Parts never changes u, so
// goroutines may share a URN they only look at.
func (u *URN) Parts() []Part {
	if !spansFirst || !u.partsLater { // spansFirst: laterParts is not in the module
		return u.parts
	}
	return u.laterParts(make([]Part, 0, 16+len(u.Input)/4))
}

// AppendParts appends the parts that Parts returns to dst and returns
// the extended slice: with room enough in dst, a long URN's parts are
// found without allocating.
func (u *URN) AppendParts(dst []Part) []Part {
	if !spansFirst || !u.partsLater {
		return append(dst, u.parts...)
	}
	return u.laterParts(dst)
}

// readFull is Read by the reader, for any input.
func (u *URN) readFull(input string, e Edition) {
	*u = URN{
		Input:       input,
		Edition:     e,
		Scheme:      NoSpan,
		NID:         NoSpan,
		NSS:         NoSpan,
		RComponent:  NoSpan,
		QComponent:  NoSpan,
		FComponent:  NoSpan,
		Query:       NoSpan,
		Fragment:    NoSpan,
		parts:       u.parts[:0],
		Diagnostics: u.Diagnostics[:0],
		Unlisted:    u.Unlisted[:0],
	}
	rd := reader{u: u, in: input, rules: e.rules()}
	rd.read()
	u.setSpans()
	if len(u.Diagnostics) > 1 {
		u.Diagnostics.Sort()
	}
	if rd.dropped > 0 {
		u.Diagnostics = append(u.Diagnostics, rd.tooMany())
	}
	u.Valid = !rd.bad
}

// Text returns the input's text for a span, "" for an absent one.
func (u *URN) Text(s Span) string {
	if !s.Present() {
		return ""
	}
	return u.Input[s.Start:s.End]
}

// Component returns the span of the part of kind k: one of the top-level
// kinds scheme, nid, nss and the five components; NoSpan for others.
func (u *URN) Component(k Kind) Span {
	if p := u.spanOf(k); p != nil {
		return *p
	}
	return NoSpan
}

// setSpans sets the span fields from the top-level parts. (A kind that
// occurs twice would leave the later span.)
func (u *URN) setSpans() {
	for i := range u.parts {
		if p := &u.parts[i]; p.Kind.TopLevel() {
			if f := u.spanOf(p.Kind); f != nil {
				*f = p.Span
			}
		}
	}
}

// spanOf maps a kind to the field that holds its span: the one list of
// which kinds have a field.
func (u *URN) spanOf(k Kind) *Span {
	switch k {
	case KindScheme:
		return &u.Scheme
	case KindNID:
		return &u.NID
	case KindNSS:
		return &u.NSS
	case KindRComponent:
		return &u.RComponent
	case KindQComponent:
		return &u.QComponent
	case KindFComponent:
		return &u.FComponent
	case KindQuery:
		return &u.Query
	case KindFragment:
		return &u.Fragment
	}
	return nil
}
