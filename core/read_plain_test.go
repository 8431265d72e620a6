package core

import (
	"reflect"
	"slices"
	"strings"
	"testing"

	"github.com/urn-playground/urn-playground/internal/testsupport/benchcorpus"
)

// checkReadPlain checks that Read, which takes readSpans or readPlain
// when it can, leaves the URN the reader alone leaves, reading into a
// fresh URN and into one that held another reading; and that readSpans,
// whatever the input's length, reads as the reader does or not at all.
func checkReadPlain(t *testing.T, in string, e Edition) {
	t.Helper()
	var want URN
	want.readFull(in, e)
	checkSameReading(t, "Read", in, e, Read(in, e), &want)
	// readSpans reads all that readPlain reads (and %00 where the
	// edition allows it), whatever the length, as the reader does.
	var spans, onePass URN
	if spans.readSpans(in, e) {
		checkSameReading(t, "readSpans", in, e, &spans, &want)
	} else if onePass.readPlain(in, e) {
		t.Fatalf("%s %q: read by readPlain, refused by readSpans", e, in)
	}
	// plainValid, Valid's one pass, answers true only for valid input,
	// and for all that readPlain reads.
	var plain URN
	if pv := plainValid(in, e.rules()); pv && !want.Valid {
		t.Fatalf("%s %q: plainValid true, the reader invalid", e, in)
	} else if !pv && plain.readPlain(in, e) {
		t.Fatalf("%s %q: read in one pass, but plainValid false", e, in)
	}
	reused := Read("urn:example:a%2c?+r?=q#f", e)
	reused.Read(in, e)
	if !slices.Equal(reused.Parts(), want.parts) || !reflect.DeepEqual(reused.Namespace, want.Namespace) ||
		reused.Valid != want.Valid || len(reused.Diagnostics) != len(want.Diagnostics) || reused.NSS != want.NSS {
		t.Fatalf("%s %q: Read into a used URN differs from the reader", e, in)
	}
}

// checkSameReading checks that got, read by how, is the reader's
// reading want: every field as it was left, then its parts, which a
// reading by readSpans finds only when asked.
func checkSameReading(t *testing.T, how, in string, e Edition, got, want *URN) {
	t.Helper()
	g, w := *got, *want
	g.parts, g.partsLater, w.parts = nil, false, nil
	if !reflect.DeepEqual(g, w) {
		t.Fatalf("%s %q: %s gives\n%+v\nthe reader\n%+v", e, in, how, g, w)
	}
	if !slices.Equal(got.Parts(), want.parts) {
		t.Fatalf("%s %q: %s's parts\n%v\nthe reader's\n%v", e, in, how, got.Parts(), want.parts)
	}
}

