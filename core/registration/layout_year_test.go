package registration

import (
	"strconv"
	"strings"
	"testing"
)

// A layout's year is data of its own, the one its title prints, so that
// the page labels and orders the templates without reading the title.
func TestLayoutYear(t *testing.T) {
	want := map[string]int{"rfc2611": 1999, "draft-12": 2015, "rfc8141": 2017} // RFC 2611, draft-12 and RFC 8141 headers
	for _, l := range Layouts() {
		if l.Year != want[l.ID] || !strings.HasSuffix(l.Title, "("+strconv.Itoa(l.Year)+")") {
			t.Errorf("%s: year %d, title %q; want %d, as the title says", l.ID, l.Year, l.Title, want[l.ID])
		}
	}
}
