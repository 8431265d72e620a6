package resultjson

import (
	"strings"
	"testing"
	"unicode/utf16"
	"unicode/utf8"
)

func TestIndexUTF16(t *testing.T) {
	for _, s := range []string{"", "abc", "é", "😀", "a\xffb", "日本😀é\xf0\x9f"} {
		x := NewIndex(s, UTF16)
		want := 0
		for i := 0; i < len(s); {
			r, size := utf8.DecodeRuneInString(s[i:])
			for j := i; j < i+size; j++ {
				if got := x.At(j); got != want {
					t.Errorf("%q: at(%d) = %d, want %d", s, j, got, want)
				}
			}
			want += len(utf16.Encode([]rune{r}))
			i += size
		}
		if got := x.At(len(s)); got != want {
			t.Errorf("%q: at(end) = %d, want %d", s, got, want)
		}
		if x.At(-1) != -1 || x.At(len(s)+5) != want {
			t.Errorf("%q: -1 and past-the-end offsets", s)
		}
	}
}

// TestIndexBytes: in Bytes, every offset is its own, but past the end.
func TestIndexBytes(t *testing.T) {
	for _, s := range []string{"", "abc", "日本😀é\xf0\x9f"} {
		x := NewIndex(s, Bytes)
		for i := -1; i <= len(s); i++ {
			if got := x.At(i); got != i {
				t.Errorf("%q: At(%d) = %d", s, i, got)
			}
		}
		if got := x.At(len(s) + 3); got != len(s) {
			t.Errorf("%q: At past the end = %d, want %d", s, got, len(s))
		}
	}
}

func TestASCII(t *testing.T) {
	for n := range 20 {
		s := strings.Repeat("a", n)
		if !ASCII(s) {
			t.Errorf("%q: not ASCII", s)
		}
		for i := range n {
			b := []byte(s)
			b[i] = 0x80
			if ASCII(string(b)) {
				t.Errorf("%q: ASCII", b)
			}
		}
	}
}
