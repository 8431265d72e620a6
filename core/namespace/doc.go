// Package namespace reads a URN's NSS against its namespace's own syntax:
// the namespace reading. Every edition of the URN syntax leaves that
// syntax to the namespace (RFC 2141 §2, draft-03 §2.2, draft-12 §3.2, RFC
// 8141 §2.2), so the reading is kept beside core's syntax reading and
// never changes [core.URN.Valid] or [core.URN.Diagnostics]: an NSS that
// violates its namespace's rule is still a valid URN.
//
// [Read] (and [ReadTo], without allocating) gives a [Reading]: a
// [Verdict], the namespace's [Syntax] and the section of its registration
// that states it, the NSS's sub-parts in the namespace's own terms (an
// ISBN's check digit, a UUID's version) and diagnostics with codes of
// their own (codes.go) and fixes ("the check digit should be 3").
//
// Each namespace is one file, named by its NID (isbn.go, threegpp.go for
// 3gpp), that declares its [Syntax] and registers it from init
// ([Register]); [Syntaxes] lists them in NID order and [Refs] every
// section they cite, for which the page needs an excerpt. A namespace's
// equivalence rules are not here: they change what core's comparison
// finds equivalent, so they are core's ([core.EquivalenceRules]).
//
// Like core, the package uses the standard library only and none of fmt,
// regexp, encoding/json or net/url: it is compiled to WebAssembly.
package namespace
