package registration

import "strings"

// parseRegInfo reads RFC 2611's Registration Information: the
// version and the date, each after its word ("Version 1", "Registration
// version number: 1", "Date: 2001-02-23"), up to a ";" or the end of
// the line. ok is false when a word outside those labels is left over,
// or when neither is found in a text that is not empty.
func parseRegInfo(text string) (version, date string, ok bool) {
	if text == "" {
		return "", "", true
	}
	for _, line := range strings.Split(text, "\n") {
		lower := asciiLower(line)
		vPos, dPos := -1, -1
		if version == "" {
			vPos = findWord(lower, "version")
		}
		if date == "" {
			dPos = findWord(lower, "date")
		}
		var covered []byteRange // the labels and values read
		if vPos >= 0 {
			if v, end := versionValue(line, lower, vPos, dPos); v != "" {
				version = v
				covered = append(covered, byteRange{vPos, end})
			}
		}
		if dPos >= 0 && !(len(covered) > 0 && dPos >= covered[0].from && dPos < covered[0].to) {
			other := -1
			if len(covered) > 0 {
				other = covered[0].from
			}
			p := afterColon(line, skipSpaces(line, dPos+4))
			end := valueEnd(line, p, other)
			if d := strings.TrimSpace(line[p:end]); d != "" {
				date = d
				covered = append(covered, byteRange{dPos, end})
			}
		}
		if !onlyRegInfoWords(line, covered) {
			return "", "", false
		}
	}
	return version, date, version != "" || date != ""
}

// byteRange is the bytes from to to of a line.
type byteRange struct{ from, to int }

// versionValue reads the value after the word "version" at vPos (and
// "number", and a colon) up to the date's word at dPos: its digits and
// dots when it starts with a digit ("1; date", but not "1st"), else its
// text up to a ";". It returns the value and where it ends.
func versionValue(line, lower string, vPos, dPos int) (string, int) {
	p := skipSpaces(line, vPos+7)
	if strings.HasPrefix(lower[p:], "number") && (p+6 == len(line) || !isWordByte(line[p+6])) {
		p = skipSpaces(line, p+6)
	}
	p = afterColon(line, p)
	end := valueEnd(line, p, dPos)
	if p < len(line) && isDigit(line[p]) {
		q := p
		for q < end && (isDigit(line[q]) || line[q] == '.') {
			q++
		}
		for q > p && line[q-1] == '.' {
			q--
		}
		if q == len(line) || !isWordByte(line[q]) {
			end = q
		}
	}
	return strings.TrimSpace(line[p:end]), end
}

// afterColon skips a colon at p and the spaces after it.
func afterColon(line string, p int) int {
	if p < len(line) && line[p] == ':' {
		p++
	}
	return skipSpaces(line, p)
}

// onlyRegInfoWords reports whether the words of line outside the ranges
// read are all words of the labels: "Registration Information",
// "version number", "date", "of the", "and".
func onlyRegInfoWords(line string, covered []byteRange) bool {
	left := []byte(line)
	for _, s := range covered {
		for i := s.from; i < s.to; i++ {
			left[i] = ' '
		}
	}
	for _, w := range lowerWords(string(left)) {
		switch w {
		case "registration", "information", "version", "number", "date", "of", "the", "and":
		default:
			return false
		}
	}
	return true
}

// valueEnd is where a value starting at p ends: at a ";", at the
// other label's word when it comes later, or at the end of the line.
func valueEnd(line string, p, other int) int {
	end := len(line)
	if i := strings.IndexByte(line[p:], ';'); i >= 0 {
		end = p + i
	}
	if other > p && other < end {
		end = other
	}
	return end
}

func skipSpaces(s string, p int) int {
	for p < len(s) && s[p] == ' ' {
		p++
	}
	return p
}

func isWordByte(c byte) bool {
	return c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || isDigit(c) || c >= 0x80
}

// findWord finds word (lower case ASCII) in s as a whole word.
func findWord(s, word string) int {
	for from := 0; ; {
		i := strings.Index(s[from:], word)
		if i < 0 {
			return -1
		}
		i += from
		if (i == 0 || !isWordByte(s[i-1])) && (i+len(word) == len(s) || !isWordByte(s[i+len(word)])) {
			return i
		}
		from = i + 1
	}
}

// asciiLower lowers ASCII letters only, so that byte offsets stay.
func asciiLower(s string) string {
	b := []byte(s)
	for i, c := range b {
		if 'A' <= c && c <= 'Z' {
			b[i] = c + 'a' - 'A'
		}
	}
	return string(b)
}
