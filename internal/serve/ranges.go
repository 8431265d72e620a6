package serve

import (
	"strconv"
	"strings"
)

// MaxRanges is the most byte ranges one request may ask for.
const MaxRanges = 16

// modestRanges reports whether a Range header asks for at most MaxRanges
// ranges of a file of size bytes, none overlapping another. When it does
// not, the handler serves the whole file (200), as RFC 9110 §14.2 lets a
// server ignore Range: net/http's ServeContent refuses ranges only when
// they add up to more than the file, so 2,000 one-byte ranges of an 11 KB
// file made a 290 KB multipart answer. A header ServeContent cannot parse
// is left to it (416).
func modestRanges(h string, size int64) bool {
	spec, ok := strings.CutPrefix(h, "bytes=")
	if !ok {
		return true
	}
	parts := strings.Split(spec, ",")
	if len(parts) > MaxRanges {
		return false
	}
	type span struct{ from, to int64 } // [from, to)
	var spans []span
	for _, p := range parts {
		a, b, ok := strings.Cut(strings.TrimSpace(p), "-")
		if !ok {
			return true
		}
		var s span
		switch {
		case a == "": // the last b bytes
			n, err := strconv.ParseInt(b, 10, 64)
			if err != nil {
				return true
			}
			s = span{max(size-n, 0), size}
		default:
			from, err := strconv.ParseInt(a, 10, 64)
			if err != nil {
				return true
			}
			to := size
			if b != "" {
				last, err := strconv.ParseInt(b, 10, 64)
				if err != nil {
					return true
				}
				to = min(last+1, size)
			}
			s = span{from, to}
		}
		for _, o := range spans {
			if s.from < o.to && o.from < s.to {
				return false
			}
		}
		spans = append(spans, s)
	}
	return true
}