func TestReadPlain(t *testing.T) {
	// Every URN of the benchmark corpora takes the one-pass reading: the
	// short corpus in every edition, the long one, whose components are
	// RFC 8141's, in RFC 8141 (in draft-12, its "?=" is a "?" inside a
	// q-component, which the reader checks).
	for i, c := range benchcorpus.All("testdata") {
		for _, in := range c.URNs {
			for _, e := range Editions() {
				var u URN
				if (i == 0 || e == RFC8141) && !u.readPlain(in, e) {
					t.Errorf("%s %q: not read in one pass", e, in)
				}
				if i == 1 && e == RFC8141 && !u.readSpans(in, e) {
					t.Errorf("%s %q: not read in readSpans's pass", e, in)
				}
				checkReadPlain(t, in, e)
			}
		}
	}
	// "/" separates parts of the NSS in draft-12 and RFC 8141, as ":"
	// does, and the one pass takes it there: DOIs have one.
	for _, e := range []Edition{Draft12, RFC8141} {
		var u URN
		if in := "urn:doi:10.1000/182"; !u.readPlain(in, e) || !plainValid(in, e.rules()) {
			t.Errorf("%s %q: not read in one pass", e, in)
		}
	}
	// Inputs at each edge of what it takes, and just past it.
	for _, in := range []string{
		"urn:isbn:1", "URN:ISBN:1", "uRn:IsBn:a:b::c", "urn:isbn:%2C%2c", "urn:isbn:%41", "urn:isbn:%00", "urn:isbn:%4",
		"urn:isbn:%", "urn:isbn:%zz", "urn:isbn:", "urn:isbn", "urn:-isbn:1", "urn:isbn-:1", "urn:urn:1", "urn:urn-7:1",
		"urn:uuid:x/y", "urn:uuid:x?y", "urn:uuid:x#y", "urn:uuid:x?+r", "urn:uuid:a b", "urn:uuid:é", " urn:isbn:1",
		"urn:isbn:1 ", "urn:example:a'b", "urn:foo:1", "urn:x-foo:1", "urn:i$bn:1", "urm:isbn:1", "urn:isbn:~!$&()*+,;=@",
		"urn:" + strings.Repeat("a", 33) + ":1", "urn:ab:1", "urn:a:1", "urn:3gpp:a%2F",
		// Components (RFC 8141 §2, draft-12 §3, draft-03 §2.3–2.4), and
		// "?" and "#" that the reader must look at.
		"urn:isbn:1?+r", "urn:isbn:1?=q", "urn:isbn:1#f", "urn:isbn:1?+r?=q#f", "urn:isbn:1%2C?+r%2C?=q%2C#f%2C",
		"urn:isbn:1?+", "urn:isbn:1?=", "urn:isbn:1#", "urn:isbn:?+r", "urn:isbn:1?+/r", "urn:isbn:1?=?q", "urn:isbn:1?+r/?s",
		"urn:isbn:1?=q?+r", "urn:isbn:1?+r?+s", "urn:isbn:1#f?=q", "urn:isbn:1#f#g", "urn:isbn:1??r", "urn:isbn:1??r?q#f",
		"urn:isbn:1?q", "urn:isbn:1?", "urn:isbn:1?+r%41", "urn:isbn:1?+r%00", "urn:isbn:1?+r%2", "urn:isbn:1?+r%zz",
		"urn:isbn:1#f%", "urn:isbn:1?+a b", "urn:isbn:1?+r ", "urn:isbn:1#é", "urn:isbn:1?s=1&t=2#f", "urn:isbn:1?+%2Fr",
		"urn:isbn:1?+r:s@t/u?v", "urn:foo:1?+r",
		// "/" in the NSS: allowed in draft-12 and RFC 8141 but not
		// first, discouraged in RFC 2141, forbidden in draft-03.
		"urn:doi:10.1000/182", "urn:isbn:/a", "urn:isbn:/", "urn:isbn:a/", "urn:isbn:a//b", "urn:isbn:a/:/b",
		"urn:isbn:a/%2F/b?+r/s#f/", "urn:isbn:a/?+r",
	} {
		for _, e := range Editions() {
			checkReadPlain(t, in, e)
		}
	}
}

// TestPlainDelimiter checks the one passes' delimiter matches
// (plainDelimiter, readSpans's delimTable) against the reader's, for
// every edition, region and delimiter-like text.
func TestPlainDelimiter(t *testing.T) {
	for _, e := range Editions() {
		ru := e.rules()
		for _, s := range []string{"?", "??", "?+", "?=", "#", "?#", "#?", "?a", "a", "?+x", "??+", "+", "="} {
			for ci := nssRegion; ci < len(ru.components); ci++ {
				want := ru.delimiterAt(s, 0, ci)
				if got := plainDelimiter(s, 0, ru, ci); got != want {
					t.Errorf("%s %q after region %d: plainDelimiter %d, delimiterAt %d", e, s, ci, got, want)
				}
				if got := ru.delims[ci+1].next(s, 0, ru, ci); spansFirst && got != want {
					t.Errorf("%s %q after region %d: delimTable %d, delimiterAt %d", e, s, ci, got, want)
				}
			}
		}
	}
}

