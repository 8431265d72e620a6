package core

import (
	"errors"
	"slices"
)

// Edition is one of the four editions of the URN syntax the reader knows.
type Edition uint8

// The editions, oldest first. Their ids (see [Edition.ID]) are the strings
// used everywhere else: the JavaScript API, the page and its URLs.
const (
	RFC2141 Edition = iota // RFC 2141, URN Syntax (1997)
	Draft03                // draft-ietf-urnbis-rfc2141bis-urn-03 (2012)
	Draft12                // draft-ietf-urnbis-rfc2141bis-urn-12 (2015)
	RFC8141                // RFC 8141, Uniform Resource Names (2017)

	numEditions
)

// DefaultEdition is the edition real URNs follow today.
const DefaultEdition = RFC8141

// EditionInfo describes an edition for people.
type EditionInfo struct {
	ID     string // "rfc2141", "draft-03", "draft-12", "rfc8141"
	Title  string // the document's title
	Name   string // how to cite it: "RFC 2141"
	Year   int
	Status string // "obsoleted", "expired draft", "standard"
}

// slashRule says what a literal "/" in the NSS is in an edition.
type slashRule uint8

const (
	slashDiscouraged slashRule = iota // RFC 2141 §2.3.2: allowed, SHOULD NOT appear
	slashForbidden                    // draft-03 §2.5.1: MUST NOT appear
	slashAllowed                      // draft-12 §3, RFC 8141 §2: allowed (nssFirst keeps it from the start)
)

// componentRule describes one optional component after the NSS.
type componentRule struct {
	kind  Kind
	delim string // the delimiter that introduces it
	// mayBeEmpty: the f-component and fragment are RFC 3986 fragments
	// (*(…)); q- and r-components are pchar *(…), draft-03's urn-query is
	// 1*directive.
	mayBeEmpty bool
	chars      charClass // what may appear unencoded inside
	// first is what may begin the component, when that is less than
	// chars: draft-12 q-string and r-string, RFC 8141 r- and q-component
	// are pchar *( pchar / "/" / "?" ). Zero means chars.
	first charClass
	fast  *[256]bool // chars that need no further look ("%", "?", "#" do)
	stops *stopTable // the bytes not in fast, for readPlain
	run   *runTable  // fast and escapes, for plainValid
	spans *spanTable // fast, escapes and their digits, for readSpans
	ref   Ref        // the section that defines it
	// note is what the reader says when the component is present; a
	// zero severity with an empty code says nothing.
	note     Severity
	noteCode Code
	noteMsg  string
	noteRef  Ref // the section behind the note (draft-12 §3.3 for all three)
	// plainNote is that note as a diagnostic without its span, which
	// readPlain appends (plainNote).
	plainNote Diagnostic
	// equiv is what equivalence does with the component.
	equiv equivAction

	// A func field makes the type not comparable, so that the compiler
	// writes no equality functions for it and its arrays (7 KB of the
	// WebAssembly module): rules are never compared.
	_ [0]func()
}

// equivAction is what an edition's equivalence does with a component.
type equivAction uint8

const (
	equivDrop  equivAction = iota + 1 // ignored: removed before comparing
	equivQuery                        // draft-03 query: 5a removes it, 5b reorders its directives
)

