package registration

import (
	"slices"
	"strings"
	"sync"
	"unicode"
	"unicode/utf8"
)

// headingWords are words that, besides those of the known labels,
// make up the heading of an extra section.
var headingWords = []string{
	"background", "overview", "introduction", "abstract", "benefits", "note", "notes",
	"reference", "references", "contact", "contacts", "history", "change", "changes", "terminology",
	"acknowledgements", "acknowledgments", "considerations", "comments", "remarks",
	"untitled", "section", "other",
}

// stopWords may appear in a heading but do not make one.
var stopWords = map[string]bool{"of": true, "for": true, "and": true, "the": true, "with": true, "to": true, "in": true, "on": true, "a": true, "an": true, "or": true, "by": true}

// regInfoID stands for RFC 2611's "Registration Information", the heading
// over the version and the date, among the section ids a label may mean.
const regInfoID = "@reginfo"

// labelSections says what a heading label means in each layout.
type labelSections struct {
	ids     [3]string // per layout (Layouts() order): section id, regInfoID, or ""
	primary [3]bool   // the section's own Label, not an alias
}

// labelTables are what the importer knows of labels, by label key
// ([labelKey]).
type labelTables struct {
	sections map[string]*labelSections // section labels and aliases of every layout
	subs     [3]map[string]string      // per layout: sub-field label → sub-field id
	subUnion map[string]bool           // the sub-field labels of any layout
	vocab    map[string]bool           // the words of every known label
}

// labels returns the importer's tables, built from the layouts on first
// use, as the layouts are.
func labels() *labelTables {
	labelsOnce.Do(func() { labelsData = buildLabels() })
	return labelsData
}

var (
	labelsOnce sync.Once
	labelsData *labelTables
)

// buildLabels reads every label and alias of the three layouts.
func buildLabels() *labelTables {
	t := &labelTables{sections: map[string]*labelSections{}, subUnion: map[string]bool{}, vocab: map[string]bool{}}
	addWords := func(label string) {
		for _, w := range lowerWords(label) {
			t.vocab[w] = true
		}
	}
	add := func(li int, label, id string, primary bool) {
		k := labelKey(label)
		e := t.sections[k]
		if e == nil {
			e = &labelSections{}
			t.sections[k] = e
		}
		if e.ids[li] == "" {
			e.ids[li], e.primary[li] = id, primary
		}
		addWords(label)
	}
	for li, l := range Layouts() {
		t.subs[li] = map[string]string{}
		for _, s := range l.Sections {
			add(li, s.Label, s.ID, true)
		}
		add(li, "Registration Information", regInfoID, li == 0)
		for _, s := range l.Sections {
			for _, a := range s.Aliases {
				add(li, a, s.ID, false)
			}
			for _, sf := range s.SubFields {
				for _, a := range append([]string{sf.Label}, sf.Aliases...) {
					k := labelKey(a)
					if _, ok := t.subs[li][k]; !ok {
						t.subs[li][k] = sf.ID
					}
					t.subUnion[k] = true
				}
			}
		}
	}
	for _, w := range headingWords {
		t.vocab[w] = true
	}
	return t
}

// labelKey is how labels compare: lower case, letters and digits
// only, "&" read as "and".
func labelKey(s string) string {
	var b strings.Builder
	for _, r := range s {
		switch {
		case r == '&':
			b.WriteString("and")
		case r < utf8.RuneSelf && ('a' <= r && r <= 'z' || '0' <= r && r <= '9'):
			b.WriteRune(r)
		case r < utf8.RuneSelf && 'A' <= r && r <= 'Z':
			b.WriteRune(r + 'a' - 'A')
		case r >= utf8.RuneSelf && (unicode.IsLetter(r) || unicode.IsDigit(r)):
			b.WriteRune(unicode.ToLower(r))
		}
	}
	return b.String()
}

// lowerWords splits a label into lower-case words of letters and digits.
func lowerWords(s string) []string {
	var out []string
	start := -1
	for i, r := range s {
		if unicode.IsLetter(r) || unicode.IsDigit(r) {
			if start < 0 {
				start = i
			}
			continue
		}
		if start >= 0 {
			out = append(out, strings.ToLower(s[start:i]))
			start = -1
		}
	}
	if start >= 0 {
		out = append(out, strings.ToLower(s[start:]))
	}
	return out
}

// isKnownLabel reports whether a label key names a section (or Registration
// Information) in some layout.
func isKnownLabel(key string) bool { return labels().sections[key] != nil }

// keyMeans reports whether some layout maps the key to one of the ids.
func keyMeans(key string, ids ...string) bool {
	if e := labels().sections[key]; e != nil {
		for _, id := range e.ids {
			if id != "" && slices.Contains(ids, id) {
				return true
			}
		}
	}
	return false
}

// isVocabHeading reports whether a label is made of heading words.
func isVocabHeading(label string) bool {
	ws := lowerWords(label)
	if len(ws) == 0 || len(ws) > 6 {
		return false
	}
	strong := false
	for _, w := range ws {
		if !labels().vocab[w] && !stopWords[w] {
			return false
		}
		if !stopWords[w] {
			strong = true
		}
	}
	return strong
}