// TestReadPlainBlocks reads escapes, separators, delimiters and bytes
// that stop a run at every offset of the blocks of eight (validScan's
// and regionScan's): each short text of those pieces after a pad of 0 to
// 7 bytes, in every edition, checked against the reader
// (checkReadPlain). An escape split across two blocks, or cut short by a
// block's stop, is where a lane shift would go wrong; so are separators
// on either side of a stop in one block.
func TestReadPlainBlocks(t *testing.T) {
	pieces := []string{"a", "%", "2", "0", "g", ":", "/", "?+", "#", " "}
	var texts []string
	var grow func(s string, n int)
	grow = func(s string, n int) {
		texts = append(texts, s)
		if n > 0 {
			for _, p := range pieces {
				grow(s+p, n-1)
			}
		}
	}
	grow("", 3)
	for pad := range 8 {
		for _, text := range texts {
			for _, e := range Editions() {
				checkReadPlain(t, "urn:isbn:"+strings.Repeat("b", pad)+text, e)
				checkReadPlain(t, "urn:isbn:x?+"+strings.Repeat("%2C", pad)+text, e)
			}
		}
	}
}

// TestRegionScanShort reads inputs shorter than a block, which readPlain
// meets only with a NID of one letter (none is registered): each must
// read as it does after eight bytes that need no look.
func TestRegionScanShort(t *testing.T) {
	for _, text := range []string{"", "a", ":", "a:b", "::", "%20", ":%2F:", "a%2", "%41", "a?b", "x:#", "/a:b/c"} {
		for _, e := range Editions() {
			ru := e.rules()
			got, end := regionScan(text, 0, ru.nssStops, nil)
			long, longEnd := regionScan("bbbbbbbb"+text, 8, ru.nssStops, nil)
			for i := range long {
				long[i].Start, long[i].End = long[i].Start-8, long[i].End-8
			}
			if end != longEnd-8 || !slices.Equal(got, long) {
				t.Errorf("%s %q: %v ending at %d; after a block, %v ending at %d", e, text, got, end, long, longEnd-8)
			}
		}
	}
}

// TestReadSpansEscapes reads every escape, each octet with its digits in
// either case, at every offset of a block of eight, in the NSS and in a
// component, in every edition: readSpans must read as the reader does
// (checkReadPlain), and refuse exactly the escapes of which the reader
// has more to say than readSpans writes: a letter or digit (a note),
// octet 0 where the edition forbids it (an error).
func TestReadSpansEscapes(t *testing.T) {
	const digits = "0123456789ABCDEFabcdef"
	long := strings.Repeat("x", spansMin) // so that Read takes readSpans
	for _, hi := range digits {
		for _, lo := range digits {
			esc := "%" + string(hi) + string(lo)
			v := unhex(byte(hi))<<4 | unhex(byte(lo))
			for pad := range 8 {
				p := strings.Repeat("b", pad)
				for _, e := range Editions() {
					nss := "urn:isbn:" + long + p + esc + "c"
					checkReadPlain(t, nss, e)
					checkReadPlain(t, "urn:isbn:x?+"+long+p+esc, e)
					checkReadPlain(t, "urn:isbn:x#"+p+esc+esc+"%2C", e)
					want := classOf[v]&letNum == 0 && !(v == 0 && e.rules().nulForbidden)
					var u URN
					if got := u.readSpans(nss, e); got != want {
						t.Errorf("%s %q: readSpans %v, want %v", e, nss, got, want)
					}
				}
				in := "urn:isbn:x?+" + long + p + esc + "?=" + p + esc + "#" + esc
				var u URN
				if got, want := u.readSpans(in, RFC8141), classOf[v]&letNum == 0; got != want {
					t.Errorf("%s %q: readSpans %v, want %v", RFC8141, in, got, want)
				}
			}
		}
	}
}