// rules are one edition's syntax rules, as data the reader consults.
type rules struct {
	info EditionInfo

	// NID (RFC 2141 §2.1; draft-03 §2.1; draft-12 §3.1; RFC 8141 §2.1).
	nidMin            int  // shortest NID
	nidTrailingHyphen bool // RFC 2141 allows "isbn-"; the drafts and RFC 8141 do not
	nidReservedURN    bool // the NID "urn" MUST NOT be used (RFC 2141, draft-03)
	nidRef            Ref

	// NSS.
	nss          charClass    // allowed unencoded, "%" aside
	nssFirst     charClass    // allowed as the NSS's first character (discouraged ones aside)
	nssFast      [256]bool    // bytes the NSS loop may skip without a second look
	nssStops     *stopTable   // the bytes not in nssFast, for readPlain; ":" and "/" where allowed as separators
	nssRun       *runTable    // nssFast, escapes and the separators ":" and "/" where allowed, for plainValid
	nssSpans     *spanTable   // the same, with the escapes' digits, for readSpans
	delims       []delimTable // the components' delimiters, one table a region, for readSpans
	nssColon     bool         // ":" may separate parts of the NSS (it is in nss, not discouraged)
	nssSlash     bool         // so may "/", but not first (slashAllowed)
	discouraged  charClass    // allowed but SHOULD NOT appear (RFC 2141 "/ ? #")
	slash        slashRule
	nssRef       Ref
	nssCharsDesc string   // the repertoire in words, for messages
	reservedRef  Ref      // where "/ ? #" in the NSS are discussed
	percentRef   Ref      // the %HH rule
	excludedRef  Ref      // where characters outside the repertoire are excluded
	nulForbidden bool     // octet 0 never, raw or as %00
	nulRef       Ref      // where that is said
	needless     Severity // "%41": severity of encoding a character that need not be
	needlessRef  Ref      // the section behind it
	strayQuery   bool     // RFC 8141 §2: "?" not followed by "+"/"=" is an error
	syntaxRef    Ref      // the section with the edition's grammar
	components   []componentRule
	// namespaces: where NID classes are defined (RFC 2611 §4 for the
	// RFC 2141 era), and where the experimental class is (RFC 2611 §4)
	// or was removed (draft-12 §6; RFC 8141 Appendix C, "Changes from
	// RFC 3406").
	experimentalRef, formalRef, informalRef Ref
	experimentalRemoved                     bool
	// formalNoX: a formal NID must not start with "X-" (RFC 2611 §4:
	// "not start with "x-""; RFC 8141 §5.1 restores the rule, which
	// draft-12 §6.1 does not state).
	formalNoX bool
	// twoLettersReserved: every two-letter string is reserved for NIDs
	// based on ISO 3166 country codes (RFC 2611 §4's NOTE, draft-12
	// §6.1's "All two-letter strings"). RFC 8141 §5.1 item 3 only asks
	// a formal NID to be "more than two characters long" and reserves
	// two letters followed by "-".
	twoLettersReserved bool

	// Equivalence (RFC 2141 §5, draft-03 §5, draft-12 §4.1, RFC 8141
	// §3.1): the scheme and NID are lower-cased and %HH upper-cased in
	// every edition; what happens to each component is its equiv.
	equivRef Ref
}

// editionRules is the table of the four editions. Every edition-specific
// rule the reader applies is one field of one row here.
var editionRules = buildRules()

