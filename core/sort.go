package core

// sortStable sorts s by cmp, keeping the order of equal elements. It
// stands in for slices.SortStableFunc and slices.Sort, whose generic code
// (insertion sort, symMerge, rotations, pdqsort, per element type) cost
// the WebAssembly module about 45 KB: this is insertion sort over runs of
// eight, then bottom-up merges through one scratch buffer, so that it is
// O(n log n) on any input and allocates nothing for eight elements or
// fewer, or for a list already in order.
func sortStable[E any](s []E, cmp func(a, b E) int) {
	const run = 8
	n := len(s)
	sorted := true
	for i := 1; i < n && sorted; i++ {
		sorted = cmp(s[i-1], s[i]) <= 0
	}
	if sorted {
		return
	}
	for lo := 0; lo < n; lo += run {
		r := s[lo:min(lo+run, n)]
		for i := 1; i < len(r); i++ {
			for j := i; j > 0 && cmp(r[j-1], r[j]) > 0; j-- {
				r[j-1], r[j] = r[j], r[j-1]
			}
		}
	}
	if n <= run {
		return
	}
	src, dst := s, make([]E, n)
	for w := run; w < n; w *= 2 {
		for lo := 0; lo < n; lo += 2 * w {
			mid, hi := min(lo+w, n), min(lo+2*w, n)
			i, j, k := lo, mid, lo
			for i < mid && j < hi {
				if cmp(src[j], src[i]) < 0 {
					dst[k] = src[j]
					j++
				} else {
					dst[k] = src[i]
					i++
				}
				k++
			}
			k += copy(dst[k:], src[i:mid])
			copy(dst[k:], src[j:hi])
		}
		src, dst = dst, src
	}
	copy(s, src)
}

// compareStrings orders strings by their bytes, as strings.Compare.
func compareStrings(a, b string) int {
	switch {
	case a < b:
		return -1
	case a > b:
		return 1
	}
	return 0
}
