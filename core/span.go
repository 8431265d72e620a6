package core

// Span is a half-open byte range [Start, End) of the input, like goldmark's
// text.Segment. A component that is absent has the span [NoSpan].
type Span struct {
	Start, End int
}

// NoSpan marks an absent part: a URN without a q-component has
// QComponent == NoSpan, while "urn:a:b?=" ... never reaches that state; an
// empty but present f-component ("urn:a:b#") has Start == End >= 0.
var NoSpan = Span{-1, -1}

// Present reports whether the span marks a part that occurs in the input,
// even an empty one.
func (s Span) Present() bool { return s.Start >= 0 }

// Len is the span's length in bytes (0 when absent).
func (s Span) Len() int {
	if s.Start < 0 {
		return 0
	}
	return s.End - s.Start
}
