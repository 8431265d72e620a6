package core_test

import (
	"slices"
	"strconv"
	"strings"
	"testing"

	"github.com/urn-playground/urn-playground/core"
)

// This file checks every example of core.Examples() — every example URN,
// and every URN-like example string, that the four spec texts in
// shared/seeds print:
//
//	002_56fb6ea306dc5127.txt  RFC 2141
//	001_697d73f4e76ef500.txt  draft-ietf-urnbis-rfc2141bis-urn-03
//	000_9a7dc656a15bf8b4.txt  draft-ietf-urnbis-rfc2141bis-urn-12
//	003_013eb91a6a5e03b6.txt  RFC 2611
//
// plus the RFC 8141 examples that shared/SPEC-NOTES.md gives — read under
// each of the four editions. core.Examples() is the list, with each
// example's sources and notes; seedRows holds only the expectations, one
// row per example, keyed by input. The test fails when an example has no
// row or a row no example, so the two cannot drift apart. The
// expectations come from the grammar of each edition (RFC 2141 §2,
// draft-03 §2, draft-12 §3, RFC 8141 §2 as SPEC-NOTES describes it), not
// from what the reader returns. Where the two disagree, the row keeps the
// spec's answer and names the deciding section in engineBug, so that the
// failure says why.
//
// A verdict is "invalid" exactly when errs lists codes. For a valid
// verdict the NID, the NSS and all five optional components are checked
// (a component not named must be absent). For an invalid verdict the spec
// decides that the input fails and which rule it breaks, not how a reader
// recovers, so only the parts the row names are checked.

// seedPart is an expected optional component: set means present.
type seedPart struct {
	set  bool
	text string
}

// seedHas says a component is present with the given text.
func seedHas(text string) seedPart { return seedPart{set: true, text: text} }

// seedEd is what one edition's reading of a row must give.
type seedEd struct {
	// errs are the codes of the error diagnostics, as a set: each must be
	// reported, and no error with another code may be. Empty: valid.
	errs []core.Code
	// notes are codes of warnings or infos that must be reported, for
	// rules the spec states as SHOULD NOT or as a MUST NOT that only
	// concerns assigned URNs or registered namespaces (never exhaustive).
	notes []core.Code

	nid, nss string
	// draft-12 and RFC 8141.
	r, q, f seedPart
	// draft-03.
	query, fragment seedPart
	// directives are the draft-03 query's keyword and value sub-parts, in
	// order, each as keyword "=" value.
	directives []string

	// engineBug explains, citing the deciding section, why the reader's
	// answer differs from the spec's. The row then still fails, with the
	// explanation.
	engineBug string
}

// seedRow is what one example of core.Examples() must read as.
type seedRow struct {
	in  string            // the example's Input
	eds [seedNumEd]seedEd // indexed by core.Edition
}

const seedNumEd = 4

// seedEvery gives the same expectation under the four editions.
func seedEvery(e seedEd) [seedNumEd]seedEd { return [seedNumEd]seedEd{e, e, e, e} }

func seedCodes(c ...core.Code) []core.Code { return c }

// Codes used often in the table.
var (
	seedReserved2141 = seedCodes(core.CodeReservedChar)        // RFC 2141 §2.3.2: "/ ? #" SHOULD NOT appear unencoded
	seedUndefined12  = seedCodes(core.CodeComponentUndefined)  // draft-12 §3.3: disallowed unless the namespace defines it
	seedFragment03   = seedCodes(core.CodeFragmentInReference) // draft-03 §2.4
	seedStray8141    = seedCodes(core.CodeStrayQuestion)       // RFC 8141 §2, SPEC-NOTES: "?" not followed by "+" or "="
)

