// Package exercise reads the exercises of the Learn view's lessons and
// checks answers against them with the engine, never by comparing strings
// (site/lessons/FORMAT.md is the format's contract).
//
// An exercise is a block of "key: value" lines ([Parse]); [Check] is the
// one evaluator: the site's build runs every lesson's declared answers
// through it ([Prove]) and writes each exercise into the course in a
// compiled form ([Exercise.Compile]), and the page runs a student's answer
// through the same code compiled into the WebAssembly module (the
// exercise.check op, which [Decode]s that form), so a lesson cannot teach
// what the engine does not do. Prove checks the answers against the
// compiled form too, so the page checks the very exercise the build
// proved, and the module links neither Parse nor Prove.
//
// Every verdict comes from core: validity from [core.Read], parts and
// diagnostics from the reading, NID classes from [core.ClassifyNID] (via
// the reading), equivalence from [core.Compare], the namespace verdict
// from core/namespace's [namespace.Read], the normalized form from
// [core.Normalize]. Like core, the package imports none of fmt,
// encoding/json, regexp or net/url: it is linked into the module.
package exercise
