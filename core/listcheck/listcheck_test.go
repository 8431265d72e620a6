package listcheck

import (
	"strconv"
	"strings"
	"testing"

	"github.com/urn-playground/urn-playground/core"
	"github.com/urn-playground/urn-playground/core/namespace"
)

func TestCheckAndTally(t *testing.T) {
	var tally Tally
	var nr namespace.Reading
	for _, c := range []struct {
		line      string
		ns        bool
		col       int
		code      string
		violating bool
	}{
		{"urn:isbn:0451450523", true, 0, "", false},
		{"urn:isbn:0451450524", false, 0, "", false}, // the check digit is the namespace's: without ns it passes
		{"urn:isbn:0451450524", true, 19, "ns-check-digit", true},
		{"urn:a b", true, 0, "", false},
		{"urn:example:a b", false, 14, "nss-char", false},
		{"urm:x:y", false, 1, "wrong-scheme", false},
	} {
		u := core.Read(c.line, core.RFC8141)
		v := Check(u, c.ns, &nr)
		if c.line == "urn:a b" {
			// A NID too short: whatever the code, it fails at a column.
			if v.Passes() || v.Col < 1 {
				t.Errorf("%q: %+v", c.line, v)
			}
			tally.Add(v)
			continue
		}
		if v.Col != c.col || v.Code != c.code || v.Violating != c.violating || v.Passes() != (c.code == "") {
			t.Errorf("%q (ns %v): %+v, want column %d, code %q, violating %v", c.line, c.ns, v, c.col, c.code, c.violating)
		}
		tally.Add(v)
	}
	tally.Add(TooLong(2<<20, 1<<20))
	var all Tally
	all.Merge(&tally)
	if all.Checked != 7 || all.Failed != 5 || all.Violating != 1 || all.Invalid != 4 {
		t.Errorf("tally %+v", all)
	}
	codes := all.ByCount()
	if len(codes) != 4 || codes[len(codes)-1].Count != 1 {
		t.Errorf("codes by count: %+v", codes)
	}
	for i := 1; i < len(codes); i++ {
		if before(codes[i], codes[i-1]) {
			t.Errorf("codes out of order: %+v", codes)
		}
	}
}

func TestLines(t *testing.T) {
	long := "urn:example:" + strings.Repeat("a", MaxLine)
	text := "urn:isbn:0451450523\r\n\n  \nurn:isbn:0451450524\n" + long + "\nurn:example:a"
	var got []string
	n := Lines(text, core.RFC8141, true, func(r *Row) {
		line := text[r.Start:r.End]
		if len(line) > 20 {
			line = line[:20]
		}
		got = append(got, strconv.Itoa(r.Line)+" "+line+" "+r.Verdict.Code+" "+r.NID+" "+r.Namespace.String()+" "+strconv.FormatBool(r.TooLong))
	})
	want := []string{
		"1 urn:isbn:0451450523  isbn conforms false",
		"3    leading-space  no-rule false",
		"4 urn:isbn:0451450524 ns-check-digit isbn violates false",
		"5 urn:example:aaaaaaaa line-too-long  no-rule true",
		"6 urn:example:a  example conforms false",
	}
	if n != 6 || strings.Join(got, "\n") != strings.Join(want, "\n") {
		t.Errorf("%d lines:\n%s\nwant 6:\n%s", n, strings.Join(got, "\n"), strings.Join(want, "\n"))
	}
}
