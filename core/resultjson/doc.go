// Package resultjson writes core's results as JSON, in the one shape that
// the JavaScript API (URN.parse, URN.equivalent, URN.encode, URN.display,
// URN.extract; see wasm/README.md) and the terminal playground's -json
// output share: the same members, in the same order, with the same null
// for "none". Both call it, so the two cannot drift apart.
//
// A [Writer] appends one JSON text to a byte slice. Its shape methods
// each write one result:
//
//	var w resultjson.Writer
//	w.Reset(nil, resultjson.Bytes)
//	w.Reading(core.Read("urn:isbn:0451450523", core.RFC8141))
//	os.Stdout.Write(w.Bytes())
//
// Its value and member methods (Open, KStr, KRef, …) write anything else,
// such as the API's other objects or a container of several results.
//
// The one thing the two callers differ in is the unit of offsets, which
// the Writer takes as a parameter ([Offsets]): JavaScript indexes a string
// by UTF-16 code units ([UTF16]), Go by bytes ([Bytes]). Every start, end
// and other offset in a result is in that unit, into the string it points
// into.
//
// The package is linked into the WebAssembly module, so it imports
// neither fmt, encoding/json nor reflect (each would add 100 KB or more):
// strings are written by jsontext.AppendString, numbers by strconv.
package resultjson