func buildRules() (editionRules [numEditions]rules) {
	pcharPlus := componentChars
	r2141 := func(s string) Ref { return ref("rfc2141", s) }
	d03 := func(s string) Ref { return ref("draft-03", s) }
	d12 := func(s string) Ref { return ref("draft-12", s) }
	r8141 := func(s string) Ref { return ref("rfc8141", s) }

	editionRules[RFC2141] = rules{
		info:               EditionInfo{ID: "rfc2141", Title: "URN Syntax", Name: "RFC 2141", Year: 1997, Status: "obsoleted by RFC 8141"},
		nidMin:             1, // see nid.go: the brackets of §2.1 make the tail optional
		nidTrailingHyphen:  true,
		nidReservedURN:     true,
		nidRef:             r2141("2.1"),
		nss:                trans2141,
		nssFirst:           trans2141,
		discouraged:        reserved2141,
		slash:              slashDiscouraged,
		nssRef:             r2141("2.2"),
		nssCharsDesc:       "letters, digits, ( ) + , - . : = @ ; $ _ ! * ' and %HH",
		reservedRef:        r2141("2.3.2"),
		excludedRef:        r2141("2.4"),
		percentRef:         r2141("2.3.1"),
		nulForbidden:       true,
		nulRef:             r2141("2.4"),
		needless:           Warning,
		needlessRef:        r2141("2.3.1"),
		syntaxRef:          r2141("2"),
		equivRef:           r2141("5"),
		experimentalRef:    ref("rfc2611", "4"),
		formalNoX:          true,
		twoLettersReserved: true,
		formalRef:          ref("rfc2611", "4"),
		informalRef:        ref("rfc2611", "4"),
	}
	editionRules[Draft03] = rules{
		info:           EditionInfo{ID: "draft-03", Title: "Uniform Resource Name (URN) Syntax (draft-ietf-urnbis-rfc2141bis-urn-03)", Name: "draft-03", Year: 2012, Status: "expired Internet-Draft"},
		nidMin:         2,
		nidReservedURN: true,
		nidRef:         d03("2.1"),
		nss:            pchar,
		nssFirst:       pchar,
		slash:          slashForbidden,
		nssRef:         d03("2.2"),
		nssCharsDesc:   "pchar: letters, digits, - . _ ~ ! $ & ' ( ) * + , ; = : @ and %HH",
		reservedRef:    d03("2.5.1"),
		excludedRef:    d03("2.5.3"),
		percentRef:     d03("2.5.2"),
		nulForbidden:   true,
		nulRef:         d03("2.5.3"),
		needless:       Warning,
		needlessRef:    d03("2.5.2"),
		syntaxRef:      d03("2"),
		equivRef:       d03("5"),
		components: []componentRule{
			{kind: KindQuery, delim: "?", chars: pcharPlus, ref: d03("2.3"), equiv: equivQuery,
				note: Info, noteCode: CodeQueryInReference,
				noteMsg: "a query may only appear in a URI reference to a URN, to ask a resolver for a service; it is never part of an assigned URN"},
			{kind: KindFragment, delim: "#", mayBeEmpty: true, chars: pcharPlus, ref: d03("2.4"), equiv: equivDrop,
				note: Warning, noteCode: CodeFragmentInReference,
				noteMsg: "a fragment MUST NOT be present in an assigned URN, and only namespaces that register its use may have one in a URI reference"},
		},
		experimentalRef:    ref("rfc2611", "4"),
		formalNoX:          true,
		twoLettersReserved: true,
		formalRef:          ref("rfc2611", "4"),
		informalRef:        ref("rfc2611", "4"),
	}
	componentsUndefined := "use of this component is disallowed unless the namespace has defined it"
	editionRules[Draft12] = rules{
		info:         EditionInfo{ID: "draft-12", Title: "Uniform Resource Names (URNs) (draft-ietf-urnbis-rfc2141bis-urn-12)", Name: "draft-12", Year: 2015, Status: "expired Internet-Draft, became RFC 8141"},
		nidMin:       2,
		nidRef:       d12("3.1"),
		nss:          pchar | cSlash,
		nssFirst:     pchar,
		slash:        slashAllowed,
		nssRef:       d12("3.2"),
		nssCharsDesc: "pchar (letters, digits, - . _ ~ ! $ & ' ( ) * + , ; = : @ and %HH) and \"/\" after the first character",
		reservedRef:  d12("3.2"),
		excludedRef:  d12("3.2"),
		percentRef:   d12("3.2"),
		needless:     Info,
		needlessRef:  d12("4.1"),
		syntaxRef:    d12("3"),
		equivRef:     d12("4.1"),
		components: []componentRule{
			{equiv: equivDrop, kind: KindQComponent, delim: "?", chars: pcharPlus, first: pchar, ref: d12("3.3.1"),
				note: Warning, noteCode: CodeComponentUndefined, noteMsg: componentsUndefined, noteRef: d12("3.3")},
			{equiv: equivDrop, kind: KindRComponent, delim: "??", chars: pcharPlus, first: pchar, ref: d12("3.3.2"),
				note: Warning, noteCode: CodeComponentUndefined, noteMsg: componentsUndefined, noteRef: d12("3.3")},
			{equiv: equivDrop, kind: KindFComponent, delim: "#", mayBeEmpty: true, chars: pcharPlus, ref: d12("3.3.3"),
				note: Warning, noteCode: CodeComponentUndefined, noteMsg: componentsUndefined, noteRef: d12("3.3")},
		},
		experimentalRef:     d12("6"),
		formalRef:           d12("6.1"),
		informalRef:         d12("6.2"),
		experimentalRemoved: true,
		twoLettersReserved:  true,
	}
	editionRules[RFC8141] = rules{
		info:         EditionInfo{ID: "rfc8141", Title: "Uniform Resource Names (URNs)", Name: "RFC 8141", Year: 2017, Status: "Proposed Standard"},
		nidMin:       2,
		nidRef:       r8141("2.1"),
		nss:          pchar | cSlash,
		nssFirst:     pchar,
		slash:        slashAllowed,
		nssRef:       r8141("2.2"),
		nssCharsDesc: "pchar (letters, digits, - . _ ~ ! $ & ' ( ) * + , ; = : @ and %HH) and \"/\" after the first character",
		reservedRef:  r8141("2.2"),
		excludedRef:  r8141("2.2"),
		percentRef:   r8141("2.2"),
		needless:     Info,
		needlessRef:  r8141("3.1"),
		strayQuery:   true,
		syntaxRef:    r8141("2"),
		equivRef:     r8141("3.1"),
		components: []componentRule{
			{equiv: equivDrop, kind: KindRComponent, delim: "?+", chars: pcharPlus, first: pchar, ref: r8141("2.3.1"),
				note: Info, noteCode: CodeComponentNote,
				noteMsg: "the r-component carries parameters for a resolution service; it is not part of the URN's identity (§3.1)"},
			{equiv: equivDrop, kind: KindQComponent, delim: "?=", chars: pcharPlus, first: pchar, ref: r8141("2.3.2"),
				note: Info, noteCode: CodeComponentNote,
				noteMsg: "the q-component carries parameters for the named resource or the system that manages it; it is not part of the URN's identity (§3.1)"},
			{equiv: equivDrop, kind: KindFComponent, delim: "#", mayBeEmpty: true, chars: pcharPlus, ref: r8141("2.3.3"),
				note: Info, noteCode: CodeComponentNote,
				noteMsg: "the f-component points into the resource, as a URI fragment does; it is not part of the URN's identity (§3.1)"},
		},
		experimentalRef:     r8141("C"),
		formalNoX:           true,
		formalRef:           r8141("5.1"),
		informalRef:         r8141("5.2"),
		experimentalRemoved: true,
	}
	componentSpans := componentSpanTables{}
	for e := range editionRules {
		r := &editionRules[e]
		r.nssFast = fastTable(r.nss&^r.discouraged, "%?#:/")
		r.nssColon = classOf[':']&r.nss != 0 && classOf[':']&r.discouraged == 0
		r.nssSlash = r.slash == slashAllowed
		r.nssStops = stopTableOf(&r.nssFast, r.nssColon, r.nssSlash)
		r.nssRun = runTableOf(&r.nssFast, r.nssColon, r.nssSlash)
		if spansFirst {
			r.nssSpans = spanTableOf(&r.nssFast, r.nssColon, r.nssSlash)
		}
		for i := range r.components {
			t := fastTable(r.components[i].chars, "%?#")
			r.components[i].fast = &t
			r.components[i].run = runTableOf(&t, false, false)
			if spansFirst {
				r.components[i].spans = componentSpans.of(&t)
			}
			r.components[i].stops = stopTableOf(&t, false, false)
			r.components[i].plainNote = noteOf(&r.components[i])
		}
		if spansFirst {
			r.delims = delimTablesOf(r)
		}
	}
	return editionRules
}

