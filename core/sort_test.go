package core

import (
	"math/rand/v2"
	"slices"
	"testing"
)

// TestSortStable compares sortStable with slices.SortStableFunc on
// lists of every length up to 70 and a long one, with many equal keys,
// already in order, reversed and shuffled.
func TestSortStable(t *testing.T) {
	type item struct{ key, seq int }
	cmp := func(a, b item) int { return a.key - b.key }
	rng := rand.New(rand.NewPCG(1, 2))
	for _, n := range append(slices.Collect(func(yield func(int) bool) {
		for n := range 71 {
			yield(n)
		}
	}), 1000, 4099) {
		for _, shape := range []string{"random", "sorted", "reversed", "few-keys"} {
			s := make([]item, n)
			for i := range s {
				switch shape {
				case "random":
					s[i] = item{rng.IntN(n + 1), i}
				case "sorted":
					s[i] = item{i, i}
				case "reversed":
					s[i] = item{n - i, i}
				case "few-keys":
					s[i] = item{rng.IntN(3), i}
				}
			}
			want := slices.Clone(s)
			slices.SortStableFunc(want, cmp)
			sortStable(s, cmp)
			if !slices.Equal(s, want) {
				t.Fatalf("n=%d %s: got %v, want %v", n, shape, s, want)
			}
		}
	}
	if n := testing.AllocsPerRun(10, func() {
		s := []int{1, 2, 2, 3, 5, 6, 7, 8}
		sortStable(s, func(a, b int) int { return a - b })
	}); n != 0 {
		t.Errorf("a list already in order allocates %v times", n)
	}
	ss := []string{"b", "a", "", "ab", "B"}
	sortStable(ss, compareStrings)
	if !slices.Equal(ss, []string{"", "B", "a", "ab", "b"}) {
		t.Errorf("strings: %q", ss)
	}
}