var seedRows = []seedRow{
	// ---- RFC 2141 §6, repeated as draft-03 §5.1 (1)–(6) ----
	{
		in:  "URN:foo:a123,456",
		eds: seedEvery(seedEd{nid: "foo", nss: "a123,456"}),
	},
	{
		in:  "urn:foo:a123,456",
		eds: seedEvery(seedEd{nid: "foo", nss: "a123,456"}),
	},
	{
		in:  "urn:FOO:a123,456",
		eds: seedEvery(seedEd{nid: "FOO", nss: "a123,456"}),
	},
	{
		in:  "urn:foo:A123,456",
		eds: seedEvery(seedEd{nid: "foo", nss: "A123,456"}),
	},
	{
		in:  "urn:foo:a123%2C456",
		eds: seedEvery(seedEd{nid: "foo", nss: "a123%2C456"}),
	},
	{
		in:  "URN:FOO:a123%2c456",
		eds: seedEvery(seedEd{nid: "FOO", nss: "a123%2c456"}),
	},

	// ---- draft-03 §5.1 (7), (8): query and fragment ----
	{
		in: "urn:foo:a123,456?x=y",
		eds: [seedNumEd]seedEd{
			// RFC 2141 §2.2: "?" is <reserved>, so part of the NSS.
			core.RFC2141: {nid: "foo", nss: "a123,456?x=y", notes: seedReserved2141},
			// draft-03 §2.3: a query of one directive; "x" is not in the
			// §9.2.1 registry; a query never belongs to an assigned URN.
			core.Draft03: {nid: "foo", nss: "a123,456", query: seedHas("x=y"), directives: []string{"x=y"},
				notes: seedCodes(core.CodeQueryInReference, core.CodeKeywordUnregistered)},
			// draft-12 §3: "?" q-string.
			core.Draft12: {nid: "foo", nss: "a123,456", q: seedHas("x=y"), notes: seedUndefined12},
			// RFC 8141 §2: "?x" is neither "?+" nor "?=", and "?" is not
			// pchar, so the NSS cannot hold it.
			core.RFC8141: {errs: seedStray8141, nid: "foo"},
		},
	},
	{
		in: "urn:foo:a123,456#xyz",
		eds: [seedNumEd]seedEd{
			core.RFC2141: {nid: "foo", nss: "a123,456#xyz", notes: seedReserved2141},
			core.Draft03: {nid: "foo", nss: "a123,456", fragment: seedHas("xyz"), notes: seedFragment03},
			core.Draft12: {nid: "foo", nss: "a123,456", f: seedHas("xyz"), notes: seedUndefined12},
			core.RFC8141: {nid: "foo", nss: "a123,456", f: seedHas("xyz")},
		},
	},

	// ---- draft-03 §2.3.1, §2.3.2: query directives (fragments of URNs) ----
	{
		in: "urn:foo:a123,456?s=I2U",
		eds: [seedNumEd]seedEd{
			core.RFC2141: {nid: "foo", nss: "a123,456?s=I2U", notes: seedReserved2141},
			core.Draft03: {nid: "foo", nss: "a123,456", query: seedHas("s=I2U"), directives: []string{"s=I2U"},
				notes: seedCodes(core.CodeQueryInReference, core.CodeServiceUnknown)},
			core.Draft12: {nid: "foo", nss: "a123,456", q: seedHas("s=I2U"), notes: seedUndefined12},
			core.RFC8141: {errs: seedStray8141, nid: "foo"},
		},
	},
	{
		in: "URN:ISBN:0-395-36341-1?s=I2L&c=ToC",
		eds: [seedNumEd]seedEd{
			// RFC 2141 §2.4: "&" is excluded.
			core.RFC2141: {errs: seedCodes(core.CodeNSSChar), nid: "ISBN"},
			core.Draft03: {nid: "ISBN", nss: "0-395-36341-1", query: seedHas("s=I2L&c=ToC"),
				directives: []string{"s=I2L", "c=ToC"}, notes: seedCodes(core.CodeQueryInReference)},
			core.Draft12: {nid: "ISBN", nss: "0-395-36341-1", q: seedHas("s=I2L&c=ToC"), notes: seedUndefined12},
			core.RFC8141: {errs: seedStray8141, nid: "ISBN"},
		},
	},
	{
		in:  "URN:ISBN",
		eds: seedEvery(seedEd{errs: seedCodes(core.CodeMissingNSS), nid: "ISBN"}),
	},

	// ---- URN-like strings in the prose of RFC 2141, draft-03, draft-12 ----
	{
		in:  "urn:",
		eds: seedEvery(seedEd{errs: seedCodes(core.CodeMissingNID, core.CodeMissingNSS)}),
	},
	{
		in:  "urn:<nid>",
		eds: seedEvery(seedEd{errs: seedCodes(core.CodeNIDChar, core.CodeMissingNSS), nid: "<nid>"}),
	},
	{
		in:  "urn:foo:100%25",
		eds: seedEvery(seedEd{nid: "foo", nss: "100%25"}),
	},
	{
		in:  "urn:ISBN:0-395-36341-1",
		eds: seedEvery(seedEd{nid: "ISBN", nss: "0-395-36341-1"}),
	},
	{
		in:  "urn:isbn:0-395-36341-1",
		eds: seedEvery(seedEd{nid: "isbn", nss: "0-395-36341-1"}),
	},

	// ---- draft-12 §1, §3.2, §3.3 ----
	{
		in:  "urn:example:foo",
		eds: seedEvery(seedEd{nid: "example", nss: "foo"}),
	},
	{
		in: "urn:example:1/406/47452/2",
		eds: [seedNumEd]seedEd{
			// RFC 2141 §2.3.2: "/" allowed, SHOULD NOT appear unencoded.
			core.RFC2141: {nid: "example", nss: "1/406/47452/2", notes: seedReserved2141},
			// draft-03 §2.5.1: "/" MUST NOT appear in the NSS.
			core.Draft03: {errs: seedCodes(core.CodeNSSSlash), nid: "example"},
			core.Draft12: {nid: "example", nss: "1/406/47452/2"},
			core.RFC8141: {nid: "example", nss: "1/406/47452/2"},
		},
	},
	{
		in: "urn:example:0-395-36341-1?operation=search&field=description",
		eds: [seedNumEd]seedEd{
			core.RFC2141: {errs: seedCodes(core.CodeNSSChar), nid: "example"}, // §2.4: "&" excluded
			core.Draft03: {nid: "example", nss: "0-395-36341-1", query: seedHas("operation=search&field=description"),
				directives: []string{"operation=search", "field=description"}, notes: seedCodes(core.CodeQueryInReference, core.CodeKeywordUnregistered)},
			core.Draft12: {nid: "example", nss: "0-395-36341-1", q: seedHas("operation=search&field=description"),
				notes: seedUndefined12},
			core.RFC8141: {errs: seedStray8141, nid: "example"},
		},
	},
	{
		in: "urn:example:0-395-36341-1??cc=uk",
		eds: [seedNumEd]seedEd{
			core.RFC2141: {nid: "example", nss: "0-395-36341-1??cc=uk", notes: seedReserved2141},
			// draft-03 §2.3: the query is "?cc=uk" (RFC 3986 query allows
			// "?"), but keywd = ALPHA *(["-"] (ALPHA / DIGIT)).
			core.Draft03: {errs: seedCodes(core.CodeKeywordSyntax), nid: "example", nss: "0-395-36341-1",
				query: seedHas("?cc=uk")},
			// draft-12 §3.3.1: a q-string MUST NOT begin with "?", so "??"
			// introduces the r-component.
			core.Draft12: {nid: "example", nss: "0-395-36341-1", r: seedHas("cc=uk"), notes: seedUndefined12},
			core.RFC8141: {errs: seedStray8141, nid: "example"},
		},
	},
	{
		in: "urn:example:978-952-10-7060-0#chapter1",
		eds: [seedNumEd]seedEd{
			core.RFC2141: {nid: "example", nss: "978-952-10-7060-0#chapter1", notes: seedReserved2141},
			core.Draft03: {nid: "example", nss: "978-952-10-7060-0", fragment: seedHas("chapter1"), notes: seedFragment03},
			core.Draft12: {nid: "example", nss: "978-952-10-7060-0", f: seedHas("chapter1"), notes: seedUndefined12},
			core.RFC8141: {nid: "example", nss: "978-952-10-7060-0", f: seedHas("chapter1")},
		},
	},
	{
		in:  "urn:example:a%40b",
		eds: seedEvery(seedEd{nid: "example", nss: "a%40b"}),
	},

	// ---- draft-12 §4.2 (and RFC 8141 §3.2) ----
	{
		in:  "urn:example:a123,z456",
		eds: seedEvery(seedEd{nid: "example", nss: "a123,z456"}),
	},
	{
		in:  "URN:example:a123,z456",
		eds: seedEvery(seedEd{nid: "example", nss: "a123,z456"}),
	},
	{
		in:  "urn:EXAMPLE:a123,z456",
		eds: seedEvery(seedEd{nid: "EXAMPLE", nss: "a123,z456"}),
	},
	{
		in: "urn:example:a123,z456?abc",
		eds: [seedNumEd]seedEd{
			core.RFC2141: {nid: "example", nss: "a123,z456?abc", notes: seedReserved2141},
			// draft-03 §2.3: directive = keywd "=" value.
			core.Draft03: {errs: seedCodes(core.CodeDirectiveNoEquals), nid: "example", nss: "a123,z456",
				query: seedHas("abc")},
			core.Draft12: {nid: "example", nss: "a123,z456", q: seedHas("abc"), notes: seedUndefined12},
			core.RFC8141: {errs: seedStray8141, nid: "example"},
		},
	},
	{
		in: "urn:example:a123,z456#789",
		eds: [seedNumEd]seedEd{
			core.RFC2141: {nid: "example", nss: "a123,z456#789", notes: seedReserved2141},
			core.Draft03: {nid: "example", nss: "a123,z456", fragment: seedHas("789"), notes: seedFragment03},
			core.Draft12: {nid: "example", nss: "a123,z456", f: seedHas("789"), notes: seedUndefined12},
			core.RFC8141: {nid: "example", nss: "a123,z456", f: seedHas("789")},
		},
	},
	{
		in: "urn:example:a123,z456#abc",
		eds: [seedNumEd]seedEd{
			core.RFC2141: {nid: "example", nss: "a123,z456#abc", notes: seedReserved2141},
			core.Draft03: {nid: "example", nss: "a123,z456", fragment: seedHas("abc"), notes: seedFragment03},
			core.Draft12: {nid: "example", nss: "a123,z456", f: seedHas("abc"), notes: seedUndefined12},
			core.RFC8141: {nid: "example", nss: "a123,z456", f: seedHas("abc")},
		},
	},
	seedSlashRow("urn:example:a123,z456/foo", "a123,z456/foo"),
	seedSlashRow("urn:example:a123,z456/bar", "a123,z456/bar"),
	seedSlashRow("urn:example:a123,z456/baz", "a123,z456/baz"),
	{
		in:  "urn:example:a123%2Cz456",
		eds: seedEvery(seedEd{nid: "example", nss: "a123%2Cz456"}),
	},
	{
		in:  "URN:EXAMPLE:a123%2cz456",
		eds: seedEvery(seedEd{nid: "EXAMPLE", nss: "a123%2cz456"}),
	},
	{
		in:  "urn:example:A123,z456",
		eds: seedEvery(seedEd{nid: "example", nss: "A123,z456"}),
	},
	{
		in:  "urn:example:a123,Z456",
		eds: seedEvery(seedEd{nid: "example", nss: "a123,Z456"}),
	},
	{
		in:  "urn:example:%D0%B0123,z456",
		eds: seedEvery(seedEd{nid: "example", nss: "%D0%B0123,z456"}),
	},

	// ---- RFC 8141 §3.2 (per SPEC-NOTES): the "?+" and "?=" variants ----
	{
		in: "urn:example:a123,z456?+abc",
		eds: [seedNumEd]seedEd{
			core.RFC2141: {nid: "example", nss: "a123,z456?+abc", notes: seedReserved2141},
			// draft-03 §2.3: "+abc" is no keywd, and has no "=".
			core.Draft03: {errs: seedCodes(core.CodeDirectiveNoEquals, core.CodeKeywordSyntax), nid: "example",
				nss: "a123,z456", query: seedHas("+abc")},
			// draft-12 §3: "+" is pchar, so "+abc" is a q-string.
			core.Draft12: {nid: "example", nss: "a123,z456", q: seedHas("+abc"), notes: seedUndefined12},
			core.RFC8141: {nid: "example", nss: "a123,z456", r: seedHas("abc")},
		},
	},
	{
		in: "urn:example:a123,z456?=xyz",
		eds: [seedNumEd]seedEd{
			core.RFC2141: {nid: "example", nss: "a123,z456?=xyz", notes: seedReserved2141},
			// draft-03 §2.3: the keywd before "=" is empty.
			core.Draft03: {errs: seedCodes(core.CodeKeywordSyntax), nid: "example", nss: "a123,z456",
				query: seedHas("=xyz")},
			// draft-12 §3: "=" is pchar, so "=xyz" is a q-string.
			core.Draft12: {nid: "example", nss: "a123,z456", q: seedHas("=xyz"), notes: seedUndefined12},
			core.RFC8141: {nid: "example", nss: "a123,z456", q: seedHas("xyz")},
		},
	},

	// ---- draft-12 §5.4: a NID versus a URI scheme ----
	{
		in:  "urn:xmpp:",
		eds: seedEvery(seedEd{errs: seedCodes(core.CodeMissingNSS), nid: "xmpp"}),
	},
	{
		in:  "xmpp:",
		eds: seedEvery(seedEd{errs: seedCodes(core.CodeMissingScheme, core.CodeMissingNSS)}),
	},

	// ---- RFC 2611 §5 (template example) and §4 (NID forms) ----
	{
		in: "URN:<assigned number>:<FQDN>:<assigned US-ASCII string>",
		eds: seedEvery(seedEd{errs: seedCodes(core.CodeNIDChar, core.CodeNSSChar),
			nid: "<assigned number>", nss: "<FQDN>:<assigned US-ASCII string>"}),
	},
	{
		in: "urn:<assigned number>:thinkingcat.com:001203",
		eds: seedEvery(seedEd{errs: seedCodes(core.CodeNIDChar),
			nid: "<assigned number>", nss: "thinkingcat.com:001203"}),
	},
	{
		in: "urn:<assigned number>:<FQDN>:",
		eds: seedEvery(seedEd{errs: seedCodes(core.CodeNIDChar, core.CodeNSSChar),
			nid: "<assigned number>", nss: "<FQDN>:"}),
	},
	{
		in:  "urn:urn-7:thinkingcat.com:001203",
		eds: seedEvery(seedEd{nid: "urn-7", nss: "thinkingcat.com:001203"}),
	},
	{
		in:  "urn:X-foo:a123,456",
		eds: seedEvery(seedEd{nid: "X-foo", nss: "a123,456", notes: seedCodes(core.CodeNIDExperimental)}),
	},

	// ---- RFC 8141 §5 (per SPEC-NOTES): NID classes ----
	{
		in: "urn:urn-07:thinkingcat.com:001203",
		eds: [seedNumEd]seedEd{
			// RFC 2611 §4 (II): "urn-" <number>, any digits: informal.
			core.RFC2141: {nid: "urn-07", nss: "thinkingcat.com:001203", notes: seedCodes(core.CodeNIDUnregistered)},
			core.Draft03: {nid: "urn-07", nss: "thinkingcat.com:001203", notes: seedCodes(core.CodeNIDUnregistered)},
			// draft-12 §6.2 / RFC 8141 §5.2: no leading zeros, so not
			// informal; §6.1 / §5.1: a formal NID MUST NOT start with
			// "urn-". A namespace finding: the syntax is valid.
			core.Draft12: {nid: "urn-07", nss: "thinkingcat.com:001203", notes: seedCodes(core.CodeNIDReserved)},
			core.RFC8141: {nid: "urn-07", nss: "thinkingcat.com:001203", notes: seedCodes(core.CodeNIDReserved)},
		},
	},
	{
		in:  "urn:foo:bar",
		eds: seedEvery(seedEd{nid: "foo", nss: "bar", notes: seedCodes(core.CodeNIDUnregistered)}),
	},
}

