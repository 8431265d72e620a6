package registration

import (
	"strings"
	"unicode"
	"unicode/utf8"
)

// candidate is a line that has the form of a heading.
type candidate struct {
	label     string // as written, without number, colon and extra spaces
	key       string // labelKey(label)
	value     string // text after the colon on the same line
	numbered  bool
	underline bool // the next line is a rule
	colon     bool
	versionN  bool // "Version 2"
}

// headingCandidate reads line i as a heading, if it has the form of one.
func headingCandidate(lines []textLine, i int) (candidate, bool) {
	t := lines[i].text
	if t == "" {
		return candidate{}, false
	}
	if i+1 < len(lines) && isRule(lines[i+1].text) && !isRule(t) && abs(lines[i+1].indent-lines[i].indent) <= 2 {
		title, numbered := stripNumbering(t)
		title = collapseSpaces(strings.TrimSpace(strings.TrimSuffix(title, ":")))
		n := utf8.RuneCountInString(title)
		if n > 0 && n <= 80 && 2*len(lines[i+1].text) >= n && hasLetter(title) {
			return candidate{label: title, key: labelKey(title), numbered: numbered, underline: true}, true
		}
	}
	rest, numbered := stripNumbering(t)
	if !numbered {
		if v, ok := versionN(rest); ok {
			return candidate{label: "Version", key: "version", value: v, versionN: true}, true
		}
	}
	if label, value, ok := splitLabel(rest, 60, 8); ok {
		return candidate{label: label, key: labelKey(label), value: value, numbered: numbered, colon: true}, true
	}
	if numbered {
		label := collapseSpaces(strings.TrimRight(rest, ". "))
		if n := utf8.RuneCountInString(label); n > 0 && n <= 60 && hasLetter(label) {
			return candidate{label: label, key: labelKey(label), numbered: true}, true
		}
	}
	return candidate{}, false
}

// splitLabel splits "Label: value": a colon within maxBytes, followed
// by a space or the end, after a label of at most maxWords words that
// starts with a letter or digit.
func splitLabel(s string, maxBytes, maxWords int) (label, value string, ok bool) {
	i := strings.IndexByte(s, ':')
	if i <= 0 || i > maxBytes || i+1 < len(s) && s[i+1] != ' ' {
		return "", "", false
	}
	label = collapseSpaces(strings.TrimSpace(s[:i]))
	r, _ := utf8.DecodeRuneInString(label)
	if label == "" || !unicode.IsLetter(r) && !unicode.IsDigit(r) || !hasLetter(label) || strings.Count(label, " ")+1 > maxWords {
		return "", "", false
	}
	return label, strings.TrimSpace(s[i+1:]), true
}

// stripNumbering sets aside section numbers: "3. ", "3.1 ", "A.5. ",
// "5.0 " (groups of one or two digits, with at least one dot), repeatedly.
func stripNumbering(s string) (string, bool) {
	numbered := false
	for {
		i := 0
		if len(s) > 2 && s[0] >= 'A' && s[0] <= 'Z' && s[1] == '.' && isDigit(s[2]) {
			i = 2
		}
		dots, groups := i/2, 0
		for {
			j := i
			for j < len(s) && isDigit(s[j]) {
				j++
			}
			if j == i || j-i > 2 {
				groups = -1
				break
			}
			groups++
			i = j
			if i < len(s) && s[i] == '.' {
				dots++
				i++
				if i < len(s) && isDigit(s[i]) {
					continue
				}
			}
			break
		}
		if groups <= 0 || dots == 0 || i >= len(s) || s[i] != ' ' {
			return s, numbered
		}
		rest := strings.TrimLeft(s[i:], " ")
		if rest == "" {
			return s, numbered
		}
		s, numbered = rest, true
	}
}

// versionN reads "Version 2" (the whole line).
func versionN(s string) (string, bool) {
	if len(s) < 9 || !strings.EqualFold(s[:7], "version") || s[7] != ' ' {
		return "", false
	}
	v := strings.TrimLeft(s[7:], " ")
	if v == "" || !isDigit(v[0]) || !isDigit(v[len(v)-1]) {
		return "", false
	}
	for i := 0; i < len(v); i++ {
		if !isDigit(v[i]) && v[i] != '.' {
			return "", false
		}
	}
	return v, true
}

