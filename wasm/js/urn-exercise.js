// urn-exercise.js — URN.checkExercise: an answer to a lesson's exercise
// (site/lessons/FORMAT.md) checked by the engine, with the evaluator the
// site's build proves every exercise with, on the exercise in the
// compiled form the build writes into the course (wasm/README.md).

import {ArgError, argStr, guard} from "./urn-args.js";

// checkExerciseAPI is URN.checkExercise; runAs(name, op, ...args) runs
// the op under the public name, which its messages give. A click's
// answer may be the clicked character's UTF-16 offset as a number.
export function checkExerciseAPI(runAs) {
	return guard("checkExercise", (exercise, answer) => {
		exercise = argStr(exercise, "exercise");
		if (typeof answer === "number") {
			if (!Number.isSafeInteger(answer) || answer < 0) {
				throw new ArgError("bad-argument", `answer, a number, must be a click's UTF-16 offset: a whole number from 0 to 2**53 − 1, got ${answer}`);
			}
			answer = String(answer);
		}
		return runAs("checkExercise", "exercise.check", exercise, argStr(answer, "answer"));
	});
}