// seedSlashRow builds the three "/" rows of draft-12 §4.2 and RFC 8141 §3.2.
// They share their expectations but are not exempt from the one-row-per-
// example rule: the specs print all three (items 7–9 of RFC 8141 §3.2), to
// show that what follows a "/" counts, so each is an example of its own.
func seedSlashRow(in, nss string) seedRow {
	return seedRow{
		in: in,
		eds: [seedNumEd]seedEd{
			core.RFC2141: {nid: "example", nss: nss, notes: seedReserved2141},  // §2.3.2
			core.Draft03: {errs: seedCodes(core.CodeNSSSlash), nid: "example"}, // §2.5.1
			core.Draft12: {nid: "example", nss: nss},                           // §3: pchar *(pchar / "/")
			core.RFC8141: {nid: "example", nss: nss},
		},
	}
}

// seedExamples maps each example's input to the example.
func seedExamples(t *testing.T) map[string]core.Example {
	t.Helper()
	m := map[string]core.Example{}
	for _, ex := range core.Examples() {
		if _, dup := m[ex.Input]; dup {
			t.Errorf("core.Examples() lists %q twice; merge the two and their sources", ex.Input)
		}
		m[ex.Input] = ex
	}
	return m
}

func TestSeedExamples(t *testing.T) {
	examples := seedExamples(t)
	seen := map[string]bool{}
	for _, row := range seedRows {
		if seen[row.in] {
			t.Errorf("%q has two rows in seedRows; merge them", row.in)
		}
		seen[row.in] = true
		ex, ok := examples[row.in]
		if !ok {
			t.Errorf("seedRows has a row for %q, which core.Examples() does not list: add the example (core/examples.go) or drop the row", row.in)
			continue
		}
		t.Run(row.in, func(t *testing.T) {
			for _, e := range core.Editions() {
				t.Run(e.ID(), func(t *testing.T) {
					want := row.eds[e]
					var problems []string
					fail := func(msg string) { problems = append(problems, msg) }
					u := core.Read(row.in, e)
					seedCheck(u, want, fail)
					seedCheckTiling(u, fail)
					if core.Valid(row.in, e) != u.Valid {
						fail("core.Valid disagrees with Read's Valid")
					}
					switch {
					case len(problems) > 0 && want.engineBug != "":
						t.Errorf("%s (%s), %s: known engine bug: %s\n\t%s\n\tdiagnostics:\n%s",
							row.in, ex.Source, e, want.engineBug, strings.Join(problems, "\n\t"), seedDiags(u))
					case len(problems) > 0:
						t.Errorf("%s (%s), %s:\n\t%s\n\tdiagnostics:\n%s",
							row.in, ex.Source, e, strings.Join(problems, "\n\t"), seedDiags(u))
					case want.engineBug != "":
						t.Errorf("%s (%s), %s: the engine now agrees with the spec; remove engineBug %q",
							row.in, ex.Source, e, want.engineBug)
					}
				})
			}
		})
	}
	for _, ex := range core.Examples() {
		if !seen[ex.Input] {
			t.Errorf("core.Examples() lists %q (%s), which has no row in seedRows: add its expectations under each edition", ex.Input, ex.Source)
		}
	}
}

