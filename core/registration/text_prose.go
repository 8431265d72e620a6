package registration

import (
	"strings"
	"unicode/utf8"
)

// isProse reports whether a paragraph (lines between blank lines, the
// margin removed) reads as running text wrapped by hand: see ImportText.
// RenderText's wrapping of a paragraph always gives lines that pass, so
// that reading them joins them back to the same line.
func isProse(blk []textLine) bool {
	for i, l := range blk {
		if l.indent != 0 || hasGap(l.text) {
			return false
		}
		if i > 0 && isStructural(l.text) {
			return false
		}
		if i+1 < len(blk) && l.width+1+firstWordWidth(blk[i+1].text) <= fullWidth {
			return false
		}
	}
	if isABNF(blk[0].text) || isSubLabel(blk[0].text) {
		return false
	}
	if len(blk) > 1 {
		j := joinProse(blk)
		if isABNF(j) || isSubLabel(j) {
			return false
		}
	}
	return true
}

// hasGap reports a run of spaces inside a line that is alignment, not
// the space between words: three or more, or two not after ". : ; ? !".
func hasGap(s string) bool {
	for i := 1; i < len(s); i++ {
		if s[i] != ' ' || s[i-1] == ' ' {
			continue
		}
		j := i
		for j < len(s) && s[j] == ' ' {
			j++
		}
		if j-i >= 3 || j-i == 2 && !strings.ContainsRune(".:;?!", rune(s[i-1])) {
			return true
		}
		i = j
	}
	return false
}

// firstWordWidth is the width of the first word of s, in characters.
func firstWordWidth(s string) int {
	if i := strings.IndexByte(s, ' '); i >= 0 {
		s = s[:i]
	}
	return utf8.RuneCountInString(s)
}

// isStructural reports a line start that a wrapped line of prose never
// has: a list marker, an ABNF rule, or a sub-field label.
func isStructural(s string) bool {
	w := s
	if i := strings.IndexByte(s, ' '); i >= 0 {
		w = s[:i]
	}
	return isMarker(w) || isURIStart(w) || isABNF(s) || isSubLabel(s)
}

// isURIStart reports a word that is a URN or a URL ("urn:x:y",
// "https://..."): lines starting with one are lists of examples.
func isURIStart(w string) bool {
	return len(w) > 4 && strings.EqualFold(w[:4], "urn:") || strings.Contains(w, "://")
}

// isMarker reports a list marker or a rule: "*", "-", "o", "•", "1.",
// "12)", "a)", "(iv)", "----".
func isMarker(w string) bool {
	switch w {
	case "*", "-", "+", "o", "•", "·", "◦", "‣", "–", "—", ">", "|", "#":
		return true
	}
	if isRule(w) {
		return true
	}
	n := len(w)
	if n >= 2 && n <= 4 && (w[n-1] == '.' || w[n-1] == ')') {
		body := w[:n-1]
		if digitsAndDots(body) && !strings.Contains(body, ".") {
			return true
		}
		if len(body) == 1 && (body[0] >= 'a' && body[0] <= 'z' || body[0] >= 'A' && body[0] <= 'Z') {
			return true
		}
	}
	if n >= 3 && n <= 6 && w[0] == '(' && w[n-1] == ')' {
		for i := 1; i < n-1; i++ {
			if c := w[i]; !(c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || isDigit(c)) {
				return false
			}
		}
		return true
	}
	return false
}

// isABNF reports a line that starts an ABNF (or BNF) rule: "name = ...",
// "name =/ ...", "<name> ::= ...".
func isABNF(s string) bool {
	angle := strings.HasPrefix(s, "<")
	if angle {
		s = s[1:]
	}
	n := 0
	for n < len(s) && (s[n] >= 'a' && s[n] <= 'z' || s[n] >= 'A' && s[n] <= 'Z' || n > 0 && (isDigit(s[n]) || s[n] == '-' || s[n] == '_')) {
		n++
	}
	if n == 0 {
		return false
	}
	s = s[n:]
	if angle {
		if !strings.HasPrefix(s, ">") {
			return false
		}
		s = s[1:]
	}
	s = strings.TrimLeft(s, " \t")
	for _, op := range []string{"::=", ":=", "=/", "="} {
		if rest, ok := strings.CutPrefix(s, op); ok {
			// "a = b" and "a =" (continued below), but not "a==b" or "a=b" prose.
			return rest == "" || rest[0] == ' ' || rest[0] == '\t'
		}
	}
	return false
}

// isSubLabel reports a line that starts with a sub-field's label of any
// layout and a colon: "E-mail: ...", "Contact person:".
func isSubLabel(s string) bool {
	label, _, ok := splitLabel(s, 40, 4)
	return ok && labels().subUnion[labelKey(label)]
}

// bodyLines renders a normalized text as lines without indentation:
// one-line prose paragraphs wrapped, the rest as they are, paragraphs
// separated by empty lines.
func bodyLines(text string) []string {
	var out []string
	for i, blk := range strings.Split(text, "\n\n") {
		if i > 0 {
			out = append(out, "")
		}
		if !strings.Contains(blk, "\n") && !strings.HasPrefix(blk, " ") && isProse([]textLine{{text: blk, width: utf8.RuneCountInString(blk)}}) {
			out = append(out, wrap(blk, wrapWidth)...)
			continue
		}
		out = append(out, strings.Split(blk, "\n")...)
	}
	return out
}

// wrap wraps one line of prose (single spaces) at width columns,
// greedily; a break before a word that would start the next line with a
// list marker, an ABNF rule or a sub-field label moves one word earlier
// when the line stays full, and otherwise is not made (the line runs
// long).
func wrap(s string, width int) []string {
	// words[i] is s[at[i]:at[i]+len(words[i])]; a line is s[from:to].
	words := strings.Split(s, " ")
	at := make([]int, len(words))
	for i, p := 1, len(words[0])+1; i < len(words); i++ {
		at[i] = p
		p += len(words[i]) + 1
	}
	starts := func(i int) bool { // does the text from words[i] start structurally?
		end := min(i+6, len(words))
		return isStructural(strings.Join(words[i:end], " "))
	}
	var out []string
	first, curW := 0, utf8.RuneCountInString(words[0]) // the current line: words[first:i]
	for i := 1; i < len(words); i++ {
		ww := utf8.RuneCountInString(words[i])
		if curW+1+ww <= width {
			curW += 1 + ww
			continue
		}
		if !starts(i) {
			out = append(out, s[at[first]:at[i]-1])
			first, curW = i, ww
			continue
		}
		if i-first >= 2 && curW > fullWidth && !starts(i-1) {
			out = append(out, s[at[first]:at[i-1]-1])
			first, curW = i-1, utf8.RuneCountInString(words[i-1])+1+ww
			continue
		}
		curW += 1 + ww
	}
	return append(out, s[at[first]:])
}

// digitsAndDots reports a version number: digits and dots, starting and
// ending with a digit ("1", "2.1").
func digitsAndDots(s string) bool {
	if s == "" || !isDigit(s[0]) || !isDigit(s[len(s)-1]) {
		return false
	}
	for i := 0; i < len(s); i++ {
		if !isDigit(s[i]) && s[i] != '.' {
			return false
		}
	}
	return true
}
