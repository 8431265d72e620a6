package exercise

import (
	"strings"
	"testing"

	"github.com/urn-playground/urn-playground/core"
)

// An exercise holds at most MaxConditions conditions and MaxChoices
// choices: Decode refuses more, so a check's cost is bounded whatever
// the exercise (100,000 conditions and a 100,000-character answer took
// 21 s in one call).
func TestDecodeBoundsAnExercise(t *testing.T) {
	ex := Exercise{Kind: Write, Edition: core.RFC8141, Part: numKinds, Ask: ""}
	for range MaxConditions {
		ex.Wants = append(ex.Wants, Condition{Name: "valid", cond: condValid, Edition: core.RFC8141})
	}
	form, err := ex.Compile()
	if err != nil {
		t.Fatal(err)
	}
	if _, err := Decode(form); err != nil {
		t.Fatalf("%d conditions: %v", MaxConditions, err)
	}
	ex.Wants = append(ex.Wants, ex.Wants[0])
	form, _ = ex.Compile()
	if _, err := Decode(form); err == nil || !strings.Contains(err.Error(), "at most") {
		t.Errorf("%d conditions: %v, want refused", MaxConditions+1, err)
	}
}

// Checking reads the answer once per edition, not once per condition:
// sixteen conditions on one edition allocate about what one does (a
// reading of a long answer allocates its parts), where reading per
// condition allocated sixteen times as much.
func TestCheckReadsTheAnswerOncePerEdition(t *testing.T) {
	answer := "urn:example:" + strings.Repeat("a%41", 2_000)
	allocs := func(n int) float64 {
		ex := &Exercise{Kind: Write, Edition: core.RFC8141, Part: numKinds}
		for range n {
			ex.Wants = append(ex.Wants, Condition{Name: "valid", cond: condValid, Edition: core.RFC8141})
		}
		return testing.AllocsPerRun(5, func() {
			if r := Check(ex, answer); !r.Right {
				t.Fatalf("a valid answer: %s", r.Message)
			}
		})
	}
	one, many := allocs(1), allocs(MaxConditions)
	if many > one+MaxConditions {
		t.Errorf("%d conditions allocate %.0f times, one %.0f: the answer is read per condition", MaxConditions, many, one)
	}
}
