package ascii

import (
	"strconv"
	"testing"
)

func TestQuoteAll(t *testing.T) {
	for _, s := range []string{"", "abc", `a"b\c`, "a\tb\nc\x00\x7f\x1b", "café 😀", "\xff\xfe", "a\u200bb\u00ad", "\U000e0001", "\u2028", "urn:example:a b", "\a\b\f\r\v"} {
		if got, want := QuoteAll(s), strconv.Quote(s); got != want {
			t.Errorf("QuoteAll(%q) = %s, want %s", s, got, want)
		}
	}
}

func FuzzQuoteAll(f *testing.F) {
	f.Add("urn:example:é\x00\xff\u200b")
	f.Fuzz(func(t *testing.T, s string) {
		if got, want := QuoteAll(s), strconv.Quote(s); got != want {
			t.Errorf("QuoteAll(%q) = %s, want %s", s, got, want)
		}
	})
}
