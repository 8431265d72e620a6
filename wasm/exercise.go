package main

import "github.com/urn-playground/urn-playground/core/exercise"

// opExerciseCheck: [block, answer] → the verdict on the answer
// (URN.checkExercise): core/exercise parses the lesson's exercise block
// and checks the answer with the engine, the same evaluator the site's
// build proves every exercise with. A block that does not parse is the
// error object "bad-exercise", each problem with its line.
//
// The block travels with each call rather than being kept in the module:
// parsing it costs microseconds, and a module without state between calls
// cannot check an answer against a stale exercise.
func opExerciseCheck(c *ctx) {
	ex, err := exercise.Parse(c.args[0])
	if err != nil {
		c.w.ExerciseError("checkExercise: ", err) // the JavaScript name, as the other ops' messages
		c.done = true
		return
	}
	r := exercise.Check(ex, c.args[1])
	c.w.ExerciseResult(&r)
}