// isRule reports a line of three or more of one of "-=~_*#".
func isRule(s string) bool {
	if len(s) < 3 || !strings.ContainsRune("-=~_*#", rune(s[0])) {
		return false
	}
	for i := 1; i < len(s); i++ {
		if s[i] != s[0] {
			return false
		}
	}
	return true
}

func isDigit(c byte) bool { return '0' <= c && c <= '9' }

func abs(n int) int {
	if n < 0 {
		return -n
	}
	return n
}

func hasLetter(s string) bool {
	for _, r := range s {
		if unicode.IsLetter(r) {
			return true
		}
	}
	return false
}

// headingLine is a heading found in the input.
type headingLine struct {
	at, end int // the heading's line; the first line of its section's text
	cand    candidate
	known   bool // a label some layout knows
	implied bool // registrant lines that began without a heading
}

// candidates reads each line as a heading candidate, and finds the
// headings' column: the least indentation of the un-numbered known
// headings, else of the numbered ones.
func candidates(lines []textLine) (cands []candidate, has []bool, col int) {
	cands = make([]candidate, len(lines))
	has = make([]bool, len(lines))
	col, colN := -1, -1 // least indentation of known headings, un-numbered and numbered
	for i := range lines {
		cands[i], has[i] = headingCandidate(lines, i)
		if !has[i] || !isKnownLabel(cands[i].key) {
			continue
		}
		ind := lines[i].indent
		if cands[i].numbered {
			if colN < 0 || ind < colN {
				colN = ind
			}
		} else if col < 0 || ind < col {
			col = ind
		}
	}
	if col < 0 {
		col = max(colN, 0)
	}
	return cands, has, col
}

// findHeadings finds the headings (see the rules in text_import.go).
func findHeadings(lines []textLine) []headingLine {
	n := len(lines)
	cands, has, col := candidates(lines)
	var hs []headingLine
	seenKnown, regSeen := false, false
	cur, nid := "", ""
	prevBlank := true
	for i := 0; i < n; i++ {
		l := lines[i]
		if l.text == "" {
			prevBlank = true
			continue
		}
		if nid == "" && keyMeans(cur, "namespace-id") {
			nid, _ = nidWord(l.text) // the NID on the line after its heading
		}
		if has[i] && l.indent <= col {
			c := cands[i]
			if keyMeans(c.key, "namespace-id") {
				nid, _ = nidWord(c.value)
			}
			known := isKnownLabel(c.key)
			if !known {
				c, known = qualifiedByNID(c, nid)
			}
			sub := keyMeans(cur, "registrant") && labels().subUnion[c.key]
			ok := known && !sub
			if !known && seenKnown && !sub {
				ok = c.underline || prevBlank && c.colon && c.value == "" && isVocabHeading(c.label)
			}
			if ok {
				h := headingLine{at: i, end: i + 1, cand: c, known: known}
				if c.underline {
					h.end = i + 2
				}
				hs = append(hs, h)
				seenKnown = seenKnown || known
				cur = c.key
				if keyMeans(c.key, "registrant") {
					regSeen = true
				}
				prevBlank = true
				i = h.end - 1
				continue
			}
		}
		if seenKnown && !regSeen && l.indent <= col && keyMeans(cur, "namespace-id", "version", "date", regInfoID) {
			if label, value, ok := splitLabel(l.text, 40, 4); ok && value != "" && labels().subUnion[labelKey(label)] {
				hs = append(hs, headingLine{at: i, end: i, cand: candidate{label: "Registrant", key: "registrant"}, implied: true})
				cur, regSeen = "registrant", true
			}
		}
		prevBlank = false
	}
	return hs
}

// qualifiedByNID reads a heading that the NID qualifies as the section it
// names: isbn's "ISBN assignment:" is Assignment (RFC 8141 Appendix
// A.7). Only the registration's own NID qualifies, so that "Widget
// assignment" in a registration for another NID stays a section of its
// own.
func qualifiedByNID(c candidate, nid string) (candidate, bool) {
	if nid == "" || len(c.label) <= len(nid)+1 || c.label[len(nid)] != ' ' || !strings.EqualFold(c.label[:len(nid)], nid) {
		return c, false
	}
	key := labelKey(c.label[len(nid)+1:])
	if !isKnownLabel(key) || keyMeans(key, "namespace-id") {
		return c, false
	}
	c.key = key
	return c, true
}
