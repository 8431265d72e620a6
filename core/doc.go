// Package core reads Uniform Resource Names (URNs) under four editions of
// the URN syntax and reports everything a learner can ask about one: its
// parts with byte offsets, every problem as a [Diagnostic] with the spec
// section it comes from, and what kind of namespace its NID names.
//
// The four editions are [RFC2141] (1997), [Draft03]
// (draft-ietf-urnbis-rfc2141bis-urn-03, 2012), [Draft12]
// (draft-ietf-urnbis-rfc2141bis-urn-12, 2015) and [RFC8141] (2017, the
// default). Each edition's rules are data in one table (edition.go) that a
// single reader consults; there is no parser per edition.
//
// The general form the reader recognises is
//
//	urn:<NID>:<NSS>[components]
//
// where the components depend on the edition: none in RFC 2141,
// "?query#fragment" in draft-03, "?q??r#f" in draft-12 and "?+r?=q#f" in
// RFC 8141.
//
// Three entry points share that reader:
//
//   - [Read] (and [URN.Read], which reuses a caller-owned result) never
//     fails: it returns the parts and every diagnostic, recovering after
//     each error.
//   - [Parse] is fail-fast: it returns an [*ParseError] wrapping the first
//     error diagnostic.
//   - [Valid] answers only whether the input conforms, without allocating.
//
// Beyond reading one URN:
//
//   - [Compare] says whether two URNs are equivalent under an edition and
//     explains it: each input's [Normalization] step by step, the first
//     difference and the rule that makes it count, a character diff.
//     [Equivalent] gives the same verdict in place, without allocating.
//     Namespaces may add rules of their own ([EquivalenceRules]; uuid's is
//     the first).
//   - [EncodeNSS] and [BuildURN] turn a raw identifier into a conformant
//     NSS, saying why each character was encoded; [DisplayForm] gives the
//     human form of a URN, with warnings for look-alike characters.
//   - [Extract], [ExtractSeq] and [Extractor] find every URN in a text.
//
// The namespace reading, which reads the NSS against its namespace's own
// syntax (an ISBN's check digit, a UUID's version) beside the syntax
// reading and never mixed into it, is package core/namespace: one file
// per namespace, each registering its syntax. The namespaces' equivalence
// rules stay here ([EquivalenceRules]): they change what [Compare] finds.
//
// Namespace registration templates (RFC 2611 §3, draft-12 and RFC 8141
// Appendix A) are the business of package core/registration, which reads
// URNs and classifies NIDs through this package's API.
//
// The package uses the standard library only and none of fmt, regexp,
// encoding/json or net/url, because it is compiled to WebAssembly and each
// of those adds 100–200 KB to every page load.
package core
