package core

// sortStable sorts s by cmp, keeping the order of equal elements. It
// stands in for slices.SortStableFunc and slices.Sort, whose generic code
// (insertion sort, symMerge, rotations, pdqsort, per element type) cost
// the WebAssembly module about 45 KB. A list already in order (the usual
// case: parts and diagnostics are mostly found in order) costs one pass.
// Otherwise stableOrder, which is not generic, so that its code is in the
// module once and not once per element type (3 KB brotli for three),
// sorts the indices, and the elements are moved into that order.
func sortStable[E any](s []E, cmp func(a, b E) int) {
	n := len(s)
	sorted := true
	for i := 1; i < n && sorted; i++ {
		sorted = cmp(s[i-1], s[i]) <= 0
	}
	if sorted {
		return
	}
	order := make([]int, 2*n)
	for i := range n {
		order[i] = i
	}
	order = stableOrder(order[:n], order[n:], func(i, j int) bool { return cmp(s[i], s[j]) < 0 })
	out := make([]E, n)
	for k, i := range order {
		out[k] = s[i]
	}
	copy(s, out)
}

// stableOrder sorts order, a list of indices, so that less(i, j) holds
// for no i after j, keeping equal elements in their order, and returns
// the sorted list, which is order or scratch (as long as order):
// insertion sort over runs of eight, then bottom-up merges between the
// two, O(n log n) on any input.
func stableOrder(order, scratch []int, less func(i, j int) bool) []int {
	const run = 8
	n := len(order)
	for lo := 0; lo < n; lo += run {
		r := order[lo:min(lo+run, n)]
		for i := 1; i < len(r); i++ {
			for j := i; j > 0 && less(r[j], r[j-1]); j-- {
				r[j-1], r[j] = r[j], r[j-1]
			}
		}
	}
	src, dst := order, scratch
	for w := run; w < n; w *= 2 {
		for lo := 0; lo < n; lo += 2 * w {
			mid, hi := min(lo+w, n), min(lo+2*w, n)
			i, j, k := lo, mid, lo
			for i < mid && j < hi {
				if less(src[j], src[i]) {
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
	return src
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