// TestExamplesList checks the menu data itself: every field that the page
// shows is filled, the link is the first place cited, the default edition
// is that place's, groups are consecutive and documents come in the
// specs' order.
func TestExamplesList(t *testing.T) {
	list := core.Examples()
	if len(list) < 40 {
		t.Fatalf("core.Examples() lists %d examples", len(list))
	}
	known := map[core.Ref]bool{}
	for _, r := range core.Refs() {
		known[r] = true
	}
	// The order of the documents: RFC 2611 (1999) is read under RFC 2141.
	docOrder := map[string]int{"rfc2141": 0, "rfc2611": 1, "draft-03": 2, "draft-12": 3, "rfc8141": 4}
	docEdition := map[string]core.Edition{"rfc2141": core.RFC2141, "rfc2611": core.RFC2141,
		"draft-03": core.Draft03, "draft-12": core.Draft12, "rfc8141": core.RFC8141}
	groupsDone := map[string]bool{}
	lastDoc := 0
	for i, ex := range list {
		where := strconv.Itoa(i) + " " + seedQ(ex.Input)
		if ex.Input == "" || ex.Source == "" || ex.Group == "" {
			t.Errorf("%s: Input, Source and Group must all be set: %+v", where, ex)
		}
		if !known[ex.Ref] {
			t.Errorf("%s: Ref %+v is not in core.Refs(): add it to the list in ref.go", where, ex.Ref)
		}
		if !strings.HasPrefix(ex.Source, ex.Ref.String()) {
			t.Errorf("%s: Source %q does not begin with the first place cited, Ref %s", where, ex.Source, ex.Ref)
		}
		order, ok := docOrder[ex.Ref.Doc]
		if !ok {
			t.Errorf("%s: Ref cites %q, which is not a spec of the menu", where, ex.Ref.Doc)
		}
		if order < lastDoc {
			t.Errorf("%s: %s comes after an example of a later document", where, ex.Ref)
		}
		lastDoc = order
		if want := docEdition[ex.Ref.Doc]; ex.Edition != want {
			t.Errorf("%s: Edition %s, want %s, the edition of %s", where, ex.Edition, want, ex.Ref)
		}
		if i > 0 && list[i-1].Group != ex.Group {
			if groupsDone[ex.Group] {
				t.Errorf("%s: group %q resumes after another group; its examples must be consecutive", where, ex.Group)
			}
			groupsDone[list[i-1].Group] = true
		}
		// "(illustration)": an example citing RFC 8141 that the RFC does not
		// print (taken from SPEC-NOTES, which the page never names) says so
		// in its source, its group and its note; one it prints does not.
		if strings.Contains(ex.Source, "RFC 8141") {
			illus := strings.Contains(ex.Source, "(illustration)")
			switch printed := printedByRFC8141(ex.Input); {
			case printed && illus:
				t.Errorf("%s: RFC 8141 prints it, so it is no \"(illustration)\"", where)
			case !printed && !illus:
				t.Errorf("%s: RFC 8141 does not print it: mark it \"(illustration)\"", where)
			}
			if illus != strings.Contains(ex.Group, "(illustration") || illus != strings.HasPrefix(ex.Note, "Not printed in RFC 8141") {
				t.Errorf("%s: an RFC 8141 illustration must say so in its group and its note (\"Not printed in RFC 8141\"), and only an illustration", where)
			}
		}
		if strings.Contains(ex.Source+ex.Group+ex.Note, "SPEC-NOTES") {
			t.Errorf("%s: names the internal SPEC-NOTES on screen", where)
		}
		if ex.Note != "" && !strings.HasSuffix(ex.Note, ".") {
			t.Errorf("%s: Note %q is not a sentence", where, ex.Note)
		}
	}
	list[0].Input = "changed"
	if core.Examples()[0].Input == "changed" {
		t.Error("core.Examples() returns its own slice, not a fresh one")
	}
}