// noteOf is the note component c draws when present (closeRegion),
// without its span.
func noteOf(c *componentRule) Diagnostic {
	ref := c.noteRef
	if ref.Doc == "" {
		ref = c.ref
	}
	return Diagnostic{Severity: c.note, Code: c.noteCode, Msg: c.noteMsg, Ref: ref}
}

// fastTable marks the bytes of class allowed, except those in special,
// which the reader must look at twice (an escape, a delimiter, a
// separator it records).
func fastTable(allowed charClass, special string) (t [256]bool) {
	for c := range t {
		t[c] = classOf[c]&allowed != 0
	}
	for i := 0; i < len(special); i++ {
		t[special[i]] = false
	}
	return t
}

var editionByID = map[string]Edition{"rfc2141": RFC2141, "draft-03": Draft03, "draft-12": Draft12, "rfc8141": RFC8141}

// ErrUnknownEdition is returned by [ParseEdition] for an id it does not know.
var ErrUnknownEdition = errors.New(`unknown edition: want one of "rfc2141", "draft-03", "draft-12", "rfc8141"`)

// ParseEdition returns the edition with the given id; the empty id selects
// [DefaultEdition].
func ParseEdition(id string) (Edition, error) {
	if id == "" {
		return DefaultEdition, nil
	}
	// Four comparisons cost less than a map lookup, in the WebAssembly
	// module above all, where URN.parse calls this every time.
	for e := range numEditions {
		if editionRules[e].info.ID == id {
			return e, nil
		}
	}
	return DefaultEdition, ErrUnknownEdition
}

// Editions returns the four editions, oldest first.
func Editions() []Edition { return []Edition{RFC2141, Draft03, Draft12, RFC8141} }

func (e Edition) rules() *rules {
	if e >= numEditions {
		e = DefaultEdition
	}
	return &editionRules[e]
}

// ID returns the edition's stable id, such as "rfc8141".
func (e Edition) ID() string { return e.rules().info.ID }

// String is the same as ID.
func (e Edition) String() string { return e.ID() }

// Info describes the edition.
func (e Edition) Info() EditionInfo { return e.rules().info }

// Components lists the kinds of the optional components e's syntax has
// after the NSS, in [Kinds] order: none in RFC 2141 (its "?" and "#"
// belong to the NSS, §2.3.2), draft-03's query and fragment (§2.3, §2.4),
// draft-12's and RFC 8141's r-, q- and f-components (draft-12 §3.3,
// RFC 8141 §2.3).
func (e Edition) Components() []Kind {
	ru := e.rules()
	ks := make([]Kind, 0, len(ru.components))
	for _, c := range ru.components {
		ks = append(ks, c.kind)
	}
	slices.Sort(ks)
	return ks
}
