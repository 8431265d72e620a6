package site

import (
	"sort"
	"strings"

	"github.com/urn-playground/urn-playground/core"
)

// term is a glossary entry as the page reads it (core.Glossary).
type term struct {
	ID     string `json:"id"`
	Name   string `json:"name"`
	Plain  string `json:"plain"`
	Anchor string `json:"anchor"`
	// Quote is the words of the section the entry rests on.
	Quote string `json:"quote"`
}

// segment is a piece of an explanation: plain text, or a glossary term
// (Term is its id) that the page links to the glossary.
type segment struct {
	Text string `json:"text"`
	Term string `json:"term,omitempty"`
}

func glossaryTerms() []term {
	var out []term
	for _, t := range core.Glossary() {
		out = append(out, term{ID: t.ID, Name: t.Name, Plain: t.Plain, Anchor: t.Ref.Anchor, Quote: t.Quote})
	}
	return out
}

// linkTerms cuts text into segments, marking where each glossary term
// first appears (its earliest spelling, whole words only, never inside
// another term's mark), so that an explanation links a term once.
func linkTerms(text string, terms []core.Term) []segment {
	type mark struct {
		start, end int
		id         string
	}
	var marks []mark
	taken := func(s, e int) bool {
		for _, m := range marks {
			if s < m.end && m.start < e {
				return true
			}
		}
		return false
	}
	// Longer spellings first, so that "r-component" is not taken by a
	// shorter term inside it.
	order := append([]core.Term(nil), terms...)
	sort.SliceStable(order, func(i, j int) bool { return longest(order[i]) > longest(order[j]) })
	for _, t := range order {
		best := mark{start: -1}
		for _, w := range t.Match {
			if s := findWord(text, w, taken); s >= 0 && (best.start < 0 || s < best.start) {
				best = mark{s, s + len(w), t.ID}
			}
		}
		if best.start >= 0 {
			marks = append(marks, best)
		}
	}
	sort.Slice(marks, func(i, j int) bool { return marks[i].start < marks[j].start })
	var out []segment
	at := 0
	for _, m := range marks {
		if m.start > at {
			out = append(out, segment{Text: text[at:m.start]})
		}
		out = append(out, segment{Text: text[m.start:m.end], Term: m.id})
		at = m.end
	}
	if at < len(text) {
		out = append(out, segment{Text: text[at:]})
	}
	return out
}

func longest(t core.Term) int {
	n := 0
	for _, w := range t.Match {
		n = max(n, len(w))
	}
	return n
}

// findWord finds the first whole-word occurrence of w in text not already
// taken, or -1. A word boundary is anything but a letter or digit.
func findWord(text, w string, taken func(s, e int) bool) int {
	for from := 0; ; {
		i := strings.Index(text[from:], w)
		if i < 0 {
			return -1
		}
		s := from + i
		e := s + len(w)
		if !isWordByte(text, s-1) && !isWordByte(text, e) && !taken(s, e) {
			return s
		}
		from = s + 1
	}
}

func isWordByte(text string, i int) bool {
	if i < 0 || i >= len(text) {
		return false
	}
	c := text[i]
	return c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9'
}
