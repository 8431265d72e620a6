// Package namespace reads a URN's NSS against its namespace's own syntax:
// the namespace reading. Every edition of the URN syntax leaves that
// syntax to the namespace (RFC 2141 §2, draft-03 §2.2, draft-12 §3.2, RFC
// 8141 §2.2), so the reading is kept beside core's syntax reading and
// never changes [core.URN.Valid] or [core.URN.Diagnostics]: an NSS that
// violates its namespace's rule is still a syntactically valid URN (and
// not a valid one in RFC 8141's full sense, which asks an NSS to conform).
//
// [Read] (and [ReadTo], without allocating) gives a [Reading]: a
// [Verdict], the namespace's [Syntax] and the section of its registration
// that states it, the NSS's sub-parts in the namespace's own terms (an
// ISBN's check digit, a UUID's version) and diagnostics with codes of
// their own (codes.go) and fixes ("the check digit should be 3").
//
// Each namespace is one file, named by its NID (isbn.go, threegpp.go for
// 3gpp), that declares its [Syntax] and registers it ([Register]);
// [Syntaxes] lists them in NID order and [Refs] every section they cite,
// for which the page needs an excerpt. A namespace's
// equivalence rules are not here: they change what core's comparison
// finds equivalent, so they are core's ([core.EquivalenceRules]).
//
// Each reader follows its registration's grammar rule by rule: a
// function or a labelled step per ABNF rule, named after it, with the
// rule's definition beside it in a comment. Each sub-part it labels (a
// field) carries the rule's name; the syntax's [Documentation] gives each
// rule's definition as the registration prints it, which the page and
// the terminal show and a test finds in the stored excerpt. The grammars
// are code, not ABNF read by a small engine at run time: a reader that
// knows its rules checks an NSS in one pass, with the message and the fix
// that say what belongs where the text goes wrong, where a general
// backtracking matcher does more work per byte, reports "expected one of"
// and carries the grammar's text in the WebAssembly module. What a reader
// checks beyond its registration (a standard the registration relies on,
// the assigning organisation's own rules) cites that source (a Citation
// with Beyond set) and is a warning, never a violation.
//
// Like core, the package uses the standard library only and none of fmt,
// regexp, encoding/json or net/url: it is compiled to WebAssembly.
package namespace
