package core

import (
	"slices"
	"strings"
	"sync"
)

// Example is a URN, or URN-like string, printed in one of the specs.
type Example struct {
	// Input is the string exactly as the spec prints it. Where a spec
	// prints only a piece of a URN ("%25", the query "s=I2L&c=ToC") or a
	// NID ("ISBN", "urn-7"), Input is that piece embedded in a whole URN,
	// and Note says so.
	Input string
	// Source is every place the specs print it, first place first:
	// "RFC 2141 §6 (1); draft-03 §5.1 (1)". "(illustration)" marks an
	// RFC 8141 example that the RFC does not print but that illustrates the
	// section cited (taken from shared/SPEC-NOTES.md, which the page never
	// names).
	Source string
	// Ref is the first place cited, for the link to its excerpt.
	Ref Ref
	// Edition is the edition to read it under when it is picked from the
	// menu: the edition of the first citation (RFC 2141 for RFC 2611,
	// its companion on namespaces).
	Edition Edition
	// Group is the menu group, such as "RFC 2141 §6 lexical equivalence".
	// The examples of a group are consecutive.
	Group string
	// Note is one sentence on what the example shows; it may be "".
	Note string
	// Pattern is true for a pattern the spec prints with placeholders in
	// angle brackets ("urn:<nid>", RFC 2141 Appendix A; "URN:<assigned
	// number>:<FQDN>:…", RFC 2611 §5): not a URN, so a menu lists it
	// without offering to run it.
	Pattern bool
}

// Examples returns every example, in the specs' order (a fresh slice):
// RFC 2141, RFC 2611, draft-03, draft-12, then RFC 8141's (those it
// prints, then illustrations of its sections).
func Examples() []Example {
	examplesOnce.Do(func() { examples = buildExamples() })
	return slices.Clone(examples)
}

// examples is built on first use, not while the package initialises:
// only the page's generator asks for them, so a program that never calls
// Examples (the WebAssembly module) neither runs nor links buildExamples.
// Their sections are among those [Refs] lists.
var (
	examplesOnce sync.Once
	examples     []Example
)

