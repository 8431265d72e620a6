package exercise

import (
	"strconv"
	"strings"
)

// promptWords are the words of a prompt that promise more than "a right
// answer": "change only the NSS", "keep the name", "fix it". Each must be
// a condition the engine checks (a want that "holds" it), proven by a
// wrong answer that breaks it, or a student who ignores the word is told
// they are right. Each word stands for its forms.
var promptWords = [...]struct {
	word  string
	forms []string
}{
	{"only", []string{"only"}},
	{"keep", []string{"keep", "keeps", "keeping", "kept"}},
	{"fix", []string{"fix", "fixes", "fixing", "fixed"}},
}

// wordCounts counts the prompt's promise words, by promptWords' index,
// outside code spans (a `URN` quoted in a prompt is not a promise).
func wordCounts(prompt string) (counts [len(promptWords)]int) {
	inCode := false
	word := func(w string) {
		w = strings.ToLower(w)
		for i, p := range promptWords {
			if contains(p.forms, w) {
				counts[i]++
			}
		}
	}
	start := -1
	for i := 0; i <= len(prompt); i++ {
		var c byte
		if i < len(prompt) {
			c = prompt[i]
		}
		letter := ('a' <= c && c <= 'z') || ('A' <= c && c <= 'Z')
		if letter && start < 0 {
			start = i
		}
		if !letter && start >= 0 {
			if !inCode {
				word(prompt[start:i])
			}
			start = -1
		}
		if c == '`' {
			inCode = !inCode
		}
	}
	return counts
}

// provePromptWords checks that every promise word of the prompt is held
// by a want, and every holding want refuses one of the wrong answers
// (refusedBy: the want indexes that refuse some wrong answer).
func provePromptWords(ex *Exercise, refusedBy map[int]bool, fail func(int, string)) {
	counts := wordCounts(ex.Prompt)
	line := ex.lines[keyPrompt]
	var held [len(promptWords)]int
	for i, w := range ex.Wants {
		for _, h := range w.Holds {
			k := wordIndex(h)
			switch {
			case k < 0:
				fail(w.Line, "\"holds: "+h+"\" names no promise word: want only, keep or fix")
				continue
			case counts[k] == 0:
				fail(w.Line, "the prompt does not say \""+h+"\", which this want holds")
			}
			held[k]++
		}
		if len(w.Holds) > 0 && !refusedBy[i] {
			fail(w.Line, "no wrong answer is refused by this want, which holds \""+strings.Join(w.Holds, ", ")+"\": declare one that breaks the prompt's word")
		}
	}
	for k, n := range counts {
		word := promptWords[k].word
		switch {
		case n == 0:
		case ex.Kind != Write && ex.Kind != Fix:
			fail(line, "the prompt says \""+word+"\", which a "+string(ex.Kind)+" exercise cannot check: say it another way")
		case held[k] < n:
			fail(line, "the prompt says \""+word+"\" "+times(n)+" but "+strconv.Itoa(held[k])+" want holds it: add \"holds: "+word+"\" under each want that checks it")
		}
	}
}

func wordIndex(w string) int {
	for i, p := range promptWords {
		if p.word == w {
			return i
		}
	}
	return -1
}

func times(n int) string {
	if n == 1 {
		return "once"
	}
	return strconv.Itoa(n) + " times"
}
