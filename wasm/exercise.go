package main

import "github.com/urn-playground/urn-playground/core/exercise"

// opExerciseCheck: [exercise, answer] → the verdict on the answer
// (URN.checkExercise). The exercise is in the compiled form the site's
// build writes into the course (exercise.Compile, after proving it):
// core/exercise decodes it and checks the answer with the engine, the
// same Check on the same compiled exercise as the build's proofs. The
// module never reads a lesson's block as written: its parser and its
// messages stay in the build (wasm/README.md, Size). A string that is no
// compiled exercise is the error object "bad-exercise".
//
// The exercise travels with each call rather than being kept in the
// module: decoding it costs well under a microsecond, and a module
// without state between calls cannot check an answer against a stale
// exercise.
func opExerciseCheck(c *ctx) {
	ex, err := exercise.Decode(c.args[0])
	if err != nil {
		e, ok := err.(*exercise.Error) // Decode's only error
		if !ok {
			e = &exercise.Error{Msg: err.Error()}
		}
		c.w.ExerciseError("checkExercise: ", e) // the JavaScript name, as the other ops' messages
		c.done = true
		return
	}
	r := exercise.Check(ex, c.args[1])
	c.w.ExerciseResult(&r)
}