func buildExamples() []Example {
	r2141 := func(s string) Ref { return ref("rfc2141", s) }
	d03 := func(s string) Ref { return ref("draft-03", s) }
	d12 := func(s string) Ref { return ref("draft-12", s) }
	r8141 := func(s string) Ref { return ref("rfc8141", s) }

	var out []Example
	group := ""
	add := func(in, source string, r Ref, note string) {
		ed := editionByID[r.Doc]
		if r.Doc == "rfc2611" {
			ed = RFC2141
		}
		pattern := strings.Contains(in, "<") && strings.Contains(in, ">")
		out = append(out, Example{Input: in, Source: source, Ref: r, Edition: ed, Group: group, Note: note, Pattern: pattern})
	}

	group = "RFC 2141 syntax"
	add("urn:", "RFC 2141 §2, §5, Appendix A; draft-03 Appendix A; draft-12 §1", r2141("2"),
		`The "urn:" token itself, with no NID and no NSS.`)
	add("urn:ISBN:0-395-36341-1", "RFC 2141 §2.1; draft-03 §2.1; draft-12 §3.1", r2141("2.1"),
		`The specs print the NID "ISBN" (the same namespace as "isbn"); embedded here with the ISBN of draft-12 §3.3.1.`)
	add("urn:isbn:0-395-36341-1", "RFC 2141 §2.1; draft-03 §2.1; draft-12 §3.1", r2141("2.1"),
		`The lower-case twin of urn:ISBN:0-395-36341-1, equivalent to it because NIDs are case-insensitive.`)
	add("urn:foo:100%25", "RFC 2141 §2.3.1; draft-03 §2.5.2", r2141("2.3.1"),
		`The specs print only "%25", the encoding of a literal "%"; embedded here in a URN of the §6 "foo" namespace.`)
	add("urn:<nid>", "RFC 2141 Appendix A; draft-03 Appendix A", r2141("A"),
		`The "scheme value" a URL resolver must not extract: "<" and ">" are no NID characters, and no NSS follows.`)

	group = "RFC 2141 §6 lexical equivalence"
	add("URN:foo:a123,456", "RFC 2141 §6 (1); draft-03 §5.1 (1)", r2141("6"),
		`Lexically equivalent to (2) and (3): the case of "urn:" and of the NID does not matter.`)
	add("urn:foo:a123,456", "RFC 2141 §6 (2); draft-03 §5.1 (2)", r2141("6"),
		`The plain form of the §6 examples; (1), (2) and (3) are lexically equivalent.`)
	add("urn:FOO:a123,456", "RFC 2141 §6 (3); draft-03 §5.1 (3)", r2141("6"),
		`The NID in upper case, still equivalent to (1) and (2).`)
	add("urn:foo:A123,456", "RFC 2141 §6 (4); draft-03 §5.1 (4)", r2141("6"),
		`Equivalent to none of the others, because the NSS is case-sensitive.`)
	add("urn:foo:a123%2C456", "RFC 2141 §6 (5); draft-03 §5.1 (5)", r2141("6"),
		`%2C encodes ",", which a namespace may reserve (RFC 2141 §2.3.1, draft-03 §2.5.2), so the escape is allowed; `+
			`it is never decoded, so (5) is equivalent only to (6).`)
	add("URN:FOO:a123%2c456", "RFC 2141 §6 (6); draft-03 §5.1 (6)", r2141("6"),
		`Equivalent only to (5): the case of the scheme, of the NID and of the hex digits is normalized.`)

	group = "RFC 2611 namespace identifiers"
	add("urn:X-foo:a123,456", "RFC 2611 §4 (I); draft-12 §6", ref("rfc2611", "4"),
		`RFC 2611 prints the experimental form "X-<NID>", filled in here with the "foo" of RFC 2141 §6; `+
			`draft-12 §6 removes the experimental category, but the NID stays syntactically valid in every edition.`)
	add("URN:<assigned number>:<FQDN>:<assigned US-ASCII string>", "RFC 2611 §5", ref("rfc2611", "5"),
		`A pattern with placeholders, not a URN: "<", ">" and the space are neither NID characters nor allowed in the NSS.`)
	add("urn:<assigned number>:thinkingcat.com:001203", "RFC 2611 §5", ref("rfc2611", "5"),
		`Printed with the NID still a placeholder; the NSS itself conforms.`)
	add("urn:<assigned number>:<FQDN>:", "RFC 2611 §5", ref("rfc2611", "5"),
		`The case-insensitive prefix of the template's URNs, placeholders and all.`)
	add("urn:urn-7:thinkingcat.com:001203", "RFC 2611 §5, §4 (II); draft-12 §6.2; RFC 8141 §5.2", ref("rfc2611", "5"),
		`The §5 example with "<assigned number>" filled in: informal NIDs have the form "urn-" <number> `+
			`(RFC 2611 §4), and draft-12 §6.2 prints "urn-7" as its example.`)

	group = "draft-03 query directives"
	add("urn:foo:a123,456?s=I2U", "draft-03 §2.3.1", d03("2.3.1"),
		`The draft prints only the directive "s=I2U", embedded here as the query of the §5.1 example URN; `+
			`"I2U" is not in the §9.2.2 registry (RFC 2483 §4.1 names I2L), so resolvers fall back to the default service.`)
	add("URN:ISBN:0-395-36341-1?s=I2L&c=ToC", "draft-03 §2.3.2", d03("2.3.2"),
		`The draft prints only the query "s=I2L&c=ToC" of "a URI reference to the URN:ISBN of such book"; `+
			`embedded here after an ISBN URN (the ISBN is the one draft-12 §3.3.1 uses).`)
	add("URN:ISBN", "draft-03 §2.3.2, Appendix D.7", d03("2.3.2"),
		`The draft's name for the ISBN namespace: URN-like, but no ":" and NSS follow the NID.`)

	group = "draft-03 §5.1 lexical equivalence"
	add("urn:foo:a123,456?x=y", "draft-03 §5.1 (7)", d03("5.1"),
		`Equivalent to (1)–(3) when the query is removed (step 5a, to distinguish named resources), `+
			`but not when its directives are kept for caching (step 5b).`)
	add("urn:foo:a123,456#xyz", "draft-03 §5.1 (8)", d03("5.1"),
		`Equivalent to (1)–(3), because step 4 removes the fragment.`)

	group = "draft-12 syntax and optional components"
	add("urn:example:foo", "draft-12 §1", d12("1"),
		`The form of a URN in the "example" namespace (RFC 6963).`)
	add("urn:example:1/406/47452/2", "draft-12 §3.2", d12("3.2"),
		`A hierarchical identifier carried in the NSS: draft-12 allows "/" there, which RFC 2141 discouraged and draft-03 forbade.`)
	add("urn:example:a%40b", "draft-12 §3.2", d12("3.2"),
		`The draft prints only "%40", a literal "@" in a namespace that gives "@" a special meaning; embedded here in an NSS.`)
	add("urn:example:0-395-36341-1?operation=search&field=description", "draft-12 §3.3.1", d12("3.3.1"),
		`A q-component, passing parameters to the resource or the application that manages it (here a metadata search).`)
	add("urn:example:0-395-36341-1??cc=uk", "draft-12 §3.3.2", d12("3.3.2"),
		`An r-component, passing a country code to a resolution service; "??" introduces it, since a q-string must not begin with "?".`)
	add("urn:example:978-952-10-7060-0#chapter1", "draft-12 §3.3.3", d12("3.3.3"),
		`An f-component, naming a part of the resource: a chapter of a book.`)

	group = "draft-12 §4.2 equivalence (RFC 8141 §3.2)"
	add("urn:example:a123,z456", "draft-12 §4.2; RFC 8141 §3.2", d12("4.2"),
		`The first URN of the §4.2 examples; the next five are equivalent to it.`)
	add("URN:example:a123,z456", "draft-12 §4.2; RFC 8141 §3.2", d12("4.2"),
		`Equivalent to urn:example:a123,z456, because the scheme is case-insensitive.`)
	add("urn:EXAMPLE:a123,z456", "draft-12 §4.2; RFC 8141 §3.2", d12("4.2"),
		`Equivalent to urn:example:a123,z456, because the NID is case-insensitive.`)
	add("urn:example:a123,z456?abc", "draft-12 §4.2", d12("4.2"),
		`Equivalent to the first three, because the q-component is ignored; RFC 8141 §3.2 replaces this example with "?+abc" and "?=xyz".`)
	add("urn:example:a123,z456#789", "draft-12 §4.2; RFC 8141 §3.2", d12("4.2"),
		`Equivalent to the first three, because the f-component is ignored.`)
	add("urn:example:a123,z456#abc", "draft-12 §4.2", d12("4.2"),
		`Equivalent to the first three, because the f-component is ignored.`)
	add("urn:example:a123,z456/foo", "draft-12 §4.2; RFC 8141 §3.2", d12("4.2"),
		`Equivalent to none of the others: "/" and what follows it are part of the NSS.`)
	add("urn:example:a123,z456/bar", "draft-12 §4.2; RFC 8141 §3.2", d12("4.2"),
		`Equivalent to none of the others: "/" and what follows it are part of the NSS.`)
	add("urn:example:a123,z456/baz", "draft-12 §4.2; RFC 8141 §3.2", d12("4.2"),
		`Equivalent to none of the others: "/" and what follows it are part of the NSS.`)
	add("urn:example:a123%2Cz456", "draft-12 §4.2; RFC 8141 §3.2", d12("4.2"),
		`Equivalent only to URN:EXAMPLE:a123%2cz456, because %2C is never decoded to ",".`)
	add("URN:EXAMPLE:a123%2cz456", "draft-12 §4.2; RFC 8141 §3.2", d12("4.2"),
		`Equivalent only to urn:example:a123%2Cz456: the case of the scheme, of the NID and of the hex digits is normalized.`)
	add("urn:example:A123,z456", "draft-12 §4.2; RFC 8141 §3.2", d12("4.2"),
		`Not equivalent to the first three, because the NSS is case-sensitive.`)
	add("urn:example:a123,Z456", "draft-12 §4.2; RFC 8141 §3.2", d12("4.2"),
		`Not equivalent to the first three, because the NSS is case-sensitive.`)
	add("urn:example:%D0%B0123,z456", "draft-12 §4.2; RFC 8141 §3.2", d12("4.2"),
		`U+0430 CYRILLIC SMALL LETTER A, UTF-8 and percent-encoded: displayed, it may look like urn:example:a123,z456, but it is not equivalent.`)

	group = "draft-12 §5.4 NID or URI scheme"
	add("urn:xmpp:", "draft-12 §5.4", d12("5.4"),
		`A prefix ("a URI beginning with"), not a whole URN: the NSS is missing.`)
	add("xmpp:", "draft-12 §5.4", d12("5.4"),
		`The prefix of a URI of the "xmpp" scheme, printed as the contrast to "urn:xmpp:": every edition's grammar begins with "urn:".`)

	group = "RFC 8141 §3.2 equivalence"
	add("urn:example:a123,z456?+abc", "RFC 8141 §3.2", r8141("3.2"),
		`An r-component where draft-12 §4.2 has "?abc"; it is ignored, so the URN is equivalent to urn:example:a123,z456.`)
	add("urn:example:a123,z456?=xyz", "RFC 8141 §3.2", r8141("3.2"),
		`A q-component; it is ignored, so the URN is equivalent to urn:example:a123,z456.`)

	group = "RFC 8141 namespace identifiers (illustrations)"
	add("urn:urn-07:thinkingcat.com:001203", "RFC 8141 §5.2 (illustration)", r8141("5.2"),
		`Not printed in RFC 8141: its "urn-7" (§5.2) with a leading zero, embedded like "urn-7" above. Informal NIDs have no leading zeros `+
			`and formal ones must not begin with "urn-", so it is reserved although the syntax is valid.`)
	add("urn:foo:bar", "RFC 8141 §5 (illustration)", r8141("5"),
		`Not printed in RFC 8141: well-formed, but no namespace "foo" is registered; registration is a namespace finding, separate from syntax.`)
	return out
}
