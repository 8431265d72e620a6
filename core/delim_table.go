package core

// A delimTable finds, for one region, the component whose delimiter
// begins at a byte without a loop over the components: one[b] for a
// delimiter of the one byte b, two[b] for "?" and b. A delimiter of
// any other form (none today) makes the region's table general, and
// spanScan asks plainDelimiter. Within a region the longest delimiter
// wins, as in delimiterAt ("?+" over "?" where both may follow).
type delimTable struct {
	one, two [256]int8 // a component's index, or -1
	general  bool
}

// delimTablesOf returns ru's tables, one a region: index ci+1 for the
// region ci (nssRegion is -1).
func delimTablesOf(ru *rules) []delimTable {
	ts := make([]delimTable, len(ru.components)+1)
	for ci := nssRegion; ci < len(ru.components); ci++ {
		t := &ts[ci+1]
		for b := range 256 {
			t.one[b], t.two[b] = -1, -1
		}
		// The earliest component wins a tie, as in delimiterAt: set last.
		for j := len(ru.components) - 1; j > ci; j-- {
			switch d := ru.components[j].delim; {
			case len(d) == 1:
				t.one[d[0]] = int8(j)
			case len(d) == 2 && d[0] == '?':
				t.two[d[1]] = int8(j)
			default:
				t.general = true
			}
		}
	}
	return ts
}

// next returns the component after region ci whose delimiter begins at
// input[i], the longest, or -1.
func (t *delimTable) next(input string, i int, ru *rules, ci int) int {
	if t.general {
		return plainDelimiter(input, i, ru, ci)
	}
	if input[i] == '?' && i+1 < len(input) {
		if k := t.two[input[i+1]]; k >= 0 {
			return int(k)
		}
	}
	return int(t.one[input[i]])
}
