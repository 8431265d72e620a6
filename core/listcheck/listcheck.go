// Package listcheck checks a list of URNs, one a line: the verdict of
// each line and the counts of a summary. The terminal's urn check and
// the JavaScript API's URN.checkLines share it, so that a line fails, and
// is counted, the same way in both.
//
// Like core, it uses the standard library only, and none of fmt,
// regexp, encoding/json or net/url: it is compiled to WebAssembly.
package listcheck

import (
	"strconv"

	"github.com/urn-playground/urn-playground/core"
	"github.com/urn-playground/urn-playground/core/namespace"
)

// Verdict is what checking one line found.
type Verdict struct {
	Col  int    // the first problem's byte column in the line, from 1; 0 when it passes
	Msg  string // what is wrong, "" when the line passes
	Code string // the first syntax error's code, or the namespace's with Violating
	// Violating: the line is a valid URN whose NSS violates its
	// namespace's syntax (checked only when asked: Check's ns).
	Violating bool
}

// Passes reports whether the line passed.
func (v Verdict) Passes() bool { return v.Msg == "" }

// Check says whether u, a line already read, passes: it must be valid
// and, with ns, its NSS must not violate its namespace's syntax (the
// namespace reading, nr, which Check fills in then with its verdict and
// diagnostics: namespace.VerdictTo, no parts and no fixes).
func Check(u *core.URN, ns bool, nr *namespace.Reading) Verdict {
	if d, ok := u.Diagnostics.FirstError(); ok {
		return Verdict{Col: d.Start + 1, Msg: d.Msg + " [" + string(d.Code) + "]", Code: string(d.Code)}
	}
	if !u.Valid {
		return Verdict{Col: 1, Msg: "not a valid URN", Code: "invalid"}
	}
	if !ns {
		return Verdict{}
	}
	namespace.VerdictTo(u, nr)
	if nr.Verdict != namespace.Violates {
		return Verdict{}
	}
	for _, d := range nr.Diagnostics {
		if d.Severity == core.Error {
			return Verdict{Col: d.Start + 1, Msg: "namespace " + nr.Syntax.NID + ": " + d.Msg + " [" + string(d.Code) + "]", Code: string(d.Code), Violating: true}
		}
	}
	return Verdict{Col: 1, Msg: "the NSS violates the " + nr.Syntax.NID + " namespace's syntax", Violating: true}
}

// TooLong is the verdict on a line of n bytes, more than max: it is not
// read.
func TooLong(n int64, max int) Verdict {
	return Verdict{Col: 1, Msg: "a line of " + strconv.FormatInt(n, 10) + " bytes, longer than any URN read (" + strconv.Itoa(max) + "): not checked", Code: "line-too-long"}
}

// Tally is what a summary counts: lines checked, failing, invalid (by the
// code of their first error), violating their namespace (by the code of
// the namespace's first error).
type Tally struct {
	Checked, Failed, Invalid, Violating int
	Codes                               map[string]int // the invalid lines'
	NamespaceCodes                      map[string]int // the violating lines'
}

// Add counts one line's verdict.
func (t *Tally) Add(v Verdict) {
	t.Checked++
	if v.Passes() {
		return
	}
	t.Failed++
	if v.Violating {
		t.Violating++
		if v.Code != "" {
			count(&t.NamespaceCodes, v.Code, 1)
		}
		return
	}
	t.Invalid++
	count(&t.Codes, v.Code, 1)
}

// Merge adds o's counts.
func (t *Tally) Merge(o *Tally) {
	t.Checked += o.Checked
	t.Failed += o.Failed
	t.Invalid += o.Invalid
	t.Violating += o.Violating
	for code, n := range o.Codes {
		count(&t.Codes, code, n)
	}
	for code, n := range o.NamespaceCodes {
		count(&t.NamespaceCodes, code, n)
	}
}

func count(m *map[string]int, code string, n int) {
	if *m == nil {
		*m = map[string]int{}
	}
	(*m)[code] += n
}

// CodeCount is one code of a tally and how many lines it failed.
type CodeCount struct {
	Code  string
	Count int
}

// ByCount lists the invalid lines' codes, the most frequent first (then
// by code).
func (t *Tally) ByCount() []CodeCount { return byCount(t.Codes) }

// NamespaceByCount lists the violating lines' codes as ByCount does.
func (t *Tally) NamespaceByCount() []CodeCount { return byCount(t.NamespaceCodes) }

func byCount(codes map[string]int) []CodeCount {
	out := make([]CodeCount, 0, len(codes))
	for code, n := range codes {
		out = append(out, CodeCount{code, n})
	}
	// Insertion sort: a list has a few codes, and sort.Slice would link
	// reflection into the WebAssembly module.
	for i := 1; i < len(out); i++ {
		for j := i; j > 0 && before(out[j], out[j-1]); j-- {
			out[j], out[j-1] = out[j-1], out[j]
		}
	}
	return out
}

func before(a, b CodeCount) bool {
	return a.Count > b.Count || a.Count == b.Count && a.Code < b.Code
}
