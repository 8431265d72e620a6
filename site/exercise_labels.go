package site

import "github.com/urn-playground/urn-playground/core/exercise"

// kindLabels name each kind of exercise for the student (FORMAT.md,
// "Exercises"). The page shows them from the course (an exercise's
// label), and the lesson pages the build draws (lesson_page.go) show the
// same words.
var kindLabels = map[exercise.Kind]string{
	exercise.Write:   "Write a URN",
	exercise.Fix:     "Fix the URN",
	exercise.Click:   "Click a part",
	exercise.Predict: "Predict the verdict",
	exercise.Choose:  "Pick the normalized form",
}

// predictOptions are a prediction's two answers by what it asks (the
// evaluator's words, exercise.Valid…), with the words the page shows.
var predictOptions = map[string][]LessonOption{
	exercise.AskValidity:    {{exercise.Valid, "syntactically valid"}, {exercise.Invalid, "not syntactically valid"}},
	exercise.AskEquivalence: {{exercise.Equivalent, "equivalent"}, {exercise.Different, "not equivalent"}},
}

// optionsOf lists the answers a predict or a choose offers the student;
// the other kinds offer none.
func optionsOf(ex *exercise.Exercise) []LessonOption {
	switch ex.Kind {
	case exercise.Predict:
		return append([]LessonOption{}, predictOptions[ex.Ask]...)
	case exercise.Choose:
		out := make([]LessonOption, len(ex.Choices))
		for i, c := range ex.Choices {
			out[i] = LessonOption{Value: c, Label: c}
		}
		return out
	}
	return []LessonOption{}
}

// legendOf is the question over a predict's or a choose's options (""
// for the kinds that offer none).
func legendOf(ex *exercise.Exercise) string {
	switch {
	case ex.Kind == exercise.Choose:
		return "Which is its normalized form?"
	case ex.Kind != exercise.Predict:
		return ""
	case ex.Ask == exercise.AskEquivalence:
		return "Are they equivalent?"
	}
	return "Is it a syntactically valid URN?"
}