// seedCheck compares a reading with the row's expectation for its edition.
func seedCheck(u *core.URN, want seedEd, fail func(string)) {
	wantValid := len(want.errs) == 0
	if u.Valid != wantValid {
		if wantValid {
			fail("verdict: invalid, want valid (the spec's grammar admits it)")
		} else {
			fail("verdict: valid, want invalid with " + seedJoin(want.errs))
		}
	}

	// Error codes, as a set.
	var got []core.Code
	for _, d := range u.Diagnostics {
		if d.Severity == core.Error && !slices.Contains(got, d.Code) {
			got = append(got, d.Code)
		}
	}
	for _, c := range want.errs {
		if !slices.Contains(got, c) {
			fail("missing error " + string(c) + " (errors reported: " + seedJoin(got) + ")")
		}
	}
	for _, c := range got {
		if !slices.Contains(want.errs, c) {
			fail("unexpected error " + string(c) + " (want: " + seedJoin(want.errs) + ")")
		}
	}
	for _, c := range want.notes {
		found := false
		for _, d := range u.Diagnostics {
			if d.Code == c && d.Severity != core.Error {
				found = true
			}
		}
		if !found {
			fail("missing warning or info " + string(c))
		}
	}

	// The scheme is the first three bytes when the input begins with
	// "urn:" (in any case), and absent when it has no "urn:".
	wantScheme := ""
	if len(u.Input) >= 4 && strings.EqualFold(u.Input[:4], "urn:") {
		wantScheme = u.Input[:3]
	}
	if got := u.Text(u.Scheme); got != wantScheme {
		fail("scheme: got " + seedQ(got) + ", want " + seedQ(wantScheme))
	}

	// Parts.
	if wantValid || want.nid != "" {
		if got := u.Text(u.NID); got != want.nid {
			fail("NID: got " + seedQ(got) + ", want " + seedQ(want.nid))
		}
	}
	if wantValid || want.nss != "" {
		if got := u.Text(u.NSS); got != want.nss {
			fail("NSS: got " + seedQ(got) + ", want " + seedQ(want.nss))
		}
	}
	comps := []struct {
		name string
		got  core.Span
		want seedPart
	}{
		{"r-component", u.RComponent, want.r},
		{"q-component", u.QComponent, want.q},
		{"f-component", u.FComponent, want.f},
		{"query", u.Query, want.query},
		{"fragment", u.Fragment, want.fragment},
	}
	for _, c := range comps {
		if !wantValid && !c.want.set {
			continue
		}
		switch {
		case c.want.set && !c.got.Present():
			fail(c.name + ": absent, want " + seedQ(c.want.text))
		case !c.want.set && c.got.Present():
			fail(c.name + ": got " + seedQ(u.Text(c.got)) + ", want it absent")
		case c.want.set && u.Text(c.got) != c.want.text:
			fail(c.name + ": got " + seedQ(u.Text(c.got)) + ", want " + seedQ(c.want.text))
		}
	}

	// The draft-03 query's directives, as keyword and value sub-parts.
	if want.directives != nil || (wantValid && want.query.set) {
		var kv []string
		for _, p := range u.Parts() {
			switch p.Kind {
			case core.KindKeyword:
				kv = append(kv, u.Text(p.Span))
			case core.KindValue:
				if len(kv) > 0 {
					kv[len(kv)-1] += "=" + u.Text(p.Span)
				}
			}
		}
		if !slices.Equal(kv, want.directives) {
			fail("directives: got " + strings.Join(kv, " & ") + ", want " + strings.Join(want.directives, " & "))
		}
	}

	// In a valid reading every "%" begins a %HH triplet, labelled as one.
	if wantValid {
		for i := 0; i < len(u.Input); i++ {
			if u.Input[i] != '%' {
				continue
			}
			if !slices.Contains(u.Parts(), core.Part{Kind: core.KindPercentEncoded, Span: core.Span{Start: i, End: i + 3}}) {
				fail("no percent-encoded part for " + seedQ(u.Input[i:min(i+3, len(u.Input))]) + " at " + strconv.Itoa(i))
			}
		}
	}

	// Every diagnostic cites the edition being read (RFC 2611 for the
	// namespace rules of the RFC 2141 era).
	for _, d := range u.Diagnostics {
		doc := d.Ref.Doc
		if doc != u.Edition.ID() && (doc != "rfc2611" || u.Edition > core.Draft03) {
			fail(string(d.Code) + " cites " + d.Ref.String() + ", not " + u.Edition.Info().Name)
		}
		if d.Ref.Section == "" || d.Ref.Anchor == "" {
			fail(string(d.Code) + " has no section or anchor")
		}
	}

	// Every top-level part of a named kind has the span of that field.
	for _, p := range u.Parts() {
		switch p.Kind {
		case core.KindScheme, core.KindNID, core.KindNSS, core.KindRComponent, core.KindQComponent,
			core.KindFComponent, core.KindQuery, core.KindFragment:
			if f := u.Component(p.Kind); f != p.Span {
				fail("part " + p.Kind.String() + " " + seedSpan(p.Span) + " differs from the field's span " + seedSpan(f))
			}
		}
	}
}

