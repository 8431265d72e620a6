package listcheck

import (
	"github.com/urn-playground/urn-playground/core"
	"github.com/urn-playground/urn-playground/core/namespace"
)

// MaxLine is the longest line read as a URN: a longer one is reported
// (TooLong) and not read. No URN anyone writes comes near it.
const MaxLine = 1 << 20

// Row is one checked line of a text.
type Row struct {
	Line       int // from 1
	Start, End int // the line's bytes in the text, without its end ("\n", "\r\n")
	Verdict    Verdict
	TooLong    bool
	Valid      bool   // a valid URN under the edition
	NID        string // as written; "" for a line without one
	// Namespace is the namespace reading's verdict of a valid line (its
	// NSS against its namespace's own syntax, read whether or not ns
	// makes a violation fail).
	Namespace namespace.Verdict
}

// Lines checks each line of text that is not blank, in order, calling
// row with it (the same Row each time, overwritten). A line ends at "\n",
// a "\r" before it left out, as urn check reads a file. With ns, a line
// whose NSS violates its namespace fails. It returns the number of lines.
func Lines(text string, e core.Edition, ns bool, row func(*Row)) int {
	var u core.URN
	var nr namespace.Reading
	var r Row
	n := 0
	for start := 0; start < len(text); {
		end := start
		for end < len(text) && text[end] != '\n' {
			end++
		}
		n++
		next := end + 1
		if end > start && text[end-1] == '\r' {
			end--
		}
		if end > start {
			r = Row{Line: n, Start: start, End: end}
			checkRow(&r, text[start:end], e, ns, &u, &nr)
			row(&r)
		}
		start = next
	}
	return n
}

// checkRow fills in r's verdict for line.
func checkRow(r *Row, line string, e core.Edition, ns bool, u *core.URN, nr *namespace.Reading) {
	if len(line) > MaxLine {
		r.TooLong, r.Verdict = true, TooLong(int64(len(line)), MaxLine)
		return
	}
	u.Read(line, e)
	r.Verdict = Check(u, ns, nr)
	r.Valid = u.Valid
	if u.NID.Present() {
		r.NID = u.Text(u.NID)
	}
	if u.Valid {
		if !ns {
			namespace.VerdictTo(u, nr)
		}
		r.Namespace = nr.Verdict
	}
}
