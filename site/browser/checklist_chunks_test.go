package browser

import (
	"strconv"
	"strings"
	"testing"
)

// TestCheckListChunks checks a plain list of many chunks (the worker
// sends 4,000 rows a call, to itself and to its helpers on a device with
// more than one core), with empty lines and CRLF endings between them:
// every failing row keeps its own line and value, in order, whichever
// checker took its chunk.
func TestCheckListChunks(t *testing.T) {
	t.Parallel()
	var b strings.Builder
	var want []string // the invalid rows: "line value"
	line := 0
	for i := 0; i < 13000; i++ {
		line++
		if i%7 == 3 {
			b.WriteString("\r\n") // an empty line: no row
			line++
		}
		v := "urn:example:item-" + strconv.Itoa(i)
		if i%1000 == 999 {
			v = "urn:bad item:" + strconv.Itoa(i)
			want = append(want, strconv.Itoa(line)+" "+v)
		}
		b.WriteString(v + "\r\n")
	}
	p := newTab(t)
	openList(t, p, "&lverdict=invalid")
	p.dropFile("chunks.txt", b.String(), "text/plain")
	p.waitFor("the list's check", listDoneJS+` && document.getElementById("list-status").textContent.startsWith("13,000 rows")`)
	if s := p.text("#list-status"); !strings.Contains(s, "12,987 pass, 13 invalid") {
		t.Errorf("status %q", s)
	}
	p.waitFor("the invalid rows drawn", `document.querySelectorAll("#list-table .cl-rows .cl-row").length === 13`)
	var got []string
	for _, r := range listRows(p) {
		got = append(got, strings.TrimSpace(r[0])+" "+r[1])
	}
	if strings.Join(got, "\n") != strings.Join(want, "\n") {
		t.Errorf("the invalid rows:\n%s\nwant:\n%s", strings.Join(got, "\n"), strings.Join(want, "\n"))
	}
	t.Logf("cores the page sees: %d", eval[int](p, `navigator.hardwareConcurrency`))
}

// TestCheckListLineTooLong: a line longer than one check takes is a row of
// its own that says so, with urn check's code, counted and filtered as
// any other; the lines around it are checked.
func TestCheckListLineTooLong(t *testing.T) {
	t.Parallel()
	p := newTab(t)
	openList(t, p, "")
	p.dropFile("long.txt", "urn:example:a\nurn:example:"+strings.Repeat("x", 600000)+"\nurn:example:b\n", "text/plain")
	p.waitFor("the list's check", listDoneJS+` && document.getElementById("list-status").textContent.startsWith("3 rows")`)
	if s := p.text("#list-status"); !strings.Contains(s, "2 pass, 1 too-long") {
		t.Errorf("status %q", s)
	}
	if got := summaryCounts(p)["lcode=line-too-long"]; got != "1" {
		t.Errorf("the summary counts %q rows of line-too-long, want 1", got)
	}
	p.click(`#list-summary .cl-count[data-filter="lcode"][data-value="line-too-long"]`)
	p.waitFor("the long row alone", `document.querySelectorAll("#list-table .cl-rows .cl-row").length === 1`)
	if row := listRows(p)[0]; !strings.Contains(strings.Join(row, " "), "600,012 characters") {
		t.Errorf("the long row reads %q", row)
	}
}