// seedCheckTiling checks that the top-level parts cover the input from its
// first byte to its last, in order, without gaps or overlaps.
func seedCheckTiling(u *core.URN, fail func(string)) {
	at := 0
	var kinds []string
	for _, p := range u.Parts() {
		if !p.Kind.TopLevel() {
			continue
		}
		kinds = append(kinds, p.Kind.String()+seedSpan(p.Span))
		if p.Start != at || p.End < p.Start {
			fail("top-level parts do not tile the input: " + p.Kind.String() + " " + seedSpan(p.Span) +
				" follows offset " + strconv.Itoa(at))
		}
		at = max(at, p.End)
	}
	if at != len(u.Input) {
		fail("top-level parts end at " + strconv.Itoa(at) + ", the input at " + strconv.Itoa(len(u.Input)))
	}
	if len(kinds) == 0 {
		fail("no top-level parts")
	}
	// A sub-part nests inside the last top-level part that starts at or
	// before it.
	var outer core.Part
	for _, p := range u.Parts() {
		if p.Kind.TopLevel() {
			outer = p
			continue
		}
		if p.Start < outer.Start || p.End > outer.End || p.End < p.Start {
			fail("sub-part " + p.Kind.String() + " " + seedSpan(p.Span) + " is not inside " +
				outer.Kind.String() + " " + seedSpan(outer.Span))
		}
	}
}

