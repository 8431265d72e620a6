package core

import "strconv"

// Severity ranks a diagnostic. Only errors make an input invalid.
type Severity uint8

const (
	Info    Severity = iota + 1 // worth knowing; nothing is wrong
	Warning                     // conforms, but goes against a SHOULD or a namespace rule
	Error                       // does not conform to the edition's syntax
)

// String returns "error", "warning" or "info".
func (s Severity) String() string {
	switch s {
	case Error:
		return "error"
	case Warning:
		return "warning"
	case Info:
		return "info"
	}
	return "severity(" + itoa(int(s)) + ")"
}

// Code is a diagnostic's stable name. Tests and the page match codes,
// never message text. codes.go lists the reader's; encode.go and
// display.go list their own.
type Code string

// Fix is a suggested edit: replace the input's bytes [Start, End) with
// New. An insertion has Start == End; a deletion has New == "".
type Fix struct {
	Span
	New   string
	Title string // what the fix does, for a button: "Percent-encode as %20"
}

// Diagnostic is one problem or note, with the byte span it covers, like
// go/scanner's Error but with a severity, a stable code, the spec section
// behind it, and a fix where one exists.
type Diagnostic struct {
	Span
	Severity Severity
	Code     Code
	Msg      string // one line of plain English
	Ref      Ref    // the spec section the rule comes from
	Fix      Fix    // the zero Fix (see HasFix) when there is no mechanical fix
}

// HasFix reports whether the diagnostic carries a suggested edit.
func (d Diagnostic) HasFix() bool { return d.Fix.Title != "" }

// Error formats the diagnostic as "5-8: error nss-char: message (RFC 8141 §2.2)",
// with byte offsets, so a Diagnostic can serve as an error value.
func (d Diagnostic) Error() string {
	s := itoa(d.Start)
	if d.End != d.Start {
		s += "-" + itoa(d.End)
	}
	s += ": " + d.Severity.String() + " " + string(d.Code) + ": " + d.Msg
	if r := d.Ref.String(); r != "" {
		s += " (" + r + ")"
	}
	return s
}

// ApplyFix returns input with the fix applied, or input unchanged when d
// has no fix.
func (d Diagnostic) ApplyFix(input string) string {
	if !d.HasFix() || d.Fix.Start < 0 || d.Fix.End > len(input) || d.Fix.Start > d.Fix.End {
		return input
	}
	return input[:d.Fix.Start] + d.Fix.New + input[d.Fix.End:]
}

// Diagnostics is a list of diagnostics, modelled on go/scanner.ErrorList:
// the zero value is ready to use, and reading never stops at the first.
type Diagnostics []Diagnostic

// Sort orders the list by position, then by severity (errors first), then
// by code. It is stable, and costs one pass without allocating when the
// list is already in order, as a reading's nearly always is.
func (l Diagnostics) Sort() {
	sortStable(l, compareDiagnostics)
}

func compareDiagnostics(a, b Diagnostic) int {
	switch {
	case a.Start != b.Start:
		return a.Start - b.Start
	case a.End != b.End:
		return a.End - b.End
	case a.Severity != b.Severity:
		return int(b.Severity) - int(a.Severity)
	case a.Code < b.Code:
		return -1
	case a.Code > b.Code:
		return 1
	}
	return 0
}

// Count returns how many diagnostics have the given severity.
func (l Diagnostics) Count(s Severity) int {
	n := 0
	for i := range l {
		if l[i].Severity == s {
			n++
		}
	}
	return n
}

// FirstError returns the first error-severity diagnostic, if any.
func (l Diagnostics) FirstError() (Diagnostic, bool) {
	for _, d := range l {
		if d.Severity == Error {
			return d, true
		}
	}
	return Diagnostic{}, false
}

// Has reports whether any diagnostic has the given code.
func (l Diagnostics) Has(c Code) bool {
	for i := range l {
		if l[i].Code == c {
			return true
		}
	}
	return false
}

// Error prints the first error and how many more there are, like
// go/scanner.ErrorList.
func (l Diagnostics) Error() string {
	first, ok := l.FirstError()
	if !ok {
		if len(l) == 0 {
			return "no diagnostics"
		}
		first = l[0]
	}
	n := l.Count(Error)
	if n > 1 {
		return first.Error() + " (and " + itoa(n-1) + " more errors)"
	}
	return first.Error()
}

// Err returns nil when the list holds no error-severity diagnostic, and
// the list itself otherwise, so callers never meet a typed nil.
func (l Diagnostics) Err() error {
	if l.Count(Error) == 0 {
		return nil
	}
	return l
}

// itoa is strconv.Itoa; named once so call sites stay short. It only
// writes messages, so it is not inlined: each inlined copy costs the
// WebAssembly module bytes, and core writes numbers into some forty.
//
//go:noinline
func itoa(i int) string { return strconv.Itoa(i) }

// CodeCount is how many diagnostics of one code and severity a list
// holds or left out.
type CodeCount struct {
	Code     Code
	Severity Severity
	Count    int
}

// Tally counts diagnostics by code and severity, in the order each was
// first met. A reading keeps one of the diagnostics it did not list past
// MaxDiagnostics, so that its totals stay true ("1,190 errors", not the
// 1,000 listed).
type Tally []CodeCount

// Add counts one diagnostic. A reading meets few codes, so a search of
// the list is quick.
func (t *Tally) Add(code Code, sev Severity) {
	for i := range *t {
		if c := &(*t)[i]; c.Code == code && c.Severity == sev {
			c.Count++
			return
		}
	}
	*t = append(*t, CodeCount{Code: code, Severity: sev, Count: 1})
}

// Count returns how many diagnostics of severity s the tally counts.
func (t Tally) Count(s Severity) int {
	n := 0
	for _, c := range t {
		if c.Severity == s {
			n += c.Count
		}
	}
	return n
}
