package core

// DefaultObjective is the objective when none is named (ParseObjective
// reads "" as it): step 5a, draft-03 §5's "distinguishing named
// resources".
const DefaultObjective = ObjectiveResource

// ObjectiveInfo describes, for people, one objective an edition's
// equivalence lets a caller choose.
type ObjectiveInfo struct {
	Objective Objective
	// Label says what the objective is for, in the spec's words, and
	// what its step does.
	Label string
	// Ref is the section that offers the choice.
	Ref Ref
}

// objectiveLabels are draft-03 §5 step 5's two objectives: "If the
// objective is related to distinguishing named resources, perform step
// 5a; if the objective is related to caching specific URN resolution
// results, perform step 5b."
var objectiveLabels = [...]string{
	ObjectiveResource: "distinguishing named resources (the query is removed)",
	ObjectiveCaching:  "caching resolution results (the query is kept, its directives reordered)",
}

// Objectives describes the objectives e's equivalence lets a caller
// choose between, the default first, or returns nil when e has one
// procedure. The choice is draft-03 §5's step 5, for the component it
// removes or reorders (the query); an edition offers it when one of its
// components is compared that way, so the answer comes from the same
// rules that [Compare] applies.
func (e Edition) Objectives() []ObjectiveInfo {
	ru := e.rules()
	for _, c := range ru.components {
		if c.equiv == equivQuery {
			return []ObjectiveInfo{
				{ObjectiveResource, objectiveLabels[ObjectiveResource], ru.equivRef},
				{ObjectiveCaching, objectiveLabels[ObjectiveCaching], ru.equivRef},
			}
		}
	}
	return nil
}