func seedDiags(u *core.URN) string {
	if len(u.Diagnostics) == 0 {
		return "\t\t(none)"
	}
	var b strings.Builder
	for i, d := range u.Diagnostics {
		if i > 0 {
			b.WriteByte('\n')
		}
		b.WriteString("\t\t" + d.Error())
	}
	return b.String()
}

func seedJoin(cs []core.Code) string {
	if len(cs) == 0 {
		return "none"
	}
	s := make([]string, len(cs))
	for i, c := range cs {
		s[i] = string(c)
	}
	return strings.Join(s, ", ")
}

func seedQ(s string) string { return `"` + s + `"` }

func seedSpan(s core.Span) string {
	return "[" + strconv.Itoa(s.Start) + "," + strconv.Itoa(s.End) + ")"
}

// rfc8141Printed lists the URNs RFC 8141 prints, as printed: §2.2, §2.3.1,
// §2.3.3, the six groups of §3.2 and §5 (§2.3.2's q-component example is
// printed across two lines, and §4.4 and §5.2 print only a prefix, "urn:xmpp:",
// and a NID, "urn-7").
var rfc8141Printed = []string{
	"urn:example:1/406/47452/2",                                               // §2.2
	"urn:example:foo-bar-baz-qux?+CCResolve:cc=uk",                            // §2.3.1
	"urn:example:foo-bar-baz-qux#somepart",                                    // §2.3.3
	"urn:example:a123,z456", "URN:example:a123,z456", "urn:EXAMPLE:a123,z456", // §3.2
	"urn:example:a123,z456?+abc", "urn:example:a123,z456?=xyz", "urn:example:a123,z456#789",
	"urn:example:a123,z456/foo", "urn:example:a123,z456/bar", "urn:example:a123,z456/baz",
	"urn:example:a123%2Cz456", "URN:EXAMPLE:a123%2cz456",
	"urn:example:A123,z456", "urn:example:a123,Z456",
	"urn:example:%D0%B0123,z456",
	"urn:example:apple:pear:plum:cherry", // §5
}

// printedByRFC8141 says whether RFC 8141 prints in, or the NID "urn-7" of
// §5.2 that in embeds.
func printedByRFC8141(in string) bool {
	return slices.Contains(rfc8141Printed, in) || strings.HasPrefix(in, "urn:urn-7:")
}
