package core

// ParseError is what [Parse] returns for an input that does not conform: the
// operation, the input, and the first error diagnostic, like net/url's
// *url.Error. The full list is in Diagnostics.
type ParseError struct {
	Op          string // "parse"
	Input       string
	Edition     Edition
	First       Diagnostic
	Diagnostics Diagnostics // every diagnostic of the reading, errors and notes
}

// Error reads like `urn rfc8141 parse "urn:a b": 5-6: error nss-char: …`.
func (e *ParseError) Error() string {
	s := "urn " + e.Edition.ID() + " " + e.Op + " " + quote(e.Input) + ": " + e.First.Error()
	if n := e.Diagnostics.Count(Error); n > 1 {
		s += " (and " + itoa(n-1) + " more errors)"
	}
	return s
}

// Unwrap returns the first error diagnostic.
func (e *ParseError) Unwrap() error { return e.First }

// Parse reads input under edition e and fails on the first error: it
// returns the reading and a non-nil *[ParseError] when the input does not
// conform. The reading is returned in both cases, so a caller can show
// the parts it found.
func Parse(input string, e Edition) (*URN, error) {
	u := Read(input, e)
	if u.Valid {
		return u, nil
	}
	first, _ := u.Diagnostics.FirstError()
	return u, &ParseError{Op: "parse", Input: input, Edition: e, First: first, Diagnostics: u.Diagnostics}
}

// Valid reports whether input conforms to edition e's syntax. It runs the
// same reader as [Read] but records nothing and stops at the first error,
// so it never allocates.
func Valid(input string, e Edition) bool {
	if plainValid(input, e.rules()) {
		return true // the commonest URNs, in one pass (read_plain.go)
	}
	rd := reader{in: input, rules: e.rules(), quick: true} // u stays nil
	rd.read()
	return !rd.bad
}
